import { useViewer } from '../../auth/hooks/useViewer';
import { useGraphqlQuery } from '../../graphql/hooks/useGraphqlQuery';
import { unlockingPlan } from '../../billing/utils/unlockingPlan';
import { WORKSPACE_PLAN_QUERY } from '../operations';
import { planStrings } from '../strings';
import { PlanLimitAlert } from './PlanLimitAlert';

/**
 * The upgrade prompt at the top of a page whose settings the plan does not include (the security
 * and authentication pages), before anyone tries to save: the same words and way to the plans as a
 * refused save (members meet the refusal when they save). Managers only (the plan is theirs to read);
 * nothing with the flag on or billing off.
 */
export function PlanFeatureNotice({ flag }: { flag: string }) {
  const { viewer } = useViewer();
  const { data } = useGraphqlQuery(WORKSPACE_PLAN_QUERY, undefined, { skip: viewer?.role !== 'MANAGER' });
  const plan = data?.workspacePlan;
  if (!plan || plan.selfHosted) return null;
  if (plan.plan.flags.find((f) => f.name === flag)?.enabled !== false) return null;
  const upgrade = unlockingPlan(plan, flag);
  const upgradeName = plan.offeredPlans.find((p) => p.reference === upgrade)?.name ?? null;
  const feature = planStrings.featureNames[flag] ?? flag;
  return (
    <div data-testid="plan-feature-notice">
      <PlanLimitAlert
        message={planStrings.featureNotIncluded(plan.plan.name, feature, upgradeName)}
        refusal={{
          planLimit: flag,
          planName: plan.plan.name,
          upgradePlanName: upgradeName,
          maximum: null,
          buySeats: false,
          readOnly: false,
          addOnName: null,
        }}
      />
    </div>
  );
}
