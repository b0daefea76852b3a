/** What a refusal by a plan limit carries (`extensions.details` of a FORBIDDEN error). */
export interface PlanRefusal {
  /** The entitlement refused: a maximum (`maxProjects`) or an allow flag (`allowPublicApi`). */
  planLimit: string;
  planName: string;
  /** The smallest plan that lifts the limit, or null when none does. */
  upgradePlanName: string | null;
}
