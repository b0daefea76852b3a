import { CircularProgress, Stack, Typography } from '@mui/material';

/** A small spinner with a label, shown while a page's first GET call is under way. */
export function LoadingLine({ label }: { label: string }) {
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <CircularProgress size={20} />
      <Typography>{label}</Typography>
    </Stack>
  );
}
