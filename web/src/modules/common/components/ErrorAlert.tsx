import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { GraphqlError } from '../../graphql/utils/GraphqlError';
import { errorMessage } from '../../graphql/utils/errorMessage';
import { isPlanRefusal } from '../../graphql/utils/isPlanRefusal';
import { PlanLimitAlert } from '../../plans/components/PlanLimitAlert';
import { commonStrings } from '../strings';

const FINAL_CODES = new Set(['NOT_FOUND', 'FORBIDDEN', 'BAD_USER_INPUT', 'RESPONSE_TOO_LARGE']);

/** The server's human-readable message for an error (or a generic one), with an optional retry. */
export function ErrorAlert({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  if (error === undefined || error === null) return null;
  // A plan limit refused the action: the upgrade prompt where it was tried (not only a message).
  if (isPlanRefusal(error) && error.planRefusal)
    return <PlanLimitAlert message={error.message} refusal={error.planRefusal} />;
  // Trying again cannot help when the thing is missing, forbidden, the input is wrong or the answer too large.
  const retryable = !(error instanceof GraphqlError && FINAL_CODES.has(error.errorCode));
  return (
    <Alert
      severity="error"
      sx={{ my: 2 }}
      action={
        onRetry && retryable ? (
          <Button color="inherit" size="small" onClick={onRetry}>
            {commonStrings.retry}
          </Button>
        ) : undefined
      }
    >
      {errorMessage(error)}
    </Alert>
  );
}
