import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import {
  ASK_NOT_ENOUGH_DATA_MESSAGE,
  AppError,
  CHAT_AUTO_TITLE_LENGTH,
  CHAT_EVENTS,
  CHAT_MODEL_HISTORY_MESSAGES,
  CHAT_SAMPLE_QUESTIONS,
  ConversationMessageRole,
  ErrorCode,
  MAX_CONVERSATIONS_PER_MEMBER,
  MAX_LENGTH,
  MAX_MESSAGES_PER_CONVERSATION,
  type ChatRoleGroup,
  chatRoleGroupOf,
  isUuid,
  requireText,
  textProblem,
} from '@fieldnote/core';
import { advisoryXactLock } from '@fieldnote/db';
import type { EntityManager } from '@mikro-orm/postgresql';
import { recordEvent } from '../../common/record-event';
import type { WorkspaceScope } from '../../context/workspace-access.service';
import {
  AiActivityRecorder,
  AiInputKind,
  AiSettingsService,
  AiTask,
  type AiChatMessage,
  type AiProviderKind,
  type AskAnswer,
  AskService,
} from '../ai';
import { findLiveProject } from '../projects';
import { chatErrors } from './chat.errors';
import { type ConversationMessageRow, type ConversationRow, ChatRepository } from './chat.repository';
import { chatStrings } from './chat.strings';

/** A message as the service returns it: a stored answer's citations re-checked for the reader. */
export interface ChatMessage {
  id: string;
  conversationId: string;
  position: number;
  role: ConversationMessageRole;
  content: string;
  answer: AskAnswer | null;
  notEnoughData: boolean;
  aiActivityId: string | null;
  createdAt: Date;
}

/** The prompt version of a turn the retrieval found nothing for (no model was asked). */
const NOT_ENOUGH_DATA_PROMPT_VERSION = 'chat/not-enough-data@1';

/**
 * Chat (spec 000 §1, §3, §9; issue 34): a member's own conversations over the workspace or one
 * project, each question answered by Ask's retrieval and quote verification (through the ai module's
 * AskService, with the conversation's earlier turns), never citing what the member cannot read.
 * Another member's conversation answers NOT_FOUND, as one that never existed would. Generative AI
 * off refuses every call (FORBIDDEN), so Chat disappears with it.
 */
@Injectable()
export class ChatService {
  constructor(
    private readonly chats: ChatRepository,
    private readonly ask: AskService,
    private readonly settings: AiSettingsService,
    private readonly recorder: AiActivityRecorder,
  ) {}

  async list(scope: WorkspaceScope): Promise<ConversationRow[]> {
    await this.settings.requireGenerativeAi(scope);
    return this.chats.listOwn(
      scope.em,
      scope.workspace.schemaName,
      scope.accountId,
      await scope.projects.hiddenProjectIds(),
    );
  }

  async get(scope: WorkspaceScope, id: string): Promise<ConversationRow> {
    await this.settings.requireGenerativeAi(scope);
    return this.findOwn(scope.em, scope, id);
  }

  /** The messages in order; each answer keeps only citations the member can still read. */
  async messages(scope: WorkspaceScope, id: string): Promise<ChatMessage[]> {
    const conversation = await this.get(scope, id);
    const rows = await this.chats.messages(scope.em, scope.workspace.schemaName, conversation.id);
    return this.forReader(scope, rows);
  }

  /** The sample questions of the member's role group (their job role from onboarding). */
  async sampleQuestions(scope: WorkspaceScope): Promise<{ roleGroup: ChatRoleGroup; questions: string[] }> {
    await this.settings.requireGenerativeAi(scope);
    const roleGroup = chatRoleGroupOf(
      await this.chats.jobRole(scope.em, scope.workspace.schemaName, scope.accountId),
    );
    return { roleGroup, questions: [...CHAT_SAMPLE_QUESTIONS[roleGroup]] };
  }

  async create(
    scope: WorkspaceScope,
    input: { title?: string | null; projectId?: string | null },
  ): Promise<ConversationRow> {
    await this.settings.requireGenerativeAi(scope);
    const title = this.title(input.title ?? '');
    const schema = scope.workspace.schemaName;
    return scope.em.transactional(async (em) => {
      // A project the member cannot read is NOT_FOUND, as everywhere.
      const projectId = input.projectId ? (await findLiveProject(em, input.projectId)).id : null;
      // One member's creates run one at a time, so two at once cannot both pass the limit.
      await advisoryXactLock(em, `conversations:${scope.accountId}`);
      if ((await this.chats.countOwn(em, schema, scope.accountId)) >= MAX_CONVERSATIONS_PER_MEMBER)
        throw chatErrors.tooMany(MAX_CONVERSATIONS_PER_MEMBER);
      const id = randomUUID();
      await this.chats.insert(em, schema, { id, title, projectId, createdBy: scope.accountId });
      await recordEvent(em, CHAT_EVENTS.created, scope.workspace.id, {
        conversationId: id,
        projectId,
        createdBy: scope.accountId,
      });
      return (await this.chats.findOwn(em, schema, scope.accountId, id)) as ConversationRow;
    });
  }

  async rename(scope: WorkspaceScope, input: { id: string; title: string }): Promise<ConversationRow> {
    await this.settings.requireGenerativeAi(scope);
    const title = this.title(input.title);
    const schema = scope.workspace.schemaName;
    return scope.em.transactional(async (em) => {
      const conversation = await this.findOwn(em, scope, input.id);
      await this.chats.rename(em, schema, conversation.id, title);
      await recordEvent(em, CHAT_EVENTS.renamed, scope.workspace.id, {
        conversationId: conversation.id,
        projectId: conversation.project_id,
        createdBy: scope.accountId,
      });
      return (await this.chats.findOwn(em, schema, scope.accountId, conversation.id)) as ConversationRow;
    });
  }

  async delete(scope: WorkspaceScope, id: string): Promise<void> {
    await this.settings.requireGenerativeAi(scope);
    await scope.em.transactional(async (em) => {
      const conversation = await this.findOwn(em, scope, id);
      await this.chats.delete(em, scope.workspace.schemaName, conversation.id);
      await recordEvent(em, CHAT_EVENTS.deleted, scope.workspace.id, {
        conversationId: conversation.id,
        projectId: conversation.project_id,
        createdBy: scope.accountId,
      });
    });
  }

  /**
   * Sends a question and answers it: the USER message, a THINKING message saying what retrieval
   * looked for, and the ASSISTANT message with the verified answer (or, when what the member can
   * read says too little, the not-enough-data message, never general knowledge). Each answer is
   * recorded in the AI audit trail (task CHAT) with the messages that keep it.
   */
  async send(
    scope: WorkspaceScope,
    input: { conversationId: string; content: string },
  ): Promise<{ conversation: ConversationRow; messages: ChatMessage[] }> {
    await this.settings.requireGenerativeAi(scope);
    const content = this.message(input.content);
    const schema = scope.workspace.schemaName;
    const conversation = await this.get(scope, input.conversationId);
    const earlier = await this.chats.messages(scope.em, schema, conversation.id);
    if (earlier.length + 3 > MAX_MESSAGES_PER_CONVERSATION)
      throw chatErrors.conversationFull(MAX_MESSAGES_PER_CONVERSATION);
    const earlierQuestions = earlier
      .filter((m) => m.role === ConversationMessageRole.USER)
      .map((m) => m.content);
    const history: AiChatMessage[] = earlier
      .filter((m) => m.role !== ConversationMessageRole.THINKING && !m.not_enough_data)
      .slice(-CHAT_MODEL_HISTORY_MESSAGES)
      .map((m) => ({
        role: m.role === ConversationMessageRole.USER ? 'user' : 'assistant',
        content: m.content.slice(0, 2000),
      }));
    const where = { projectId: conversation.project_id };
    const saved: ConversationMessageRow[] = [];
    // The turn's messages, written in the transaction that records the answer (or the refusal).
    const storeTurn = async (
      em: EntityManager,
      answer: AskAnswer | null,
      aiActivityId: string,
    ): Promise<void> => {
      // Turns of one conversation are written one at a time, so their positions never collide.
      await this.chats.findOwn(em, schema, scope.accountId, conversation.id, true);
      const [last] = (await this.chats.messages(em, schema, conversation.id)).slice(-1);
      let position = (last?.position ?? -1) + 1;
      const add = async (
        role: ConversationMessageRole,
        text: string,
        extra: Partial<ConversationMessageRow> = {},
      ): Promise<void> => {
        saved.push(
          await this.chats.insertMessage(em, schema, {
            id: randomUUID(),
            conversation_id: conversation.id,
            position: position++,
            role,
            content: text,
            answer: null,
            not_enough_data: false,
            ai_activity_id: null,
            ...extra,
          }),
        );
      };
      await add(ConversationMessageRole.USER, content);
      if (answer) {
        await add(
          ConversationMessageRole.THINKING,
          chatStrings.searched(answer.keywords, answer.citations.length, answer.counts.notes),
          { ai_activity_id: aiActivityId },
        );
        await add(
          ConversationMessageRole.ASSISTANT,
          assistantText(answer).slice(0, MAX_LENGTH.conversationMessage),
          {
            answer,
            ai_activity_id: aiActivityId,
          },
        );
      } else {
        await add(ConversationMessageRole.THINKING, chatStrings.searchedNothing, {
          ai_activity_id: aiActivityId,
        });
        await add(ConversationMessageRole.ASSISTANT, ASK_NOT_ENOUGH_DATA_MESSAGE, {
          not_enough_data: true,
          ai_activity_id: aiActivityId,
        });
      }
      // The first question names an untitled conversation.
      if (earlier.length === 0 && conversation.title === chatStrings.untitled)
        await this.chats.rename(em, schema, conversation.id, autoTitle(content));
      else await this.chats.touch(em, schema, conversation.id);
      await recordEvent(em, CHAT_EVENTS.answered, scope.workspace.id, {
        conversationId: conversation.id,
        projectId: conversation.project_id,
        createdBy: scope.accountId,
        messageId: saved[saved.length - 1]!.id,
        aiActivityId,
      });
    };
    const startedAt = new Date();
    try {
      await this.ask.answer(scope, content, where, {
        earlierQuestions,
        history,
        store: (em, answer) => storeTurn(em, answer, answer.aiActivityId),
      });
    } catch (error) {
      if (!(error instanceof AppError) || error.code !== ErrorCode.NOT_ENOUGH_DATA) throw error;
      // Not enough data is a turn of the conversation too: kept, and recorded in the trail (a model
      // that read the passages and said so was recorded already).
      const recordedId = error.details?.aiActivityId;
      const { provider } = await this.settings.availability(scope);
      await scope.em.transactional(async (em) => {
        const aiActivityId =
          typeof recordedId === 'string'
            ? recordedId
            : await this.recorder.record(em, schema, {
                task: AiTask.CHAT,
                provider: provider.kind as AiProviderKind,
                model: provider.model,
                promptVersion: NOT_ENOUGH_DATA_PROMPT_VERSION,
                inputKind: AiInputKind.SEARCH_ITEM,
                inputIds: [],
                projectId: conversation.project_id,
                requestedBy: scope.accountId,
                startedAt,
                finishedAt: new Date(),
                outputChars: 0,
              });
        await storeTurn(em, null, aiActivityId);
      });
    }
    return {
      conversation: (await this.chats.findOwn(
        scope.em,
        schema,
        scope.accountId,
        conversation.id,
      )) as ConversationRow,
      messages: await this.forReader(scope, saved),
    };
  }

  private title(raw: string): string {
    if (raw.trim().length > MAX_LENGTH.conversationTitle)
      throw chatErrors.titleTooLong(MAX_LENGTH.conversationTitle);
    return requireText(raw, chatStrings.titleField, MAX_LENGTH.conversationTitle, chatStrings.untitled);
  }

  private message(raw: string): string {
    const problem = textProblem(raw, 'multi-line');
    if (problem) throw AppError.badInput(`${chatStrings.messageField} ${problem}`, { field: 'content' });
    const content = raw.trim();
    if (content === '') throw chatErrors.emptyMessage();
    if (content.length > MAX_LENGTH.conversationMessage)
      throw chatErrors.messageTooLong(MAX_LENGTH.conversationMessage);
    return content;
  }

  private async findOwn(em: EntityManager, scope: WorkspaceScope, id: string): Promise<ConversationRow> {
    if (!isUuid(id)) throw chatErrors.notFound();
    const row = await this.chats.findOwn(em, scope.workspace.schemaName, scope.accountId, id.toLowerCase());
    if (!row) throw chatErrors.notFound();
    // A conversation over a project the member can no longer read (or in the trash) is NOT_FOUND too.
    if (row.project_id) await findLiveProject(em, row.project_id);
    return row;
  }

  /**
   * Stored answers re-checked against what the member can read now: a citation of a note since
   * deleted or moved out of their reach is left out, and its number in the text with it.
   */
  private async forReader(scope: WorkspaceScope, rows: ConversationMessageRow[]): Promise<ChatMessage[]> {
    const answers = rows.map((r) => (r.answer ?? null) as AskAnswer | null);
    const cited = [...new Set(answers.flatMap((a) => a?.citations.map((c) => c.noteId) ?? []))];
    const readable = await this.ask.readableNoteIds(scope, cited);
    return rows.map((row, i) => {
      const answer = answers[i] ?? null;
      let kept: AskAnswer | null = null;
      if (answer) {
        const citations = answer.citations.filter((c) => readable.has(c.noteId));
        const refs = new Set(citations.map((c) => c.citationReferenceId));
        kept = {
          ...answer,
          citations,
          content: answer.content
            .map((b) => ({ ...b, citationReferenceIds: b.citationReferenceIds.filter((r) => refs.has(r)) }))
            .filter((b) => b.type !== 'TEXT' || b.citationReferenceIds.length > 0),
        };
      }
      return {
        id: row.id,
        conversationId: row.conversation_id,
        position: row.position,
        role: row.role as ConversationMessageRole,
        content:
          kept && kept.citations.length < (answer?.citations.length ?? 0) ? assistantText(kept) : row.content,
        answer: kept,
        notEnoughData: row.not_enough_data,
        aiActivityId: row.ai_activity_id,
        createdAt: row.created_at,
      };
    });
  }
}

/** An answer as the plain text of its message: the sample, then each heading and sentence with its numbers. */
function assistantText(answer: AskAnswer): string {
  const lines = answer.content.map((b) =>
    b.type === 'HEADING' ? b.text : `${b.text}${b.citationReferenceIds.map((r) => ` [${r}]`).join('')}`,
  );
  return [answer.sample, ...lines].join('\n');
}

/** The title a conversation takes from its first question: one line, cut at a word. */
function autoTitle(question: string): string {
  const line = question.replace(/\s+/g, ' ').trim();
  if (line.length <= CHAT_AUTO_TITLE_LENGTH) return line;
  const cut = line.slice(0, CHAT_AUTO_TITLE_LENGTH);
  const space = cut.lastIndexOf(' ');
  return `${(space > 40 ? cut.slice(0, space) : cut).trimEnd()}…`;
}
