import { Controller, Get, Param, Req, Res } from '@nestjs/common';
import { Role } from '@fieldnote/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { WorkspaceAccess } from '../../context/workspace-access.service';
import { ProjectTransferService } from './project-transfer.service';

/** A file name for `filename*=`: percent-encoded UTF-8. */
function encodeRFC5987(name: string): string {
  return encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

/**
 * Downloads of project transfers on the workspace's own host, with the GraphQL calls' checks: an
 * export's zip (GET /project-transfers/:id/download) and an import's report with the spec's
 * old-to-new id mapping tables (GET /project-transfers/:id/report). Only the member who made the
 * transfer; viewers may download their own exports.
 */
@Controller('project-transfers')
export class ProjectTransferController {
  constructor(
    private readonly access: WorkspaceAccess,
    private readonly service: ProjectTransferService,
  ) {}

  @Get(':id/download')
  async download(
    @Param('id') id: string,
    @Req() req: FastifyRequest,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const scope = await this.access.require(req, Role.VIEWER);
    const { row, body } = await this.service.openDownload(scope, id);
    void reply
      .header('content-type', 'application/zip')
      .header('content-disposition', `attachment; filename*=UTF-8''${encodeRFC5987(row.file_name)}`)
      .header('content-length', String(row.size_bytes))
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'private, no-store')
      .send(body);
  }

  @Get(':id/report')
  async report(
    @Param('id') id: string,
    @Req() req: FastifyRequest,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const scope = await this.access.require(req, Role.CONTRIBUTOR);
    const { row, report } = await this.service.report(scope, id);
    void reply
      .header('content-type', 'application/json; charset=utf-8')
      .header(
        'content-disposition',
        `attachment; filename*=UTF-8''${encodeRFC5987(`${row.project_title} import report.json`)}`,
      )
      .header('cache-control', 'private, no-store')
      .send(JSON.stringify(report));
  }
}
