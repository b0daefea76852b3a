import { Entity, Property } from '@mikro-orm/decorators/legacy';
import { AuthoredRecord } from './authored-record.entity';

/**
 * A named group of people (spec 000 §3 "people and segments"): enterprise customers, churned
 * accounts, a study's participants. Search's `segments` filter finds the research about them.
 */
@Entity({ tableName: 'segments', schema: '*' })
export class Segment extends AuthoredRecord {
  @Property({ type: 'string', length: 200 })
  title!: string;
}
