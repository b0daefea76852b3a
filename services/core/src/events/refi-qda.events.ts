import { defineEvent } from './define-event';
import { count, text, uuid } from './event-fields';

/** Exchange with QDA tools (NVivo, ATLAS.ti, MAXQDA, QualCoder) in the REFI-QDA format (issue 36). */
export const REFI_QDA_EVENTS = {
  exported: defineEvent({
    subject: 'refi_qda.exported',
    version: 1,
    description:
      'A member downloaded a project as a REFI-QDA file: `format` QDPX (the project) or QDC (its codebook only), with the counts it held.',
    payload: {
      projectId: uuid,
      format: text,
      lineEnding: text,
      sources: count,
      codes: count,
      codings: count,
    },
  }),
  importQueued: defineEvent({
    subject: 'refi_qda_import.queued',
    version: 1,
    description: 'A QDPX or QDC file was uploaded into a project; the import job reads and writes it.',
    payload: { refiQdaImportId: uuid, projectId: uuid },
  }),
  importCompleted: defineEvent({
    subject: 'refi_qda_import.completed',
    version: 1,
    description:
      'A REFI-QDA import finished (`status` COMPLETED or FAILED): notes, codes and codings written, and items skipped with reasons.',
    payload: {
      refiQdaImportId: uuid,
      projectId: uuid,
      status: text,
      notesCreated: count,
      tagsCreated: count,
      highlightsCreated: count,
      skipped: count,
    },
  }),
} as const;
