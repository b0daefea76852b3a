import type { ChannelDatapointRowInput, TagSentiment } from '../../../gql/graphql';
import { channelStrings } from '../strings';
import type { MappedDatapointRow } from './datapointColumnMapping';

/** A row refused before sending, worded like the server's own refusals. */
export interface RowRejection {
  rowNumber: number;
  field: string;
  reason: string;
}

const SENTIMENTS: Record<string, TagSentiment> = {
  positive: 'positive',
  pos: 'positive',
  negative: 'negative',
  neg: 'negative',
  mixed: 'mixed',
  neutral: 'mixed',
};

/**
 * A mapped row as the import mutation takes it, or why it cannot be sent: a rating that is no whole
 * number, a sentiment other than positive, negative or mixed, a date no browser reads. Everything
 * else (lengths, rating range, dates in the future) the server checks and reports.
 */
export function datapointRowInput(row: MappedDatapointRow): ChannelDatapointRowInput | RowRejection {
  const { rowNumber, values } = row;
  let rating: number | null = null;
  if (values.rating !== null) {
    if (!/^[+-]?\d+(\.0+)?$/.test(values.rating))
      return { rowNumber, field: 'rating', reason: channelStrings.badRating(values.rating) };
    rating = Number.parseInt(values.rating, 10);
  }
  let sentiment: TagSentiment | null = null;
  if (values.sentiment !== null) {
    sentiment = SENTIMENTS[values.sentiment.toLowerCase()] ?? null;
    if (!sentiment)
      return { rowNumber, field: 'sentiment', reason: channelStrings.badSentiment(values.sentiment) };
  }
  let occurredAt: string | null = null;
  if (values.occurredAt !== null) {
    // A bare day is read as that day in UTC, as the volume chart buckets in UTC.
    const date = new Date(
      /^\d{4}-\d{2}-\d{2}$/.test(values.occurredAt) ? `${values.occurredAt}T00:00:00Z` : values.occurredAt,
    );
    if (Number.isNaN(date.getTime()))
      return { rowNumber, field: 'occurredAt', reason: channelStrings.badDate(values.occurredAt) };
    occurredAt = date.toISOString();
  }
  return { rowNumber, text: values.text ?? '', author: values.author, rating, sentiment, occurredAt };
}

/** Whether a converted row was refused. */
export function isRowRejection(value: ChannelDatapointRowInput | RowRejection): value is RowRejection {
  return 'reason' in value;
}
