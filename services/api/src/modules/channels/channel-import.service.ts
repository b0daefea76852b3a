import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { PlanGate } from '@fieldnote/control-plane';
import { CHANNEL_EVENTS, textProblem } from '@fieldnote/core';
import { recordEvent } from '../../common/record-event';
import type { WorkspaceScope } from '../../context/workspace-access.service';
import { TagSentiment } from '../tags';
import { channelErrors } from './channel.errors';
import { channelInput } from './channel-input.util';
import {
  MAX_CHANNEL_BATCH,
  MAX_CHANNEL_DATASET_TITLE_LENGTH,
  MAX_DATAPOINTS_PER_CHANNEL,
  MAX_DATAPOINT_AUTHOR_LENGTH,
  MAX_DATAPOINT_FUTURE_MS,
  MAX_DATAPOINT_TEXT_LENGTH,
} from './channel.limits';
import { ChannelRepository } from './channel.repository';
import { ChannelDatasetSource } from './dto/channel.enums';
import type { ChannelImportRejectionModel, ChannelImportResultModel } from './dto/channel.model';

/** One row of an import, as sent. */
export interface ChannelImportRow {
  rowNumber: number;
  text: string;
  author?: string | null;
  rating?: number | null;
  sentiment?: TagSentiment | null;
  occurredAt?: Date | null;
}

/** What to import, and into which dataset (an existing one of the channel, or a new one). */
export interface ChannelImportRequest {
  channelId: string;
  datasetId?: string | null;
  datasetTitle?: string | null;
  source?: ChannelDatasetSource | null;
  rows: ChannelImportRow[];
}

interface AcceptedRow {
  id: string;
  text: string;
  author: string | null;
  rating: number | null;
  sentiment: TagSentiment | null;
  occurredAt: Date;
}

/**
 * Imports data points into a channel: rows of a CSV file (parsed and mapped in the browser) or
 * records another system sends. Each row is checked on its own; a refused row is reported with its
 * reason and changes nothing, the others are written in one transaction with one outbox event. An
 * import that would take the channel past its data point limit is refused whole.
 */
@Injectable()
export class ChannelImportService {
  constructor(private readonly plans: PlanGate) {}

  async import(scope: WorkspaceScope, request: ChannelImportRequest): Promise<ChannelImportResultModel> {
    const channelId = channelInput.id(request.channelId, channelErrors.notFound);
    const existingDatasetId = channelInput.optionalId(request.datasetId, channelErrors.datasetNotFound);
    if (existingDatasetId === null && !request.datasetTitle?.trim())
      throw channelErrors.datasetTitleRequired();
    const newTitle =
      existingDatasetId === null
        ? channelInput.title(
            request.datasetTitle ?? '',
            'Dataset title',
            MAX_CHANNEL_DATASET_TITLE_LENGTH,
            'datasetTitle',
          )
        : null;
    if (request.rows.length === 0) throw channelErrors.noRows();
    if (request.rows.length > MAX_CHANNEL_BATCH)
      throw channelErrors.tooManyRows(request.rows.length, MAX_CHANNEL_BATCH);

    const now = Date.now();
    const rejected: ChannelImportRejectionModel[] = [];
    const accepted: AcceptedRow[] = [];
    for (const row of request.rows) {
      const checked = checkRow(row, now);
      if ('field' in checked) rejected.push({ rowNumber: row.rowNumber, ...checked });
      else accepted.push(checked);
    }
    rejected.sort((a, b) => a.rowNumber - b.rowNumber);

    return scope.em.transactional(async (em) => {
      const repo = new ChannelRepository(em, scope.workspace.schemaName);
      // Locking the channel makes imports into it run one at a time, so none passes the limit.
      if (!(await repo.channelExists(channelId, 'update'))) throw channelErrors.notFound();
      const n = await repo.count('channel_datapoints', channelId);
      await this.plans.admit(scope.workspace.id, 'maxChannelDataPoints', n, accepted.length);
      if (n + accepted.length > MAX_DATAPOINTS_PER_CHANNEL)
        throw channelErrors.channelFull(
          MAX_DATAPOINTS_PER_CHANNEL,
          Math.max(0, MAX_DATAPOINTS_PER_CHANNEL - n),
          accepted.length,
        );
      let datasetId: string;
      if (existingDatasetId !== null) {
        if ((await repo.channelOf('channel_datasets', existingDatasetId)) !== channelId)
          throw channelErrors.datasetNotFound();
        datasetId = existingDatasetId;
      } else {
        datasetId = randomUUID();
        await repo.insertDataset({
          id: datasetId,
          channelId,
          title: newTitle,
          source: request.source ?? ChannelDatasetSource.CSV,
          createdBy: scope.accountId,
        });
        await recordEvent(em, CHANNEL_EVENTS.datasetCreated, scope.workspace.id, { channelId, datasetId });
      }
      if (accepted.length > 0) {
        await repo.insertDatapoints(channelId, datasetId, accepted, scope.accountId);
        await recordEvent(em, CHANNEL_EVENTS.datapointsImported, scope.workspace.id, {
          channelId,
          datasetId,
          datapointIds: accepted.map((r) => r.id),
        });
      }
      const [dataset] = await repo.datasets({ ids: [datasetId] });
      return { dataset, importedCount: accepted.length, rejected };
    });
  }
}

/** A row ready to insert, or why it is refused. */
function checkRow(row: ChannelImportRow, now: number): AcceptedRow | { field: string; reason: string } {
  const textProblemOf = textProblem(row.text, 'multi-line');
  if (textProblemOf) return { field: 'text', reason: `Text ${textProblemOf}` };
  const text = row.text.trim();
  if (text.length === 0) return { field: 'text', reason: 'Text cannot be empty.' };
  if (text.length > MAX_DATAPOINT_TEXT_LENGTH)
    return { field: 'text', reason: `Text can be at most ${MAX_DATAPOINT_TEXT_LENGTH} characters long.` };
  const author = row.author?.trim() || null;
  if (author !== null) {
    const problem = textProblem(author, 'single-line');
    if (problem) return { field: 'author', reason: `Author ${problem}` };
    if (author.length > MAX_DATAPOINT_AUTHOR_LENGTH)
      return {
        field: 'author',
        reason: `Author can be at most ${MAX_DATAPOINT_AUTHOR_LENGTH} characters long.`,
      };
  }
  const rating = row.rating ?? null;
  if (rating !== null && (!Number.isInteger(rating) || rating < 1 || rating > 5))
    return { field: 'rating', reason: 'Rating must be a whole number from 1 to 5.' };
  const occurredAt = row.occurredAt ?? new Date(now);
  if (Number.isNaN(occurredAt.getTime())) return { field: 'occurredAt', reason: 'The date is not valid.' };
  if (occurredAt.getTime() > now + MAX_DATAPOINT_FUTURE_MS)
    return { field: 'occurredAt', reason: 'The date can be at most one day in the future.' };
  return {
    id: randomUUID(),
    text,
    author,
    rating,
    sentiment: row.sentiment ?? sentimentOfRating(rating),
    occurredAt,
  };
}

/** Spec rule for a row without a sentiment: 1–2 stars negative, 3 mixed, 4–5 positive. */
function sentimentOfRating(rating: number | null): TagSentiment | null {
  if (rating === null) return null;
  if (rating <= 2) return TagSentiment.negative;
  return rating === 3 ? TagSentiment.mixed : TagSentiment.positive;
}
