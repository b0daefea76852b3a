import { Controller, Get, Header, Param, Post, Query, Req, Res } from '@nestjs/common';
import { AppError, Role } from '@fieldnote/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { WorkspaceAccess } from '../../context/workspace-access.service';
import { FileModel } from './dto/file.model';
import { FileDownloadService } from './file-download.service';
import { fileErrors } from './file.errors';
import { FileUploadService } from './file-upload.service';

/**
 * File bytes over HTTP, on the workspace's own host like GraphQL and with the same checks: the
 * session (or an API token) names the member, the host names the workspace, contributors upload,
 * viewers only read. The cross-site request guard has already refused foreign origins and
 * multipart bodies without a preflight header (see crossSiteRequestGuard).
 */
@Controller('files')
export class FileController {
  constructor(
    private readonly access: WorkspaceAccess,
    private readonly uploads: FileUploadService,
    private readonly downloads: FileDownloadService,
  ) {}

  /**
   * POST /files?noteId=… with a multipart/form-data body whose `file` field holds the file: streams
   * it to storage and answers `{ file }`. The client cancels by aborting the request.
   */
  @Post()
  @Header('cache-control', 'no-store')
  async upload(
    @Query('noteId') rawNoteId: string | undefined,
    @Req() req: FastifyRequest,
  ): Promise<{ file: FileModel }> {
    const scope = await this.access.require(req, Role.CONTRIBUTOR);
    if (!rawNoteId)
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
      return { file: FileModel.from(file) };
    } finally {
      req.raw.off('close', onClose);
    }
  }

  /** GET /files/:id: the file's bytes, with Range support so media players can seek. */
  @Get(':id')
  async download(
    @Param('id') id: string,
    @Query('download') download: string | undefined,
    @Req() req: FastifyRequest,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const scope = await this.access.require(req, Role.VIEWER);
    await this.downloads.send(scope, id, req, reply, download === '1');
  }
}

/** Room for the multipart boundaries and part headers around the file's own bytes. */
const MULTIPART_OVERHEAD = 64 * 1024;
