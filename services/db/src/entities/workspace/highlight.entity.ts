import { ArrayType, type Opt } from '@mikro-orm/core';
import { Entity, Index, Property } from '@mikro-orm/decorators/legacy';
import { AuthoredRecord } from './authored-record.entity';

/** An excerpt of a note (spec 000 §3), located by character offsets in the note's content and
 * anchored in its collaborative document so it follows its words through edits. */
@Entity({ tableName: 'highlights', schema: '*' })
@Index({ properties: ['noteId'] })
export class Highlight extends AuthoredRecord {
  @Property({ type: 'uuid' })
  noteId!: string;

  @Property({ type: 'string', length: 4000 })
  text!: string;

  @Property({ type: 'integer' })
  startOffset = 0;

  @Property({ type: 'integer' })
  endOffset = 0;

  /** A stretch of a media file's transcript (spec 000 §3 audioVideo): the file, start and end in ms. */
  @Property({ type: 'uuid', nullable: true })
  fileId: string | null = null;

  @Property({ type: 'integer', nullable: true })
  startTime: number | null = null;

  @Property({ type: 'integer', nullable: true })
  endTime: number | null = null;
  /** Yjs relative position of the first character in the note's document; null until first anchored. */
  @Property({ type: 'blob', nullable: true })
  startAnchor: Opt<Buffer> | null = null;

  /** Yjs relative position just after the last character. */
  @Property({ type: 'blob', nullable: true })
  endAnchor: Opt<Buffer> | null = null;

  /** Its text was deleted entirely: kept with its original quote, no longer marked in the note. */
  @Property({ type: 'boolean' })
  detached: Opt<boolean> = false;

  /** Made by accepting an AI suggestion (spec 000 §5 AiGenerated; the "AI-generated user" token). */
  @Property({ type: 'boolean' })
  aiGenerated: Opt<boolean> = false;

  /** Why the AI suggested it (spec 000 §3 highlightReason); null for a member's own highlight. */
  @Property({ type: 'string', length: 500, nullable: true })
  highlightReason: Opt<string> | null = null;

  /** The tags the AI suggested for it (spec 000 §3 suggestedTagIds); empty for a member's own highlight. */
  @Property({ type: ArrayType, columnType: 'uuid[]' })
  suggestedTagIds: Opt<string[]> = [];
}
