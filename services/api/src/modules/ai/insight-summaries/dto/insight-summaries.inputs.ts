import { Field, ID, InputType } from '@nestjs/graphql';
import { MAX_LENGTH } from '@fieldnote/core';
import { IsString, MaxLength } from 'class-validator';
import { MultiLineText } from '../../../../graphql/multi-line-text.decorator';
import { SummaryRequestFields } from '../../dto/ai.inputs';

@InputType()
export class GenerateInsightSummaryInput extends SummaryRequestFields {
  @Field(() => ID) @IsString() insightId!: string;
}

@InputType()
export class UpdateInsightSummaryInput {
  @Field(() => ID) @IsString() insightId!: string;
  @Field({ description: `At most ${MAX_LENGTH.noteSummary} characters (spec 000 §9).` })
  @MultiLineText()
  @IsString()
  @MaxLength(MAX_LENGTH.noteSummary, {
    message: `An insight summary can be at most ${MAX_LENGTH.noteSummary} characters long.`,
  })
  content!: string;
}
