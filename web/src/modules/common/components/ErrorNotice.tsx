import Alert from '@mui/material/Alert';
import { GraphqlError } from '../../graphql/utils/GraphqlError';
import { errorMessage } from '../../graphql/utils/errorMessage';
import { PlanLimitAlert } from '../../plans/components/PlanLimitAlert';

/** A mutation's error where the action was tried: the upgrade prompt for a plan limit, else the message. */
export function ErrorNotice({ error }: { error: unknown }) {
  if (error instanceof GraphqlError && error.planRefusal)
    return <PlanLimitAlert message={error.message} refusal={error.planRefusal} />;
  return <Alert severity="error">{errorMessage(error)}</Alert>;
}
