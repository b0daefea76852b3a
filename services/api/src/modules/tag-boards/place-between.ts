import { rankBetween, rebalancedRanks } from '@fieldnote/core';

/**
 * Gives `moving` the rank halfway between `others[afterIndex]` and the item after it (spec 000 §9:
 * gap 65536, minimum difference 2^-16); `afterIndex` -1 means first place. `others` is in rank
 * order without `moving`. When the neighbours are too close (or tied), the whole list is given
 * evenly spaced ranks in its new order instead. Returns the items whose rank changed.
 */
export function placeBetween<T extends { rank: number }>(others: T[], moving: T, afterIndex: number): T[] {
  const before = afterIndex >= 0 ? others[afterIndex] : null;
  const after = others[afterIndex + 1] ?? null;
  const placement =
    before && after && after.rank <= before.rank
      ? { rank: 0, needsRebalance: true }
      : rankBetween(before?.rank ?? null, after?.rank ?? null);
  if (!placement.needsRebalance) {
    moving.rank = placement.rank;
    return [moving];
  }
  const ordered = [...others.slice(0, afterIndex + 1), moving, ...others.slice(afterIndex + 1)];
  rebalancedRanks(ordered.length).forEach((rank, i) => (ordered[i].rank = rank));
  return ordered;
}
