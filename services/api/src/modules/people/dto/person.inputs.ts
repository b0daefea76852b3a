import { Field, ID, InputType } from '@nestjs/graphql';
import { IsOptional, IsString } from 'class-validator';

// Lengths and formats are checked by checkPersonFields with the spec's limits, not here.

@InputType()
export class CreatePersonInput {
  @Field(() => String, { nullable: true }) @IsOptional() @IsString() name?: string | null;
  @Field(() => String, { nullable: true }) @IsOptional() @IsString() email?: string | null;
  @Field(() => ID, { nullable: true, description: 'A note to link the new person to at once.' })
  @IsOptional()
  @IsString()
  noteId?: string | null;
}

/** Fields left out stay as they are; `email` set to "" removes the address. */
@InputType()
export class UpdatePersonInput {
  @Field(() => ID) @IsString() id!: string;
  @Field(() => String, { nullable: true }) @IsOptional() @IsString() name?: string | null;
  @Field(() => String, { nullable: true }) @IsOptional() @IsString() email?: string | null;
}
