import type { Opt } from '@mikro-orm/core';
import { Entity, Index, Property } from '@mikro-orm/decorators/legacy';
import { AuthoredRecord } from './authored-record.entity';
import { GatedByProject } from './project-gate.filter';

/** Raw research data: an interview, document, ticket or survey answer. */
@GatedByProject('projectId')
@Entity({ tableName: 'notes', schema: '*' })
@Index({ properties: ['projectId'] })
export class Note extends AuthoredRecord {
  @Property({ type: 'uuid' })
  projectId!: string;

  @Property({ type: 'string', length: 200 })
  title!: string;

  /** Plain text of the document (blocks separated by newlines): what search, export and highlight offsets read. */
  @Property({ type: 'text' })
  content = '';

  /** ProseMirror JSON of the document, kept current by the collaboration server; null until first edited richly. */
  @Property({ type: 'json', nullable: true })
  contentJson: Opt<Record<string, unknown>> | null = null;

  /** Yjs state the collaboration server merges every edit into; null until the note is first opened in the editor. */
  @Property({ type: 'blob', nullable: true, lazy: true })
  ydoc: Buffer | null = null;

  /** Set while the note is in the trash: hidden from every list until restored. */
  @Property({ type: 'datetime', nullable: true })
  deletedAt: Date | null = null;

  @Property({ type: 'uuid', nullable: true })
  deletedBy: string | null = null;
}
