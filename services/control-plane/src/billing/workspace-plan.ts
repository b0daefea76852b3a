import type { Entitlements, SubscriptionStatus, TrialAccessState } from '@fieldnote/core';
import type { CataloguePlan } from './catalogue-plan';

/** A catalogue entry without its entitlements, as a workspace's answer names it. */
export type PlanSummary = Omit<CataloguePlan, 'entitlements'>;

/** One `entitlements(workspace)` answer: the plan a workspace is on and what it may do. */
export interface WorkspacePlan {
  /** Billing is off (no STRIPE_SECRET_KEY): the unlimited self-hosted plan. */
  selfHosted: boolean;
  /** The plan held (for an ended trial, the trial; `entitlements` are then the fallback's). */
  plan: PlanSummary;
  entitlements: Entitlements;
  subscriptionStatus: SubscriptionStatus | null;
  freePlanAvailableAfterTrial: boolean;
  trial: { state: TrialAccessState; startedAt: Date | null; endsAt: Date | null };
  /** A trial ended with no free plan to fall back on: nothing limited may be added. */
  readOnly: boolean;
  /** The add-ons the workspace's subscription holds; `entitlements` include their changes. */
  addOns: PlanSummary[];
}
