import Chip from '@mui/material/Chip';
import { fieldStrings } from '../strings';
import { npsBucket } from '../utils/npsBucket';

const COLORS = { Detractor: 'error', Passive: 'warning', Promoter: 'success' } as const;

/** Spec 000 §9: an NPS score's bucket, coloured. */
export function NpsBucketChip({ score }: { score: number }) {
  const bucket = npsBucket(score);
  return (
    <Chip
      size="small"
      variant="outlined"
      color={COLORS[bucket]}
      label={fieldStrings.npsBuckets[bucket]}
      data-testid="nps-bucket"
    />
  );
}
