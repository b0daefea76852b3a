import { defineEvent } from './define-event';
import { count, text, uuid } from './event-fields';

/** Project export and import as the spec's community file set, one zip (issue 36, spec 001 §3). */
export const PROJECT_TRANSFER_EVENTS = {
  exportStarted: defineEvent({
    subject: 'project_transfer.export_started',
    version: 1,
    description: 'A member asked for a project export; the job writes the zip next.',
    payload: { transferId: uuid, projectId: uuid },
  }),
  exported: defineEvent({
    subject: 'project_transfer.exported',
    version: 1,
    description: 'A project export finished: the zip is ready to download (`sizeBytes`, `recordCount`).',
    payload: { transferId: uuid, projectId: uuid, sizeBytes: count, recordCount: count },
  }),
  exportFailed: defineEvent({
    subject: 'project_transfer.export_failed',
    version: 1,
    description: 'A project export stopped on an error (`errorCode`); no zip was kept.',
    payload: { transferId: uuid, projectId: uuid, errorCode: text },
  }),
  imported: defineEvent({
    subject: 'project_transfer.imported',
    version: 1,
    description:
      'A project export file was imported as a new project (`projectId`), every id remapped; `sourceProjectId` is the id in the file.',
    payload: { transferId: uuid, projectId: uuid, sourceProjectId: uuid, recordCount: count },
  }),
} as const;
