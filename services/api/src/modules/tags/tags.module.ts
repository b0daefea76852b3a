import { Module } from '@nestjs/common';
import { TagsResolver } from './tags.resolver';
import { TagsService } from './tags.service';

/** Tags: the labels highlights carry. */
@Module({
  providers: [TagsResolver, TagsService],
  exports: [TagsService],
})
export class TagsModule {}
