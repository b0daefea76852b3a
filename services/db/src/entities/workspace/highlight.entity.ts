import { Entity, Index, Property } from '@mikro-orm/decorators/legacy';
import { AuthoredRecord } from './authored-record.entity';

/** An excerpt of a note (spec 000 §3), located by character offsets in the note's content. */
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
}
