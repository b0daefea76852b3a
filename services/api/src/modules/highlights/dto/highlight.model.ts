import { Field, ID, Int, ObjectType } from '@nestjs/graphql';
import type { Highlight } from '@fieldnote/db';
import { LargeText } from '../../../graphql/large-text.decorator';
import { TagModel } from '../../tags';
import { AudioVideoModel } from './audio-video.model';

/** An excerpt of a note (spec 000 §3) with its tags; offsets index the note's plain text
 * and follow the words through edits (anchors). */
@ObjectType('Highlight')
export class HighlightModel {
  @Field(() => ID) id!: string;
  @Field(() => ID) noteId!: string;
  @Field({ description: 'The title of the note it comes from.' }) noteTitle!: string;
  @Field() @LargeText() text!: string;
  @Field(() => Int) startOffset!: number;
  @Field(() => Int) endOffset!: number;
  @Field({
    description:
      'True when every word of it was deleted from the note: it is kept with its original text (quote) and no longer marked in the note.',
  })
  detached!: boolean;
  @Field(() => String, {
    nullable: true,
    description:
      "Base64 Yjs relative position of its first character in the note's collaborative document (the editor marks it live from this); null until anchored.",
  })
  startAnchor!: string | null;
  @Field(() => String, {
    nullable: true,
    description: 'Base64 Yjs relative position just after its last character.',
  })
  endAnchor!: string | null;
  @Field(() => [TagModel]) tags!: TagModel[];
  @Field(() => ID) createdBy!: string;
  @Field({
    description:
      'True when it was made by accepting an AI suggestion (the AiGenerated filter field); createdBy is the member who accepted it.',
  })
  aiGenerated!: boolean;
  @Field(() => String, { nullable: true, description: 'Why the AI suggested it (null for a member’s own).' })
  highlightReason!: string | null;
  @Field(() => [ID], { description: 'The tags the AI suggested for it (empty for a member’s own).' })
  suggestedTagIds!: string[];
  @Field() createdAt!: Date;
  @Field(() => AudioVideoModel, {
    nullable: true,
    description: 'Set when the highlight is a stretch of a media transcript rather than note text.',
  })
  audioVideo!: AudioVideoModel | null;

  static from(h: Highlight, tags: TagModel[], noteTitle: string): HighlightModel {
    return Object.assign(new HighlightModel(), {
      id: h.id,
      noteId: h.noteId,
      noteTitle,
      text: h.text,
      startOffset: h.startOffset,
      endOffset: h.endOffset,
      detached: h.detached,
      startAnchor: h.startAnchor ? Buffer.from(h.startAnchor).toString('base64') : null,
      endAnchor: h.endAnchor ? Buffer.from(h.endAnchor).toString('base64') : null,
      tags,
      createdBy: h.createdBy,
      aiGenerated: h.aiGenerated,
      highlightReason: h.highlightReason,
      suggestedTagIds: h.suggestedTagIds ?? [],
      createdAt: h.createdAt,
      audioVideo:
        h.fileId !== null && h.startTime !== null && h.endTime !== null
          ? Object.assign(new AudioVideoModel(), {
              fileId: h.fileId,
              startTime: h.startTime,
              endTime: h.endTime,
            })
          : null,
    });
  }
}
