import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router-dom';
import { useViewer } from '../../auth/hooks/useViewer';
import type { PlanRefusal } from '../../graphql/types/PlanRefusal';
import { planStrings } from '../strings';

/**
 * The upgrade prompt where a plan limit refused an action: the server's message (the limit and the
 * plan that lifts it) and, for managers, the way to the plans comparison with the plan that lifts
 * it highlighted (/settings/billing/plans?feature=…). Every create dialog shows it.
 */
export function PlanLimitAlert({ message, refusal }: { message: string; refusal: PlanRefusal }) {
  const { viewer } = useViewer();
  const isManager = viewer?.role === 'MANAGER';
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
    </Alert>
  );
}
