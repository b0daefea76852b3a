import { Field, ID, InputType } from '@nestjs/graphql';
import { IsOptional, IsString } from 'class-validator';

// Lengths and formats are checked by the services with the spec's messages, not here.

@InputType()
export class CreateTagBoardInput {
  @Field(() => ID) @IsString() projectId!: string;
  @Field({ description: 'At most 50 characters (spec 000 §9).' }) @IsString() title!: string;
}

@InputType()
export class UpdateTagBoardInput {
  @Field(() => ID) @IsString() id!: string;
  @Field({ description: 'At most 50 characters (spec 000 §9).' }) @IsString() title!: string;
}

@InputType()
export class CreateTagGroupInput {
  @Field(() => ID) @IsString() boardId!: string;
  @Field({ description: 'At most 50 characters (spec 000 §9).' }) @IsString() title!: string;
  @Field(() => String, { nullable: true, description: '#rrggbb; a default grey when left out.' })
  @IsOptional()
  @IsString()
  color?: string | null;
}

/** Fields left out stay as they are. */
@InputType()
export class UpdateTagGroupInput {
  @Field(() => ID) @IsString() id!: string;
  @Field(() => String, { nullable: true }) @IsOptional() @IsString() title?: string | null;
  @Field(() => String, { nullable: true }) @IsOptional() @IsString() color?: string | null;
}

@InputType()
export class MoveTagGroupInput {
  @Field(() => ID) @IsString() id!: string;
  @Field(() => ID, {
    nullable: true,
    description: 'The group it goes right after; null for the first place.',
  })
  @IsOptional()
  @IsString()
  afterId?: string | null;
}

@InputType()
export class MoveTagOnBoardInput {
  @Field(() => ID) @IsString() boardId!: string;
  @Field(() => ID) @IsString() tagId!: string;
  @Field(() => ID, {
    nullable: true,
    description: 'The target group; null puts the tag in the ungrouped area.',
  })
  @IsOptional()
  @IsString()
  groupId?: string | null;
  @Field(() => ID, {
    nullable: true,
    description: 'The tag of the target group it goes right after; null for the top of the group.',
  })
  @IsOptional()
  @IsString()
  afterTagId?: string | null;
}
