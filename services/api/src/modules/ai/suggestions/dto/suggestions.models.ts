import { Field, ID, Int, ObjectType } from '@nestjs/graphql';
import type { AutoFeatureSetting, NoteSuggestions } from '../suggestions.service';
import type { SuggestionRow } from '../suggestions.repository';
import { AiAutoFeature, AiAutoFeatureMode, SuggestedHighlightReview } from './suggestions.enums';

@ObjectType('AiAutoFeatureSetting')
export class AiAutoFeatureSettingModel {
  @Field(() => AiAutoFeature) feature!: AiAutoFeature;
  @Field(() => AiAutoFeatureMode) workspaceMode!: AiAutoFeatureMode;
  @Field(() => AiAutoFeatureMode, {
    nullable: true,
    description: "The project's own choice; null: the workspace's.",
  })
  projectMode!: AiAutoFeatureMode | null;
  @Field(() => AiAutoFeatureMode) effectiveMode!: AiAutoFeatureMode;

  static from(s: AutoFeatureSetting): AiAutoFeatureSettingModel {
    return Object.assign(new AiAutoFeatureSettingModel(), s);
  }
}

@ObjectType('SuggestedTag')
export class SuggestedTagModel {
  @Field(() => ID) id!: string;
  @Field() title!: string;
  @Field() color!: string;
}

@ObjectType('HighlightSuggestion', {
  description: 'A highlight the AI suggests, kept apart from the members’ highlights until reviewed.',
})
export class HighlightSuggestionModel {
  @Field(() => ID) id!: string;
  @Field(() => ID) noteId!: string;
  @Field({ description: "The note's own words." }) text!: string;
  @Field(() => Int) startOffset!: number;
  @Field(() => Int) endOffset!: number;
  @Field({ description: 'Why it was suggested (spec 000 §3).' }) highlightReason!: string;
  @Field(() => [ID], { description: 'Tags suggested for it (spec 000 §3).' }) suggestedTagIds!: string[];
  @Field(() => [SuggestedTagModel], { description: 'The suggested tags that still exist, by title.' })
  suggestedTags!: SuggestedTagModel[];
  @Field({ description: 'BUILT_IN, LOCAL_MODEL or OPENAI_COMPATIBLE.' }) provider!: string;
  @Field() model!: string;
  @Field(() => ID, { description: 'The run in the AI audit trail.' }) aiActivityId!: string;
  @Field(() => SuggestedHighlightReview, { nullable: true, description: 'Null while it waits for review.' })
  review!: SuggestedHighlightReview | null;
  @Field(() => ID, { nullable: true, description: 'The highlight it became, once Accepted.' })
  highlightId!: string | null;
  @Field() createdAt!: Date;

  static from(r: SuggestionRow): HighlightSuggestionModel {
    return Object.assign(new HighlightSuggestionModel(), {
      id: r.id,
      noteId: r.note_id,
      text: r.text,
      startOffset: r.start_offset,
      endOffset: r.end_offset,
      highlightReason: r.highlight_reason,
      suggestedTagIds: r.suggested_tag_ids,
      suggestedTags: (r.suggested_tags ?? []).map((t) => Object.assign(new SuggestedTagModel(), t)),
      provider: r.provider,
      model: r.model,
      aiActivityId: r.ai_activity_id,
      review: (r.review as SuggestedHighlightReview | null) ?? null,
      highlightId: r.highlight_id,
      createdAt: r.created_at,
    });
  }
}

@ObjectType('NoteHighlightSuggestions')
export class NoteHighlightSuggestionsModel {
  @Field(() => ID) noteId!: string;
  @Field(() => AiAutoFeatureMode) highlightsMode!: AiAutoFeatureMode;
  @Field(() => AiAutoFeatureMode) tagsMode!: AiAutoFeatureMode;
  @Field({ description: 'The member may accept and reject (edit permission on the note).' })
  canReview!: boolean;
  @Field(() => [HighlightSuggestionModel], { description: 'Waiting for review, in the note’s order.' })
  suggestions!: HighlightSuggestionModel[];

  static from(n: NoteSuggestions): NoteHighlightSuggestionsModel {
    return Object.assign(new NoteHighlightSuggestionsModel(), {
      ...n,
      suggestions: n.suggestions.map((s) => HighlightSuggestionModel.from(s)),
    });
  }
}

@ObjectType('SuggestHighlightsResult')
export class SuggestHighlightsResultModel {
  @Field(() => Int, { description: 'New suggestions (a stretch suggested before is not suggested again).' })
  created!: number;
  @Field(() => ID) aiActivityId!: string;
}

@ObjectType('AcceptAllHighlightSuggestionsResult')
export class AcceptAllResultModel {
  @Field(() => Int) accepted!: number;
  @Field(() => Int, { description: 'Left for review: their words are no longer in the note.' })
  skipped!: number;
}
