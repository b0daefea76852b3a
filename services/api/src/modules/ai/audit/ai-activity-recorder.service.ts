import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { AiProviderKind } from '../providers/ai-provider';
import { AiActivityRepository } from './ai-activity.repository';

/** The AI tasks the audit trail names; later features (Ask, themes, suggestions) add theirs here. */
export enum AiTask {
  NOTE_SUMMARY = 'NOTE_SUMMARY',
  /** An insight's summary, from its text and the highlights it cites. */
  INSIGHT_SUMMARY = 'INSIGHT_SUMMARY',
  /** A question answered with citations (Ask). */
  ASK = 'ASK',
  /** A question answered with citations as a turn of a conversation (Chat). */
  CHAT = 'CHAT',
  /** Highlights grouped into named themes. */
  THEMES = 'THEMES',
  /** A theme drafted as an unpublished insight (the insights auto feature). */
  INSIGHT_DRAFT = 'INSIGHT_DRAFT',
  /** A channel's data points grouped into named theme suggestions. */
  CHANNEL_THEMES = 'CHANNEL_THEMES',
  /** Highlights and their tags suggested for a note (by a member, or by the auto-feature job). */
  SUGGESTED_HIGHLIGHTS = 'SUGGESTED_HIGHLIGHTS',
  /** A recording's audio transcribed by the transcription endpoint (transcription module). */
  TRANSCRIPTION = 'TRANSCRIPTION',
  /** Personal data found in a note and redacted or proposed for redaction (the redact auto feature). */
  REDACTION = 'REDACTION',
  /** A note translated, block by block, into a new note (translation/). */
  TRANSLATION = 'TRANSLATION',
}

/** What kind of object the inputs of an AI output are. */
export enum AiInputKind {
  NOTE = 'NOTE',
  HIGHLIGHT = 'HIGHLIGHT',
  INSIGHT = 'INSIGHT',
  TAG = 'TAG',
  DATAPOINT = 'DATAPOINT',
  /** Items of the search index of several kinds (Ask's notes and highlights). */
  SEARCH_ITEM = 'SEARCH_ITEM',
  /** A note's audio or video file (transcription). */
  FILE = 'FILE',
}

/** How an AI request ended, as the trail keeps it. */
export enum AiActivityStatus {
  SUCCEEDED = 'SUCCEEDED',
  FAILED = 'FAILED',
  /** Stopped by a member before it ended (a cancelled summary job): nothing it wrote was stored. */
  CANCELLED = 'CANCELLED',
}

/** One AI output as the trail keeps it. */
export interface AiActivityEntry {
  task: AiTask;
  /** The summary framework, for summaries. */
  framework?: string | null;
  provider: AiProviderKind;
  model: string;
  /** The region whose model answered (the workspace's chosen AI region); null for the server's own. */
  modelRegion?: string | null;
  promptVersion: string;
  inputKind: AiInputKind;
  /** Every object the provider saw, so an output can be traced to its sources. */
  inputIds: string[];
  projectId?: string | null;
  language?: string | null;
  requestedBy: string;
  startedAt: Date;
  finishedAt: Date;
  outputChars: number;
  /** Set when the provider failed: what went wrong, for people. */
  errorMessage?: string | null;
  /** How it ended; by default FAILED with an errorMessage, else SUCCEEDED. */
  status?: AiActivityStatus;
}

/**
 * The one place every AI output is recorded (issue 34 "The AI audit trail"): provider, model, task
 * or framework, prompt template version, the ids of the inputs, who asked and when. Call it with the
 * transaction that stores the output, so the output and its record commit together.
 */
@Injectable()
export class AiActivityRecorder {
  constructor(private readonly activity: AiActivityRepository) {}

  /** Records one output; returns its id, which the output keeps. */
  async record(em: EntityManager, schema: string, entry: AiActivityEntry): Promise<string> {
    const id = randomUUID();
    await this.activity.insert(em, schema, {
      id,
      task: entry.task,
      framework: entry.framework ?? null,
      provider: entry.provider,
      model: entry.model,
      model_region: entry.modelRegion ?? null,
      prompt_version: entry.promptVersion,
      input_kind: entry.inputKind,
      input_ids: entry.inputIds,
      project_id: entry.projectId ?? null,
      language: entry.language ?? null,
      requested_by: entry.requestedBy,
      started_at: entry.startedAt,
      finished_at: entry.finishedAt,
      output_chars: entry.outputChars,
      status: entry.status ?? (entry.errorMessage ? AiActivityStatus.FAILED : AiActivityStatus.SUCCEEDED),
      error_message: entry.errorMessage?.slice(0, 1000) ?? null,
    });
    return id;
  }
}
