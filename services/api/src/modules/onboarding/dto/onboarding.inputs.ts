import { Field, InputType } from '@nestjs/graphql';
import { ArrayMaxSize, IsArray, IsOptional, IsString } from 'class-validator';
import { ONBOARDING_USE_CASES } from '@fieldnote/core';
import { JobRole, OnboardingUseCase } from './onboarding.enums';

@InputType()
export class SaveOnboardingInput {
  @Field(() => [OnboardingUseCase], { description: 'Any of the nine choices, each once.' })
  @IsArray()
  @ArrayMaxSize(ONBOARDING_USE_CASES.length)
  useCases!: string[];
  @Field(() => String, {
    nullable: true,
    description: 'One of 1-25, 26-200, 201-500, 501-1000, 1001-5000, 5000+ (spec 001 §3).',
  })
  @IsOptional()
  @IsString()
  orgSize?: string | null;
  @Field(() => JobRole, { nullable: true }) @IsOptional() @IsString() jobRole?: string | null;
}
