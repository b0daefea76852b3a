import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useViewer } from '../../auth/hooks/useViewer';
import { ErrorNotice } from '../../common/components/ErrorNotice';
import { formatDate } from '../../common/utils/formatDate';
import { useGraphqlMutation } from '../../graphql/hooks/useGraphqlMutation';
import { useGraphqlQuery } from '../../graphql/hooks/useGraphqlQuery';
import { REQUEST_TRIAL_MUTATION, TRIAL_ACCESS_QUERY } from '../operations';
import { billingStrings } from '../strings';

/** The answer carries the new state, but the query's cache entry has no id to update by. */
const EFFECTS = { refetchQueries: ['TrialAccess'] };

/**
 * Where a member (not a manager) meets an upgrade prompt or the billing pages: ask the managers for
 * a free trial (spec 001 §4 Requested), or see that it was asked. Nothing with billing off, during or
 * after a trial; managers start one on the billing page instead.
 */
export function TrialRequestButton() {
  const { viewer } = useViewer();
  const isMember = !!viewer && viewer.role !== 'MANAGER';
  const { data } = useGraphqlQuery(TRIAL_ACCESS_QUERY, undefined, { skip: !isMember });
  const [request, { loading, error }] = useGraphqlMutation(REQUEST_TRIAL_MUTATION, EFFECTS);
  const access = data?.trialAccess;
  if (!isMember || !access?.billingOn) return null;
  if (access.state === 'Requested')
    return (
      <Typography variant="body2" sx={{ mt: 1 }} data-testid="trial-requested">
        {billingStrings.trialRequested(formatDate(access.requestedAt ?? new Date().toISOString()))}
      </Typography>
    );
  if (access.state !== 'NotStarted') return null;
  return (
    <Box>
      {error ? <ErrorNotice error={error} /> : null}
      <Button
        variant="outlined"
        color="inherit"
        size="small"
        sx={{ mt: 1 }}
        disabled={loading}
        onClick={() => void request({})}
      >
        {loading ? billingStrings.requestingTrial : billingStrings.requestTrial}
      </Button>
    </Box>
  );
}
