import { DEFAULT_RANK, MIN_RANK_DIFFERENCE, RANK_GAP, rankBetween, rebalancedRanks } from './rank';

describe('rankBetween', () => {
  it('should give the default rank when the list is empty', () => {
    expect(rankBetween(null, null)).toEqual({ rank: DEFAULT_RANK, needsRebalance: false });
  });

  it('should step one gap when dropped at either end', () => {
    expect(rankBetween(null, 0).rank).toBe(-RANK_GAP);
    expect(rankBetween(RANK_GAP, null).rank).toBe(2 * RANK_GAP);
  });

  it('should take the midpoint when dropped between neighbours', () => {
    expect(rankBetween(0, RANK_GAP)).toEqual({ rank: RANK_GAP / 2, needsRebalance: false });
  });

  it('should ask for a rebalance when neighbours come closer than the minimum difference', () => {
    let after = RANK_GAP;
    let placement = rankBetween(0, after);
    while (!placement.needsRebalance) {
      after = placement.rank;
      placement = rankBetween(0, after);
    }
    expect(after).toBeLessThan(2 * MIN_RANK_DIFFERENCE);
    expect(placement.rank).toBeGreaterThan(0);
  });

  it('should reject when the neighbours are out of order', () => {
    expect(() => rankBetween(5, 5)).toThrow(RangeError);
  });

  it('should space ranks one gap apart when rebalancing', () => {
    expect(rebalancedRanks(3)).toEqual([0, RANK_GAP, 2 * RANK_GAP]);
  });
});
