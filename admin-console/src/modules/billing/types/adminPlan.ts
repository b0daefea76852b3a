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
  /** The entitlement record (a plan's whole; an add-on's only what it changes). */
  entitlements: Record<string, AdminEntitlementValue>;
}

/** One entitlement's value: a flag, a maximum (null: unlimited), a count, or a list of seat counts. */
export type AdminEntitlementValue = boolean | number | null | string | number[];

/** POST /control/plans/:reference/versions: what a new version changes over the latest. */
export interface AdminPlanEdit {
  name?: string;
  description?: string;
  isLegacy?: boolean;
  entitlements?: Record<string, boolean | number | null>;
}

/** GET /control/plans/:reference/holders: how many workspaces hold each version. */
export interface AdminPlanHolders {
  reference: string;
  latestVersion: number;
  holders: { version: number; workspaces: number }[];
}

/** One entry of GET /control/plans/:reference/changes (control.plan_catalogue_changes). */
export interface AdminPlanChange {
  seq: number;
  occurredAt: string;
  actorName: string;
  action: 'VERSION_PUBLISHED' | 'PRICE_SET' | 'WORKSPACES_MOVED';
  reference: string;
  version: number;
  oldValue: Record<string, unknown> | null;
  newValue: Record<string, unknown> | null;
}

/** GET /control/plans/:reference/changes: the catalogue's log of one entry, newest first. */
export interface AdminPlanChanges {
  changes: AdminPlanChange[];
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
  /** The add-ons the workspace's subscription holds; `entitlements` include their changes. */
  addOns: AdminPlan[];
}

/** An add-on with a Stripe price on this installation, and whether the workspace holds it. */
export interface AdminAddOnOffer {
  reference: string;
  name: string;
  description: string;
  held: boolean;
  intervals: string[];
}

/** GET /control/workspaces/:teamId/billing: plan, Stripe subscription, seats and add-ons. */
export interface AdminWorkspaceBilling {
  plan: AdminWorkspacePlan;
  stripe: {
    customerId: string | null;
    subscriptionId: string | null;
    priceId: string | null;
    interval: 'month' | 'year' | null;
    seats: number | null;
    currentPeriodEnd: string | null;
    cancelAtPeriodEnd: boolean;
  } | null;
  seats: {
    totalSeatsAvailable: number | null;
    seatsAllocated: number;
    viewerCount: number;
    utilizationPercentage: number | null;
  };
  addOns: AdminAddOnOffer[];
}

/** POST /control/quotes: spec 001 §3 operator quote request. */
export interface AdminQuoteRequest {
  teamId: string;
  prorate: boolean;
  prorationDate: number | null;
  subscriptionItems: { price: string; quantity: number }[];
  resetBillingCycle: boolean;
}

/** The quote's invoice preview (spec 001 §3: total, tax, line items). */
export interface AdminQuote {
  teamId: string;
  subscriptionId: string;
  currency: string;
  total: number;
  tax: number;
  amountDue: number;
  prorationDate: number;
  lines: {
    id: string;
    item: string;
    /** The Stripe product's name (expanded by the server), else null. */
    productName: string | null;
    description: string;
    quantity: number | null;
    unitPrice: number | null;
    amount: number;
    prorated: boolean;
    periodStart: number;
    periodEnd: number;
  }[];
}
