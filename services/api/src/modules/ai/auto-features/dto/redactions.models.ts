import { Field, ID, InputType, Int, ObjectType, registerEnumType } from '@nestjs/graphql';
import { IsEnum, IsString } from 'class-validator';
import { AiAutoFeatureMode, SuggestedHighlightReview } from '../../suggestions/dto/suggestions.enums';
import { PersonalDataKind } from '../personal-data';
import type { RedactionRow } from '../redactions.repository';
import type { NoteRedactions } from '../redactions.service';

registerEnumType(PersonalDataKind, {
  name: 'PersonalDataKind',
  description:
    'What kind of personal data the redact auto feature found: EMAIL, PHONE, CARD_NUMBER, PERSON_NAME.',
});

@ObjectType('RedactionSuggestion')
export class RedactionSuggestionModel {
  @Field(() => ID) id!: string;
  @Field(() => ID) noteId!: string;
  @Field(() => PersonalDataKind) kind!: PersonalDataKind;
  @Field({ description: 'The words found, as they were in the note.' }) text!: string;
  @Field(() => Int) startOffset!: number;
  @Field(() => Int) endOffset!: number;
  @Field(() => ID, { description: 'Its record in the AI audit trail.' }) aiActivityId!: string;
  @Field(() => SuggestedHighlightReview, { nullable: true, description: 'Null while waiting for review.' })
  review!: SuggestedHighlightReview | null;
  @Field() createdAt!: Date;

  static from(r: RedactionRow): RedactionSuggestionModel {
    return Object.assign(new RedactionSuggestionModel(), {
      id: r.id,
      noteId: r.note_id,
      kind: r.kind as PersonalDataKind,
      text: r.text,
      startOffset: r.start_offset,
      endOffset: r.end_offset,
      aiActivityId: r.ai_activity_id,
      review: (r.review as SuggestedHighlightReview | null) ?? null,
      createdAt: new Date(r.created_at),
    });
  }
}

@ObjectType('NoteRedactionSuggestions')
export class NoteRedactionSuggestionsModel {
  @Field(() => ID) noteId!: string;
  @Field(() => AiAutoFeatureMode, { description: "The note's project's redact auto feature." })
  redactMode!: AiAutoFeatureMode;
  @Field({ description: 'The member may accept or reject (edit permission on the note).' })
  canReview!: boolean;
  @Field(() => [RedactionSuggestionModel]) suggestions!: RedactionSuggestionModel[];

  static from(n: NoteRedactions): NoteRedactionSuggestionsModel {
    return Object.assign(new NoteRedactionSuggestionsModel(), {
      noteId: n.noteId,
      redactMode: n.redactMode,
      canReview: n.canReview,
      suggestions: n.suggestions.map((r) => RedactionSuggestionModel.from(r)),
    });
  }
}

@InputType()
export class ReviewRedactionSuggestionInput {
  @Field(() => ID) @IsString() suggestionId!: string;
  @Field(() => SuggestedHighlightReview, {
    description: 'Accepted: the words are redacted in the note; Rejected: left, and not proposed again.',
  })
  @IsEnum(SuggestedHighlightReview)
  review!: SuggestedHighlightReview;
}
