import { Inject, Injectable, Logger } from '@nestjs/common';
import { AuditAction, AuditObjectType, BILLING_EVENTS, SubscriptionStatus } from '@fieldnote/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { advisoryXactLock, recordEvent } from '@fieldnote/db';
import type Stripe from 'stripe';
import { recordAuditEntry } from '../audit/record-audit-entry';
import { WorkspaceTransactions } from '../audit/workspace-transactions';
import type { WorkspaceRef } from '../workspaces/workspace-ref';
import type { CataloguePlan, WorkspaceAddOnRecord, WorkspacePlanRecord } from './catalogue-plan';
import { EntitlementsService } from './entitlements.service';
import { type BillingNotice, BillingNotices } from './notices/billing-notices.service';
import { PlanCatalogueRepository } from './plan-catalogue.repository';
import { type Catalogue, PlanCatalogueService } from './plan-catalogue.service';
import { STRIPE_CLIENT } from './stripe-client';
import { StripeBillingRepository } from './stripe-billing.repository';
import type { PriceInterval, StripeState } from './stripe-state';
import { addOnRecords, subscriptionItems } from './subscription-items';

/** Stripe's subscription statuses as the spec's five (001 §3 stripeSubscriptionStatus). */
const STATUS: Record<Stripe.Subscription.Status, SubscriptionStatus> = {
  active: SubscriptionStatus.ACTIVE,
  trialing: SubscriptionStatus.TRIALING,
  past_due: SubscriptionStatus.PAST_DUE,
  canceled: SubscriptionStatus.CANCELED,
  unpaid: SubscriptionStatus.UNPAID,
  // Never paid for (the first payment needs action): no access paid for yet.
  incomplete: SubscriptionStatus.UNPAID,
  // The first payment never came: the subscription is over.
  incomplete_expired: SubscriptionStatus.CANCELED,
  // Collection paused (a trial ended without a payment method): unpaid until resumed.
  paused: SubscriptionStatus.UNPAID,
};

/** What a sync did: `applied` a change, found it `unchanged`, `ignored` it (logged with why), or met a `duplicate` event. */
export type SyncOutcome = 'applied' | 'unchanged' | 'ignored' | 'duplicate';

type Source = 'webhook' | 'reconciliation' | 'member';

/**
 * Applies a subscription as Stripe has it now to the workspace's plan. Every caller re-reads the
 * subscription from Stripe first, so the order, delays and duplicates of webhook events do not
 * matter: the last write is always Stripe's current state, and writing the same state again
 * changes nothing (no audit entry, no event).
 */
@Injectable()
export class SubscriptionSyncService {
  private readonly logger = new Logger(SubscriptionSyncService.name);

  constructor(
    @Inject(STRIPE_CLIENT) private readonly stripe: Stripe | null,
    private readonly plans: PlanCatalogueRepository,
    private readonly catalogue: PlanCatalogueService,
    private readonly repository: StripeBillingRepository,
    private readonly entitlements: EntitlementsService,
    private readonly transactions: WorkspaceTransactions,
    private readonly notices: BillingNotices,
  ) {}

  /** Reads the subscription from Stripe (the source of truth) and applies it; `ledger` is written in the same transaction. */
  async syncFromStripe(
    workspace: WorkspaceRef,
    subscriptionId: string,
    source: Source,
    ledger?: { id: string; type: string },
    notice?: BillingNotice | null,
  ): Promise<SyncOutcome> {
    if (!this.stripe) throw new Error('Stripe is not configured');
    const subscription = await this.stripe.subscriptions.retrieve(subscriptionId);
    return this.apply(workspace, subscription, source, ledger, notice);
  }

  /**
   * `notice` (the event's own, e.g. a failed payment) goes to the managers in the same transaction
   * as the ledger row, so it is sent exactly when the event is first counted.
   */
  async apply(
    workspace: WorkspaceRef,
    subscription: Stripe.Subscription,
    source: Source,
    ledger?: { id: string; type: string },
    notice?: BillingNotice | null,
  ): Promise<SyncOutcome> {
    const [prices, catalogue] = await Promise.all([
      this.repository.cachedPricesFor(subscription.items.data.map((i) => i.price.id)),
      this.catalogue.catalogue(),
    ]);
    const items = subscriptionItems(subscription, prices, catalogue);
    const lockKey = `workspace_plans:${workspace.id}`;
    const outcome = await this.transactions.withControl(workspace, async ({ control, workspace: em }) => {
      // The ledger row first, taking the lock with it: a delivery of the same event running at once
      // waits on the row, then finds it.
      if (ledger) {
        const first = await this.repository.recordEventAndLock(
          control,
          { ...ledger, teamId: workspace.id, outcome: 'received' },
          lockKey,
        );
        if (!first) return 'duplicate';
      } else await advisoryXactLock(control, lockKey);
      if (notice) await this.notices.send(em, workspace, notice);
      const record = async (outcome: SyncOutcome): Promise<SyncOutcome> => {
        if (ledger) await this.repository.setOutcome(control, ledger.id, outcome);
        return outcome;
      };
      const state = await this.repository.billingState(control, workspace.id);
      if (!state) return record(this.ignore(workspace, subscription, 'the workspace has no billing row'));
      const { plan: previous, stripe, addOns: heldAddOns } = state;
      const customer =
        typeof subscription.customer === 'string' ? subscription.customer : subscription.customer.id;
      if (stripe.customerId && stripe.customerId !== customer)
        return record(
          this.ignore(workspace, subscription, `its customer is not the workspace's (${stripe.customerId})`),
        );
      // A newer subscription of the workspace wins over events of an older one (e.g. canceled before a new checkout).
      const created = new Date(subscription.created * 1000);
      if (
        stripe.subscriptionId &&
        stripe.subscriptionId !== subscription.id &&
        stripe.subscriptionCreated &&
        stripe.subscriptionCreated > created
      )
        return record(
          this.ignore(
            workspace,
            subscription,
            `the workspace has a newer subscription ${stripe.subscriptionId}`,
          ),
        );
      const status = STATUS[subscription.status];
      const item = items.plan?.item;
      const paidPlan = items.plan?.plan;
      if (!item || !paidPlan)
        return record(
          this.ignore(
            workspace,
            subscription,
            `none of its prices (${subscription.items.data.map((i) => i.price.id).join(', ') || 'none'}) is a plan's price`,
          ),
        );
      for (const unknown of items.unknown)
        this.logger.warn(
          `Stripe subscription ${subscription.id} of workspace ${workspace.id}: item price ${unknown.price.id} is no catalogue entry's; left out`,
        );
      // A canceled subscription holds no add-on any more; an add-on held keeps the version it was bought at.
      const nextAddOns =
        status === SubscriptionStatus.CANCELED
          ? []
          : addOnRecords(items).map((a) => ({
              ...a,
              version: heldAddOns.find((h) => h.reference === a.reference)?.version ?? a.version,
            }));
      // A canceled subscription leaves the free plan; the subscription's last state is kept for the billing page.
      const plan = status === SubscriptionStatus.CANCELED ? (catalogue.freePlan() ?? paidPlan) : paidPlan;
      const next: StripeState = {
        customerId: customer,
        subscriptionId: subscription.id,
        subscriptionCreated: created,
        priceId: item.price.id,
        interval: (item.price.recurring?.interval ?? null) as PriceInterval | null,
        seats: item.quantity ?? null,
        currentPeriodEnd: new Date(subscription.current_period_end * 1000),
        cancelAtPeriodEnd: subscription.cancel_at_period_end,
      };
      const nextPlan: WorkspacePlanRecord = {
        ...previous,
        planReference: plan.reference,
        planVersion: previous.planReference === plan.reference ? previous.planVersion : plan.version,
        subscriptionStatus: status,
        trialStartedAt: subscription.trial_start
          ? new Date(subscription.trial_start * 1000)
          : previous.trialStartedAt,
        trialActive: subscription.trial_start ? status === SubscriptionStatus.TRIALING : previous.trialActive,
        updatedAt: new Date(),
      };
      // Trial end (spec 001 §3 notice): the subscription left TRIALING; once per subscription, whichever event shows it.
      if (
        previous.subscriptionStatus === SubscriptionStatus.TRIALING &&
        status !== SubscriptionStatus.TRIALING &&
        stripe.subscriptionId === subscription.id
      )
        await this.notices.send(em, workspace, {
          kind: 'TRIAL_END',
          key: `trial-end:${subscription.id}`,
          payload: {
            trialEndsAt: subscription.trial_end
              ? new Date(subscription.trial_end * 1000).toISOString()
              : null,
          },
        });
      const addOnsChanged = addOnKey(heldAddOns) !== addOnKey(nextAddOns);
      if (same(previous, nextPlan, stripe, next) && !addOnsChanged) return record('unchanged');
      await this.plans.upsert(control, nextPlan);
      await this.repository.writeSubscription(control, workspace.id, next);
      await this.audit(em, workspace, plan, { plan: previous, stripe }, { plan: nextPlan, stripe: next });
      if (addOnsChanged) {
        await this.plans.replaceAddOns(control, workspace.id, nextAddOns);
        await this.auditAddOns(em, workspace, heldAddOns, nextAddOns, catalogue, next.interval);
        await recordEvent(em, BILLING_EVENTS.addOnsChanged, workspace.id, {
          teamId: workspace.id,
          subscriptionId: subscription.id,
          addOns: nextAddOns.map((a) => a.reference),
          added: nextAddOns
            .filter((a) => !heldAddOns.some((h) => h.reference === a.reference))
            .map((a) => a.reference),
          removed: heldAddOns
            .filter((h) => !nextAddOns.some((a) => a.reference === h.reference))
            .map((h) => h.reference),
          source,
        });
      }
      if (same(previous, nextPlan, stripe, next)) return record('applied');
      await recordEvent(em, BILLING_EVENTS.subscriptionChanged, workspace.id, {
        teamId: workspace.id,
        subscriptionId: subscription.id,
        planReference: plan.reference,
        status,
        seats: next.seats,
        interval: next.interval,
        cancelAtPeriodEnd: next.cancelAtPeriodEnd,
        source,
      });
      return record('applied');
    });
    this.entitlements.forget(workspace.id);
    return outcome;
  }

  /** Spec 001 §3 audit metadata, subscription item, for each add-on item bought, removed or requantified. */
  private async auditAddOns(
    em: EntityManager,
    workspace: WorkspaceRef,
    before: WorkspaceAddOnRecord[],
    after: WorkspaceAddOnRecord[],
    catalogue: Catalogue,
    interval: PriceInterval | null,
  ): Promise<void> {
    const references = [...new Set([...before, ...after].map((a) => a.reference))].sort();
    for (const reference of references) {
      const old = before.find((a) => a.reference === reference);
      const now = after.find((a) => a.reference === reference);
      if (old && now && old.quantity === now.quantity && old.stripePriceId === now.stripePriceId) continue;
      const item = (a: WorkspaceAddOnRecord | undefined) =>
        a ? { productId: a.reference, interval, quantity: a.quantity } : null;
      await recordAuditEntry(em, workspace.schemaName, {
        actor: null,
        action: AuditAction.SUBSCRIPTION_ITEM_CHANGED,
        objectType: AuditObjectType.SUBSCRIPTION,
        objectId: workspace.id,
        objectLabel: catalogue.latest(reference)?.name ?? reference,
        oldValue: item(old),
        newValue: item(now),
      });
    }
  }

  private ignore(workspace: WorkspaceRef, subscription: Stripe.Subscription, why: string): SyncOutcome {
    this.logger.warn(
      `Stripe subscription ${subscription.id} not applied to workspace ${workspace.id}: ${why}`,
    );
    return 'ignored';
  }

  private async audit(
    em: EntityManager,
    workspace: WorkspaceRef,
    plan: CataloguePlan,
    before: { plan: WorkspacePlanRecord; stripe: StripeState },
    after: { plan: WorkspacePlanRecord; stripe: StripeState },
  ): Promise<void> {
    const item = (r: { plan: WorkspacePlanRecord; stripe: StripeState }) => ({
      productId: r.plan.planReference,
      interval: r.stripe.interval,
      quantity: r.stripe.seats,
    });
    // Spec 001 §3 audit metadata, subscription item: old and new product id, interval and quantity.
    if (JSON.stringify(item(before)) !== JSON.stringify(item(after)))
      await recordAuditEntry(em, workspace.schemaName, {
        actor: null,
        action: AuditAction.SUBSCRIPTION_ITEM_CHANGED,
        objectType: AuditObjectType.SUBSCRIPTION,
        objectId: workspace.id,
        objectLabel: plan.name,
        oldValue: item(before),
        newValue: item(after),
      });
    // Subscription status: old and new id, status and cancel-at.
    const status = (r: { plan: WorkspacePlanRecord; stripe: StripeState }) => ({
      id: r.stripe.subscriptionId,
      status: r.plan.subscriptionStatus,
      cancelAt: r.stripe.cancelAtPeriodEnd ? (r.stripe.currentPeriodEnd?.toISOString() ?? null) : null,
    });
    if (JSON.stringify(status(before)) !== JSON.stringify(status(after)))
      await recordAuditEntry(em, workspace.schemaName, {
        actor: null,
        action: AuditAction.SUBSCRIPTION_STATUS_CHANGED,
        objectType: AuditObjectType.SUBSCRIPTION,
        objectId: workspace.id,
        objectLabel: plan.name,
        oldValue: status(before),
        newValue: status(after),
      });
  }
}

function addOnKey(addOns: WorkspaceAddOnRecord[]): string {
  return JSON.stringify(addOns.map((a) => [a.reference, a.stripeItemId, a.stripePriceId, a.quantity]));
}

function same(a: WorkspacePlanRecord, b: WorkspacePlanRecord, sa: StripeState, sb: StripeState): boolean {
  const key = (p: WorkspacePlanRecord, s: StripeState) =>
    JSON.stringify([
      p.planReference,
      p.subscriptionStatus,
      p.trialStartedAt?.getTime() ?? null,
      p.trialActive,
      s.subscriptionId,
      s.priceId,
      s.interval,
      s.seats,
      s.currentPeriodEnd?.getTime() ?? null,
      s.cancelAtPeriodEnd,
    ]);
  return key(a, sa) === key(b, sb);
}
