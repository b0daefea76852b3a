import { Inject, Injectable } from '@nestjs/common';
import {
  type EmbeddingProvider,
  EmbeddingsUnavailableError,
  type Logger,
  type VectorStore,
} from '@fieldnote/core';
import { EMBEDDINGS, LOGGER, VECTORS, quoteSchema, uuidArray } from '@fieldnote/db';
import type { WorkspaceScope } from '../../context/workspace-access.service';
import type { RankedMatch } from './full-text-search.service';
import { SearchErrors } from './search.errors';
import { filterConditions } from './search-sql';
import type { SearchRequest } from './search-request';

/** How many passages a search by meaning reads from the vector store before filtering. */
export const VECTOR_CANDIDATES = 200;
/**
 * Below this cosine similarity a passage is not about the query: everything is somewhat near
 * everything in a vector space, and a search by meaning should not answer with the whole workspace.
 */
export const MIN_SIMILARITY = 0.25;

/**
 * VECTOR search: the query's embedding against the workspace's passage vectors; an item scores as
 * its best passage. The nearest candidates are then filtered by the request, in SQL, like full text.
 */
@Injectable()
export class VectorSearchService {
  constructor(
    @Inject(VECTORS) private readonly vectors: VectorStore,
    @Inject(EMBEDDINGS) private readonly embeddings: EmbeddingProvider,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  /** Every candidate that passes the filters, best first (at most VECTOR_CANDIDATES passages' items). */
  async candidates(scope: WorkspaceScope, request: SearchRequest): Promise<RankedMatch[]> {
    if (!request.query) return [];
    let vector: number[] | null;
    try {
      [vector] = await this.embeddings.embed([request.query.text]);
    } catch (err) {
      if (!(err instanceof EmbeddingsUnavailableError)) throw err;
      this.logger.warn({ err }, 'search by meaning: embeddings unavailable');
      throw SearchErrors.embeddingsUnavailable();
    }
    // A query of words the model does not know has no meaning to compare.
    if (!vector) return [];
    const matches = await this.vectors.search(
      { teamId: scope.workspace.id, region: scope.workspace.region },
      { vector, limit: VECTOR_CANDIDATES, filter: { model: this.embeddings.model } },
    );
    const best = new Map<string, number>();
    for (const match of matches) {
      const itemId = String(match.payload.item_id ?? '');
      if (itemId && !best.has(itemId) && match.score >= MIN_SIMILARITY) best.set(itemId, match.score);
    }
    if (best.size === 0) return [];
    const schema = quoteSchema(scope.workspace.schemaName);
    const filters = filterConditions(request, schema);
    const allowed = await scope.em
      .getConnection()
      .execute<{ id: string }[]>(
        `select s.id from ${schema}.search_items s where s.id = any(?::uuid[]) and ${filters.text}`,
        [uuidArray([...best.keys()]), ...filters.params],
      );
    const pass = new Set(allowed.map((row) => row.id));
    return [...best].filter(([id]) => pass.has(id)).map(([id, rank]) => ({ id, rank }));
  }
}
