import { Field, ID, InputType, Int } from '@nestjs/graphql';
import { IsBoolean, IsInt, IsOptional, IsString } from 'class-validator';

/** A policy's periods: 30, 60, 90, 180 or 365 days, or null to keep that kind of data. */
@InputType()
export class DataRetentionPolicyInput {
  @Field(() => Int, { nullable: true }) @IsOptional() @IsInt() recordingsDays?: number | null;
  @Field(() => Int, { nullable: true }) @IsOptional() @IsInt() notesDays?: number | null;
  @Field(() => Int, { nullable: true }) @IsOptional() @IsInt() trashDays?: number | null;
  @Field({ defaultValue: true }) @IsBoolean() keepHighlightsAndTranscripts!: boolean;
}

@InputType()
export class UpdateWorkspaceDataRetentionInput extends DataRetentionPolicyInput {
  @Field({ description: 'Lock the policy: every project follows it and none may override it.' })
  @IsBoolean()
  locked!: boolean;
}

@InputType()
export class UpdateProjectDataRetentionInput extends DataRetentionPolicyInput {
  @Field(() => ID) @IsString() projectId!: string;
  @Field({
    description: "false: the project follows the workspace's policy again (its periods are ignored).",
  })
  @IsBoolean()
  override!: boolean;
}

@InputType()
export class DataRetentionPreviewInput extends DataRetentionPolicyInput {
  @Field(() => ID, {
    nullable: true,
    description: "A project's draft override; none: the workspace's draft policy.",
  })
  @IsOptional()
  @IsString()
  projectId?: string | null;
}
