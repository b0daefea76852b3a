import { Injectable, type OnModuleInit } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import { Role } from '@fieldnote/core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { MULTIPART_OVERHEAD, registerMultipartRoute } from '../../common/multipart-route';
import { WorkspaceAccess } from '../../context/workspace-access.service';
import { bulkImportErrors } from './bulk-import.errors';
import { MAX_IMPORT_FILE_BYTES } from './bulk-import.limits';
import { DocumentNoteService, type ImportedDocument } from './document-note.service';

/** Where a document to import as a note is posted (the web app's importDocumentFile). */
export const DOCUMENT_NOTE_UPLOAD_PATH = '/bulk-imports/documents';

/**
 * POST /bulk-imports/documents?projectId=… with a multipart/form-data body whose `file` field holds
 * a plain text, Markdown, Word (.docx) or PDF file of at most 10 MB (spec 001 §9's import file):
 * answers 201 `{ format, note, file }`, the note made of it with the original as its file. One file
 * a request; the web app sends a folder's files one after another. Contributors and managers, or an
 * API token, as creating a note; the cross-site request guard has already refused foreign origins.
 */
@Injectable()
export class DocumentNoteRoute implements OnModuleInit {
  constructor(
    private readonly adapterHost: HttpAdapterHost,
    private readonly access: WorkspaceAccess,
    private readonly service: DocumentNoteService,
  ) {}

  async onModuleInit(): Promise<void> {
    const fastify = this.adapterHost.httpAdapter.getInstance<FastifyInstance>();
    await registerMultipartRoute(fastify, DOCUMENT_NOTE_UPLOAD_PATH, (request, reply) =>
      this.upload(request, reply),
    );
  }

  private async upload(req: FastifyRequest, reply: FastifyReply): Promise<ImportedDocument> {
    void reply.header('cache-control', 'no-store');
    const scope = await this.access.require(req, Role.CONTRIBUTOR);
    const projectId = (req.query as Record<string, unknown>).projectId;
    if (typeof projectId !== 'string' || !projectId) throw bulkImportErrors.projectRequired();
    const declared = Number(req.headers['content-length']);
    if (Number.isFinite(declared) && declared > MAX_IMPORT_FILE_BYTES + MULTIPART_OVERHEAD)
      throw bulkImportErrors.fileTooLarge();
    if (!req.isMultipart()) throw bulkImportErrors.noFile();
    const part = await req.file({
      limits: { fileSize: MAX_IMPORT_FILE_BYTES, files: 1, fields: 0, parts: 1 },
    });
    if (!part || part.fieldname !== 'file') throw bulkImportErrors.noFile();
    // At most 10 MB: read whole, as the converters (mammoth, pdf.js) read a file whole anyway.
    const bytes = await part.toBuffer().catch((error: unknown) => {
      throw part.file.truncated ? bulkImportErrors.fileTooLarge() : error;
    });
    if (part.file.truncated) throw bulkImportErrors.fileTooLarge();
    const imported = await this.service.importDocument(scope, projectId, {
      filename: part.filename,
      mimetype: part.mimetype,
      bytes,
    });
    void reply.status(201);
    return imported;
  }
}
