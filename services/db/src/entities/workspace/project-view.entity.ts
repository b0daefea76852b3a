import type { Opt } from '@mikro-orm/core';
import { Entity, Index, Property } from '@mikro-orm/decorators/legacy';
import { AuthoredRecord } from './authored-record.entity';
import { GatedByProject } from './project-gate.filter';

/**
 * A saved view of a project's notes, highlights or insights (spec 000 §2, §3). `state` is checked
 * by the API's zod schema before it is stored; `filter` is the compiled filter group it applies.
 * See Migration20261126080000ProjectViews.
 */
@GatedByProject('projectId')
@Entity({ tableName: 'project_views', schema: '*' })
@Index({ properties: ['projectId', 'rank'] })
export class ProjectView extends AuthoredRecord {
  @Property({ type: 'uuid' })
  projectId!: string;

  @Property({ type: 'string', length: 200 })
  title!: string;

  @Property({ type: 'string', length: 16 })
  layout!: string;

  @Property({ type: 'string', length: 16 })
  objectType!: string;

  @Property({ type: 'double' })
  rank: Opt<number> = 0;

  @Property({ type: 'json' })
  state: Opt<Record<string, unknown>> = {};

  @Property({ type: 'json', nullable: true })
  filter: Record<string, unknown> | null = null;
}
