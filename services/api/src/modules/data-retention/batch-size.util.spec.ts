import { BATCH_TARGET_MS, MIN_BATCH_ROWS, nextBatchSize } from './batch-size.util';

describe(nextBatchSize.name, () => {
  it('should halve a batch that took longer than the target, down to the minimum', () => {
    expect(nextBatchSize(200, BATCH_TARGET_MS + 1, 200)).toBe(100);
    expect(nextBatchSize(30, 2000, 200)).toBe(MIN_BATCH_ROWS);
    expect(nextBatchSize(MIN_BATCH_ROWS, 2000, 200)).toBe(MIN_BATCH_ROWS);
  });

  it('should never go past a maximum smaller than the minimum (a test of small batches)', () => {
    expect(nextBatchSize(2, 2000, 2)).toBe(2);
    expect(nextBatchSize(2, 1, 2)).toBe(2);
  });

  it('should grow a batch that was quick back to the maximum, never past it', () => {
    expect(nextBatchSize(50, 10, 200)).toBe(100);
    expect(nextBatchSize(150, 10, 200)).toBe(200);
    expect(nextBatchSize(200, 1, 200)).toBe(200);
  });

  it('should keep the size of a batch that took between a quarter of the target and the target', () => {
    expect(nextBatchSize(100, BATCH_TARGET_MS / 2, 200)).toBe(100);
  });
});
