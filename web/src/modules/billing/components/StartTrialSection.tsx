import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { ErrorNotice } from '../../common/components/ErrorNotice';
import { formatDate } from '../../common/utils/formatDate';
import { useGraphqlMutation } from '../../graphql/hooks/useGraphqlMutation';
import { useGraphqlQuery } from '../../graphql/hooks/useGraphqlQuery';
import { SettingsSection } from '../../settings/components/SettingsSection';
import { START_TRIAL_MUTATION, TRIAL_ACCESS_QUERY } from '../operations';
import { billingStrings } from '../strings';

/** Starting a trial changes the plan everywhere: the plan, billing and trial queries read it again. */
const EFFECTS = { refetchQueries: ['TrialAccess', 'BillingOverview', 'WorkspacePlan'] };

/**
 * /settings/billing, managers of a workspace with no subscription that has not had a trial: a member's
 * request, if one counts (spec 001 §4 Requested), and starting a trial plan of the catalogue.
 */
export function StartTrialSection() {
  const { data } = useGraphqlQuery(TRIAL_ACCESS_QUERY);
  const access = data?.trialAccess;
  const [chosen, setChosen] = useState('');
  const [start, { loading, error }] = useGraphqlMutation(START_TRIAL_MUTATION, EFFECTS);
  if (!access?.billingOn || (access.state !== 'NotStarted' && access.state !== 'Requested')) return null;
  if (access.trialPlans.length === 0) return null;
  const planReference = chosen || access.trialPlans[0].reference;
  return (
    <SettingsSection
      id="billing-trial"
      title={billingStrings.trialTitle}
      subtitle={billingStrings.trialIntro}
    >
      {access.state === 'Requested' && access.requestedAt ? (
        <Alert severity="info" sx={{ mb: 2 }} data-testid="trial-requested-by-member">
          {billingStrings.trialRequestedByMember(formatDate(access.requestedAt))}
        </Alert>
      ) : null}
      {error ? <ErrorNotice error={error} /> : null}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        <TextField
          select
          size="small"
          label={billingStrings.trialPlan}
          value={planReference}
          onChange={(event) => setChosen(event.target.value)}
          sx={{ minWidth: 220 }}
        >
          {access.trialPlans.map((plan) => (
            <MenuItem key={plan.reference} value={plan.reference}>
              {plan.name}
            </MenuItem>
          ))}
        </TextField>
        <Button variant="contained" disabled={loading} onClick={() => void start({ planReference })}>
          {loading ? billingStrings.startingTrial : billingStrings.startTrial}
        </Button>
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {access.trialPlans.find((p) => p.reference === planReference)?.description}
      </Typography>
    </SettingsSection>
  );
}
