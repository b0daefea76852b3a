/** One segment of a score scale: the scores from `min` (inclusive) to `below` (exclusive); null is open. */
export interface ScoreSegment {
  key: string;
  min: number | null;
  below: number | null;
}

/**
 * The segments of the score aggregations (spec 000 §3: npsSegments, csatSegments). NPS follows
 * spec 000 §9: below 7 Detractor, 7 to 8 Passive, 9 or 10 Promoter. CSAT reads a 1–5 rating, the
 * usual satisfaction scale (the spec names CSAT without one): 1–2 Dissatisfied, 3 Neutral, 4–5
 * Satisfied. Each list runs from worst to best.
 */
export const SCORE_SEGMENTS = {
  NPS: [
    { key: 'Detractor', min: null, below: 7 },
    { key: 'Passive', min: 7, below: 9 },
    { key: 'Promoter', min: 9, below: null },
  ],
  CSAT: [
    { key: 'Dissatisfied', min: null, below: 3 },
    { key: 'Neutral', min: 3, below: 4 },
    { key: 'Satisfied', min: 4, below: null },
  ],
} as const satisfies Record<'NPS' | 'CSAT', readonly ScoreSegment[]>;

/**
 * The score of segment shares (percentages, worst first): NPS is % promoters − % detractors
 * (−100 to 100), CSAT the % satisfied. Null with no scores.
 */
export function segmentScore(
  kind: 'NPS' | 'CSAT',
  shares: readonly number[],
  responses: number,
): number | null {
  if (responses === 0) return null;
  const best = shares.at(-1) ?? 0;
  return kind === 'NPS' ? best - (shares[0] ?? 0) : best;
}
