import { Module } from '@nestjs/common';
import { PersonSegmentsResolver } from './person-segments.resolver';
import { SegmentsResolver } from './segments.resolver';
import { SegmentsService } from './segments.service';

/** Segments: groups of people. */
@Module({
  providers: [SegmentsResolver, PersonSegmentsResolver, SegmentsService],
})
export class SegmentsModule {}
