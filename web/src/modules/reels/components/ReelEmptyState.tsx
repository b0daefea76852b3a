import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import { reelStrings } from '../strings';

/** A reel without clips says what to do next. */
export function ReelEmptyState({ hint }: { hint: string }) {
  return (
    <Alert severity="info" data-testid="reel-empty">
      <AlertTitle>{reelStrings.emptyTitle}</AlertTitle>
      {hint}
    </Alert>
  );
}
