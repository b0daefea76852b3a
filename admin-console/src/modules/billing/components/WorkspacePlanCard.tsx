import { Alert } from '@mui/material';
import { FactList } from '../../workspaces/components/FactList';
import { formatDateTime } from '../../workspaces/utils/formatDateTime';
import { usePlanCatalogue } from '../hooks/usePlanCatalogue';
import { useWorkspacePlan } from '../hooks/useWorkspacePlan';
import { billingStrings } from '../strings';
import type { AdminPlan } from '../types/adminPlan';
import { subscriptionStatusName } from '../utils/subscriptionStatusName';
import { BillingCard } from './BillingCard';
import { PlanChoiceForm } from './PlanChoiceForm';

/** The plans an operator may put a workspace on: every plan of the catalogue (legacy ones too), no add-on. */
function choosable(plans: AdminPlan[]): AdminPlan[] {
  return plans.filter((p) => p.productType === 'plan');
}

function planLabel(p: AdminPlan): string {
  const marks = [p.isLegacy ? billingStrings.legacy : null, p.isTrial ? billingStrings.trial : null].filter(
    Boolean,
  );
  return marks.length > 0 ? `${p.name} (${marks.join(', ')})` : p.name;
}

/** A workspace's plan in the console: what it is on, and (billing on) the form that changes it. */
export function WorkspacePlanCard({ teamId, onChanged }: { teamId: string; onChanged?: () => void }) {
  const plan = useWorkspacePlan(teamId);
  const catalogue = usePlanCatalogue();
  const current = plan.data;

  const change = async (reference: string) => {
    const answer = await plan.change(reference);
    // The card shows the new plan with the confirmation, not the old one until the reload answers.
    plan.replace(answer);
    plan.reload();
    onChanged?.();
    return billingStrings.changed(answer.plan.name);
  };

  return (
    <BillingCard
      id="workspace-plan-title"
      title={billingStrings.title}
      intro={billingStrings.intro}
      loading={plan.loading && !current}
      loadingLabel={billingStrings.loading}
      error={plan.error}
      errorLabel={billingStrings.loadFailed}
      onRetry={plan.reload}
    >
      {current?.selfHosted && <Alert severity="info">{billingStrings.selfHosted}</Alert>}
      {current && !current.selfHosted && (
        <>
          <FactList
            labelWidth={180}
            testId="workspace-plan-facts"
            facts={[
              [billingStrings.current, planLabel(current.plan)],
              [billingStrings.status, subscriptionStatusName(current.subscriptionStatus)],
              ...(current.plan.isTrial ? ([[billingStrings.trialState, current.trial.state]] as const) : []),
              ...(current.plan.isTrial && current.trial.endsAt
                ? ([[billingStrings.trialEnds, formatDateTime(current.trial.endsAt)]] as const)
                : []),
            ]}
            valueTestIds={{ [billingStrings.current]: 'workspace-plan-name' }}
          />
          {current.readOnly && <Alert severity="warning">{billingStrings.readOnly}</Alert>}
          <PlanChoiceForm
            label={billingStrings.choose}
            plans={choosable(catalogue.data?.plans ?? []).filter(
              (p) => p.reference !== current.plan.reference,
            )}
            optionLabel={planLabel}
            submitLabel={billingStrings.save}
            busyLabel={billingStrings.saving}
            variant="contained"
            disabled={!catalogue.data}
            onChoose={change}
          />
        </>
      )}
    </BillingCard>
  );
}
