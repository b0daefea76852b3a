import { Field, ID, InputType, Int, ObjectType, registerEnumType } from '@nestjs/graphql';
import { IsBoolean, IsEnum, IsOptional, IsString } from 'class-validator';
import {
  AiAnswerProviderModel,
  THEME_AMOUNT_COUNTS,
  ThemeAmount,
  ThemeNamedBy,
  ThemeStrictness,
} from '../../../ai';

export { ThemeNamedBy, type ThemeStrictness };

/** Spec 000 §9 cluster amount: how many themes to look for. */
export enum ChannelClusterAmount {
  LEAST = 'LEAST',
  LESS = 'LESS',
  STANDARD = 'STANDARD',
  MORE = 'MORE',
  MOST = 'MOST',
}
registerEnumType(ChannelClusterAmount, {
  name: 'ChannelClusterAmount',
  description: 'How many themes to look for (spec 000 §9): Least 3, Less 5, Standard 10, More 15, Most 25.',
});

/** Spec 000 §9: the number of clusters each amount asks for (the AI themes' own table). */
export const CLUSTER_COUNTS: Record<ChannelClusterAmount, number> = {
  [ChannelClusterAmount.LEAST]: THEME_AMOUNT_COUNTS[ThemeAmount.LEAST],
  [ChannelClusterAmount.LESS]: THEME_AMOUNT_COUNTS[ThemeAmount.LESS],
  [ChannelClusterAmount.STANDARD]: THEME_AMOUNT_COUNTS[ThemeAmount.STANDARD],
  [ChannelClusterAmount.MORE]: THEME_AMOUNT_COUNTS[ThemeAmount.MORE],
  [ChannelClusterAmount.MOST]: THEME_AMOUNT_COUNTS[ThemeAmount.MOST],
};

@InputType()
export class ChannelThemeSuggestionsInput {
  @Field(() => ID) @IsString() channelId!: string;
  @Field(() => ChannelClusterAmount, { defaultValue: ChannelClusterAmount.STANDARD })
  @IsEnum(ChannelClusterAmount)
  amount!: ChannelClusterAmount;
  @Field(() => ThemeStrictness, {
    nullable: true,
    description:
      'How closely a data point must fit its group (spec 000 §9); none: every data point is placed.',
  })
  @IsOptional()
  @IsEnum(ThemeStrictness)
  strictness?: ThemeStrictness | null;
  @Field({ defaultValue: true, description: 'Only the data points in no theme yet.' })
  @IsBoolean()
  unthemedOnly!: boolean;
}

@ObjectType({ description: 'A theme the channel’s data points suggest: a group of them about one thing.' })
export class ChannelThemeSuggestionModel {
  @Field({
    description:
      'A name for the group: the configured model’s, or the words that set it apart (namedBy); edit it before creating.',
  })
  title!: string;
  @Field({ description: 'One line on what the group’s data points have in common.' }) description!: string;
  @Field(() => ThemeNamedBy) namedBy!: ThemeNamedBy;
  @Field(() => [String]) keywords!: string[];
  @Field(() => [ID], { description: 'The data points of the group, the most typical first.' })
  datapointIds!: string[];
  @Field(() => [String], { description: 'The texts of the three most typical data points.' })
  examples!: string[];
}

@ObjectType()
export class ChannelThemeSuggestionsModel {
  @Field(() => [ChannelThemeSuggestionModel], { description: 'Largest group first.' })
  suggestions!: ChannelThemeSuggestionModel[];
  @Field(() => Int, { description: 'How many data points were grouped.' }) considered!: number;
  @Field({ description: 'Which embedding model placed the texts.' }) model!: string;
  @Field(() => AiAnswerProviderModel, {
    description: 'Who named the groups: BUILT_IN (keywords) or a model.',
  })
  namedBy!: AiAnswerProviderModel;
  @Field(() => ID, { description: 'The run’s entry in the AI audit trail.' }) aiActivityId!: string;
}
