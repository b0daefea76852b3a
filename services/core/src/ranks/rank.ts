/** Spec 000 §9: rank gap 65536, default rank 0, minimum rank difference 2^-16. */
export const RANK_GAP = 65536;
export const DEFAULT_RANK = 0;
export const MIN_RANK_DIFFERENCE = 2 ** -16;

export interface RankPlacement {
  rank: number;
  /** True when neighbours are too close: the caller should rebalance the list (see `rebalancedRanks`). */
  needsRebalance: boolean;
}

/**
 * The rank for an item dropped between two neighbours (spec 000 §4: drag-reordering computes a
 * rank between neighbours). `before`/`after` are the neighbours' ranks, null at either end.
 */
export function rankBetween(before: number | null, after: number | null): RankPlacement {
  if (before === null && after === null) return { rank: DEFAULT_RANK, needsRebalance: false };
  if (before === null) return { rank: (after as number) - RANK_GAP, needsRebalance: false };
  if (after === null) return { rank: before + RANK_GAP, needsRebalance: false };
  if (after <= before) throw new RangeError(`rankBetween: ${after} is not after ${before}`);
  const rank = before + (after - before) / 2;
  return { rank, needsRebalance: after - before < 2 * MIN_RANK_DIFFERENCE };
}

/** Evenly spaced ranks for `count` items in their current order: 0, 65536, 131072, … */
export function rebalancedRanks(count: number): number[] {
  return Array.from({ length: count }, (_, i) => DEFAULT_RANK + i * RANK_GAP);
}
