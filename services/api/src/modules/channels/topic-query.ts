import { AppError } from '@fieldnote/core';
import { SEARCH_LIMITS } from '../search';
import { channelErrors } from './channel.errors';
import type { ChannelRepository } from './channel.repository';

const WORD = /[\p{L}\p{N}]+/gu;

/**
 * The SQL test of a data point (alias `p`) against a topic query bound as the next parameter: web
 * search syntax ("quoted phrases", `or`, -word) with English stemming, as the search page's words.
 */
export const MATCHES_TOPIC_QUERY = `p.text_search @@ websearch_to_tsquery('english', ?)`;

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
  const [{ nodes }] = await repo.rows<{ nodes: number }>(
    `select numnode(websearch_to_tsquery('english', ?)) as nodes`,
    [query],
  );
  if (nodes === 0) throw channelErrors.topicQueryTooCommon(field);
  return query;
}
