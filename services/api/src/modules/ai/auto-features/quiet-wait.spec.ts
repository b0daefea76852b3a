import { quietWait } from './auto-features.runner';

describe('quietWait', () => {
  const at = (seconds: number) => new Date(Date.UTC(2026, 11, 3, 12, 0, seconds));

  it('should wait while the note changed within the quiet period, then run', () => {
    expect(quietWait(at(10), at(10), at(20), 30_000)).toBe('not-quiet');
    expect(quietWait(at(10), at(10), at(39), 30_000)).toBe('not-quiet');
    expect(quietWait(at(10), at(10), at(40), 30_000)).toBe('run');
  });

  it('should drop a change the note was saved again after, whatever the time', () => {
    expect(quietWait(at(25), at(10), at(59), 30_000)).toBe('superseded');
    expect(quietWait(at(25), at(10), at(26), 30_000)).toBe('superseded');
  });

  it('should take a save within a second of the event as the same change', () => {
    const changedAt = at(10);
    const savedAt = new Date(changedAt.getTime() + 900);
    expect(quietWait(savedAt, changedAt, at(45), 30_000)).toBe('run');
  });
});
