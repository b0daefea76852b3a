import { Entity, Index, Property } from '@mikro-orm/decorators/legacy';
import { AuthoredRecord } from './authored-record.entity';

/** A folder of projects (spec 000: "folders (project categories)"), nested under `parentId`. */
@Entity({ tableName: 'project_categories', schema: '*' })
@Index({ properties: ['parentId'] })
export class ProjectCategory extends AuthoredRecord {
  /** The enclosing folder, or null at the top level. */
  @Property({ type: 'uuid', nullable: true })
  parentId: string | null = null;

  @Property({ type: 'string', length: 200 })
  name!: string;
}
