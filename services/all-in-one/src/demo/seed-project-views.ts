import type { INestApplicationContext } from '@nestjs/common';
import {
  CustomFieldValuesService,
  CustomFieldsService,
  ProjectViewLayout,
  ProjectViewsService,
  ViewObjectType,
  type WorkspaceScope,
} from '@fieldnote/api';
import { DEMO_INTERVIEW_FIELDS, DEMO_PROJECT_VIEWS_PROJECT } from './demo-content';

/** Table column widths of the interview fields, by label. */
const COLUMN_WIDTHS: Record<string, number> = { 'Follow-up': 130, 'Stage reached': 210, Minutes: 110 };

/**
 * The interview project's own note fields, filled in on its three interviews, and the views a team
 * keeps over them: a follow-up board grouped by a SELECT field, a table of every field, and a board
 * of its insights by published state. Made through the member API's own services, so they are
 * exactly what the fields settings, the note sidebar and the New view dialog make.
 */
export async function seedProjectViews(
  app: INestApplicationContext,
  scope: WorkspaceScope,
  projectIdByTitle: Map<string, string>,
  noteIdByTitle: Map<string, string>,
): Promise<void> {
  const projectId = projectIdByTitle.get(DEMO_PROJECT_VIEWS_PROJECT);
  if (!projectId) throw new Error(`Demo project not found: ${DEMO_PROJECT_VIEWS_PROJECT}`);
  const fieldIds = new Map<string, string>();
  let followUp: { id: string; options: { id: string; label: string }[] } | null = null;
  let minutesId: string | null = null;
  for (const field of DEMO_INTERVIEW_FIELDS) {
    const { field: created } = await app.get(CustomFieldsService).create(scope, {
      target: 'NOTE',
      projectId,
      label: field.label,
      type: field.type,
      optionsImport: field.options ?? null,
    });
    fieldIds.set(field.label, created.id);
    if (field.label === 'Follow-up') followUp = created;
    if (field.type === 'NUMBER') minutesId = created.id;
    for (const [noteTitle, value] of Object.entries(field.values)) {
      const noteId = noteIdByTitle.get(noteTitle);
      if (!noteId) throw new Error(`Demo note not found: ${noteTitle}`);
      const option = created.options.find((o) => o.label === value);
      await app.get(CustomFieldValuesService).set(scope, {
        fieldId: created.id,
        target: 'NOTE',
        objectId: noteId,
        ...(option ? { optionIds: [option.id] } : { text: value }),
      });
    }
  }
  if (!followUp || !minutesId) throw new Error('The demo interview fields need Follow-up and a number');
  const views = app.get(ProjectViewsService);
  await views.create(scope, {
    projectId,
    title: 'Follow-ups',
    layout: ProjectViewLayout.BOARD,
    objectType: ViewObjectType.NOTE,
    state: JSON.stringify({ group: { type: 'SELECT', id: followUp.id } }),
  });
  await views.create(scope, {
    projectId,
    title: 'Interview table',
    layout: ProjectViewLayout.TABLE,
    objectType: ViewObjectType.NOTE,
    // Sized to show every column on a laptop screen, the title kept in view when it scrolls.
    state: JSON.stringify({
      sort: { field: minutesId, direction: 'DESC' },
      fieldVisibility: [{ key: 'updatedAt', visible: false }],
      columns: [
        { key: 'title', width: 280, sticky: true },
        { key: 'preview', width: 260 },
        { key: 'createdAt', width: 130 },
        ...[...fieldIds].map(([label, id]) => ({ key: id, width: COLUMN_WIDTHS[label] ?? 160 })),
      ],
    }),
  });
  await views.create(scope, {
    projectId,
    title: 'Insights by status',
    layout: ProjectViewLayout.BOARD,
    objectType: ViewObjectType.INSIGHT,
    state: JSON.stringify({ group: { type: 'PUBLISHED' } }),
  });
}
