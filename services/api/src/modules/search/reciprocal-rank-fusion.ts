import type { RankedMatch } from './full-text-search.service';

/** The constant of reciprocal rank fusion (Cormack, Clarke and Büttcher, 2009). */
export const RRF_K = 60;

/**
 * Fuses ranked lists: an item scores the sum of 1 / (k + rank) over the lists it is in (rank from
 * 1), so what both methods place high comes first, without comparing their incomparable scores.
 */
export function reciprocalRankFusion(lists: RankedMatch[][], k = RRF_K): RankedMatch[] {
  const scores = new Map<string, number>();
  for (const list of lists) {
    list.forEach((match, index) => scores.set(match.id, (scores.get(match.id) ?? 0) + 1 / (k + index + 1)));
  }
  return [...scores]
    .map(([id, rank]) => ({ id, rank }))
    .sort((a, b) => b.rank - a.rank || a.id.localeCompare(b.id));
}
