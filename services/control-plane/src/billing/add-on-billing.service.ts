import { Inject, Injectable } from '@nestjs/common';
import { AppError, ProductType, SubscriptionStatus } from '@fieldnote/core';
import type Stripe from 'stripe';
import type { WorkspaceRef } from '../workspaces/workspace-ref';
import type { CataloguePlan } from './catalogue-plan';
import { EntitlementsService } from './entitlements.service';
import { type InvoiceQuote, LINE_PRODUCTS, invoiceQuote } from './invoice-preview';
import { PlanCatalogueService } from './plan-catalogue.service';
import { STRIPE_CLIENT } from './stripe-client';
import { StripeBillingRepository } from './stripe-billing.repository';
import { callStripe, requireStripe } from './stripe-call';
import type { PriceInterval } from './stripe-state';
import { subscriptionItems } from './subscription-items';
import { SubscriptionSyncService } from './subscription-sync.service';

/** An add-on of the catalogue as the billing update page offers it. */
export interface AddOnOffer {
  reference: string;
  name: string;
  description: string;
  features: string[];
  /** The workspace's subscription holds it. */
  held: boolean;
  /** The intervals it has a Stripe price for. */
  intervals: PriceInterval[];
}

/** Buying or removing one add-on. */
export interface AddOnChoice {
  addOnReference: string;
  add: boolean;
}

/**
 * Add-ons bought through Stripe (spec 001 §3 add-ons; issue 33): each is one more item of the
 * workspace's subscription, at the add-on's price for the subscription's interval, prorated by
 * Stripe. Nothing is applied from the request itself: the subscription Stripe answers is applied
 * through SubscriptionSyncService (as a webhook's re-read would), and the entitlements follow the
 * add-ons it holds. Access is checked by the caller (managers).
 */
@Injectable()
export class AddOnBillingService {
  constructor(
    @Inject(STRIPE_CLIENT) private readonly stripe: Stripe | null,
    private readonly repository: StripeBillingRepository,
    private readonly catalogue: PlanCatalogueService,
    private readonly entitlements: EntitlementsService,
    private readonly sync: SubscriptionSyncService,
  ) {}

  /** The add-ons with a Stripe price on this installation, and whether the workspace holds each. */
  async offers(workspace: WorkspaceRef): Promise<AddOnOffer[]> {
    if (!this.stripe) return [];
    const [catalogue, prices, current] = await Promise.all([
      this.catalogue.catalogue(),
      this.repository.prices(),
      this.entitlements.of(workspace.id),
    ]);
    return catalogue
      .entries()
      .filter((e) => e.productType === ProductType.addOn && !e.isLegacy)
      .map((a) => ({
        reference: a.reference,
        name: a.name,
        description: a.description,
        features: a.features,
        held: current.addOns.some((h) => h.reference === a.reference),
        intervals: prices.filter((p) => p.planReference === a.reference).map((p) => p.interval),
      }))
      .filter((a) => a.intervals.length > 0 || a.held);
  }

  /** The invoice buying or removing the add-on would produce, prorated from now (nothing changes). */
  async preview(workspace: WorkspaceRef, choice: AddOnChoice): Promise<InvoiceQuote> {
    const stripe = requireStripe(this.stripe);
    const { state, subscription, items, referenceOf } = await this.planned(workspace, choice);
    const prorationDate = Math.floor(Date.now() / 1000);
    const invoice = await callStripe(() =>
      stripe.invoices.retrieveUpcoming({
        customer: state.customerId!,
        subscription: subscription.id,
        subscription_items: items,
        subscription_proration_behavior: 'create_prorations',
        subscription_proration_date: prorationDate,
        expand: [LINE_PRODUCTS],
      }),
    );
    return invoiceQuote(invoice, prorationDate, referenceOf);
  }

  /** Buys or removes the add-on, prorated from `prorationDate` (the preview's, so the charge is what was shown). */
  async change(workspace: WorkspaceRef, choice: AddOnChoice, prorationDate: number | null): Promise<void> {
    const stripe = requireStripe(this.stripe);
    const { subscription, items } = await this.planned(workspace, choice);
    const updated = await callStripe(() =>
      stripe.subscriptions.update(subscription.id, {
        items,
        proration_behavior: 'create_prorations',
        ...(prorationDate ? { proration_date: prorationDate } : {}),
      }),
    );
    await this.sync.apply(workspace, updated, 'member');
  }

  /** The subscription as Stripe has it now, and the item change that buys or removes the add-on. */
  private async planned(workspace: WorkspaceRef, choice: AddOnChoice) {
    const stripe = requireStripe(this.stripe);
    const [catalogue, prices] = await Promise.all([this.catalogue.catalogue(), this.repository.prices()]);
    const addOn = catalogue.latest(choice.addOnReference);
    if (!addOn || addOn.productType !== ProductType.addOn)
      throw AppError.badInput(`No add-on of the catalogue is called "${choice.addOnReference}".`, {
        field: 'addOnReference',
      });
    const state = await this.repository.stripeState(workspace.id);
    const current = await this.entitlements.of(workspace.id);
    if (
      !state?.subscriptionId ||
      !state.customerId ||
      current.subscriptionStatus === SubscriptionStatus.CANCELED
    )
      throw AppError.badInput('Add-ons are bought with a subscription. Choose a plan to subscribe first.', {
        field: 'addOnReference',
      });
    const subscription = await callStripe(() => stripe.subscriptions.retrieve(state.subscriptionId!));
    const read = subscriptionItems(subscription, prices, catalogue);
    const held = read.addOns.find((a) => a.addOn.reference === addOn.reference);
    const referenceOf = (priceId: string) => prices.find((p) => p.stripePriceId === priceId)?.planReference;
    if (!choice.add) {
      if (!held) throw refusal(`The workspace has no ${addOn.name} add-on to remove.`);
      return { state, subscription, referenceOf, items: [{ id: held.item.id, deleted: true }] };
    }
    if (held) throw refusal(`The workspace already has the ${addOn.name} add-on.`);
    const interval = (read.plan?.item.price.recurring?.interval ?? state.interval) as PriceInterval | null;
    const price = prices.find((p) => p.planReference === addOn.reference && p.interval === interval);
    if (!price) throw noPrice(addOn, interval);
    return { state, subscription, referenceOf, items: [{ price: price.stripePriceId, quantity: 1 }] };
  }
}

function refusal(message: string): AppError {
  return AppError.badInput(message, { field: 'addOnReference' });
}

function noPrice(addOn: CataloguePlan, interval: PriceInterval | null): AppError {
  const billed = interval === 'year' ? 'yearly' : 'monthly';
  return refusal(
    `${addOn.name} has no ${billed} price on this installation, and add-ons are billed with the plan's interval.`,
  );
}
