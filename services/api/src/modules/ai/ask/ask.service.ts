import { Inject, Injectable } from '@nestjs/common';
import {
  ASK_NOT_ENOUGH_DATA_MESSAGE,
  ASK_RETRIEVED_ITEMS,
  AiCitationType,
  AppError,
  ErrorCode,
  MAX_ASK_QUESTION_LENGTH,
  isUuid,
} from '@fieldnote/core';
import { PlanGate } from '@fieldnote/control-plane';
import type { WorkspaceScope } from '../../../context/workspace-access.service';
import { findLiveNote } from '../../notes';
import { findLiveProject } from '../../projects';
import { type SearchInput, SearchLocationOperator, parseSearchRequest } from '../../search';
import { AI_GENERATIVE_PROVIDER } from '../ai-generative-provider.token';
import { aiErrors } from '../ai.errors';
import { AiActivityRecorder, AiInputKind, AiTask } from '../audit/ai-activity-recorder.service';
import type { AiGenerativeProvider, WorkspaceAiProvider } from '../providers';
import { AiSettingsService } from '../settings/ai-settings.service';
import type { AskAnswer, AskSource, DraftLine, Passage } from './ask-answer';
import { AskRepository } from './ask.repository';
import { isQuestion, questionKeywords } from './ask-words.util';
import { type AskTurn, turnKeywordChoices } from './turn-keywords';
import { BUILT_IN_ASK_MODEL, EXTRACTIVE_PROMPT_VERSION, extractiveDraft } from './extractive-draft';
import {
  CHAT_EXTRACTIVE_PROMPT_VERSION,
  CHAT_MODEL_PROMPT_VERSION,
  MODEL_PROMPT_VERSION,
  askMessages,
  parseModelReply,
} from './model-draft';
import { selectPassages } from './select-passages';
import { type VerifiedDraft, verifyDraft } from './verify-answer';
import { askStrings } from './ask.strings';

/** Where a question looks: the whole workspace, a project, a folder, one note, and a search's filters. */
export interface AskScope {
  projectId?: string | null;
  folderId?: string | null;
  noteId?: string | null;
  filters?: SearchInput | null;
}

/** A model's answer is this long at most (tokens): six sentences with their quotes. */
const MAX_ANSWER_TOKENS = 700;

/**
 * Ask (spec 000 §1, §3; issue 34): answers a question over what the asker can read, citing only
 * notes and highlights the search finds for them (the member's hidden private projects never), with
 * every quote verified against its source before it is shown. The built-in provider quotes the
 * passages; a configured model writes sentences from numbered passages and each of its quotes is
 * checked (exact, else aligned above 0.8). Too little found answers NOT_ENOUGH_DATA, never the
 * model's general knowledge. Every answer is recorded in the AI audit trail.
 */
@Injectable()
export class AskService {
  constructor(
    private readonly repository: AskRepository,
    private readonly settings: AiSettingsService,
    private readonly recorder: AiActivityRecorder,
    private readonly plans: PlanGate,
    @Inject(AI_GENERATIVE_PROVIDER) private readonly model: WorkspaceAiProvider | null,
  ) {}

  async ask(scope: WorkspaceScope, rawQuestion: string, where: AskScope): Promise<AskAnswer> {
    if (rawQuestion.trim().length > MAX_ASK_QUESTION_LENGTH)
      throw AppError.badInput(askStrings.questionTooLong, {
        field: 'question',
        maximum: MAX_ASK_QUESTION_LENGTH,
      });
    return this.answer(scope, rawQuestion, where, null);
  }

  /**
   * Answers a question, alone (Ask) or as a turn of a conversation (Chat, `turn`): a follow-up's
   * retrieval borrows the keywords of the questions before it, a model reads the earlier messages
   * before the sources, and the turn's `store` writes the answer in the transaction that records it
   * in the audit trail (task CHAT). The caller bounds a turn's length (a conversation message may be
   * longer than an Ask question).
   */
  async answer(
    scope: WorkspaceScope,
    rawQuestion: string,
    where: AskScope,
    turn: AskTurn | null,
  ): Promise<AskAnswer> {
    const availability = await this.settings.availability(scope);
    if (!availability.generativeAiEnabled) throw aiErrors.generativeAiOff();
    await this.plans.requireFeature(scope.workspace.id, 'allowAskSearch');
    const question = rawQuestion.trim();
    if (question === '') throw AppError.badInput(askStrings.emptyQuestion, { field: 'question' });

    const { passages, items, projectId, keywords } = await this.retrieve(scope, question, where, turn);
    const task = turn ? AiTask.CHAT : AiTask.ASK;
    const modelPrompt = turn ? CHAT_MODEL_PROMPT_VERSION : MODEL_PROMPT_VERSION;
    const startedAt = new Date();
    const drafted = this.model
      ? await this.modelDraft(scope, question, passages, startedAt, projectId, turn)
      : null;
    const verified =
      drafted?.verified ?? verifyDraft(extractiveDraft(passages, askStrings.passagesHeading), passages);
    // The built-in provider, or a model none of whose sentences could be verified: passages quoted.
    const extractive = drafted === null || drafted.fellBack;
    const noteIds = [...new Set(passages.map((p) => p.source.noteId))];
    const people = await this.repository.peopleOfNotes(scope.em, scope.workspace.schemaName, noteIds);
    const counts = {
      projects: new Set(passages.map((p) => p.source.projectId)).size,
      highlights: passages.filter((p) => p.source.type === AiCitationType.HIGHLIGHT).length,
      channels: 0,
      items,
      notes: noteIds.length,
      people,
    };
    const sample = askStrings.sample(counts.notes, counts.people, counts.projects, passages.length);
    const summary = drafted?.fellBack
      ? askStrings.unverifiedModelSummary(sample)
      : extractive
        ? askStrings.extractiveSummary(sample)
        : verified.content
            .filter((block) => block.citationReferenceIds.length > 0)
            .map((block) => `${block.text} ${block.citationReferenceIds.map((r) => `[${r}]`).join('')}`)
            .join(' ');
    const provider = drafted
      ? drafted.answeredBy
      : this.model
        ? { kind: this.model.kind, model: this.model.model }
        : { kind: 'BUILT_IN' as const, model: BUILT_IN_ASK_MODEL };
    const recorded = {
      task,
      provider: provider.kind,
      model: provider.model,
      modelRegion: drafted?.answeredBy.region ?? null,
      promptVersion: extractive
        ? turn
          ? CHAT_EXTRACTIVE_PROMPT_VERSION
          : EXTRACTIVE_PROMPT_VERSION
        : modelPrompt,
      inputKind: AiInputKind.SEARCH_ITEM,
      inputIds: [...new Set(passages.map((p) => p.source.id))],
      projectId,
      requestedBy: scope.accountId,
      startedAt,
      finishedAt: new Date(),
      outputChars: summary.length + verified.content.reduce((sum, block) => sum + block.text.length, 0),
    };
    const answer = {
      question,
      keywords,
      isQuestion: isQuestion(question),
      summary,
      sample,
      citations: verified.citations,
      content: verified.content,
      counts,
      provider,
      extractive,
      droppedQuotes: verified.droppedQuotes,
      removedSentences: verified.removedSentences,
    };
    return scope.em.transactional(async (em) => {
      const aiActivityId = await this.recorder.record(em, scope.workspace.schemaName, recorded);
      const answered: AskAnswer = { ...answer, aiActivityId };
      await turn?.store(em, answered);
      return answered;
    });
  }

  /** Of these notes, the ones the member can read now (live, not in a private project hidden from them). */
  async readableNoteIds(scope: WorkspaceScope, noteIds: string[]): Promise<Set<string>> {
    if (noteIds.length === 0) return new Set();
    const hidden = await scope.projects.hiddenProjectIds();
    const notes = await this.repository.notes(scope.em, scope.workspace.schemaName, noteIds, hidden);
    return new Set(notes.map((n) => n.id));
  }

  /** The passages the answer may quote, from the sources the asker can read in the scope; NOT_ENOUGH_DATA when none. */
  private async retrieve(
    scope: WorkspaceScope,
    question: string,
    where: AskScope,
    turn: AskTurn | null,
  ): Promise<{ passages: Passage[]; items: number; projectId: string | null; keywords: string[] }> {
    const chosen = [where.projectId, where.folderId, where.noteId].filter(Boolean).length;
    if (chosen > 1) throw AppError.badInput(askStrings.oneScope, { field: 'projectId' });
    // The filters only: the question is the query, and notes and highlights are what answers quote.
    const request = parseSearchRequest({
      ...(where.filters ?? {}),
      types: null,
      query: null,
      aggs: null,
      groupFn: null,
      limit: 0,
      offset: 0,
    });
    request.hiddenProjectIds = await scope.projects.hiddenProjectIds();
    let projectId: string | null = null;
    let noteId: string | null = null;
    // A project, note or folder the member cannot read answers NOT_FOUND, as everywhere.
    if (where.projectId) {
      projectId = (await findLiveProject(scope.em, where.projectId)).id;
      request.location = { operator: SearchLocationOperator.LOCATED_IN, ids: [projectId] };
    } else if (where.noteId) {
      const note = await findLiveNote(scope.em, where.noteId);
      noteId = note.id;
      projectId = note.projectId;
    } else if (where.folderId) {
      const folderId = where.folderId.toLowerCase();
      if (
        !isUuid(folderId) ||
        !(await this.repository.folderExists(scope.em, scope.workspace.schemaName, folderId))
      )
        throw AppError.notFound('Folder');
      request.location = { operator: SearchLocationOperator.LOCATED_IN, ids: [folderId] };
    }
    // A question alone has one choice; a follow-up first tries its words with the earlier questions'.
    const choices = turn
      ? turnKeywordChoices(question, turn.earlierQuestions)
      : [{ keywords: questionKeywords(question), required: null }];
    const schema = scope.workspace.schemaName;
    for (const { keywords, required } of choices) {
      if (keywords.length === 0) continue;
      const rows = await this.repository.retrieve(
        scope.em,
        schema,
        request,
        keywords,
        noteId,
        ASK_RETRIEVED_ITEMS,
      );
      const sources = await this.sources(scope, rows, request.hiddenProjectIds);
      const passages = selectPassages(sources, keywords, undefined, required);
      if (passages.length > 0) return { passages, items: sources.length, projectId, keywords };
    }
    throw notEnoughData();
  }

  /** The retrieved items' own texts, read live (the index may trail an edit by a moment), best first. */
  private async sources(
    scope: WorkspaceScope,
    rows: { id: string; type: 'NOTE' | 'HIGHLIGHT'; note_id: string }[],
    hiddenProjectIds: string[],
  ): Promise<AskSource[]> {
    const schema = scope.workspace.schemaName;
    const notes = new Map(
      (
        await this.repository.notes(
          scope.em,
          schema,
          [...new Set(rows.map((r) => r.note_id))],
          hiddenProjectIds,
        )
      ).map((n) => [n.id, n]),
    );
    const highlights = new Map(
      (
        await this.repository.highlights(
          scope.em,
          schema,
          rows.filter((r) => r.type === 'HIGHLIGHT').map((r) => r.id),
        )
      ).map((h) => [h.id, h]),
    );
    return rows.flatMap((row): AskSource[] => {
      const note = notes.get(row.note_id);
      if (!note) return [];
      const base = {
        noteId: note.id,
        noteTitle: note.title,
        projectId: note.project_id,
        projectTitle: note.project_title,
      };
      if (row.type === 'NOTE')
        return [{ ...base, id: note.id, type: AiCitationType.NOTE, text: note.content, noteOffset: 0 }];
      const highlight = highlights.get(row.id);
      if (!highlight || highlight.note_id !== note.id) return [];
      const inPlace =
        !highlight.detached &&
        note.content.slice(highlight.start_offset, highlight.end_offset) === highlight.text;
      return [
        {
          ...base,
          id: highlight.id,
          type: AiCitationType.HIGHLIGHT,
          text: highlight.text,
          noteOffset: inPlace ? highlight.start_offset : null,
        },
      ];
    });
  }

  /**
   * A configured model's answer, verified; NOT_ENOUGH_DATA when it says the sources do not answer.
   * When none of its sentences survives verification, the passages are quoted instead (`fellBack`,
   * shown as extractive and said so), so nothing unverified is ever shown.
   */
  private async modelDraft(
    scope: WorkspaceScope,
    question: string,
    passages: Passage[],
    startedAt: Date,
    projectId: string | null,
    turn: AskTurn | null,
  ): Promise<{
    verified: VerifiedDraft;
    fellBack: boolean;
    answeredBy: { kind: AiGenerativeProvider['kind']; model: string; region: AiGenerativeProvider['region'] };
  }> {
    const model = this.model as WorkspaceAiProvider;
    const task = turn ? AiTask.CHAT : AiTask.ASK;
    const promptVersion = turn ? CHAT_MODEL_PROMPT_VERSION : MODEL_PROMPT_VERSION;
    // The workspace's region's model (providers/region-routed-provider.ts): its name once it answered.
    const view = model.forWorkspace(scope.workspace.id);
    let reply: string;
    try {
      reply = await view.complete({
        messages: askMessages(question, passages, turn?.history ?? []),
        maxTokens: MAX_ANSWER_TOKENS,
        temperature: 0,
      });
    } catch (error) {
      await this.recorder.record(scope.em, scope.workspace.schemaName, {
        task,
        provider: view.kind,
        model: view.model,
        modelRegion: view.region ?? null,
        promptVersion,
        inputKind: AiInputKind.SEARCH_ITEM,
        inputIds: [...new Set(passages.map((p) => p.source.id))],
        projectId,
        requestedBy: scope.accountId,
        startedAt,
        finishedAt: new Date(),
        outputChars: 0,
        errorMessage: error instanceof Error ? error.message : String(error),
      });
      throw aiErrors.modelFailed();
    }
    const lines: DraftLine[] | null = parseModelReply(reply);
    if (lines === null) {
      // The model read the passages and found no answer in them: kept in the trail, told as not enough data.
      const aiActivityId = await this.recorder.record(scope.em, scope.workspace.schemaName, {
        task,
        provider: view.kind,
        model: view.model,
        modelRegion: view.region ?? null,
        promptVersion,
        inputKind: AiInputKind.SEARCH_ITEM,
        inputIds: [...new Set(passages.map((p) => p.source.id))],
        projectId,
        requestedBy: scope.accountId,
        startedAt,
        finishedAt: new Date(),
        outputChars: reply.length,
      });
      throw notEnoughData(aiActivityId);
    }
    const verified = verifyDraft(lines, passages);
    const answeredBy = { kind: view.kind, model: view.model, region: view.region ?? null };
    if (verified.citations.length > 0) return { verified, fellBack: false, answeredBy };
    const quoted = verifyDraft(extractiveDraft(passages, askStrings.passagesHeading), passages);
    return {
      verified: {
        ...quoted,
        droppedQuotes: verified.droppedQuotes,
        removedSentences: verified.removedSentences,
      },
      fellBack: true,
      answeredBy,
    };
  }
}

/** NOT_ENOUGH_DATA; with the trail's entry when a model was asked (a conversation keeps it on its turn). */
function notEnoughData(aiActivityId?: string): AppError {
  return new AppError(
    ErrorCode.NOT_ENOUGH_DATA,
    ASK_NOT_ENOUGH_DATA_MESSAGE,
    aiActivityId ? { aiActivityId } : undefined,
  );
}
