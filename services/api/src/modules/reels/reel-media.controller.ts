import { Controller, Get, Param, Req, Res } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { WorkspaceAccess } from '../../context/workspace-access.service';
import { FileDownloadService } from '../files';
import { reelErrors } from './reels.errors';
import { ReelsService } from './reels.service';

/**
 * The media of a public clip, for reel embeds (no session): GET /files/clips/:highlightId streams
 * the recording of an audio/video highlight while a live share makes that highlight public, with
 * Range support so the player can seek to the clip. Members' players use GET /files/:id.
 */
@Controller('files/clips')
export class ReelMediaController {
  constructor(
    private readonly access: WorkspaceAccess,
    private readonly reels: ReelsService,
    private readonly downloads: FileDownloadService,
  ) {}

  @Get(':highlightId')
  async clipMedia(
    @Param('highlightId') highlightId: string,
    @Req() req: FastifyRequest,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const scope = await this.access.public(req, reelErrors.embedGone);
    const { fileId } = await this.reels.publicClip(scope, highlightId);
    await this.downloads.send(scope, fileId, req, reply, false);
  }
}
