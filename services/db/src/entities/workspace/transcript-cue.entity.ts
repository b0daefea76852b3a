import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

/** One time-synced line of a media file's transcript (imported from WebVTT or SRT). */
@Entity({ tableName: 'transcript_cues', schema: '*' })
@Index({ properties: ['fileId', 'position'] })
export class TranscriptCue {
  @PrimaryKey({ type: 'uuid' })
  id!: string;

  @Property({ type: 'uuid' })
  fileId!: string;

  /** Order in the transcript, from 0. */
  @Property({ type: 'integer' })
  position!: number;

  @Property({ type: 'integer' })
  startMs!: number;

  @Property({ type: 'integer' })
  endMs!: number;

  @Property({ type: 'string', length: 200, nullable: true })
  speaker: string | null = null;

  @Property({ type: 'text' })
  text!: string;
}
