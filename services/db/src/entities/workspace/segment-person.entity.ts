import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

/** A person in a segment; at most once per segment. */
@Entity({ tableName: 'segment_people', schema: '*' })
@Index({ properties: ['personId'] })
export class SegmentPerson {
  @PrimaryKey({ type: 'uuid' })
  segmentId!: string;

  @PrimaryKey({ type: 'uuid' })
  personId!: string;

  @Property({ type: 'uuid' })
  addedBy!: string;

  @Property({ type: 'datetime' })
  addedAt: Date = new Date();
}
