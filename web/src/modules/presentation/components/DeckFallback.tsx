import Typography from '@mui/material/Typography';
import { ErrorAlert } from '../../common/components/ErrorAlert';
import { LoadingState } from '../../common/components/LoadingState';
import { presentationStrings as strings } from '../strings';

/** What a deck shows without slides: a spinner while they load, the error, or what to do to have some. */
export function DeckFallback({
  loading,
  error,
  onRetry,
  emptyHint,
}: {
  loading: boolean;
  error: unknown;
  onRetry: () => void;
  emptyHint: string;
}) {
  if (loading) return <LoadingState />;
  if (error) return <ErrorAlert error={error} onRetry={onRetry} />;
  return (
    <div data-testid="presentation-empty">
      <Typography variant="h5" component="h1" gutterBottom>
        {strings.empty}
      </Typography>
      <Typography color="text.secondary">{emptyHint}</Typography>
    </div>
  );
}
