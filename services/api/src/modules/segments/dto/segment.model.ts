import { Field, ID, Int, ObjectType } from '@nestjs/graphql';
import type { Segment } from '@fieldnote/db';

/** A named group of people (spec 000 §3 segments). */
@ObjectType('Segment')
export class SegmentModel {
  @Field(() => ID) id!: string;
  @Field() title!: string;
  @Field(() => Int, { description: 'People in the segment.' }) personCount!: number;
  @Field(() => ID) createdBy!: string;
  @Field() createdAt!: Date;
  @Field() updatedAt!: Date;

  static from(segment: Segment, personCount: number): SegmentModel {
    return Object.assign(new SegmentModel(), {
      id: segment.id,
      title: segment.title,
      personCount,
      createdBy: segment.createdBy,
      createdAt: segment.createdAt,
      updatedAt: segment.updatedAt,
    });
  }
}
