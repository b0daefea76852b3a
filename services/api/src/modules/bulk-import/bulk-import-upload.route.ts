import { Injectable, type OnModuleInit } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import { Role } from '@fieldnote/core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { MULTIPART_OVERHEAD, registerMultipartRoute } from '../../common/multipart-route';
import { WorkspaceAccess } from '../../context/workspace-access.service';
import { bulkImportErrors } from './bulk-import.errors';
import { MAX_IMPORT_FILE_BYTES } from './bulk-import.limits';
import { BulkImportService } from './bulk-import.service';
import { BulkImportModel } from './dto/bulk-import.model';

/** Where import files are posted (the web app's uploadImportFile). */
export const BULK_IMPORT_UPLOAD_PATH = '/bulk-imports';

/**
 * POST /bulk-imports?projectId=… with a multipart/form-data body whose `file` field holds a CSV or
 * XLSX file of at most 10 MB (spec 001 §9): reads it and answers `{ bulkImport }`, a DRAFT with the
 * file's headings and first rows, which `startBulkImport` then starts. Contributors and managers, or
 * an API token; the cross-site request guard has already refused foreign origins. A plain Fastify
 * route with multipart of its own (registerMultipartRoute), added when the module starts.
 */
@Injectable()
export class BulkImportUploadRoute implements OnModuleInit {
  constructor(
    private readonly adapterHost: HttpAdapterHost,
    private readonly access: WorkspaceAccess,
    private readonly service: BulkImportService,
  ) {}

  async onModuleInit(): Promise<void> {
    const fastify = this.adapterHost.httpAdapter.getInstance<FastifyInstance>();
    await registerMultipartRoute(fastify, BULK_IMPORT_UPLOAD_PATH, (request, reply) =>
      this.upload(request, reply),
    );
  }

  private async upload(req: FastifyRequest, reply: FastifyReply): Promise<{ bulkImport: BulkImportModel }> {
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
    const file = part.file;
    const row = await this.service.upload(scope, projectId, part.filename, file, () => file.truncated);
    void reply.status(201);
    return { bulkImport: BulkImportModel.from(row) };
  }
}
