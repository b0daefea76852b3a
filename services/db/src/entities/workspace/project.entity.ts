import type { Opt } from '@mikro-orm/core';
import { Entity, Property } from '@mikro-orm/decorators/legacy';
import { GatedByProject } from './project-gate.filter';
import { AuthoredRecord } from './authored-record.entity';

/** A research project: the container for notes, highlights, tags and insights. */
@Entity({ tableName: 'projects', schema: '*' })
@GatedByProject('id')
export class Project extends AuthoredRecord {
  @Property({ type: 'string', length: 200 })
  title!: string;

  @Property({ type: 'string', length: 1000, nullable: true })
  summary: string | null = null;

  @Property({ type: 'double' })
  rank = 0;

  @Property({ type: 'string', length: 100, nullable: true })
  icon: string | null = null;

  /** `#rrggbb`, or null for the default colour. */
  @Property({ type: 'string', length: 7, nullable: true })
  color: string | null = null;

  /** The folder (project category) it sits in, or null at the top level. */
  @Property({ type: 'uuid', nullable: true })
  categoryId: string | null = null;

  /** The group-wide entry every member gets (spec 000 §6): NONE makes the project private. */
  @Property({ type: 'string', length: 8 })
  generalAccess: Opt<'NONE' | 'READ' | 'WRITE' | 'FULL'> = 'WRITE';

  @Property({ type: 'datetime', nullable: true })
  archivedAt: Date | null = null;

  /** Set while the project is in the trash: hidden from every list until restored. */
  @Property({ type: 'datetime', nullable: true })
  deletedAt: Date | null = null;

  @Property({ type: 'uuid', nullable: true })
  deletedBy: string | null = null;
}
