import { Module } from '@nestjs/common';
import { PersonSegmentsResolver } from './person-segments.resolver';
import { SegmentsResolver } from './segments.resolver';
import { SegmentsService } from './segments.service';
import { SegmentsRepository } from './segments.repository';

/** Segments: groups of people. */
@Module({
  providers: [SegmentsRepository, SegmentsResolver, PersonSegmentsResolver, SegmentsService],
})
export class SegmentsModule {}
