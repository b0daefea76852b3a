import { Inject, Injectable } from '@nestjs/common';
import { AppError } from '@fieldnote/core';
import type Stripe from 'stripe';
import type { WorkspaceRef } from '../workspaces/workspace-ref';
import { type InvoiceQuote, LINE_PRODUCTS, invoiceQuote } from './invoice-preview';
import { STRIPE_CLIENT } from './stripe-client';
import { StripeBillingRepository } from './stripe-billing.repository';
import { callStripe, requireStripe } from './stripe-call';

/** Spec 001 §3 "Operator quote request": teamId, prorate, prorationDate, subscriptionItems, resetBillingCycle. */
export interface QuoteRequest {
  teamId: string;
  prorate: boolean;
  /** Unix seconds; null: now. */
  prorationDate: number | null;
  /** The subscription's items after the change: each Stripe price once, with its quantity. */
  subscriptionItems: { price: string; quantity: number }[];
  resetBillingCycle: boolean;
}

/** The operator's quote: the invoice preview of the change, for the workspace's subscription. */
export interface OperatorQuote extends InvoiceQuote {
  teamId: string;
  subscriptionId: string;
}

/**
 * The operator's quote (spec 001 §3, operator scope "create a quote"): what the workspace's
 * subscription would be invoiced if its items became `subscriptionItems`, through Stripe's
 * upcoming-invoice preview. A dry run: nothing changes in Stripe or here. Items of the subscription
 * whose price is listed keep their item with the new quantity, the others are removed, and prices
 * not yet on the subscription are added, as Stripe's own update would do it.
 */
@Injectable()
export class OperatorQuotesService {
  constructor(
    @Inject(STRIPE_CLIENT) private readonly stripe: Stripe | null,
    private readonly repository: StripeBillingRepository,
  ) {}

  async quote(workspace: WorkspaceRef, request: QuoteRequest): Promise<OperatorQuote> {
    const stripe = requireStripe(this.stripe);
    const state = await this.repository.stripeState(workspace.id);
    if (!state?.subscriptionId || !state.customerId)
      throw AppError.badInput('This workspace has no Stripe subscription to quote a change of.', {
        field: 'teamId',
      });
    const subscription = await callStripe(() => stripe.subscriptions.retrieve(state.subscriptionId!));
    if (subscription.status === 'canceled')
      throw AppError.badInput(
        "This workspace's subscription is canceled: there is nothing to quote a change of.",
        {
          field: 'teamId',
        },
      );
    const wanted = new Map(request.subscriptionItems.map((i) => [i.price, i.quantity]));
    const items: Stripe.InvoiceRetrieveUpcomingParams.SubscriptionItem[] = subscription.items.data.map(
      (item) =>
        wanted.has(item.price.id)
          ? { id: item.id, quantity: wanted.get(item.price.id) }
          : { id: item.id, deleted: true },
    );
    const existing = new Set(subscription.items.data.map((i) => i.price.id));
    for (const [price, quantity] of wanted) if (!existing.has(price)) items.push({ price, quantity });
    const prorationDate = request.prorationDate ?? Math.floor(Date.now() / 1000);
    const invoice = await callStripe(() =>
      stripe.invoices.retrieveUpcoming({
        customer: state.customerId!,
        subscription: subscription.id,
        subscription_items: items,
        subscription_proration_behavior: request.prorate ? 'create_prorations' : 'none',
        subscription_proration_date: prorationDate,
        ...(request.resetBillingCycle ? { subscription_billing_cycle_anchor: 'now' as const } : {}),
        expand: [LINE_PRODUCTS],
      }),
    );
    const prices = new Map((await this.repository.prices()).map((p) => [p.stripePriceId, p.planReference]));
    return {
      teamId: workspace.id,
      subscriptionId: subscription.id,
      ...invoiceQuote(invoice, prorationDate, (id) => prices.get(id)),
    };
  }
}
