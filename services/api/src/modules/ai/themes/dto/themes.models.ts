import { Field, ID, Int, ObjectType, registerEnumType } from '@nestjs/graphql';
import { TagModel } from '../../../tags';
import { AiAnswerProviderModel } from '../../ask/dto/ask.models';
import {
  THEME_AMOUNT_COUNTS,
  THEME_AMOUNT_LABELS,
  THEME_STRICTNESS_LABELS,
  THEME_STRICTNESS_VALUES,
  ThemeAmount,
  ThemeStrictness,
} from '../clustering-rules';

registerEnumType(ThemeAmount, {
  name: 'ThemeAmount',
  description: `How many themes to look for (spec 000 §9): ${Object.values(ThemeAmount)
    .map((a) => `${THEME_AMOUNT_LABELS[a]} ${THEME_AMOUNT_COUNTS[a]}`)
    .join(', ')}.`,
});
registerEnumType(ThemeStrictness, {
  name: 'ThemeStrictness',
  description: `How closely a highlight must fit its theme (spec 000 §9): ${Object.values(ThemeStrictness)
    .map((s) => `${THEME_STRICTNESS_LABELS[s]} ${THEME_STRICTNESS_VALUES[s]}`)
    .join(', ')}.`,
});

export enum ThemeNamedBy {
  MODEL = 'MODEL',
  KEYWORDS = 'KEYWORDS',
}
registerEnumType(ThemeNamedBy, {
  name: 'ThemeNamedBy',
  description:
    'Who named a theme: the configured model (MODEL), or the built-in keyword labeller (KEYWORDS, class-based TF-IDF).',
});

@ObjectType({ description: 'A highlight in a theme.' })
export class ThemeHighlightModel {
  @Field(() => ID) id!: string;
  @Field(() => ID) noteId!: string;
  @Field() noteTitle!: string;
  @Field(() => ID) projectId!: string;
  @Field() text!: string;
}

@ObjectType({ description: 'A theme: highlights about one thing, named, with a one-line description.' })
export class HighlightThemeModel {
  @Field() name!: string;
  @Field() description!: string;
  @Field(() => ThemeNamedBy) namedBy!: ThemeNamedBy;
  @Field(() => [String], { description: 'The words that most set it apart (class-based TF-IDF).' })
  keywords!: string[];
  @Field(() => [ThemeHighlightModel], { description: 'Its highlights, the most typical first.' })
  highlights!: ThemeHighlightModel[];
}

@ObjectType({ description: 'One run of themes over a project’s or a tag’s highlights.' })
export class HighlightThemesModel {
  @Field(() => [HighlightThemeModel], { description: 'Largest theme first.' })
  themes!: HighlightThemeModel[];
  @Field(() => Int, { description: 'Highlights grouped (the newest, at most 5,000).' }) considered!: number;
  @Field(() => Int, { description: 'Highlights that fit no theme closely enough for the strictness.' })
  unclustered!: number;
  @Field(() => ThemeAmount) amount!: ThemeAmount;
  @Field(() => ThemeStrictness) strictness!: ThemeStrictness;
  @Field(() => AiAnswerProviderModel, { description: 'Who named the themes.' })
  provider!: AiAnswerProviderModel;
  @Field({ description: 'The embedding model that placed the highlights.' }) embeddingModel!: string;
  @Field(() => Int, {
    description: 'Names the model gave that were not about their highlights: keyword labels shown instead.',
  })
  rejectedNames!: number;
  @Field({ description: 'True when the model did not answer and keyword labels are shown instead.' })
  modelFailed!: boolean;
  @Field(() => ID, { description: 'The run’s entry in the AI audit trail.' }) aiActivityId!: string;
}

@ObjectType({ description: 'A theme accepted as a tag.' })
export class AcceptedThemeModel {
  @Field(() => TagModel) tag!: TagModel;
  @Field(() => [ID], { description: 'The highlights that now carry the tag.' }) highlightIds!: string[];
}
