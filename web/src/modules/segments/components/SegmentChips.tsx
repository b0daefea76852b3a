import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';

/** A person's segments as small chips, in one line (a grid cell): the row's height never grows. */
export function SegmentChips({ segments }: { segments: readonly { id: string; title: string }[] }) {
  return (
    <Stack direction="row" sx={{ gap: 0.5, alignItems: 'center', height: '100%', overflow: 'hidden' }}>
      {segments.map((segment) => (
        <Chip key={segment.id} label={segment.title} size="small" variant="outlined" />
      ))}
    </Stack>
  );
}
