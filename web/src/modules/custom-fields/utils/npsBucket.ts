/** Spec 000 §9: the three NPS buckets. */
export type NpsBucket = 'Detractor' | 'Passive' | 'Promoter';

/** Spec 000 §9: NPS 0 to 10; below 7 Detractor, 7 to 8 Passive, 9 or 10 Promoter. */
export function npsBucket(score: number): NpsBucket {
  if (score < 7) return 'Detractor';
  return score < 9 ? 'Passive' : 'Promoter';
}
