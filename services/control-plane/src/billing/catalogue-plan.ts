import type { Entitlements, ProductFamily, ProductType } from '@fieldnote/core';

/** One version of one entry of the plan catalogue (spec 001 §3 "Plan catalogue entry"). */
export interface CataloguePlan {
  reference: string;
  version: number;
  name: string;
  description: string;
  features: string[];
  isLegacy: boolean;
  productFamily: ProductFamily;
  productType: ProductType;
  baseReference: string | null;
  isTrial: boolean;
  /** Order from the smallest plan up; the plan that lifts a limit is the lowest-ranked that does. */
  rank: number;
  /** Full for a plan; only what it changes for an add-on. */
  entitlements: Partial<Entitlements>;
}

/** A workspace's row of billing data (spec 001 §3 team fields), as stored. */
export interface WorkspacePlanRecord {
  teamId: string;
  planReference: string;
  planVersion: number;
  subscriptionStatus: string | null;
  freePlanAvailableAfterTrial: boolean;
  trialStartedAt: Date | null;
  trialActive: boolean | null;
  trialRequestedAt: Date | null;
  trialRequested: boolean | null;
  /** Days the trial's extensions add (spec 001 §3 trial extension sources); read only, from control.trial_extensions. */
  trialExtensionDays?: number;
  updatedAt: Date;
}

/** An add-on of the catalogue held as an item of the workspace's Stripe subscription (as last read). */
export interface WorkspaceAddOnRecord {
  reference: string;
  version: number;
  stripeItemId: string;
  stripePriceId: string;
  quantity: number;
}
