import { Args, Context, ID, Mutation, Query, Resolver } from '@nestjs/graphql';
import { Role } from '@fieldnote/core';
import type { GqlContext } from '../../context/gql-context';
import { WorkspaceAccess } from '../../context/workspace-access.service';
import { InputArgs } from '../../graphql/input-args.decorator';
import { ChatService } from './chat.service';
import { CreateConversationInput, RenameConversationInput, SendChatMessageInput } from './dto/chat.inputs';
import {
  ChatSampleQuestionsModel,
  ConversationMessageModel,
  ConversationModel,
  SendChatMessagePayloadModel,
} from './dto/chat.models';

/**
 * Chat (issue 34): every member, viewers too, keeps their own conversations (asking changes no
 * research; viewers may Ask). Only the owner lists, reads, renames or deletes one.
 */
@Resolver()
export class ChatResolver {
  constructor(
    private readonly access: WorkspaceAccess,
    private readonly chat: ChatService,
  ) {}

  @Query(() => [ConversationModel], {
    description: 'The caller’s conversations, newest first. Viewers and up.',
  })
  async conversations(@Context() ctx: GqlContext): Promise<ConversationModel[]> {
    const rows = await this.chat.list(await this.access.require(ctx.req, Role.VIEWER));
    return rows.map((r) => ConversationModel.from(r));
  }

  @Query(() => ConversationModel, { description: 'One of the caller’s conversations. Viewers and up.' })
  async conversation(
    @Args('id', { type: () => ID }) id: string,
    @Context() ctx: GqlContext,
  ): Promise<ConversationModel> {
    return ConversationModel.from(await this.chat.get(await this.access.require(ctx.req, Role.VIEWER), id));
  }

  @Query(() => [ConversationMessageModel], {
    description: 'A conversation’s messages in order. Viewers and up, the owner only.',
  })
  async conversationMessages(
    @Args('conversationId', { type: () => ID }) conversationId: string,
    @Context() ctx: GqlContext,
  ): Promise<ConversationMessageModel[]> {
    const scope = await this.access.require(ctx.req, Role.VIEWER);
    return (await this.chat.messages(scope, conversationId)).map((m) => ConversationMessageModel.from(m));
  }

  @Query(() => ChatSampleQuestionsModel, {
    description: 'Sample questions for a new conversation, by the caller’s role group. Viewers and up.',
  })
  async chatSampleQuestions(@Context() ctx: GqlContext): Promise<ChatSampleQuestionsModel> {
    return Object.assign(
      new ChatSampleQuestionsModel(),
      await this.chat.sampleQuestions(await this.access.require(ctx.req, Role.VIEWER)),
    );
  }

  @Mutation(() => ConversationModel, { description: 'Starts a conversation of the caller. Viewers and up.' })
  async createConversation(
    @InputArgs('input') input: CreateConversationInput,
    @Context() ctx: GqlContext,
  ): Promise<ConversationModel> {
    return ConversationModel.from(
      await this.chat.create(await this.access.require(ctx.req, Role.VIEWER), input),
    );
  }

  @Mutation(() => ConversationModel, {
    description: 'Renames one of the caller’s conversations. Viewers and up.',
  })
  async renameConversation(
    @InputArgs('input') input: RenameConversationInput,
    @Context() ctx: GqlContext,
  ): Promise<ConversationModel> {
    return ConversationModel.from(
      await this.chat.rename(await this.access.require(ctx.req, Role.VIEWER), input),
    );
  }

  @Mutation(() => Boolean, {
    description: 'Deletes one of the caller’s conversations with its messages. Viewers and up.',
  })
  async deleteConversation(
    @Args('id', { type: () => ID }) id: string,
    @Context() ctx: GqlContext,
  ): Promise<boolean> {
    await this.chat.delete(await this.access.require(ctx.req, Role.VIEWER), id);
    return true;
  }

  @Mutation(() => SendChatMessagePayloadModel, {
    description:
      'Asks a question in one of the caller’s conversations and answers it with verified citations from what the caller can read (not enough data said so). Viewers and up.',
  })
  async sendChatMessage(
    @InputArgs('input') input: SendChatMessageInput,
    @Context() ctx: GqlContext,
  ): Promise<SendChatMessagePayloadModel> {
    const result = await this.chat.send(await this.access.require(ctx.req, Role.VIEWER), input);
    return Object.assign(new SendChatMessagePayloadModel(), {
      conversation: ConversationModel.from(result.conversation),
      messages: result.messages.map((m) => ConversationMessageModel.from(m)),
    });
  }
}
