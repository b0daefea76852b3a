import { Injectable } from '@nestjs/common';
import type { WorkspaceScope } from '../../context/workspace-access.service';
import { type IndexSpan, type RecentMatch, FullTextSearchRepository } from './full-text-search.repository';
import { keptAMinute } from './kept-a-minute';
import { DAY_MS, dayOf } from './recency-buckets';
import { type Sql, exactPrefixQuery, recencyKeysQuery, tsQuery } from './search-query.builder';
import type { ParsedQuery, SearchRequest } from './search-request';

/**
 * A prefix beginning more lexemes than this is matched as a prefix, not through the lexeme list:
 * a tsquery of hundreds of alternatives costs more than GIN gathering them (a one-letter prefix).
 */
const MAX_PREFIX_LEXEMES = 64;

/** A stretch whose matches were too few grows to what their density says is enough, plus this. */
const SPAN_MARGIN = 1.25;

/**
 * How many days the last window of the same search and filters took, for a minute: the next
 * search starts with that stretch (one statement where it took two or three), as the same words
 * are asked again while a member pages, types or reloads.
 */
const spans = keptAMinute<{ days: number }>();

/**
 * The newest matches of a search read from the text index a stretch of days at a time: the index
 * intersects the query's words with the stretch's days (`search_keys`, Migration20261203090000), so
 * a common word costs what its matches in those days cost, not a test of every item of them.
 */
@Injectable()
export class RecentMatchesService {
  constructor(private readonly search: FullTextSearchRepository) {}

  /**
   * The newest `wanted` matches of a search (fewer if there are no more), newest first. The first
   * stretch is the newest day; the next one covers what the matches found so far per day say is
   * missing (at least twice the last).
   *
   * Null when the query cannot be looked up exactly in the index: searched in titles only (their own
   * index has no days), or its last word a prefix of very many lexemes; the caller then walks.
   */
  async newest(
    scope: WorkspaceScope,
    request: SearchRequest & { query: ParsedQuery },
    wanted: number,
  ): Promise<RecentMatch[] | null> {
    if (request.query.titleOnly) return null;
    const schemaName = scope.workspace.schemaName;
    const { exact, span } = await this.exactQuery(scope, request.query);
    if (exact === null) return null;
    if (exact === 'nothing' || !span.newest || !span.oldest) return [];
    const oldest = dayOf(new Date(span.oldest));
    const filters = this.search.filters(schemaName, request);
    const ranked = tsQuery(request.query);
    const found: RecentMatch[] = [];
    const newest = dayOf(new Date(span.newest));
    const key = JSON.stringify([schemaName, exact, filters, request.types, wanted]);
    let to = newest;
    let days = spans.get(key)?.days ?? 1;
    for (;;) {
      const from = Math.max(oldest, to - days + 1);
      const limit = wanted - found.length;
      const keys = recencyKeysQuery(from, to, request.types);
      found.push(
        ...(await this.search.newestMatchesByKeys(
          scope.em,
          schemaName,
          { exact, ranked, filters },
          keys,
          limit,
        )),
      );
      if (found.length >= wanted || from === oldest) {
        spans.set(key, { days: newest - from + 1 });
        return found;
      }
      // In days from the stretch's start to the newest change: the newest day is only partly over
      // (counted whole, at noon it halved the density and the next stretch read twice what it needed).
      const covered = (new Date(span.newest).getTime() - from * DAY_MS) / DAY_MS;
      const perDay = found.length / covered;
      const needed = perDay > 0 ? Math.ceil(((wanted - found.length) / perDay) * SPAN_MARGIN) : 0;
      days = Math.max(days * 2, needed);
      to = from - 1;
    }
  }

  /**
   * The query with its last word's prefix replaced by the lexemes of the index it begins
   * (`search_lexemes`): the same matches, each looked up exactly. 'nothing' when no lexeme begins so;
   * null when too many do. With the span of the index's dates, asked in the same statement.
   */
  private async exactQuery(
    scope: WorkspaceScope,
    query: ParsedQuery,
  ): Promise<{ exact: Sql | 'nothing' | null; span: IndexSpan }> {
    const schemaName = scope.workspace.schemaName;
    if (!query.prefixLast)
      return { exact: tsQuery(query), span: await this.search.indexSpan(scope.em, schemaName) };
    const row = await this.search.prefixLexemes(scope.em, schemaName, query, MAX_PREFIX_LEXEMES + 1);
    const span = { newest: row.newest, oldest: row.oldest };
    // A stop word ("the") or a word of several lexemes: matched as before.
    if (!row.prefix || row.lexemes.length > MAX_PREFIX_LEXEMES) return { exact: null, span };
    if (row.lexemes.length === 0) return { exact: 'nothing', span };
    return { exact: exactPrefixQuery(query, row.lexemes), span };
  }
}
