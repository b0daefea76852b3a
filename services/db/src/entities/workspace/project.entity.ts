import { Entity, Property } from '@mikro-orm/decorators/legacy';
import { AuthoredRecord } from './authored-record.entity';

/** A research project: the container for notes, highlights, tags and insights. */
@Entity({ tableName: 'projects', schema: '*' })
export class Project extends AuthoredRecord {
  @Property({ type: 'string', length: 200 })
  title!: string;

  @Property({ type: 'string', length: 1000, nullable: true })
  summary: string | null = null;

  @Property({ type: 'double' })
  rank = 0;
}
