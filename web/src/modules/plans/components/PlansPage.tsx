import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { WorkspacePlanQuery } from '../../../gql/graphql';
import { useViewer } from '../../auth/hooks/useViewer';
import { ErrorAlert } from '../../common/components/ErrorAlert';
import { LoadingState } from '../../common/components/LoadingState';
import { formatDate } from '../../common/utils/formatDate';
import { useGraphqlQuery } from '../../graphql/hooks/useGraphqlQuery';
import { SettingsSection } from '../../settings/components/SettingsSection';
import { WORKSPACE_PLAN_QUERY } from '../operations';
import { TrialRequestButton } from '../../billing/components/TrialRequestButton';
import { planStrings } from '../strings';
import { subscriptionStatusName } from '../../billing/utils/subscriptionStatusName';
import { PlanComparison } from './PlanComparison';
import { PlanUsageList } from './PlanUsageList';

type WorkspacePlan = WorkspacePlanQuery['workspacePlan'];

/** /settings/plans (spec 001 §2): the workspace's plan, its limits and usage, and the plans to compare. */
export function PlansPage() {
  const { viewer } = useViewer();
  return (
    <>
      <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
        {planStrings.title}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {planStrings.subtitle}
      </Typography>
      {viewer?.role === 'MANAGER' ? (
        <PlanDetails />
      ) : (
        <Alert severity="info">
          {planStrings.managersOnly}
          <TrialRequestButton />
        </Alert>
      )}
    </>
  );
}

function PlanDetails() {
  const { data, error, loading, refetch } = useGraphqlQuery(WORKSPACE_PLAN_QUERY);
  if (loading && !data) return <LoadingState />;
  if (!data) return <ErrorAlert error={error} onRetry={refetch} />;
  const plan = data.workspacePlan;
  return (
    <>
      <CurrentPlan plan={plan} />
      {plan.selfHosted ? null : (
        <SettingsSection
          id="plan-limits"
          title={planStrings.limitsTitle}
          subtitle={planStrings.limitsSubtitle}
        >
          <PlanUsageList usage={plan.usage} />
        </SettingsSection>
      )}
      {plan.offeredPlans.length > 0 ? (
        <SettingsSection
          id="plan-compare"
          title={planStrings.compareTitle}
          subtitle={planStrings.compareSubtitle}
        >
          <PlanComparison plans={plan.offeredPlans} current={plan.plan.reference} />
        </SettingsSection>
      ) : null}
    </>
  );
}

function CurrentPlan({ plan }: { plan: WorkspacePlan }) {
  if (plan.selfHosted)
    return (
      <Alert severity="success" sx={{ mb: 3 }}>
        <AlertTitle>{planStrings.selfHostedTitle}</AlertTitle>
        {planStrings.selfHostedBody}
      </Alert>
    );
  return (
    <SettingsSection id="plan-current" title={planStrings.currentPlan}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ mb: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="h4" component="p" sx={{ fontWeight: 700 }}>
          {plan.plan.name}
        </Typography>
        {plan.plan.isLegacy ? <Chip size="small" label={planStrings.legacy} /> : null}
        {plan.plan.isTrial ? <Chip size="small" color="secondary" label={planStrings.trial} /> : null}
      </Stack>
      <Typography color="text.secondary">{plan.plan.description}</Typography>
      {plan.subscriptionStatus ? (
        <Typography sx={{ mt: 1 }} data-testid="plan-subscription-status">
          {planStrings.status(subscriptionStatusName(plan.subscriptionStatus))}
        </Typography>
      ) : null}
      {plan.plan.isTrial && plan.trialState === 'Active' && plan.trialEndsAt ? (
        <Typography sx={{ mt: 1 }}>{planStrings.trialEnds(formatDate(plan.trialEndsAt))}</Typography>
      ) : null}
      {plan.plan.isTrial && plan.trialState === 'Expired' ? (
        <Alert severity="warning" sx={{ mt: 2 }}>
          {plan.readOnly ? planStrings.readOnly : planStrings.trialEnded}
        </Alert>
      ) : null}
    </SettingsSection>
  );
}
