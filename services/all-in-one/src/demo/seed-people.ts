import type { INestApplicationContext } from '@nestjs/common';
import {
  CustomFieldValuesService,
  CustomFieldsService,
  PeopleService,
  PersonLinksService,
  SegmentsService,
  type WorkspaceScope,
} from '@fieldnote/api';
import { DEMO_PEOPLE, DEMO_PEOPLE_FIELDS, DEMO_SEGMENTS } from './demo-content';

/**
 * The people the demo research talked to, with the workspace's people fields filled in and each
 * linked to their notes, made through the member API's own services (so they are exactly what the
 * people page and the Contacts tab make).
 */
export async function seedPeople(
  app: INestApplicationContext,
  scope: WorkspaceScope,
  noteIdByTitle: Map<string, string>,
): Promise<{ fieldIdByLabel: Map<string, string> }> {
  const fields = new Map<string, { id: string; options: { id: string; label: string }[] }>();
  for (const field of DEMO_PEOPLE_FIELDS) {
    const { field: created } = await app.get(CustomFieldsService).create(scope, {
      target: 'PERSON',
      label: field.label,
      type: field.type,
      optionsImport: field.options ?? null,
    });
    fields.set(field.label, created);
  }
  const personIdByName = new Map<string, string>();
  for (const demo of DEMO_PEOPLE) {
    const { person } = await app.get(PeopleService).create(scope, { name: demo.name, email: demo.email });
    personIdByName.set(demo.name, person.id);
    for (const title of demo.notes) {
      const noteId = noteIdByTitle.get(title);
      if (!noteId) throw new Error(`Demo person's note not found: ${title}`);
      await app.get(PersonLinksService).link(scope, noteId, person.id);
    }
    for (const [label, value] of Object.entries(demo.values)) {
      const field = fields.get(label);
      if (!field) throw new Error(`Demo people field not defined: ${label}`);
      const option = field.options.find((o) => o.label === value);
      await app.get(CustomFieldValuesService).set(scope, {
        fieldId: field.id,
        target: 'PERSON',
        objectId: person.id,
        ...(option ? { optionIds: [option.id] } : { text: value }),
      });
    }
  }
  for (const demo of DEMO_SEGMENTS) {
    const { segment } = await app.get(SegmentsService).create(scope, { title: demo.title });
    const personIds = demo.people.map((name) => {
      const id = personIdByName.get(name);
      if (!id) throw new Error(`Demo segment's person not found: ${name}`);
      return id;
    });
    await app.get(SegmentsService).addPeople(scope, { segmentId: segment.id, personIds });
  }
  return { fieldIdByLabel: new Map([...fields].map(([label, field]) => [label, field.id])) };
}
