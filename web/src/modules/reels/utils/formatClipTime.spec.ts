import { formatClipTime } from './formatClipTime';

describe(formatClipTime.name, () => {
  it.each([
    [0, '0:00'],
    [1999, '0:01'],
    [61_000, '1:01'],
    [3_723_000, '1:02:03'],
  ])('should show %i ms as %s', (ms, shown) => {
    expect(formatClipTime(ms)).toBe(shown);
  });
});
