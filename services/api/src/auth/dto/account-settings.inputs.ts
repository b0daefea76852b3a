import { Field, InputType } from '@nestjs/graphql';
import { ACCOUNT_THEMES, MAX_LENGTH } from '@fieldnote/core';
import { IsOptional, IsString, MaxLength } from 'class-validator';

@InputType()
export class UpdateAccountInput {
  @Field(() => String, { nullable: true, description: `Up to ${MAX_LENGTH.teamUserName} characters.` })
  @IsOptional()
  @IsString()
  @MaxLength(MAX_LENGTH.teamUserName, {
    message: `Name can be at most ${MAX_LENGTH.teamUserName} characters long.`,
  })
  name?: string | null;

  @Field(() => String, { nullable: true, description: `One of ${ACCOUNT_THEMES.join(', ')}.` })
  @IsOptional()
  @IsString()
  @MaxLength(20, { message: `Theme must be one of ${ACCOUNT_THEMES.join(', ')}.` })
  theme?: string | null;
}

@InputType()
export class ChangePasswordInput {
  @Field() @IsString() @MaxLength(MAX_LENGTH.appPassword) currentPassword!: string;
  @Field({ description: '12+ characters with an uppercase and a lowercase letter, a digit and a symbol.' })
  @IsString()
  @MaxLength(MAX_LENGTH.appPassword, {
    message: `Password must be at most ${MAX_LENGTH.appPassword} characters long.`,
  })
  newPassword!: string;
}

@InputType()
export class RequestEmailChangeInput {
  @Field()
  @IsString()
  @MaxLength(MAX_LENGTH.teamUserEmail, {
    message: `E-mail address can be at most ${MAX_LENGTH.teamUserEmail} characters long.`,
  })
  email!: string;
  @Field() @IsString() @MaxLength(MAX_LENGTH.appPassword) currentPassword!: string;
}
