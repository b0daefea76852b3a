import { Injectable, type OnModuleInit } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import { Role } from '@fieldnote/core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { MULTIPART_OVERHEAD, registerMultipartRoute } from '../../common/multipart-route';
import { WorkspaceAccess } from '../../context/workspace-access.service';
import { RefiQdaImportModel } from './dto/refi-qda.model';
import type { QdaFormat } from './import-file.reader';
import type { LineEnding } from './qda-positions.util';
import { refiQdaErrors } from './refi-qda.errors';
import { MAX_QDA_FILE_BYTES } from './refi-qda.limits';
import { RefiQdaService } from './refi-qda.service';

/** Where QDPX and QDC files are posted, and exports downloaded. */
export const REFI_QDA_IMPORT_PATH = '/refi-qda/imports';
export const REFI_QDA_EXPORT_PATH = '/refi-qda/export';

/**
 * POST /refi-qda/imports?projectId=… (multipart, field `file`, a .qdpx or .qdc of at most 10 MB):
 * queues an import (contributors and managers, or an API token) and answers `{ refiQdaImport }`.
 * GET /refi-qda/export?projectId=…&format=QDPX|QDC&lineEnding=LF|CRLF: the download (viewers too:
 * a member exports what they can read; the project gate refuses a project hidden from them).
 */
@Injectable()
export class RefiQdaRoutes implements OnModuleInit {
  constructor(
    private readonly adapterHost: HttpAdapterHost,
    private readonly access: WorkspaceAccess,
    private readonly service: RefiQdaService,
  ) {}

  async onModuleInit(): Promise<void> {
    const fastify = this.adapterHost.httpAdapter.getInstance<FastifyInstance>();
    await registerMultipartRoute(fastify, REFI_QDA_IMPORT_PATH, (request, reply) =>
      this.upload(request, reply),
    );
    fastify.get(REFI_QDA_EXPORT_PATH, (request, reply) => this.download(request, reply));
  }

  private async upload(
    req: FastifyRequest,
    reply: FastifyReply,
  ): Promise<{ refiQdaImport: RefiQdaImportModel }> {
    void reply.header('cache-control', 'no-store');
    const scope = await this.access.require(req, Role.CONTRIBUTOR);
    const projectId = (req.query as Record<string, unknown>).projectId;
    if (typeof projectId !== 'string' || !projectId) throw refiQdaErrors.projectRequired();
    const declared = Number(req.headers['content-length']);
    if (Number.isFinite(declared) && declared > MAX_QDA_FILE_BYTES + MULTIPART_OVERHEAD)
      throw refiQdaErrors.fileTooLarge();
    if (!req.isMultipart()) throw refiQdaErrors.noFile();
    const part = await req.file({ limits: { fileSize: MAX_QDA_FILE_BYTES, files: 1, fields: 0, parts: 1 } });
    if (!part || part.fieldname !== 'file') throw refiQdaErrors.noFile();
    const body = await part.toBuffer().catch(() => {
      throw refiQdaErrors.fileTooLarge();
    });
    if (part.file.truncated) throw refiQdaErrors.fileTooLarge();
    const row = await this.service.upload(scope, projectId, part.filename, body);
    void reply.status(201);
    return { refiQdaImport: RefiQdaImportModel.from(row) };
  }

  private async download(req: FastifyRequest, reply: FastifyReply): Promise<Buffer> {
    void reply.header('cache-control', 'no-store');
    const scope = await this.access.require(req, Role.VIEWER);
    const query = req.query as Record<string, unknown>;
    if (typeof query.projectId !== 'string' || !query.projectId) throw refiQdaErrors.projectRequired();
    const format = (query.format ?? 'QDPX') as QdaFormat;
    if (format !== 'QDPX' && format !== 'QDC') throw refiQdaErrors.badOption('format', ['QDPX', 'QDC']);
    const lineEnding = (query.lineEnding ?? 'LF') as LineEnding;
    if (lineEnding !== 'LF' && lineEnding !== 'CRLF')
      throw refiQdaErrors.badOption('lineEnding', ['LF', 'CRLF']);
    const file = await this.service.export(scope, query.projectId, format, lineEnding);
    void reply.header('content-type', file.contentType);
    void reply.header(
      'content-disposition',
      `attachment; filename="${file.fileName.replace(/"/g, '')}"; filename*=UTF-8''${encodeURIComponent(file.fileName)}`,
    );
    return file.body;
  }
}
