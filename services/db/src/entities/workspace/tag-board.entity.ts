import { Entity, Index, Property } from '@mikro-orm/decorators/legacy';
import { AuthoredRecord } from './authored-record.entity';
import { GatedByProject } from './project-gate.filter';

/** A board of a project that arranges its tags in groups (spec 000 §3, spec 001 export: rank, title). */
@GatedByProject('projectId')
@Entity({ tableName: 'tag_boards', schema: '*' })
@Index({ properties: ['projectId'] })
export class TagBoard extends AuthoredRecord {
  @Property({ type: 'uuid' })
  projectId!: string;

  @Property({ type: 'string', length: 50 })
  title!: string;

  @Property({ type: 'double' })
  rank = 0;
}
