import { Field, InputType, ObjectType, registerEnumType } from '@nestjs/graphql';
import { IsBoolean, IsIn } from 'class-validator';
import { BETA_FEATURES } from '@fieldnote/core';

/** Spec 001 §6 betas per workspace, under the names of spec 001's feature gates. */
export const BetaFeature = Object.fromEntries(BETA_FEATURES.map((v) => [v, v])) as {
  [K in (typeof BETA_FEATURES)[number]]: K;
};
registerEnumType(BetaFeature, { name: 'BetaFeature' });

@ObjectType('BetaFeatureSetting')
export class BetaFeatureModel {
  @Field(() => BetaFeature) feature!: string;
  @Field() enabled!: boolean;
  @Field(() => Date, { nullable: true, description: 'When a manager last turned it on or off; null: never.' })
  changedAt!: Date | null;
}

@InputType()
export class SetBetaFeatureInput {
  @Field(() => BetaFeature) @IsIn(BETA_FEATURES) feature!: string;
  @Field() @IsBoolean() enabled!: boolean;
}
