import type { WorkspacePlanQuery } from '../../../gql/graphql';

type Plan = WorkspacePlanQuery['workspacePlan'];

/**
 * The smallest offered plan that unlocks `feature` (an entitlement name from a plan refusal: an allow
 * flag, or a maximum the workspace reached), or null when none does or the feature is unknown.
 */
export function unlockingPlan(plan: Plan, feature: string | null): string | null {
  if (!feature) return null;
  const current = plan.usage.find((u) => u.name === feature);
  for (const offered of plan.offeredPlans) {
    if (offered.reference === plan.plan.reference) continue;
    const flag = offered.flags.find((f) => f.name === feature);
    if (flag) {
      if (flag.enabled) return offered.reference;
      continue;
    }
    const maximum = offered.maxima.find((m) => m.name === feature);
    if (!maximum) continue;
    const held = current?.maximum ?? 0;
    if (maximum.maximum === null || maximum.maximum > held) return offered.reference;
  }
  return null;
}
