import { Field, InputType } from '@nestjs/graphql';
import { MAX_LENGTH } from '@fieldnote/core';
import { IsString, MaxLength } from 'class-validator';

/** The 43-character base64url secret of a reset link; a little room for none else. */
const MAX_RESET_TOKEN = 100;

@InputType()
export class ResetPasswordInput {
  @Field({ description: 'The token of the mailed reset link (its `token` query parameter).' })
  @IsString()
  @MaxLength(MAX_RESET_TOKEN, { message: 'This password reset link is not valid. Ask for a new one.' })
  token!: string;

  @Field({ description: '12+ characters with an uppercase and a lowercase letter, a digit and a symbol.' })
  @IsString()
  @MaxLength(MAX_LENGTH.appPassword, {
    message: `Password must be at most ${MAX_LENGTH.appPassword} characters long.`,
  })
  newPassword!: string;
}
