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
    description: string;
    quantity: number | null;
    unitPrice: number | null;
    amount: number;
    prorated: boolean;
    periodStart: number;
    periodEnd: number;
  }[];
}
