/** What a refusal by a plan limit carries (`extensions.details` of a FORBIDDEN error). */
export interface PlanRefusal {
  /** The entitlement refused: a maximum (`maxProjects`) or an allow flag (`allowPublicApi`). */
  planLimit: string;
  planName: string;
  /** The smallest plan that lifts the limit, or null when none does. */
  upgradePlanName: string | null;
  /** The maximum reached (seats bought, projects allowed), or null for a feature flag. */
  maximum: number | null;
  /** Paid seats are all in use: the way out is buying more, not another plan. */
  buySeats: boolean;
  /** The workspace is read-only (a trial ended with no free plan after it). */
  readOnly: boolean;
  /** An add-on the workspace holds turns the feature off (HIPAA): no plan lifts it. */
  addOnName: string | null;
}
