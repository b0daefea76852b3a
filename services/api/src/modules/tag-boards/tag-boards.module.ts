import { Module } from '@nestjs/common';
import { TagsModule } from '../tags';
import { TagBoardsResolver } from './tag-boards.resolver';
import { TagBoardsService } from './tag-boards.service';

/** Tag boards: a project's tags arranged in groups. */
@Module({
  imports: [TagsModule],
  providers: [TagBoardsResolver, TagBoardsService],
})
export class TagBoardsModule {}
