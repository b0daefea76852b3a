import { Entity, Index, Property } from '@mikro-orm/decorators/legacy';
import { AuthoredRecord } from './authored-record.entity';

/** Raw research data: an interview, document, ticket or survey answer. */
@Entity({ tableName: 'notes', schema: '*' })
@Index({ properties: ['projectId'] })
export class Note extends AuthoredRecord {
  @Property({ type: 'uuid' })
  projectId!: string;

  @Property({ type: 'string', length: 200 })
  title!: string;

  @Property({ type: 'text' })
  content = '';

  /** Set while the note is in the trash: hidden from every list until restored. */
  @Property({ type: 'datetime', nullable: true })
  deletedAt: Date | null = null;

  @Property({ type: 'uuid', nullable: true })
  deletedBy: string | null = null;
}
