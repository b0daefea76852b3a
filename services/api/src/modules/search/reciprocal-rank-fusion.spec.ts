import { reciprocalRankFusion } from './reciprocal-rank-fusion';

const list = (...ids: string[]) => ids.map((id) => ({ id, rank: 0 }));

describe('reciprocalRankFusion', () => {
  it('should put first what both lists rank high, with k = 60', () => {
    const fused = reciprocalRankFusion([list('a', 'b', 'c'), list('c', 'a', 'd')]);
    expect(fused.map((m) => m.id)).toEqual(['a', 'c', 'b', 'd']);
    expect(fused[0].rank).toBeCloseTo(1 / 61 + 1 / 62, 10);
    expect(fused[3].rank).toBeCloseTo(1 / 63, 10);
  });

  it('should keep one list as it is', () => {
    expect(reciprocalRankFusion([list('x', 'y')]).map((m) => m.id)).toEqual(['x', 'y']);
  });
});
