import { Controller, Get, Param, Req, Res } from '@nestjs/common';
import { Role } from '@fieldnote/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { WorkspaceAccess } from '../../context/workspace-access.service';
import { type ExportFile, ExportsService } from './exports.service';

/** A file name for `filename*=`: percent-encoded UTF-8. */
function encodeRFC5987(name: string): string {
  return encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

/**
 * Downloads on the workspace's own host, for any member (viewers too) of what they can read, with
 * the GraphQL calls' checks (session or API token, the project gate, the plan's `disableExport`):
 * GET /exports/insights/:id/markdown, /exports/insights/:id/pdf, /exports/projects/:id/highlights.csv,
 * /exports/projects/:id/notes.csv and /exports/views/:id/table.csv (the CSVs streamed as they are read).
 */
@Controller('exports')
export class ExportsController {
  constructor(
    private readonly access: WorkspaceAccess,
    private readonly exports: ExportsService,
  ) {}

  @Get('insights/:id/markdown')
  async insightMarkdown(@Param('id') id: string, @Req() req: FastifyRequest, @Res() reply: FastifyReply) {
    const scope = await this.access.require(req, Role.VIEWER);
    send(reply, await this.exports.insightMarkdown(scope, id));
  }

  @Get('insights/:id/pdf')
  async insightPdf(@Param('id') id: string, @Req() req: FastifyRequest, @Res() reply: FastifyReply) {
    const scope = await this.access.require(req, Role.VIEWER);
    send(reply, await this.exports.insightPdf(scope, id));
  }

  @Get('views/:id/table.csv')
  async viewCsv(@Param('id') id: string, @Req() req: FastifyRequest, @Res() reply: FastifyReply) {
    const scope = await this.access.require(req, Role.VIEWER);
    send(reply, await this.exports.viewCsv(scope, id));
  }

  @Get('projects/:id/highlights.csv')
  async highlightsCsv(@Param('id') id: string, @Req() req: FastifyRequest, @Res() reply: FastifyReply) {
    const scope = await this.access.require(req, Role.VIEWER);
    send(reply, await this.exports.projectCsv(scope, id, 'highlights'));
  }

  @Get('projects/:id/notes.csv')
  async notesCsv(@Param('id') id: string, @Req() req: FastifyRequest, @Res() reply: FastifyReply) {
    const scope = await this.access.require(req, Role.VIEWER);
    send(reply, await this.exports.projectCsv(scope, id, 'notes'));
  }
}

function send(reply: FastifyReply, file: ExportFile): void {
  void reply
    .header('content-type', file.contentType)
    .header('content-disposition', `attachment; filename*=UTF-8''${encodeRFC5987(file.fileName)}`)
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-store')
    .send(file.body);
}
