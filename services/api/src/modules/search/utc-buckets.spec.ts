import { SearchDateInterval } from './dto/search.enums';
import { bucketStarts, stepUtc, truncateUtc } from './utc-buckets';

describe('utc buckets', () => {
  const at = new Date('2026-11-26T15:42:17.123Z'); // a Thursday

  it.each([
    [SearchDateInterval.year, '2026-01-01T00:00:00.000Z'],
    [SearchDateInterval.quarter, '2026-10-01T00:00:00.000Z'],
    [SearchDateInterval.month, '2026-11-01T00:00:00.000Z'],
    [SearchDateInterval.week, '2026-11-23T00:00:00.000Z'],
    [SearchDateInterval.day, '2026-11-26T00:00:00.000Z'],
    [SearchDateInterval.hour, '2026-11-26T15:00:00.000Z'],
    [SearchDateInterval.minute, '2026-11-26T15:42:00.000Z'],
  ])('should truncate to the start of the %s as date_trunc does in UTC', (interval, expected) => {
    expect(truncateUtc(at, interval).toISOString()).toBe(expected);
  });

  it('should step back whole calendar months and quarters', () => {
    expect(stepUtc(new Date('2026-03-31T00:00:00Z'), SearchDateInterval.quarter, -1).toISOString()).toBe(
      '2025-12-31T00:00:00.000Z',
    );
    expect(stepUtc(new Date('2026-01-15T00:00:00Z'), SearchDateInterval.month, 2).toISOString()).toBe(
      '2026-03-15T00:00:00.000Z',
    );
  });

  it('should list every bucket between two dates, both ends included', () => {
    const starts = bucketStarts(
      new Date('2026-10-30T12:00:00Z'),
      new Date('2026-11-02T01:00:00Z'),
      SearchDateInterval.day,
      1000,
    );
    expect(starts?.map((d) => d.toISOString().slice(0, 10))).toEqual([
      '2026-10-30',
      '2026-10-31',
      '2026-11-01',
      '2026-11-02',
    ]);
  });

  it('should give up when there would be more buckets than allowed', () => {
    expect(
      bucketStarts(new Date('2026-01-01Z'), new Date('2026-01-02Z'), SearchDateInterval.minute, 1000),
    ).toBeNull();
    expect(
      bucketStarts(new Date('2026-01-01Z'), new Date('2026-01-01T16:39Z'), SearchDateInterval.minute, 1000),
    ).toHaveLength(1000);
  });
});
