import {
  MAX_CLUSTERS,
  MIN_THEME_INPUTS,
  THEME_AMOUNT_COUNTS,
  THEME_AMOUNT_LABELS,
  THEME_STRICTNESS_LABELS,
  THEME_STRICTNESS_VALUES,
  ThemeAmount,
  ThemeStrictness,
  clusterCount,
  minClusterSize,
} from './clustering-rules';

describe('spec 000 §9 clustering of highlights', () => {
  it('should use a minimum cluster size of 2 for inputs of 20 or fewer and 3 above', () => {
    expect(minClusterSize(4)).toBe(2);
    expect(minClusterSize(20)).toBe(2);
    expect(minClusterSize(21)).toBe(3);
    expect(minClusterSize(5000)).toBe(3);
  });

  it('should cap the cluster count at 50', () => {
    expect(MAX_CLUSTERS).toBe(50);
    expect(clusterCount(5000, 25)).toBe(25);
    expect(clusterCount(5000, 80)).toBe(50);
  });

  it('should keep the cluster count at least 2 below the number of inputs', () => {
    for (let inputs = 0; inputs <= 60; inputs++) {
      const k = clusterCount(inputs, 25);
      if (k >= 2) expect(k).toBeLessThanOrEqual(inputs - 2);
      // Every cluster can still reach the minimum size.
      expect(k * minClusterSize(inputs)).toBeLessThanOrEqual(Math.max(inputs, 0));
    }
    expect(clusterCount(5, 25)).toBe(2);
    expect(clusterCount(3, 25)).toBeLessThan(2);
    expect(MIN_THEME_INPUTS).toBe(4);
    expect(clusterCount(MIN_THEME_INPUTS, 3)).toBe(2);
  });

  it('should name the strictness scale and amounts with the spec’s labels and values', () => {
    expect(
      Object.values(ThemeStrictness).map((s) => [THEME_STRICTNESS_LABELS[s], THEME_STRICTNESS_VALUES[s]]),
    ).toEqual([
      ['Very relaxed', 5],
      ['Relaxed', 4],
      ['Standard', 3],
      ['Strict', 2],
      ['Very strict', 1],
    ]);
    expect(Object.values(ThemeAmount).map((a) => [THEME_AMOUNT_LABELS[a], THEME_AMOUNT_COUNTS[a]])).toEqual([
      ['Least', 3],
      ['Less', 5],
      ['Standard', 10],
      ['More', 15],
      ['Most', 25],
    ]);
  });
});
