import Alert from '@mui/material/Alert';
import { errorMessage } from '../../graphql/utils/errorMessage';
import { isPlanRefusal } from '../../graphql/utils/isPlanRefusal';
import { PlanLimitAlert } from '../../plans/components/PlanLimitAlert';

/** A mutation's error where the action was tried: the upgrade prompt for a plan limit, else the message (nothing without an error). */
export function ErrorNotice({ error }: { error: unknown }) {
  if (error === undefined || error === null) return null;
  if (isPlanRefusal(error) && error.planRefusal)
    return <PlanLimitAlert message={error.message} refusal={error.planRefusal} />;
  return <Alert severity="error">{errorMessage(error)}</Alert>;
}
