import { Injectable } from '@nestjs/common';
import { distance } from 'fastest-levenshtein';
import type { WorkspaceScope } from '../../context/workspace-access.service';
import type { SearchRequest } from './search-request';
import { SearchItemsRepository } from './search-items.repository';

/** Words of the workspace with how many items use them. */
type Vocabulary = Map<string, number>;

/** The vocabulary is read from the most recently changed items, and kept a while. */
const SAMPLE_ITEMS = 20_000;
const VOCABULARY_TTL_MS = 10 * 60_000;
/** How old the words may be when a search finds nothing before they are read again. */
const MISS_REFRESH_MS = 5_000;
const MAX_WORDS = 50_000;

/**
 * "Did you mean" from the workspace's own words: a query word the workspace never uses is replaced
 * by the most used word within one edit (two for words of eight letters or more), if there is one.
 * The vocabulary is built in the background the first time a workspace asks and refreshed after ten
 * minutes, so a search never waits for it.
 */
@Injectable()
export class SuggestedQueryService {
  private readonly vocabularies = new Map<string, { words: Vocabulary; readAt: number }>();
  private readonly loading = new Map<string, Promise<void>>();

  constructor(private readonly rows: SearchItemsRepository) {}

  async suggest(scope: WorkspaceScope, request: SearchRequest, total: number): Promise<string | null> {
    if (!request.query) return null;
    const vocabulary = await this.vocabulary(scope, total === 0);
    if (!vocabulary) return null;
    let changed = false;
    let suggestion = request.query.text;
    const words = [...request.query.words, ...request.query.phrases.flat()];
    for (const word of words) {
      const lower = word.toLowerCase();
      if (lower.length < 3 || vocabulary.has(lower) || /\d/.test(lower)) continue;
      const replacement = closest(lower, vocabulary);
      if (!replacement) continue;
      suggestion = suggestion.replace(
        new RegExp(`(?<![\\p{L}\\p{N}])${escape(word)}(?![\\p{L}\\p{N}])`, 'u'),
        replacement,
      );
      changed = true;
    }
    return changed && suggestion !== request.query.text ? suggestion : null;
  }

  /** The cached vocabulary; when `wait` (a search that found nothing), a read under way is awaited. */
  private async vocabulary(scope: WorkspaceScope, wait: boolean): Promise<Vocabulary | null> {
    const key = scope.workspace.id;
    const cached = this.vocabularies.get(key);
    const age = cached ? Date.now() - cached.readAt : Infinity;
    // A search that found nothing is when a new word matters most: it reads the words again if they
    // are more than a few seconds old, and waits for them.
    if (age > VOCABULARY_TTL_MS || (wait && age > MISS_REFRESH_MS)) {
      if (!this.loading.has(key)) {
        const load = this.read(scope)
          .then((words) => void this.vocabularies.set(key, { words, readAt: Date.now() }))
          .catch(() => undefined)
          .finally(() => this.loading.delete(key));
        this.loading.set(key, load);
      }
      if (wait) await this.loading.get(key);
    }
    return this.vocabularies.get(key)?.words ?? null;
  }

  private async read(scope: WorkspaceScope): Promise<Vocabulary> {
    // One vocabulary serves every member, so words of private projects never enter it.
    const rows = await this.rows.vocabulary(
      scope.em.fork(),
      scope.workspace.schemaName,
      SAMPLE_ITEMS,
      MAX_WORDS,
    );
    return new Map(rows.map((row) => [row.word, Number(row.ndoc)]));
  }
}

function closest(word: string, vocabulary: Vocabulary): string | null {
  const allowed = word.length >= 8 ? 2 : 1;
  let best: string | null = null;
  let bestScore = -1;
  for (const [candidate, count] of vocabulary) {
    if (Math.abs(candidate.length - word.length) > allowed) continue;
    const d = distance(word, candidate);
    if (d === 0 || d > allowed) continue;
    // Fewer edits first, then the more common word.
    const score = (allowed - d + 1) * 1_000_000 + count;
    if (score > bestScore) {
      best = candidate;
      bestScore = score;
    }
  }
  return best;
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
