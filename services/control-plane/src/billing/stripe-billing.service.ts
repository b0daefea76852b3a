import { Inject, Injectable } from '@nestjs/common';
import {
  AppError,
  BILLING_EVENTS,
  type Config,
  ErrorCode,
  ProductFamily,
  SubscriptionStatus,
  workspaceUrl,
} from '@fieldnote/core';
import { CONFIG, recordDeploymentEvent } from '@fieldnote/db';
import Stripe from 'stripe';
import type { WorkspaceRef } from '../workspaces/workspace-ref';
import { billingErrors } from './billing.errors';
import type { CataloguePlan } from './catalogue-plan';
import { EntitlementsService } from './entitlements.service';
import { PlanChangesService } from './plan-changes.service';
import { PlanCatalogueRepository } from './plan-catalogue.repository';
import { PlanCatalogueService } from './plan-catalogue.service';
import { STRIPE_CLIENT } from './stripe-client';
import { StripeBillingRepository } from './stripe-billing.repository';
import type { PriceInterval, StripeState } from './stripe-state';
import { addOnIntervalChanges, subscriptionItems } from './subscription-items';
import { SubscriptionSyncService } from './subscription-sync.service';
import { LINE_PRODUCTS, lineDescription } from './invoice-preview';
import { WORKSPACE_METADATA_KEY } from './stripe-webhook.service';

/** A plan, interval and seat count a member chose (checkout, or the billing update page). */
export interface SubscriptionChoice {
  planReference: string;
  interval: PriceInterval;
  seats: number;
}

/** The invoice a change would produce (spec 001 §3 invoice preview with line items; a dry run). */
export interface InvoicePreview {
  currency: string;
  total: number;
  amountDue: number;
  prorationDate: number;
  lines: {
    description: string;
    amount: number;
    proration: boolean;
    quantity: number | null;
    periodStart: number;
    periodEnd: number;
  }[];
}

const PATHS = { billing: '/settings/billing' } as const;

/**
 * What a member does with billing through Stripe: the workspace's customer, Checkout for a new
 * subscription, the Customer Portal, an invoice preview before a change, the change itself (plan,
 * interval, seats, prorated by Stripe) and cancellation at the period's end. Access is checked by
 * the caller (managers); every answer of Stripe is applied through SubscriptionSyncService.
 */
@Injectable()
export class StripeBillingService {
  constructor(
    @Inject(STRIPE_CLIENT) private readonly stripe: Stripe | null,
    @Inject(CONFIG) private readonly config: Config,
    private readonly repository: StripeBillingRepository,
    private readonly catalogue: PlanCatalogueService,
    private readonly entitlements: EntitlementsService,
    private readonly planChanges: PlanChangesService,
    private readonly catalogueRepository: PlanCatalogueRepository,
    private readonly sync: SubscriptionSyncService,
  ) {}

  /** The workspace's Stripe state (null with billing off or before a billing row exists). */
  async state(workspace: WorkspaceRef): Promise<StripeState | null> {
    if (!this.stripe) return null;
    return this.repository.stripeState(workspace.id);
  }

  /** The prices of the catalogue's plans, by plan reference. */
  async pricesByPlan(): Promise<Map<string, PriceInterval[]>> {
    const out = new Map<string, PriceInterval[]>();
    for (const p of await this.repository.prices())
      out.set(p.planReference, [...(out.get(p.planReference) ?? []), p.interval]);
    return out;
  }

  /** The operator sets a plan's Stripe price for an interval (README "Turning billing on"). */
  async setPrice(
    planReference: string,
    interval: PriceInterval,
    stripePriceId: string,
    actorName: string,
  ): Promise<void> {
    const plan = (await this.catalogue.catalogue()).latest(planReference);
    if (!plan) throw billingErrors.unknownPlan(planReference);
    await this.catalogueRepository.inControl(async (em) => {
      const before = await this.repository.setPrice(em, {
        planReference: plan.reference,
        interval,
        stripePriceId,
      });
      // Setting the price a plan already has changes nothing, so it is neither logged nor announced.
      if (before === stripePriceId) return;
      await this.catalogueRepository.logChange(em, {
        actorName,
        action: 'PRICE_SET',
        reference: plan.reference,
        version: plan.version,
        oldValue: before === null ? null : { interval, stripePriceId: before },
        newValue: { interval, stripePriceId },
      });
      await recordDeploymentEvent(em, BILLING_EVENTS.planCatalogueChanged, {
        reference: plan.reference,
        version: plan.version,
        change: 'price-set',
        interval,
        stripePriceId,
      });
    });
  }

  /** The workspace's Stripe customer, created on first need with the workspace id in its metadata. */
  async ensureCustomer(workspace: WorkspaceRef, email: string | null): Promise<string> {
    const stripe = this.client();
    let state = await this.repository.stripeState(workspace.id);
    if (!state) {
      await this.planChanges.assignDefault(workspace);
      state = await this.repository.stripeState(workspace.id);
    }
    if (state?.customerId) return state.customerId;
    const customer = await this.call(() =>
      stripe.customers.create(
        {
          name: workspace.name,
          email: email ?? undefined,
          metadata: { [WORKSPACE_METADATA_KEY]: workspace.id },
        },
        // Two clicks at once make one customer: Stripe answers the same one to the same key.
        { idempotencyKey: `fieldnote-customer-${workspace.id}` },
      ),
    );
    await this.repository.setCustomer(workspace.id, customer.id);
    return (await this.repository.stripeState(workspace.id))?.customerId ?? customer.id;
  }

  /** Checkout for a new subscription: the URL of Stripe's hosted page; it returns to /settings/billing. */
  async startCheckout(
    workspace: WorkspaceRef,
    email: string | null,
    choice: SubscriptionChoice,
  ): Promise<string> {
    const stripe = this.client();
    const state = await this.repository.stripeState(workspace.id);
    const current = await this.entitlements.of(workspace.id);
    if (state?.subscriptionId && current.subscriptionStatus !== SubscriptionStatus.CANCELED)
      throw AppError.badInput(
        'This workspace already has a subscription. Change it on the billing update page instead.',
        {
          field: 'planReference',
        },
      );
    const { price } = await this.validate(choice);
    const customer = await this.ensureCustomer(workspace, email);
    const back = (query: string) => workspaceUrl(this.config, workspace.subdomain, PATHS.billing) + query;
    const session = await this.call(() =>
      stripe.checkout.sessions.create({
        mode: 'subscription',
        customer,
        client_reference_id: workspace.id,
        line_items: [{ price, quantity: choice.seats }],
        metadata: { [WORKSPACE_METADATA_KEY]: workspace.id },
        subscription_data: { metadata: { [WORKSPACE_METADATA_KEY]: workspace.id } },
        success_url: back('?checkout=success&session_id={CHECKOUT_SESSION_ID}'),
        cancel_url: back('?checkout=canceled'),
      }),
    );
    if (!session.url) throw new AppError(ErrorCode.INTERNAL_SERVER_ERROR, 'Stripe gave no checkout page.');
    return session.url;
  }

  /** The Customer Portal (payment methods, invoices), returning to /settings/billing/details. */
  async portalUrl(workspace: WorkspaceRef, email: string | null): Promise<string> {
    const stripe = this.client();
    const customer = await this.ensureCustomer(workspace, email);
    const session = await this.call(() =>
      stripe.billingPortal.sessions.create({
        customer,
        return_url: workspaceUrl(this.config, workspace.subdomain, `${PATHS.billing}/details`),
      }),
    );
    return session.url;
  }

  /** The invoice the change would produce, prorated from now (a dry run: nothing changes). */
  async preview(workspace: WorkspaceRef, choice: SubscriptionChoice): Promise<InvoicePreview> {
    const stripe = this.client();
    const { state, subscription, price } = await this.subscribed(workspace, choice);
    const prorationDate = Math.floor(Date.now() / 1000);
    const items = await this.itemChanges(subscription, price, choice);
    const invoice = await this.call(() =>
      stripe.invoices.retrieveUpcoming({
        customer: state.customerId!,
        subscription: subscription.id,
        subscription_items: items,
        subscription_proration_date: prorationDate,
        expand: [LINE_PRODUCTS],
      }),
    );
    return {
      currency: invoice.currency,
      total: invoice.total,
      amountDue: invoice.amount_due,
      prorationDate,
      lines: invoice.lines.data.map((l) => ({
        description: lineDescription(l),
        amount: l.amount,
        proration: l.proration,
        quantity: l.quantity,
        periodStart: l.period.start,
        periodEnd: l.period.end,
      })),
    };
  }

  /** Changes plan, interval and seats; Stripe prorates from `prorationDate` (the preview's, so the charge is what was shown). */
  async change(
    workspace: WorkspaceRef,
    choice: SubscriptionChoice,
    prorationDate: number | null,
  ): Promise<void> {
    const stripe = this.client();
    const { subscription, price } = await this.subscribed(workspace, choice);
    const items = await this.itemChanges(subscription, price, choice);
    const updated = await this.call(() =>
      stripe.subscriptions.update(subscription.id, {
        items,
        proration_behavior: 'create_prorations',
        ...(prorationDate ? { proration_date: prorationDate } : {}),
      }),
    );
    await this.sync.apply(workspace, updated, 'member');
  }

  /** Cancels at the end of the paid period (or takes that back). */
  async cancelAtPeriodEnd(workspace: WorkspaceRef, cancel: boolean): Promise<void> {
    const stripe = this.client();
    const state = await this.repository.stripeState(workspace.id);
    if (!state?.subscriptionId) throw AppError.badInput('This workspace has no subscription to cancel.');
    const updated = await this.call(() =>
      stripe.subscriptions.update(state.subscriptionId!, { cancel_at_period_end: cancel }),
    );
    await this.sync.apply(workspace, updated, 'member');
  }

  /** The plan's price for the interval, and the seat count within the plan's bounds (spec 001 §5). */
  async validate(choice: SubscriptionChoice): Promise<{ plan: CataloguePlan; price: string }> {
    const plan = (await this.catalogue.catalogue())
      .offered()
      .find((p) => p.reference === choice.planReference);
    if (!plan || plan.productFamily === ProductFamily.free)
      throw AppError.badInput(`"${choice.planReference}" is not a paid plan offered on this installation.`, {
        field: 'planReference',
      });
    const price = (await this.repository.prices()).find(
      (p) => p.planReference === plan.reference && p.interval === choice.interval,
    );
    if (!price)
      throw AppError.badInput(
        `${plan.name} has no ${choice.interval === 'year' ? 'yearly' : 'monthly'} price on this installation.`,
        {
          field: 'interval',
        },
      );
    const min = Math.max(plan.entitlements.minimumQuantity ?? 1, 1);
    const max = plan.entitlements.maxQuantity ?? null;
    if (choice.seats < min || (max !== null && choice.seats > max))
      throw AppError.badInput(
        max === null
          ? `${plan.name} needs at least ${min} seats.`
          : `${plan.name} takes from ${min} to ${max} seats.`,
        { field: 'seats', minimum: min, maximum: max },
      );
    return { plan, price: price.stripePriceId };
  }

  /** Refuses fewer seats than the paid members already using one (they would be left without). */
  validateSeatsInUse(seats: number, paidMembers: number): Promise<void> {
    if (seats < paidMembers)
      return Promise.reject(
        AppError.badInput(
          `The workspace has ${paidMembers} managers and contributors, so it needs at least ${paidMembers} seats. Make some of them viewers first.`,
          { field: 'seats', minimum: paidMembers },
        ),
      );
    return Promise.resolve();
  }

  private async subscribed(workspace: WorkspaceRef, choice: SubscriptionChoice) {
    const stripe = this.client();
    const { price } = await this.validate(choice);
    const state = await this.repository.stripeState(workspace.id);
    const current = await this.entitlements.of(workspace.id);
    if (
      !state?.subscriptionId ||
      !state.customerId ||
      current.subscriptionStatus === SubscriptionStatus.CANCELED
    )
      throw AppError.badInput(
        'This workspace has no subscription to change. Choose a plan to subscribe first.',
        {
          field: 'planReference',
        },
      );
    const subscription = await this.call(() => stripe.subscriptions.retrieve(state.subscriptionId!));
    return { state, subscription, price };
  }

  /**
   * The item changes of a plan, interval or seat change: the plan's item (told from add-on items by
   * its price), and the add-ons moved to the new interval with it.
   */
  private async itemChanges(subscription: Stripe.Subscription, price: string, choice: SubscriptionChoice) {
    const prices = await this.repository.prices();
    const items = subscriptionItems(subscription, prices, await this.catalogue.catalogue());
    if (!items.plan)
      throw AppError.badInput("The workspace's subscription has no item of a plan of the catalogue.");
    const addOns = addOnIntervalChanges(items, prices, choice.interval, (addOn) =>
      AppError.badInput(
        `The ${addOn.name} add-on has no ${choice.interval === 'year' ? 'yearly' : 'monthly'} price on this installation. Remove it first to change the interval.`,
        { field: 'interval' },
      ),
    );
    return [{ id: items.plan.item.id, price, quantity: choice.seats }, ...addOns];
  }

  private client(): Stripe {
    if (!this.stripe) throw billingErrors.billingOff();
    return this.stripe;
  }

  /** Stripe's refusals of our request are the member's bad input; Stripe being unreachable is ours, said plainly. */
  private async call<T>(fn: () => Promise<T>): Promise<T> {
    try {
      return await fn();
    } catch (e) {
      if (e instanceof Stripe.errors.StripeInvalidRequestError)
        throw AppError.badInput(`Stripe refused the request: ${e.message}`);
      if (e instanceof Stripe.errors.StripeError)
        throw new AppError(
          ErrorCode.INTERNAL_SERVER_ERROR,
          'Stripe could not be reached. Please try again in a moment.',
        );
      throw e;
    }
  }
}
