import { Injectable } from '@nestjs/common';
import type { WorkspaceScope } from '../../context/workspace-access.service';
import { SearchSortBy } from './dto/search.enums';
import type { Sql } from './search-query.builder';
import { FullTextSearchRepository, type WalkFrom, type WindowRow } from './full-text-search.repository';
import { keptAMinute } from './kept-a-minute';
import { RecentMatchesService } from './recent-matches.service';
import type { ParsedQuery, SearchRequest } from './search-request';

/** One ranked match: its id and, with a query, its relevance. */
export interface RankedMatch {
  id: string;
  rank: number;
}

export interface MatchPage {
  matches: RankedMatch[];
  total: number;
  /** The total is estimated: a relevance search found more matches than it ranks (RANK_WINDOW). */
  totalIsEstimate: boolean;
}

/**
 * How many matches a relevance search ranks: the newest this many. A query matching more (a common
 * word among a million items) ranks these and estimates its total instead of reading every match:
 * ranking and counting 60,000 matches reads every one of them from the table (about 400 ms), while
 * the newest 1,000 are found from the text index a few days at a time (RecentMatchesService, 2 to 5 ms),
 * or by walking the date index until they are (about 20 ms). It equals the search page's own window
 * (the web app loads at most 1,000 results).
 */
export const RANK_WINDOW = 1000;

/**
 * How many of the newest items (passing the filters) the date-ordered walk reads at most looking for
 * the window's matches: enough when one item in twenty matches; rarer words go by the text index.
 * The walk serves what RecentMatchesService cannot: searches in titles, and prefixes of very many words.
 */
export const RANK_WALK = 20_000;

/**
 * How many more items a walk may read when its first RANK_WALK items held matches, but too few: it
 * goes on where it stopped if, at the density it found, this many items are expected to hold the
 * rest of the window. The text index would read every match instead, and a word matching 1.5 to 5 %
 * of a million items has 15,000 to 50,000 of them; this many items cost about what 15,000 matches do.
 */
export const RANK_WALK_MORE = 60_000;

/**
 * How many of the newest items are read to learn the share passing a search's filters, where the
 * items newer than a window's oldest match are too many to count (`passedNewer`).
 */
export const NEWER_SAMPLE = 2000;

/** The items newer than a window's oldest match are counted up to this many (`newerItems`). */
const NEWER_COUNTED = 100_000;

/** A walk's continuation reads this much more than the density it found predicts (the density varies). */
const WALK_MARGIN = 1.25;

/**
 * In a search table of fewer items than this (PostgreSQL's statistics), the items passing a search's
 * filters are counted exactly: reading the whole table is cheap at that size. A larger one is
 * estimated by the planner, as counting would read the whole table (56 ms at 200,000 items).
 */
export const COUNT_IN_TABLES_BELOW = 50_000;

/**
 * PostgreSQL's estimates behind an estimated total. Both come from the table's statistics, which
 * change only when it is analysed, and asking costs two statements per search (planning the filters
 * alone took about 1 ms): they are kept a minute per workspace and filter set.
 */
interface PlanEstimate {
  /** Items passing the filters. */
  planned: number;
  /** Items in the table (reltuples: -1 before its first analysis). */
  tableItems: number;
}

/** The oldest match of the ranked window, in newest-first order (updated_at, then id). */
interface Boundary {
  at: string;
  id: string;
  /** How many items passing the filters are newer or it (the walk counts them), when known. */
  passedFilters: number | null;
}

/** A match of the window: its rank and when it changed, as PostgreSQL prints it (a Date drops microseconds). */
type WalkEnd = WalkFrom;

interface Walked {
  matches: WindowRow[];
  /**
   * The last item read, when the walk read as many as it might with too few matches (older items
   * may hold more); null when nothing older is needed: it found all it wanted, or read every item.
   */
  end: WalkEnd | null;
}

/**
 * FULL_TEXT search: PostgreSQL text search over the workspace's `search_items` (GIN index on the
 * weighted title/content vector), filtered by the request, ranked by ts_rank (title words weigh
 * more; long texts are normalised by length) or ordered by date.
 */
@Injectable()
export class FullTextSearchService {
  /** The number of newest matches a relevance search ranks; a test makes it small. */
  rankWindow = RANK_WINDOW;
  /** How many items the date-ordered walk reads at most; a test makes it small. */
  rankWalk = RANK_WALK;
  /** How many more items a walk may go on for (RANK_WALK_MORE); a test changes it. */
  rankWalkMore = RANK_WALK_MORE;
  /** The window comes from the text index a stretch of days at a time where it can; a test walks instead. */
  byDays = true;
  /** Tables this small are counted, not estimated (COUNT_IN_TABLES_BELOW); a test estimates them. */
  countInTablesBelow = COUNT_IN_TABLES_BELOW;
  /** The newest items read for the share passing the filters (NEWER_SAMPLE); a test makes it small. */
  newerSample = NEWER_SAMPLE;

  /** Estimates by schema and filters. */
  private readonly planEstimates = keptAMinute<PlanEstimate>();
  /** Items passing the filters down to a boundary, by schema, filters and boundary (`passedNewer`). */
  private readonly newerEstimates = keptAMinute<{ passed: number }>();

  constructor(
    private readonly search: FullTextSearchRepository,
    private readonly recent: RecentMatchesService,
  ) {}

  async page(
    scope: WorkspaceScope,
    request: SearchRequest,
    window?: { limit: number; offset: number },
  ): Promise<MatchPage> {
    const limit = window?.limit ?? request.limit;
    const offset = window?.offset ?? request.offset;
    if (request.query && request.sort.by === SearchSortBy.RELEVANCE && limit > 0)
      return this.rankedPage(scope, request, limit, offset);
    const schemaName = scope.workspace.schemaName;
    const rows = await this.search.page(scope.em, schemaName, request, limit, offset);
    // An empty page (past the end, or limit 0 to count only) carries no row with the total.
    const total = rows[0]
      ? Number(rows[0].total)
      : offset > 0 || limit === 0
        ? await this.count(scope, request)
        : 0;
    return {
      matches: rows.map((row) => ({ id: row.id, rank: Number(row.rank) })),
      total,
      totalIsEstimate: false,
    };
  }

  /**
   * A page by relevance. The newest `rankWindow` matches are ranked. They are found from the text
   * index a stretch of days at a time (`newestWindow`), else by walking the items newest first (the
   * date index) while at most RANK_WALK of them give enough matches, else by PostgreSQL's own plan
   * (the text index, for rarer words). When the window holds every match,
   * the page and the total are exact, as they always were. When there are more, the order is: the
   * window by relevance, then the older matches by relevance (deep pages only, read then), and the
   * total is estimated from how densely the window's stretch of the index matched.
   */
  private async rankedPage(
    scope: WorkspaceScope,
    request: SearchRequest,
    limit: number,
    offset: number,
  ): Promise<MatchPage> {
    const size = this.rankWindow;
    // Newest first, at most size + 1: one more than the window says there are more.
    const newest = await this.newestWindow(scope, request);
    const ranked = newest
      .slice(0, size)
      .map((row, recency) => ({ id: row.id, rank: Number(row.rank), recency }))
      // As the SQL order: rank, then newest first (the rows' order, by updated_at then id).
      .sort((a, b) => b.rank - a.rank || a.recency - b.recency)
      .map(({ id, rank }) => ({ id, rank }));
    const fromWindow = ranked.slice(offset, offset + limit);
    if (newest.length <= size) return { matches: fromWindow, total: newest.length, totalIsEstimate: false };
    const oldest = newest[size - 1];
    return this.beyondWindow(
      scope,
      request,
      {
        at: oldest.updated_at,
        id: oldest.id,
        passedFilters: oldest.position ?? null,
      },
      fromWindow,
      limit,
      offset,
    );
  }

  /**
   * The newest rankWindow + 1 matches, newest first: from the text index a stretch of days at a
   * time (RecentMatchesService), or, for a query it cannot look up exactly, by walking the newest items.
   */
  private async newestWindow(scope: WorkspaceScope, request: SearchRequest): Promise<WindowRow[]> {
    const wanted = this.rankWindow + 1;
    const recent = this.byDays
      ? await this.recent.newest(scope, request as SearchRequest & { query: ParsedQuery }, wanted)
      : null;
    if (recent) return recent;
    const walk = await this.walkFar(scope, request);
    return walk.matches.length >= wanted || walk.end === null
      ? walk.matches
      : this.newestMatches(scope, request);
  }

  /**
   * The walk (see `walk`), gone on where it stopped when its matches were too few but dense enough
   * that at most `rankWalkMore` further items should hold the rest of the window: cheaper than the
   * text index reading every match of a word in a few per cent of the items. Too sparse (a rarer
   * word), or still short after going on, and the text index is asked.
   */
  private async walkFar(scope: WorkspaceScope, request: SearchRequest): Promise<Walked> {
    const first = await this.walk(scope, request, null, this.rankWalk);
    const found = first.matches.length;
    if (found > this.rankWindow || first.end === null || found === 0) return first;
    const density = found / first.end.position;
    const more = Math.ceil(((this.rankWindow + 1 - found) / density) * WALK_MARGIN);
    if (more > this.rankWalkMore) return first;
    const rest = await this.walk(scope, request, first.end, more, this.rankWindow + 1 - found);
    return { matches: [...first.matches, ...rest.matches], end: rest.end };
  }

  /**
   * The newest matches among `length` items passing the filters (the newest, or those after `from`),
   * read in date order and stopped as soon as `wanted` match (a common word), newest first,
   * with their rank and position (counted from the newest item). `end` null: the walk found `wanted`
   * matches, or read every item passing the filters (a small workspace), so its matches are all of
   * them; otherwise it is the last item read, and fewer matches than enough say nothing about older
   * items. The outer limit keeps the first rows in the walk's order: PostgreSQL filters a subquery's
   * rows as they come, so it stops reading at the last one needed. The walk's last item comes out
   * too, as the marker of its end.
   */
  private async walk(
    scope: WorkspaceScope,
    request: SearchRequest,
    from: WalkEnd | null,
    length: number,
    wanted = this.rankWindow + 1,
  ): Promise<Walked> {
    const rows = await this.search.walk(scope.em, scope.workspace.schemaName, request, from, length, wanted);
    const before = from?.position ?? 0;
    const read = rows.map((row) => ({ ...row, position: before + Number(row.position) }));
    const matches = read.filter((row) => row.hit).slice(0, wanted);
    const last = read.find((row) => row.position === before + length);
    const end = last ? { at: last.updated_at, id: last.id, position: last.position } : null;
    // Enough matches before the last item: the walk stopped there, and older items are not needed.
    return { matches, end: matches.length === wanted ? null : end };
  }

  /** The newest matches by PostgreSQL's own plan (the text index for rare words), at most rankWindow + 1. */
  private async newestMatches(scope: WorkspaceScope, request: SearchRequest): Promise<WindowRow[]> {
    return this.search.newestMatches(scope.em, scope.workspace.schemaName, request, this.rankWindow + 1);
  }

  /** A page of a search with more matches than the window: the window's part, then older matches. */
  private async beyondWindow(
    scope: WorkspaceScope,
    request: SearchRequest,
    boundary: Boundary,
    fromWindow: RankedMatch[],
    limit: number,
    offset: number,
  ): Promise<MatchPage> {
    const size = this.rankWindow;
    const [older, total] = await Promise.all([
      fromWindow.length < limit
        ? this.older(scope, request, boundary, limit - fromWindow.length, Math.max(0, offset - size))
        : Promise.resolve([]),
      this.estimateTotal(scope, request, boundary),
    ]);
    return { matches: [...fromWindow, ...older], total, totalIsEstimate: true };
  }

  /** Matches older than the window (after `boundary` in newest-first order), by relevance. */
  private async older(
    scope: WorkspaceScope,
    request: SearchRequest,
    boundary: Boundary,
    limit: number,
    offset: number,
  ): Promise<RankedMatch[]> {
    const rows = await this.search.older(
      scope.em,
      scope.workspace.schemaName,
      request,
      boundary,
      limit,
      offset,
    );
    return rows.map((row) => ({ id: row.id, rank: Number(row.rank) }));
  }

  /**
   * The estimated number of matches of a search whose newest RANK_WINDOW matches end at `boundary`:
   * the window's share of the items passing the filters from the newest down to it, applied to all
   * the items passing the filters (PostgreSQL's estimate of those, which its statistics make close).
   * Never below what is known to match.
   */
  private async estimateTotal(
    scope: WorkspaceScope,
    request: SearchRequest,
    boundary: Boundary,
  ): Promise<number> {
    const schemaName = scope.workspace.schemaName;
    const filters = this.search.filters(schemaName, request);
    const { planned, tableItems } = await this.planEstimate(scope, filters);
    const passedFilters =
      boundary.passedFilters ?? (await this.passedNewer(scope, filters, boundary, tableItems));
    const scanned = Math.max(1, passedFilters);
    // A small table is counted: cheap, and right where statistics are not yet (a young workspace's
    // table, never analysed (reltuples -1), is estimated at a handful of rows).
    const passing = Math.max(
      scanned,
      tableItems < this.countInTablesBelow
        ? await this.search.countPassing(scope.em, schemaName, filters)
        : planned,
    );
    return Math.max(this.rankWindow + 1, Math.round((this.rankWindow * passing) / scanned));
  }

  /**
   * The items passing the filters from the newest down to `boundary`, when no walk counted them:
   * counted in a small table, or where they are few; else the share passing among the newest
   * NEWER_SAMPLE of them, times the number of them all (`newerItems`). PostgreSQL's estimate of
   * those passing, asked with the filters, takes them as independent of the date, and a filter on
   * the creation date, which goes with it, made a total twice what it was. Kept a minute per
   * boundary, as PostgreSQL's estimates are.
   */
  private async passedNewer(
    scope: WorkspaceScope,
    filters: Sql,
    boundary: Boundary,
    tableItems: number,
  ): Promise<number> {
    const key = `${scope.workspace.schemaName}\u0000${filters.text}\u0000${JSON.stringify(filters.params)}\u0000${boundary.at}\u0000${boundary.id}`;
    const kept = this.newerEstimates.get(key);
    if (kept) return kept.passed;
    const small = tableItems < this.countInTablesBelow;
    const { read, passed } = await this.search.newerPassing(
      scope.em,
      scope.workspace.schemaName,
      filters,
      boundary,
      small ? null : this.newerSample,
    );
    const estimate =
      small || read < this.newerSample
        ? passed
        : Math.round((passed / read) * (await this.newerItems(scope, boundary)));
    this.newerEstimates.set(key, { passed: estimate });
    return estimate;
  }

  /**
   * The items newer than a boundary, whatever they are: counted from the date index alone (an
   * index-only scan, about 2 ms for 20,000 items), up to NEWER_COUNTED; beyond, PostgreSQL's
   * estimate. Its histogram's estimate was 10 to 15 % off for the newest 2 % of a million items.
   */
  private async newerItems(scope: WorkspaceScope, boundary: Boundary): Promise<number> {
    const counted = await this.search.countNewer(
      scope.em,
      scope.workspace.schemaName,
      boundary,
      NEWER_COUNTED,
    );
    if (counted < NEWER_COUNTED) return counted;
    const { planned } = await this.planEstimate(scope, this.search.updatedSince(boundary.at));
    return Math.max(NEWER_COUNTED, planned);
  }

  /** PostgreSQL's estimates of the items passing `filters` and in the table, kept a minute. */
  private async planEstimate(scope: WorkspaceScope, filters: Sql): Promise<PlanEstimate> {
    const key = `${scope.workspace.schemaName}\u0000${filters.text}\u0000${JSON.stringify(filters.params)}`;
    const kept = this.planEstimates.get(key);
    if (kept) return kept;
    const estimate = await this.search.plan(scope.em, scope.workspace.schemaName, filters);
    this.planEstimates.set(key, estimate);
    return estimate;
  }

  /** Whether anything matches the request: the first match found, never a count of them all. */
  hasMatches(scope: WorkspaceScope, request: SearchRequest): Promise<boolean> {
    return this.search.hasMatches(scope.em, scope.workspace.schemaName, request);
  }

  /** The number of matches, for a page past the end (which has no row to carry it). */
  private count(scope: WorkspaceScope, request: SearchRequest): Promise<number> {
    return this.search.count(scope.em, scope.workspace.schemaName, request);
  }
}
