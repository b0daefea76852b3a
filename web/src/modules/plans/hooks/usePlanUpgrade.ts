import { useViewer } from '../../auth/hooks/useViewer';
import { unlockingPlan } from '../../billing/utils/unlockingPlan';
import { useGraphqlQuery } from '../../graphql/hooks/useGraphqlQuery';
import { WORKSPACE_PLAN_QUERY } from '../operations';

/** Where a plan leaves an allow flag off: the plan's name, and the smallest offered plan that turns it on. */
export interface PlanUpgrade {
  planName: string;
  /** Null when no offered plan includes the flag. */
  upgradeName: string | null;
}

/**
 * For a manager (the plan is theirs to read): what the upgrade prompts say of `flag` (spec 001 §3),
 * the plan it is off in and the plan that lifts it. Null when the flag is on, billing is off
 * (self-hosted), the viewer is not a manager, or the plan is not read yet.
 */
export function usePlanUpgrade(flag: string): PlanUpgrade | null {
  const { viewer } = useViewer();
  const { data } = useGraphqlQuery(WORKSPACE_PLAN_QUERY, undefined, { skip: viewer?.role !== 'MANAGER' });
  const plan = data?.workspacePlan;
  if (!plan || plan.selfHosted) return null;
  if (plan.plan.flags.find((f) => f.name === flag)?.enabled !== false) return null;
  const upgrade = unlockingPlan(plan, flag);
  return {
    planName: plan.plan.name,
    upgradeName: plan.offeredPlans.find((p) => p.reference === upgrade)?.name ?? null,
  };
}
