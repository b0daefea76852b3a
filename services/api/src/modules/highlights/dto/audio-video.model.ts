import { Field, ID, Int, ObjectType } from '@nestjs/graphql';

/** Spec 000 §3 Highlight.audioVideo: the stretch of a media file a highlight was cut from (times in ms). */
@ObjectType('HighlightAudioVideo')
export class AudioVideoModel {
  @Field(() => ID) fileId!: string;
  @Field(() => Int, { description: 'Start of the stretch, in milliseconds from the start of the media.' })
  startTime!: number;
  @Field(() => Int, { description: 'End of the stretch, in milliseconds from the start of the media.' })
  endTime!: number;
}
