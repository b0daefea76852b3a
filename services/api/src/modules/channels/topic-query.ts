import { AppError } from '@fieldnote/core';
import { SEARCH_LIMITS } from '../search';
import { channelErrors } from './channel.errors';
import type { ChannelRepository } from './channel.repository';

const WORD = /[\p{L}\p{N}]+/gu;

/**
 * A topic query as the search box takes one (spec 000 §5: at most 2000 characters and 60 words),
 * trimmed (the GraphQL boundary has already refused control characters in it); refused when PostgreSQL would find nothing to match in it (only words like "the").
 */
export async function checkTopicQuery(
  repo: ChannelRepository,
  value: string,
  field: string,
): Promise<string> {
  const query = value.trim();
  if (query.length === 0) throw channelErrors.topicQueryRequired(field);
  if (query.length > SEARCH_LIMITS.maxChars)
    throw channelErrors.tooLong("The topic's words", field, SEARCH_LIMITS.maxChars);
  if ((query.match(WORD) ?? []).length > SEARCH_LIMITS.maxWords)
    throw AppError.badInput(`A topic can have at most ${SEARCH_LIMITS.maxWords} words.`, { field });
  if ((await repo.queryNodeCount(query)) === 0) throw channelErrors.topicQueryTooCommon(field);
  return query;
}
