import { ArrayType, type Opt } from '@mikro-orm/core';
import { Entity, Property } from '@mikro-orm/decorators/legacy';
import { AuthoredRecord } from './authored-record.entity';

/**
 * A comment on exactly one note, highlight or insight (issue 10). A thread is a first comment and
 * its replies (parentId = the first comment); resolving marks the first comment. A deleted comment
 * that has replies keeps its place in the thread with its text removed.
 */
@Entity({ tableName: 'comments', schema: '*' })
export class Comment extends AuthoredRecord {
  /** The project of the target, for the live channel and for cleaning up with the project. */
  @Property({ type: 'uuid' })
  projectId!: string;

  @Property({ type: 'uuid', nullable: true })
  noteId: string | null = null;

  @Property({ type: 'uuid', nullable: true })
  highlightId: string | null = null;

  @Property({ type: 'uuid', nullable: true })
  insightId: string | null = null;

  /** The thread's first comment; null on the first comment itself. */
  @Property({ type: 'uuid', nullable: true })
  parentId: string | null = null;

  @Property({ type: 'text' })
  body!: string;

  /** Members mentioned in the body (`@[Name](memberId)`), as last saved. */
  @Property({ type: ArrayType, columnType: 'uuid[]' })
  mentionedIds: Opt<string[]> = [];

  @Property({ type: 'datetime', nullable: true })
  editedAt: Date | null = null;

  @Property({ type: 'datetime', nullable: true })
  deletedAt: Date | null = null;

  @Property({ type: 'datetime', nullable: true })
  resolvedAt: Date | null = null;

  @Property({ type: 'uuid', nullable: true })
  resolvedBy: string | null = null;
}
