import { Controller, Header, Post, Query, Req } from '@nestjs/common';
import { Role } from '@fieldnote/core';
import type { FastifyRequest } from 'fastify';
import { WorkspaceAccess } from '../../context/workspace-access.service';
import { bulkImportErrors } from './bulk-import.errors';
import { MAX_IMPORT_FILE_BYTES } from './bulk-import.limits';
import { BulkImportService } from './bulk-import.service';
import { BulkImportModel } from './dto/bulk-import.model';

/** Room for the multipart boundaries and part headers around the file's own bytes. */
const MULTIPART_OVERHEAD = 64 * 1024;

/**
 * POST /bulk-imports?projectId=… with a multipart/form-data body whose `file` field holds a CSV or
 * XLSX file of at most 10 MB (spec 001 §9): reads it and answers `{ bulkImport }`, a DRAFT with the
 * file's headings and first rows, which `startBulkImport` then starts. Contributors and managers, or
 * an API token; the cross-site request guard has already refused foreign origins.
 */
@Controller('bulk-imports')
export class BulkImportController {
  constructor(
    private readonly access: WorkspaceAccess,
    private readonly service: BulkImportService,
  ) {}

  @Post()
  @Header('cache-control', 'no-store')
  async upload(
    @Query('projectId') projectId: string | undefined,
    @Req() req: FastifyRequest,
  ): Promise<{ bulkImport: BulkImportModel }> {
    const scope = await this.access.require(req, Role.CONTRIBUTOR);
    if (!projectId) throw bulkImportErrors.projectRequired();
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
    return { bulkImport: BulkImportModel.from(row) };
  }
}
