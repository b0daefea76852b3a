import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/core';

/** An excerpt of a note (spec 000 §3), located by character offsets in the note's content. */
@Entity({ tableName: 'highlights', schema: '*' })
@Index({ properties: ['noteId'] })
export class Highlight {
  @PrimaryKey({ type: 'uuid' })
  id!: string;

  @Property({ type: 'uuid' })
  noteId!: string;

  @Property({ type: 'string', length: 4000 })
  text!: string;

  @Property({ type: 'integer' })
  startOffset = 0;

  @Property({ type: 'integer' })
  endOffset = 0;

  @Property({ type: 'uuid' })
  createdBy!: string;

  @Property({ type: 'datetime' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}
