import { Module } from '@nestjs/common';
import { TagsModule } from '../tags';
import { TagBoardsResolver } from './tag-boards.resolver';
import { TagBoardsService } from './tag-boards.service';
import { TagBoardsRepository } from './tag-boards.repository';

/** Tag boards: a project's tags arranged in groups. */
@Module({
  imports: [TagsModule],
  providers: [TagBoardsRepository, TagBoardsResolver, TagBoardsService],
})
export class TagBoardsModule {}
