import type { ChannelVolumeQuery } from '../../../gql/graphql';

type Bucket = ChannelVolumeQuery['channelVolume'][number];

/** One week of the volume chart: data points by sentiment, `other` being those with none. */
export interface VolumeRow {
  start: string;
  count: number;
  positive: number;
  negative: number;
  mixed: number;
  other: number;
}

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * The weekly buckets oldest first, with the weeks in between that have no data points filled in as
 * zeros, so a quiet week shows as a dip rather than being skipped over.
 */
export function volumeRows(buckets: readonly Bucket[]): VolumeRow[] {
  const byStart = new Map<number, Bucket>();
  for (const bucket of buckets) {
    const time = new Date(bucket.start).getTime();
    if (!Number.isNaN(time)) byStart.set(time, bucket);
  }
  const starts = [...byStart.keys()].sort((a, b) => a - b);
  const first = starts[0];
  const last = starts.at(-1);
  if (first === undefined || last === undefined) return [];
  const rows: VolumeRow[] = [];
  for (let time = first; time <= last; time += WEEK_MS) {
    const bucket = byStart.get(time);
    const count = bucket?.count ?? 0;
    const positive = bucket?.positive ?? 0;
    const negative = bucket?.negative ?? 0;
    const mixed = bucket?.mixed ?? 0;
    rows.push({
      start: new Date(time).toISOString(),
      count,
      positive,
      negative,
      mixed,
      other: Math.max(0, count - positive - negative - mixed),
    });
  }
  return rows;
}
