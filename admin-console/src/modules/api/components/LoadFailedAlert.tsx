import { Alert, Button } from '@mui/material';

/** A failed GET call: what could not be loaded, the server's error, and a retry button. */
export function LoadFailedAlert({
  message,
  error,
  retryLabel,
  onRetry,
}: {
  message: string;
  error: string;
  retryLabel: string;
  onRetry: () => void;
}) {
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          {retryLabel}
        </Button>
      }
    >
      {message} {error}
    </Alert>
  );
}
