import { Controller, Get, Param, Query, Req, Res } from '@nestjs/common';
import { Role } from '@fieldnote/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { WorkspaceAccess } from '../../context/workspace-access.service';
import { FileDownloadService } from './file-download.service';
import { type TranscriptFile, TranscriptDownloadService } from './transcript-download.service';

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
    private readonly transcripts: TranscriptDownloadService,
  ) {}

  /**
   * GET /files/:id/transcript.vtt and /files/:id/transcript.srt: the file's transcript (times and
   * `Name:` speakers), for any member who can read the file, if the plan includes transcript downloads.
   */
  @Get(':id/transcript.vtt')
  async transcriptVtt(@Param('id') id: string, @Req() req: FastifyRequest, @Res() reply: FastifyReply) {
    const scope = await this.access.require(req, Role.VIEWER);
    sendTranscript(reply, await this.transcripts.download(scope, id, 'vtt'));
  }

  @Get(':id/transcript.srt')
  async transcriptSrt(@Param('id') id: string, @Req() req: FastifyRequest, @Res() reply: FastifyReply) {
    const scope = await this.access.require(req, Role.VIEWER);
    sendTranscript(reply, await this.transcripts.download(scope, id, 'srt'));
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

function sendTranscript(reply: FastifyReply, file: TranscriptFile): void {
  const name = encodeURIComponent(file.fileName).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  void reply
    .header('content-type', file.contentType)
    .header('content-disposition', `attachment; filename*=UTF-8''${name}`)
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-store')
    .send(file.body);
}
