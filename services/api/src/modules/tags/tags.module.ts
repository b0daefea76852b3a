import { Module } from '@nestjs/common';
import { TagsResolver } from './tags.resolver';
import { TagsService } from './tags.service';
import { TagsRepository } from './tags.repository';

/** Tags: the labels highlights carry. */
@Module({
  providers: [TagsRepository, TagsResolver, TagsService],
  exports: [TagsService],
})
export class TagsModule {}
