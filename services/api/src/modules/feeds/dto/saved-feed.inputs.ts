import { Field, ID, InputType } from '@nestjs/graphql';
import { IsString } from 'class-validator';

// Lengths and formats are checked by the service with the spec's messages, not here.

@InputType()
export class CreateSavedFeedInput {
  @Field({ description: 'At most 200 characters (spec 000 §9).' }) @IsString() title!: string;
  @Field({ description: "The search page's parameters, e.g. query=pricing&resultType=notes." })
  @IsString()
  search!: string;
}

@InputType()
export class RenameSavedFeedInput {
  @Field(() => ID) @IsString() id!: string;
  @Field({ description: 'At most 200 characters (spec 000 §9).' }) @IsString() title!: string;
}
