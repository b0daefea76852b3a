import { Entity, Index, Property } from '@mikro-orm/decorators/legacy';
import { AuthoredRecord } from './authored-record.entity';

/** A written finding built on highlights; published insights are what stakeholders read. */
@Entity({ tableName: 'insights', schema: '*' })
@Index({ properties: ['projectId'] })
export class Insight extends AuthoredRecord {
  @Property({ type: 'uuid' })
  projectId!: string;

  @Property({ type: 'string', length: 200 })
  title!: string;

  @Property({ type: 'text' })
  content = '';

  @Property({ type: 'boolean' })
  published = false;

  @Property({ type: 'datetime', nullable: true })
  publishedAt: Date | null = null;
}
