import { Inject, Injectable } from '@nestjs/common';
import {
  type Config,
  ENTITLEMENT_MAXIMA,
  type Entitlements,
  ProductFamily,
  ProductType,
  SELF_HOSTED_ENTITLEMENTS,
  SELF_HOSTED_PLAN_NAME,
  SELF_HOSTED_PLAN_REFERENCE,
  SubscriptionStatus,
  TrialAccessState,
  entitlementsSchema,
  trialAccessState,
  trialEndsAt,
} from '@fieldnote/core';
import { CONFIG } from '@fieldnote/db';
import { shortLivedCache } from '../caching/short-lived-cache';
import type { CataloguePlan, WorkspacePlanRecord } from './catalogue-plan';
import { type Catalogue, PlanCatalogueService } from './plan-catalogue.service';
import { PlanCatalogueRepository } from './plan-catalogue.repository';
import type { PlanSummary, WorkspacePlan } from './workspace-plan';

/**
 * How long another process may answer with a plan changed elsewhere; the process that changes a plan
 * forgets its entry at once.
 */
const PLAN_TTL_MS = 30_000;
const MAX_CACHED_WORKSPACES = 50_000;

const SELF_HOSTED: WorkspacePlan = Object.freeze({
  selfHosted: true,
  plan: {
    reference: SELF_HOSTED_PLAN_REFERENCE,
    version: 1,
    name: SELF_HOSTED_PLAN_NAME,
    description: 'Billing is off on this installation: no plan limits, only the product limits.',
    features: ['Every feature', 'No plan limits'],
    isLegacy: false,
    productFamily: ProductFamily.enterprise,
    productType: ProductType.plan,
    baseReference: null,
    isTrial: false,
    rank: Number.MAX_SAFE_INTEGER,
  },
  entitlements: SELF_HOSTED_ENTITLEMENTS,
  subscriptionStatus: null,
  freePlanAvailableAfterTrial: false,
  trial: { state: TrialAccessState.NotStarted, startedAt: null, endsAt: null },
  readOnly: false,
  addOns: [],
});

/** What an ended trial leaves when no free plan follows it: every flag as the free plan, no room to add. */
function readOnly(entitlements: Entitlements): Entitlements {
  return { ...entitlements, ...Object.fromEntries(ENTITLEMENT_MAXIMA.map((m) => [m, 0])) };
}

/**
 * `entitlements(workspace)`: the one typed, cached answer every module reads a workspace's plan
 * from. With billing off it is the unlimited self-hosted plan without a database read; with billing
 * on it is the workspace's plan of the catalogue, its trial state (spec 001 §4) applied.
 */
@Injectable()
export class EntitlementsService {
  readonly selfHosted: boolean;
  private readonly cache = shortLivedCache<string, WorkspacePlan>(MAX_CACHED_WORKSPACES, PLAN_TTL_MS);

  constructor(
    private readonly catalogue: PlanCatalogueService,
    private readonly repository: PlanCatalogueRepository,
    @Inject(CONFIG) private readonly config: Config,
  ) {
    this.selfHosted = !config.STRIPE_SECRET_KEY;
  }

  /** The workspace's plan and entitlements; `at` a moment (a job's clock) reads it afresh, uncached. */
  of(workspaceId: string, at?: Date): Promise<WorkspacePlan> {
    if (this.selfHosted) return Promise.resolve(SELF_HOSTED);
    if (at) return this.resolve(workspaceId, at);
    const cached = this.cache.get(workspaceId);
    if (cached !== undefined) return Promise.resolve(cached);
    return this.cache
      .load(workspaceId, () => this.resolve(workspaceId))
      .then((plan) => plan ?? this.resolve(workspaceId));
  }

  /** Drops the cached answer after a change, so this process answers with the new plan at once. */
  forget(workspaceId: string): void {
    this.cache.delete(workspaceId);
  }

  /** The plan a workspace holds when it has no billing row yet: the declared one if known, else the default. */
  async defaultPlanFor(workspaceId: string, catalogue: Catalogue): Promise<CataloguePlan> {
    const declared = await this.repository.declaredPlan(workspaceId);
    const plan =
      (declared ? catalogue.latest(declared) : undefined) ??
      catalogue.latest(this.config.BILLING_DEFAULT_PLAN);
    if (!plan || plan.productType !== ProductType.plan)
      throw new Error(
        `BILLING_DEFAULT_PLAN "${this.config.BILLING_DEFAULT_PLAN}" is not a plan of the catalogue`,
      );
    return plan;
  }

  private async resolve(workspaceId: string, now = new Date()): Promise<WorkspacePlan> {
    const catalogue = await this.catalogue.catalogue();
    const [record, held] = await Promise.all([
      this.repository.workspacePlan(workspaceId),
      this.repository.workspaceAddOns(workspaceId),
    ]);
    const plan =
      (record ? catalogue.find(record.planReference, record.planVersion) : undefined) ??
      (await this.defaultPlanFor(workspaceId, catalogue));
    const trial = trialOf(record, now);
    const freePlanAvailableAfterTrial = record?.freePlanAvailableAfterTrial ?? true;
    let entitlements = parse(plan);
    let ended = false;
    if (plan.isTrial && trial.state !== TrialAccessState.Active) {
      const free = catalogue.freePlan();
      ended = !freePlanAvailableAfterTrial || !free;
      entitlements = free ? parse(free) : entitlements;
    }
    // The add-ons the subscription holds change what they name (HIPAA turns export off, disable gen
    // AI turns AI off, channels lifts the channel maximum), over the plan's record.
    const addOns = held
      .map((a) => catalogue.find(a.reference, a.version) ?? catalogue.latest(a.reference))
      .filter((a): a is CataloguePlan => a !== undefined && a.productType === ProductType.addOn);
    entitlements = withAddOns(entitlements, addOns);
    if (ended) entitlements = readOnly(entitlements);
    return {
      selfHosted: false,
      plan: summary(plan),
      entitlements,
      subscriptionStatus: statusOf(record),
      freePlanAvailableAfterTrial,
      trial,
      readOnly: ended,
      addOns: addOns.map(summary),
    };
  }
}

/** The plan's record with each add-on's changes laid over it (never its productFamily and productType). */
export function withAddOns(entitlements: Entitlements, addOns: CataloguePlan[]): Entitlements {
  if (addOns.length === 0) return entitlements;
  const out: Entitlements = { ...entitlements };
  for (const addOn of addOns) {
    const changes: Partial<Entitlements> = { ...addOn.entitlements };
    delete changes.productFamily;
    delete changes.productType;
    Object.assign(out, changes);
  }
  return entitlementsSchema.parse(out);
}

function parse(plan: CataloguePlan): Entitlements {
  return entitlementsSchema.parse(plan.entitlements);
}

function summary(plan: CataloguePlan): PlanSummary {
  return {
    reference: plan.reference,
    version: plan.version,
    name: plan.name,
    description: plan.description,
    features: plan.features,
    isLegacy: plan.isLegacy,
    productFamily: plan.productFamily,
    productType: plan.productType,
    baseReference: plan.baseReference,
    isTrial: plan.isTrial,
    rank: plan.rank,
  };
}

function statusOf(record: WorkspacePlanRecord | null): SubscriptionStatus | null {
  const status = record?.subscriptionStatus;
  return status && status in SubscriptionStatus ? (status as SubscriptionStatus) : null;
}

function trialOf(record: WorkspacePlanRecord | null, now: Date): WorkspacePlan['trial'] {
  const startedAt = record?.trialStartedAt ?? null;
  // An extension (Checklist, Invite users) makes the record younger by its days: spec 001 §4's
  // rule, 30 days from the record, stays as written and counts from the extended start.
  const counted = startedAt
    ? new Date(startedAt.getTime() + (record?.trialExtensionDays ?? 0) * 86_400_000)
    : null;
  const state = trialAccessState(
    counted ? { active: record?.trialActive ?? false, startedAt: counted } : null,
    record?.trialRequestedAt
      ? { requested: record.trialRequested ?? false, requestedAt: record.trialRequestedAt }
      : null,
    now,
  );
  return { state, startedAt, endsAt: counted ? trialEndsAt(counted) : null };
}
