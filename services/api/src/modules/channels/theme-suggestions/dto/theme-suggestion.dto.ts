import { Field, ID, InputType, Int, ObjectType, registerEnumType } from '@nestjs/graphql';
import { IsBoolean, IsEnum, IsString } from 'class-validator';

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

/** Spec 000 §9: the number of clusters each amount asks for. */
export const CLUSTER_COUNTS: Record<ChannelClusterAmount, number> = {
  [ChannelClusterAmount.LEAST]: 3,
  [ChannelClusterAmount.LESS]: 5,
  [ChannelClusterAmount.STANDARD]: 10,
  [ChannelClusterAmount.MORE]: 15,
  [ChannelClusterAmount.MOST]: 25,
};

@InputType()
export class ChannelThemeSuggestionsInput {
  @Field(() => ID) @IsString() channelId!: string;
  @Field(() => ChannelClusterAmount, { defaultValue: ChannelClusterAmount.STANDARD })
  @IsEnum(ChannelClusterAmount)
  amount!: ChannelClusterAmount;
  @Field({ defaultValue: true, description: 'Only the data points in no theme yet.' })
  @IsBoolean()
  unthemedOnly!: boolean;
}

@ObjectType({ description: 'A theme the channel’s data points suggest: a group of them about one thing.' })
export class ChannelThemeSuggestionModel {
  @Field({ description: 'A title from the words that set the group apart; edit it before creating.' })
  title!: string;
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
}
