/** A plan of the catalogue as GET /control/plans answers it (spec 001 §3 plan catalogue entry). */
export interface AdminPlan {
  reference: string;
  version: number;
  name: string;
  description: string;
  isLegacy: boolean;
  isTrial: boolean;
  productFamily: string;
  productType: 'plan' | 'add-on';
  rank: number;
}

/** GET /control/plans: the catalogue, and whether billing is on. */
export interface AdminPlanCatalogue {
  selfHosted: boolean;
  plans: AdminPlan[];
}

/** GET /control/workspaces/:teamId/plan: the workspace's plan and what it may do. */
export interface AdminWorkspacePlan {
  selfHosted: boolean;
  plan: AdminPlan;
  entitlements: Record<string, unknown>;
  subscriptionStatus: string | null;
  freePlanAvailableAfterTrial: boolean;
  trial: { state: string; startedAt: string | null; endsAt: string | null };
  readOnly: boolean;
}
