import { Field, ID, InputType } from '@nestjs/graphql';
import { IsOptional, IsString } from 'class-validator';

// Lengths are checked by the service with the spec's limits (spec 000 §9) and messages, not here.

@InputType({ description: 'A new conversation over the whole workspace, or over one project.' })
export class CreateConversationInput {
  @Field(() => String, {
    nullable: true,
    description:
      'At most 500 characters (spec 000 §9); empty: "Untitled conversation", named by its first question.',
  })
  @IsOptional()
  @IsString()
  title?: string | null;
  @Field(() => ID, {
    nullable: true,
    description: 'Only this project’s notes answer; none: the whole workspace.',
  })
  @IsOptional()
  @IsString()
  projectId?: string | null;
}

@InputType()
export class RenameConversationInput {
  @Field(() => ID) @IsString() id!: string;
  @Field({ description: 'At most 500 characters (spec 000 §9).' }) @IsString() title!: string;
}

@InputType()
export class SendChatMessageInput {
  @Field(() => ID) @IsString() conversationId!: string;
  @Field({ description: 'The question, at most 40,000 characters (spec 000 §9).' })
  @IsString()
  content!: string;
}
