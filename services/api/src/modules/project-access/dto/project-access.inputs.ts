import { Field, ID, InputType } from '@nestjs/graphql';
import { Permission } from '@fieldnote/core';
import { IsEnum, IsString } from 'class-validator';
import { AccessSubjectKind, GeneralAccessLevel } from './project-access.enums';

@InputType()
export class SetProjectGeneralAccessInput {
  @Field(() => ID) @IsString() projectId!: string;
  @Field(() => GeneralAccessLevel) @IsEnum(GeneralAccessLevel) generalAccess!: GeneralAccessLevel;
}

@InputType()
export class SetProjectPermissionInput {
  @Field(() => ID) @IsString() projectId!: string;
  @Field(() => AccessSubjectKind) @IsEnum(AccessSubjectKind) subjectKind!: AccessSubjectKind;
  @Field(() => ID) @IsString() subjectId!: string;
  @Field(() => Permission) @IsEnum(Permission) permission!: Permission;
}

@InputType()
export class RemoveProjectPermissionInput {
  @Field(() => ID) @IsString() projectId!: string;
  @Field(() => AccessSubjectKind) @IsEnum(AccessSubjectKind) subjectKind!: AccessSubjectKind;
  @Field(() => ID) @IsString() subjectId!: string;
}
