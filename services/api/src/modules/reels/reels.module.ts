import { Module } from '@nestjs/common';
import { FilesModule } from '../files';
import { InsightsModule } from '../insights';
import { SharingModule } from '../sharing';
import { TagsModule } from '../tags';
import { ReelMediaController } from './reel-media.controller';
import { ReelsRepository } from './reels.repository';
import { ReelsResolver } from './reels.resolver';
import { ReelsService } from './reels.service';

/** Reels: ordered lists of audio/video highlight clips of a recording, a tag or an insight. */
@Module({
  imports: [FilesModule, InsightsModule, SharingModule, TagsModule],
  controllers: [ReelMediaController],
  providers: [ReelsRepository, ReelsResolver, ReelsService],
})
export class ReelsModule {}
