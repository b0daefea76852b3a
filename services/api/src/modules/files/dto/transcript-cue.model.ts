import { Field, ID, Int, ObjectType } from '@nestjs/graphql';
import type { TranscriptCue } from '@fieldnote/db';

/** One time-synced line of a media file's transcript. */
@ObjectType('TranscriptCue')
export class TranscriptCueModel {
  @Field(() => ID) id!: string;
  @Field(() => Int) position!: number;
  @Field(() => Int, { description: 'When the line starts, in milliseconds from the start of the media.' })
  startMs!: number;
  @Field(() => Int) endMs!: number;
  @Field(() => String, { nullable: true }) speaker!: string | null;
  @Field() text!: string;

  static from(c: TranscriptCue): TranscriptCueModel {
    return Object.assign(new TranscriptCueModel(), {
      id: c.id,
      position: c.position,
      startMs: c.startMs,
      endMs: c.endMs,
      speaker: c.speaker,
      text: c.text,
    });
  }
}
