import { Injectable } from '@nestjs/common';
import { AppError, Role } from '@fieldnote/core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { MULTIPART_OVERHEAD, registerMultipartRoute } from '../../common/multipart-route';
import { WorkspaceAccess } from '../../context/workspace-access.service';
import { FileModel } from './dto/file.model';
import { fileErrors } from './file.errors';
import { FileUploadService } from './file-upload.service';

/** Where uploads are posted (the web app's uploadFile). */
export const FILE_UPLOAD_PATH = '/files';

/**
 * POST /files?noteId=… with a multipart/form-data body whose `file` field holds the file: streams it
 * to storage and answers 201 `{ file }`. The client cancels by aborting the request. On the
 * workspace's own host like GraphQL and with the same checks: the session (or an API token) names
 * the member, the host names the workspace, contributors upload. The cross-site request guard has
 * already refused foreign origins and multipart bodies without a preflight header.
 *
 * A plain Fastify route with multipart of its own (registerMultipartRoute): it streams, never saving
 * the file to disk.
 */
@Injectable()
export class FileUploadRoute {
  constructor(
    private readonly access: WorkspaceAccess,
    private readonly uploads: FileUploadService,
  ) {}

  register(fastify: FastifyInstance): Promise<void> {
    return registerMultipartRoute(fastify, FILE_UPLOAD_PATH, (request, reply) => this.handle(request, reply));
  }

  private async handle(req: FastifyRequest, reply: FastifyReply): Promise<{ file: FileModel }> {
    void reply.header('cache-control', 'no-store');
    const rawNoteId = (req.query as Record<string, unknown>).noteId;
    const scope = await this.access.require(req, Role.CONTRIBUTOR);
    if (typeof rawNoteId !== 'string' || !rawNoteId)
      throw AppError.badInput('Say which note the file belongs to (noteId).', { field: 'noteId' });
    const noteId = await this.uploads.checkNote(scope, rawNoteId);
    const declared = Number(req.headers['content-length']);
    // A body already known to be too large is refused before a byte of it is read.
    if (Number.isFinite(declared) && declared > this.uploads.maxBytes + MULTIPART_OVERHEAD)
      throw fileErrors.tooLarge(this.uploads.maxBytes);
    if (!req.isMultipart()) throw fileErrors.noFile();
    const part = await req.file({
      limits: { fileSize: this.uploads.maxBytes, files: 1, fields: 0, parts: 1 },
    });
    if (!part || part.fieldname !== 'file') throw fileErrors.noFile();
    const aborted = new AbortController();
    // `complete` is set once the whole body arrived: a close before that is the client cancelling.
    const onClose = () => {
      if (!req.raw.complete) aborted.abort();
    };
    req.raw.once('close', onClose);
    try {
      const file = await this.uploads.upload(
        scope,
        noteId,
        {
          filename: part.filename,
          mimetype: part.mimetype,
          stream: part.file,
          truncated: () => part.file.truncated,
        },
        aborted.signal,
      );
      void reply.status(201);
      return { file: FileModel.from(file) };
    } finally {
      req.raw.off('close', onClose);
    }
  }
}
