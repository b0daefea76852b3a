import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router-dom';
import { useViewer } from '../../auth/hooks/useViewer';
import type { PlanRefusal } from '../../graphql/types/PlanRefusal';
import { TrialRequestButton } from '../../billing/components/TrialRequestButton';
import { planStrings } from '../strings';

/**
 * The upgrade prompt where a plan limit refused an action: the server's message (the limit and the
 * plan that lifts it) and, for managers, the way to the plans comparison with the plan that lifts
 * it highlighted (/settings/billing/plans?feature=…). Every create dialog shows it. When the paid
 * seats are all taken the way out is buying one more (/settings/billing/update?seats=…); a
 * read-only workspace leads to its billing page. A feature an add-on turns off (HIPAA) is said so,
 * with no way to upgrade.
 */
export function PlanLimitAlert({ message, refusal }: { message: string; refusal: PlanRefusal }) {
  const { viewer } = useViewer();
  const isManager = viewer?.role === 'MANAGER';
  // An add-on turns the feature off (HIPAA): no plan lifts it, so there is nothing to upgrade to.
  if (refusal.addOnName)
    return (
      <Alert severity="info" data-plan-limit={refusal.planLimit} data-testid="add-on-refusal" sx={{ my: 1 }}>
        <AlertTitle>{planStrings.turnedOffTitle(refusal.addOnName)}</AlertTitle>
        {message}
      </Alert>
    );
  if (refusal.buySeats || refusal.readOnly) {
    const to = refusal.buySeats
      ? `/settings/billing/update?seats=${(refusal.maximum ?? 0) + 1}&restrictionsChecked=true`
      : '/settings/billing';
    return (
      <Alert
        severity="warning"
        data-plan-limit={refusal.planLimit}
        data-testid={refusal.buySeats ? 'buy-seats-prompt' : 'read-only-prompt'}
        sx={{ my: 1 }}
        action={
          isManager ? (
            <Button component={RouterLink} to={to} color="inherit" size="small">
              {refusal.buySeats ? planStrings.buySeats : planStrings.seePlans}
            </Button>
          ) : undefined
        }
      >
        <AlertTitle>{refusal.buySeats ? planStrings.seatsTitle : planStrings.readOnlyTitle}</AlertTitle>
        {message}
        {isManager ? null : ` ${refusal.buySeats ? planStrings.askManagerSeats : planStrings.askManager}`}
      </Alert>
    );
  }
  return (
    <Alert
      severity="warning"
      data-plan-limit={refusal.planLimit}
      sx={{ my: 1 }}
      action={
        isManager ? (
          <Button
            component={RouterLink}
            to={`/settings/billing/plans?feature=${encodeURIComponent(refusal.planLimit)}&restrictionsChecked=true`}
            color="inherit"
            size="small"
          >
            {planStrings.seePlans}
          </Button>
        ) : undefined
      }
    >
      <AlertTitle>{planStrings.limitTitle}</AlertTitle>
      {message}
      {isManager ? null : ` ${planStrings.askManager}`}
      <TrialRequestButton />
    </Alert>
  );
}
