import { Field, ID, Int, ObjectType, registerEnumType } from '@nestjs/graphql';
import { ChatRoleGroup, ConversationMessageRole } from '@fieldnote/core';
import { AiAnswerModel } from '../../ai';
import type { ConversationRow } from '../chat.repository';
import type { ChatMessage } from '../chat.service';

registerEnumType(ConversationMessageRole, {
  name: 'ConversationMessageRole',
  description: 'Spec 000 §3: who a conversation message is from.',
});
registerEnumType(ChatRoleGroup, {
  name: 'ChatRoleGroup',
  description: 'Spec 000 §9: the role groups AI sample questions exist by (from the member’s job role).',
});

@ObjectType('Conversation', { description: 'A member’s own conversation with the AI (Chat).' })
export class ConversationModel {
  @Field(() => ID) id!: string;
  @Field() title!: string;
  @Field(() => ID, { nullable: true, description: 'The project it is over; null: the whole workspace.' })
  projectId!: string | null;
  @Field(() => String, { nullable: true }) projectTitle!: string | null;
  @Field(() => Int) messageCount!: number;
  @Field() createdAt!: Date;
  @Field() updatedAt!: Date;

  static from(row: ConversationRow): ConversationModel {
    return Object.assign(new ConversationModel(), {
      id: row.id,
      title: row.title,
      projectId: row.project_id,
      projectTitle: row.project_title,
      messageCount: row.message_count,
      // The driver may answer a timestamptz as text: always a Date here.
      createdAt: new Date(row.created_at),
      updatedAt: new Date(row.updated_at),
    });
  }
}

@ObjectType('ConversationMessage')
export class ConversationMessageModel {
  @Field(() => ID) id!: string;
  @Field(() => ID) conversationId!: string;
  @Field(() => Int) position!: number;
  @Field(() => ConversationMessageRole) role!: ConversationMessageRole;
  @Field({ description: 'The text: the question, what retrieval looked for, or the answer as plain text.' })
  content!: string;
  @Field(() => AiAnswerModel, {
    nullable: true,
    description:
      'An ASSISTANT message’s answer with its verified citations (only those the reader can still read).',
  })
  answer!: AiAnswerModel | null;
  @Field({ description: 'The answer says there was not enough data (NOT_ENOUGH_DATA), nothing more.' })
  notEnoughData!: boolean;
  @Field(() => ID, { nullable: true, description: 'The turn’s entry in the AI audit trail.' })
  aiActivityId!: string | null;
  @Field() createdAt!: Date;

  static from(m: ChatMessage): ConversationMessageModel {
    return Object.assign(new ConversationMessageModel(), {
      ...m,
      createdAt: new Date(m.createdAt),
      answer: m.answer ? AiAnswerModel.from(m.answer) : null,
    });
  }
}

@ObjectType('SendChatMessagePayload')
export class SendChatMessagePayloadModel {
  @Field(() => ConversationModel) conversation!: ConversationModel;
  @Field(() => [ConversationMessageModel], {
    description:
      'The turn’s new messages: the question (USER), what was looked for (THINKING), the answer (ASSISTANT).',
  })
  messages!: ConversationMessageModel[];
}

@ObjectType('ChatSampleQuestions')
export class ChatSampleQuestionsModel {
  @Field(() => ChatRoleGroup) roleGroup!: ChatRoleGroup;
  @Field(() => [String]) questions!: string[];
}
