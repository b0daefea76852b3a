import { RANK_GAP, rankBetween, rebalancedRanks } from '@fieldnote/core';

/** A card of a column: its id and its rank in the view (null: never ranked). */
export interface RankedCard {
  id: string;
  rank: number | null;
}

/**
 * The ranks to write for `objectId` placed after `column[index]` (-1: first): one rank between the
 * neighbours when both are ranked and far enough apart, else the whole column in its new order.
 */
export function placeInColumn(column: RankedCard[], objectId: string, index: number): Map<string, number> {
  const before = index >= 0 ? column[index] : null;
  const after = column[index + 1] ?? null;
  const ranked = (p: RankedCard | null) => p === null || p.rank !== null;
  if (ranked(before) && ranked(after)) {
    const b = before?.rank ?? null;
    const a = after?.rank ?? null;
    // With neither neighbour, the first rank; past the last ranked one, a gap further.
    const placement =
      b !== null && a !== null && a <= b
        ? { rank: 0, needsRebalance: true }
        : b === null && a === null
          ? { rank: 0, needsRebalance: false }
          : a === null
            ? { rank: (b as number) + RANK_GAP, needsRebalance: false }
            : rankBetween(b, a);
    if (!placement.needsRebalance) return new Map([[objectId, placement.rank]]);
  }
  const ordered = [
    ...column.slice(0, index + 1).map((p) => p.id),
    objectId,
    ...column.slice(index + 1).map((p) => p.id),
  ];
  const ranks = rebalancedRanks(ordered.length);
  return new Map(ordered.map((id, i) => [id, ranks[i]]));
}
