import { Injectable } from '@nestjs/common';
import { quoteSchema } from '@fieldnote/db';
import type { WorkspaceScope } from '../../context/workspace-access.service';
import { filterConditions, orderBy, tsQuery } from './search-sql';
import type { SearchRequest } from './search-request';

/** One ranked match: its id and, with a query, its relevance. */
export interface RankedMatch {
  id: string;
  rank: number;
}

export interface MatchPage {
  matches: RankedMatch[];
  total: number;
}

/**
 * FULL_TEXT search: PostgreSQL text search over the workspace's `search_items` (GIN index on the
 * weighted title/content vector), filtered by the request, ranked by ts_rank (title words weigh
 * more; long texts are normalised by length) or ordered by date.
 */
@Injectable()
export class FullTextSearchService {
  async page(
    scope: WorkspaceScope,
    request: SearchRequest,
    window?: { limit: number; offset: number },
  ): Promise<MatchPage> {
    const schema = quoteSchema(scope.workspace.schemaName);
    const filters = filterConditions(request, schema);
    const query = request.query ? tsQuery(request.query) : null;
    const vector = request.query?.titleOnly ? 's.title_document' : 's.document';
    const limit = window?.limit ?? request.limit;
    const offset = window?.offset ?? request.offset;
    const rank = query ? `ts_rank(${vector}, q.query, 1)` : '0';
    const sql = `select s.id, ${rank} as rank, count(*) over () as total
      from ${schema}.search_items s${query ? `, (select ${query.text} as query) q` : ''}
      where ${query ? `${vector} @@ q.query and ` : ''}${filters.text}
      order by ${orderBy(request, query !== null)}
      limit ? offset ?`;
    const rows = await scope.em
      .getConnection()
      .execute<{ id: string; rank: number; total: string }[]>(sql, [
        ...(query?.params ?? []),
        ...filters.params,
        limit,
        offset,
      ]);
    // An empty page (past the end, or limit 0 to count only) carries no row with the total.
    const total = rows[0]
      ? Number(rows[0].total)
      : offset > 0 || limit === 0
        ? await this.count(scope, request)
        : 0;
    return { matches: rows.map((row) => ({ id: row.id, rank: Number(row.rank) })), total };
  }

  /** The number of matches, for a page past the end (which has no row to carry it). */
  private async count(scope: WorkspaceScope, request: SearchRequest): Promise<number> {
    const schema = quoteSchema(scope.workspace.schemaName);
    const filters = filterConditions(request, schema);
    const query = request.query ? tsQuery(request.query) : null;
    const vector = request.query?.titleOnly ? 's.title_document' : 's.document';
    const [row] = await scope.em.getConnection().execute<{ total: string }[]>(
      `select count(*) as total from ${schema}.search_items s${query ? `, (select ${query.text} as query) q` : ''}
         where ${query ? `${vector} @@ q.query and ` : ''}${filters.text}`,
      [...(query?.params ?? []), ...filters.params],
    );
    return Number(row?.total ?? 0);
  }
}
