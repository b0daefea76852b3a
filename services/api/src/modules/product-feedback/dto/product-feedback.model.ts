import { Field, ID, InputType, ObjectType, registerEnumType } from '@nestjs/graphql';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { FEEDBACK_CATEGORIES, FEEDBACK_LIMITS } from '@fieldnote/core';
import { MultiLineText } from '../../../graphql/multi-line-text.decorator';

export const FeedbackCategory = Object.fromEntries(FEEDBACK_CATEGORIES.map((v) => [v, v])) as {
  [K in (typeof FEEDBACK_CATEGORIES)[number]]: K;
};
registerEnumType(FeedbackCategory, { name: 'FeedbackCategory' });

@ObjectType('ProductFeedback')
export class ProductFeedbackModel {
  @Field(() => ID) id!: string;
  @Field(() => FeedbackCategory) category!: string;
  @Field() message!: string;
  @Field(() => String, { nullable: true, description: 'The page the member sent it from.' })
  page!: string | null;
  @Field(() => ID) sentBy!: string;
  @Field(() => String, { description: "The sender's name, or their address when they have none." })
  sentByName!: string;
  @Field() sentAt!: Date;
}

@InputType()
export class SendProductFeedbackInput {
  @Field(() => FeedbackCategory) @IsIn(FEEDBACK_CATEGORIES) category!: string;
  @Field({ description: `At most ${FEEDBACK_LIMITS.message} characters.` })
  @MultiLineText()
  @IsString()
  message!: string;
  @Field(() => String, { nullable: true, description: 'A path of the app, at most 300 characters.' })
  @IsOptional()
  @IsString()
  @MaxLength(300)
  page?: string | null;
}
