import { Controller, Get, Param, Query, Req, Res } from '@nestjs/common';
import { Role } from '@fieldnote/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { WorkspaceAccess } from '../../context/workspace-access.service';
import { FileDownloadService } from './file-download.service';

/**
 * File bytes over HTTP, on the workspace's own host like GraphQL and with the same checks: the
 * session (or an API token) names the member, the host names the workspace, contributors upload,
 * viewers only read. Uploads (POST /files) are a plain Fastify route: see FileUploadRoute.
 */
@Controller('files')
export class FileController {
  constructor(
    private readonly access: WorkspaceAccess,
    private readonly downloads: FileDownloadService,
  ) {}

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
