import type { Opt } from '@mikro-orm/core';
import { Entity, Index, Property } from '@mikro-orm/decorators/legacy';
import { AuthoredRecord } from './authored-record.entity';
import { GatedByProject } from './project-gate.filter';

/** A written finding built on highlights; published insights are what stakeholders read. */
@GatedByProject('projectId')
@Entity({ tableName: 'insights', schema: '*' })
@Index({ properties: ['projectId'] })
export class Insight extends AuthoredRecord {
  @Property({ type: 'uuid' })
  projectId!: string;

  @Property({ type: 'string', length: 200 })
  title!: string;

  /** Plain text of the document, for search and export. */
  @Property({ type: 'text' })
  content = '';

  /** ProseMirror JSON of the document, kept current by the collaboration server. */
  @Property({ type: 'json', nullable: true })
  contentJson: Opt<Record<string, unknown>> | null = null;

  /** Yjs state the collaboration server merges every edit into. */
  @Property({ type: 'blob', nullable: true, lazy: true })
  ydoc: Buffer | null = null;

  @Property({ type: 'boolean' })
  published = false;

  @Property({ type: 'datetime', nullable: true })
  publishedAt: Date | null = null;

  /** Set while the insight is locked: nobody edits its content until a member unlocks it. */
  @Property({ type: 'datetime', nullable: true })
  lockedAt: Date | null = null;

  @Property({ type: 'uuid', nullable: true })
  lockedBy: string | null = null;

  /** Set while the insight is in the trash. */
  @Property({ type: 'datetime', nullable: true })
  deletedAt: Date | null = null;

  @Property({ type: 'uuid', nullable: true })
  deletedBy: string | null = null;
}
