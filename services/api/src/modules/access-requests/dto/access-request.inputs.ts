import { Field, ID, InputType } from '@nestjs/graphql';
import { Permission } from '@fieldnote/core';
import { IsEnum, IsOptional, IsString } from 'class-validator';

// The message's length (spec 000 §9: 1000) is checked by AccessRequestsService with a clear message.

@InputType()
export class RequestProjectAccessInput {
  @Field(() => ID) @IsString() projectId!: string;
  @Field(() => Permission) @IsEnum(Permission) permission!: Permission;
  @Field(() => String, { nullable: true, description: 'Why the member asks; at most 1000 characters.' })
  @IsOptional()
  @IsString()
  message?: string | null;
}

@InputType()
export class ApproveAccessRequestInput {
  @Field(() => ID) @IsString() id!: string;
  @Field(() => Permission, {
    nullable: true,
    description: 'What to give; the permission asked for if left out.',
  })
  @IsOptional()
  @IsEnum(Permission)
  permission?: Permission | null;
}
