import { basename } from 'node:path';
import { Readable } from 'node:stream';
import { Injectable } from '@nestjs/common';
import { AppError, BULK_IMPORT_EVENTS, MAX_LENGTH } from '@fieldnote/core';
import { recordEvent } from '../../common/record-event';
import type { WorkspaceScope } from '../../context/workspace-access.service';
import { documentText, loadStoredDocument } from '../collaboration';
import { FileUploadService, classifyContent } from '../files';
import { NotesService } from '../notes';
import { findLiveProject } from '../projects';
import { bulkImportErrors } from './bulk-import.errors';
import { MAX_DOCUMENT_TEXT_BYTES } from './bulk-import.limits';
import {
  DOCUMENT_FORMAT_NAMES,
  type DocumentFormat,
  documentFormatOf,
  documentOf,
} from './documents/document-format';
import type { DocumentJson } from './documents/html-to-document';

/** A file to import as a note, read whole (at most 10 MB). */
export interface DocumentUpload {
  filename: string;
  /** The part type the sender declared, held to the content like the name. */
  mimetype?: string;
  bytes: Buffer;
}

/** What an imported document became: its note and the note's file, the original. */
export interface ImportedDocument {
  format: DocumentFormat;
  note: { id: string; projectId: string; title: string };
  file: { id: string; name: string; mime: string; size: number };
}

/**
 * Plain text, Markdown, Word (.docx) and PDF files imported as notes (issue 36), one file a request:
 * the content is classified as every upload's is (a name or a declared type claiming other content
 * is refused), converted to the editor's document keeping its structure, and checked whole before
 * anything is written; then the note is created and the original stored as its file. A file that
 * cannot be stored takes its note with it, so a failed import leaves nothing.
 */
@Injectable()
export class DocumentNoteService {
  constructor(
    private readonly notes: NotesService,
    private readonly uploads: FileUploadService,
  ) {}

  async importDocument(
    scope: WorkspaceScope,
    rawProjectId: string,
    upload: DocumentUpload,
  ): Promise<ImportedDocument> {
    const project = await findLiveProject(scope.em, rawProjectId);
    const name = basename(upload.filename.replace(/\\/g, '/'));
    if (upload.bytes.length === 0) throw bulkImportErrors.documentEmpty();
    const kind = await classifyContent(name, upload.bytes, upload.mimetype).catch((refusal: unknown) => {
      throw refusal instanceof AppError ? bulkImportErrors.documentRefused(refusal) : refusal;
    });
    const format = documentFormatOf(extensionOf(name), kind.mime);
    if (!format) throw bulkImportErrors.documentUnsupported(name);
    const json = await documentOf(format, upload.bytes).catch(() => {
      throw bulkImportErrors.documentUnreadable(DOCUMENT_FORMAT_NAMES[format]);
    });
    const content = plainTextOf(json);
    if (!content.trim()) throw bulkImportErrors.documentEmpty();
    if (Buffer.byteLength(content) > MAX_DOCUMENT_TEXT_BYTES)
      throw bulkImportErrors.documentTooLong(MAX_DOCUMENT_TEXT_BYTES);

    const note = await this.notes.create(scope, {
      projectId: project.id,
      title: titleOf(name),
      content,
      contentJson: json,
    });
    let file;
    try {
      file = await this.uploads.upload(
        scope,
        note.id,
        {
          filename: name,
          mimetype: kind.mime,
          stream: Readable.from([upload.bytes]),
          truncated: () => false,
        },
        new AbortController().signal,
      );
    } catch (error) {
      await this.notes.discardCreated(scope, note.id);
      throw error;
    }
    const fileId = file.id;
    await scope.em.transactional((em) =>
      recordEvent(em, BULK_IMPORT_EVENTS.documentImported, scope.workspace.id, {
        noteId: note.id,
        projectId: project.id,
        fileId,
        format,
      }),
    );
    return {
      format,
      note: { id: note.id, projectId: note.projectId, title: note.title },
      file: { id: file.id, name: file.name, mime: file.mime, size: file.size },
    };
  }
}

/** The note's plain text as the collaborative document reads it (what highlights count offsets in). */
function plainTextOf(json: DocumentJson): string {
  const doc = loadStoredDocument({ content: '', contentJson: json, ydoc: null });
  try {
    return documentText(doc).text;
  } finally {
    doc.destroy();
  }
}

/** The note's title: the file's name without its extension, cut to the title limit. */
function titleOf(name: string): string {
  const dot = name.lastIndexOf('.');
  const stem = (dot > 0 ? name.slice(0, dot) : name).trim();
  return (stem || 'Untitled note').slice(0, MAX_LENGTH.noteTitle);
}

function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
}
