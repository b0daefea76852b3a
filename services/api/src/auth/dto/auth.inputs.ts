import { Field, InputType } from '@nestjs/graphql';
import { MAX_LENGTH } from '@fieldnote/core';
import { IsEmail, IsString, MaxLength, MinLength } from 'class-validator';

@InputType()
export class SignUpInput {
  @Field()
  @IsEmail({}, { message: 'Enter a valid e-mail address.' })
  @MaxLength(MAX_LENGTH.teamUserEmail)
  email!: string;
  @Field() @IsString() @MaxLength(MAX_LENGTH.appPassword) password!: string;
  @Field()
  @IsString()
  @MinLength(1, { message: 'Name cannot be empty.' })
  @MaxLength(MAX_LENGTH.teamUserName)
  name!: string;
}

@InputType()
export class LogInInput {
  @Field() @IsString() @MaxLength(MAX_LENGTH.personEmail) email!: string;
  @Field() @IsString() @MaxLength(MAX_LENGTH.appPassword) password!: string;
}
