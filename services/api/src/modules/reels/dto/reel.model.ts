import { Field, ID, Int, ObjectType, registerEnumType } from '@nestjs/graphql';

/** Whose clips a reel plays (spec 000 §2: a note file's, an insight's, a tag's). */
export enum ReelKind {
  NOTE_FILE = 'NOTE_FILE',
  INSIGHT = 'INSIGHT',
  TAG = 'TAG',
}
registerEnumType(ReelKind, { name: 'ReelKind' });

/** Spec 000 §3 audioVideo.type: what the clip's media file holds. */
export enum ReelMediaType {
  AUDIO = 'AUDIO',
  VIDEO = 'VIDEO',
}
registerEnumType(ReelMediaType, { name: 'ReelMediaType' });

/** A tag of a clip, as the player shows it. */
@ObjectType('ReelClipTag')
export class ReelClipTagModel {
  @Field() title!: string;
  @Field() color!: string;
}

/** One clip of a reel: an audio/video highlight, played from its stored media between its times. */
@ObjectType('ReelClip')
export class ReelClipModel {
  @Field(() => ID, { description: 'Spec 000 §3 audioVideo.clipId: the id of the highlight it plays.' })
  clipId!: string;
  @Field(() => ID) fileId!: string;
  @Field(() => ReelMediaType) type!: ReelMediaType;
  @Field({ description: 'The media type of the stored file.' }) mime!: string;
  @Field({ description: 'Where the player streams the media from (with Range support).' }) mediaUrl!: string;
  @Field(() => Int, { description: 'Start of the clip, in milliseconds from the start of the media.' })
  startTime!: number;
  @Field(() => Int, { description: 'End of the clip, in milliseconds.' }) endTime!: number;
  @Field(() => Int, { description: 'Spec 000 §3 audioVideo.clipDuration, in milliseconds.' })
  clipDuration!: number;
  @Field({ description: 'The transcript text spoken in the clip (the highlight text).' }) text!: string;
  @Field(() => String, { nullable: true, description: 'The first speaker heard in the clip, if known.' })
  speaker!: string | null;
  @Field(() => ID, { nullable: true, description: 'The note it comes from (null on public pages).' })
  noteId!: string | null;
  @Field() noteTitle!: string;
  @Field(() => [ReelClipTagModel]) tags!: ReelClipTagModel[];
}

/** A named, ordered list of audio/video highlight clips (at most 100, spec 000 §9). */
@ObjectType('Reel')
export class ReelModel {
  @Field(() => ID, {
    description: "An insight reel's id; for a note file's or a tag's reel, an id of the form kind:ids.",
  })
  id!: string;
  @Field(() => ReelKind) kind!: ReelKind;
  @Field() title!: string;
  @Field(() => ID, { nullable: true }) insightId!: string | null;
  @Field(() => ID, { nullable: true }) noteId!: string | null;
  @Field(() => ID, { nullable: true }) fileId!: string | null;
  @Field(() => ID, { nullable: true }) tagId!: string | null;
  @Field(() => [ReelClipModel], { description: 'The clips in playing order.' }) clips!: ReelClipModel[];
  @Field(() => Int, {
    description: 'How many clips it has (a list of reels can show this without the clips).',
  })
  clipCount!: number;
  @Field(() => Int, { description: 'How many clips the reel can hold at most.' }) maxClips!: number;
}
