import type { CustomFieldValue } from '@fieldnote/db';

/**
 * The custom field values of one list's people, loaded on the first row that asks and shared by the
 * rest: a page of people with their fields is one query, and a list that asks for none costs none.
 */
export class PersonFieldValuesBatch {
  private loaded: Promise<Map<string, CustomFieldValue[]>> | undefined;

  /** `load` reads the values of every person of the list. */
  constructor(private readonly load: () => Promise<CustomFieldValue[]>) {}

  async get(personId: string): Promise<CustomFieldValue[]> {
    this.loaded ??= this.byPerson();
    return (await this.loaded).get(personId) ?? [];
  }

  private async byPerson(): Promise<Map<string, CustomFieldValue[]>> {
    const rows = await this.load();
    const byPerson = new Map<string, CustomFieldValue[]>();
    for (const row of rows) {
      if (row.personId) byPerson.set(row.personId, [...(byPerson.get(row.personId) ?? []), row]);
    }
    return byPerson;
  }
}
