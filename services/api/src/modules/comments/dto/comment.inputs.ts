import { Field, ID, InputType, registerEnumType } from '@nestjs/graphql';
import { COMMENT_TARGET_TYPES, type CommentTargetTypeValue } from '@fieldnote/core';
import { IsIn, IsOptional, IsString } from 'class-validator';
import { MultiLineText } from '../../../graphql/multi-line-text.decorator';

/** GraphQL's view of COMMENT_TARGET_TYPES. */
export const CommentTargetType = Object.fromEntries(COMMENT_TARGET_TYPES.map((t) => [t, t])) as {
  [K in CommentTargetTypeValue]: K;
};
registerEnumType(CommentTargetType, {
  name: 'CommentTargetType',
  description: 'What a comment is on (spec 000 §2 object types NOTE, HIGHLIGHT, INSIGHT).',
});

// The body's length and mentions are checked by CommentsService with the messages of comment.errors.ts.

@InputType()
export class CreateCommentInput {
  @Field(() => CommentTargetType) @IsIn(COMMENT_TARGET_TYPES) targetType!: CommentTargetTypeValue;
  @Field(() => ID) @IsString() targetId!: string;
  @Field({ description: 'The text; a mention is written `@[Name](memberId)`.' })
  @MultiLineText()
  @IsString()
  body!: string;
  @Field(() => ID, {
    nullable: true,
    description: 'The comment replied to; the reply joins that comment’s thread.',
  })
  @IsOptional()
  @IsString()
  parentId?: string | null;
}

@InputType()
export class UpdateCommentInput {
  @Field(() => ID) @IsString() id!: string;
  @Field() @MultiLineText() @IsString() body!: string;
}
