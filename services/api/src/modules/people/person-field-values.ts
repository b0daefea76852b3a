import { CustomFieldValue } from '@fieldnote/db';
import type { EntityManager } from '@mikro-orm/postgresql';

/**
 * The custom field values of one list's people, loaded on the first row that asks and shared by the
 * rest: a page of people with their fields is one query, and a list that asks for none costs none.
 */
export class PersonFieldValuesBatch {
  private loaded: Promise<Map<string, CustomFieldValue[]>> | undefined;

  constructor(
    private readonly em: EntityManager,
    private readonly personIds: string[],
  ) {}

  async get(personId: string): Promise<CustomFieldValue[]> {
    this.loaded ??= this.load();
    return (await this.loaded).get(personId) ?? [];
  }

  private async load(): Promise<Map<string, CustomFieldValue[]>> {
    const rows = await this.em.find(CustomFieldValue, { personId: { $in: this.personIds } });
    const byPerson = new Map<string, CustomFieldValue[]>();
    for (const row of rows) {
      if (row.personId) byPerson.set(row.personId, [...(byPerson.get(row.personId) ?? []), row]);
    }
    return byPerson;
  }
}
