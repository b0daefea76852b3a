import { Inject, Injectable, Logger } from '@nestjs/common';
import { cardWithinLimits } from '@fieldnote/core';
import Stripe from 'stripe';
import { STRIPE_CLIENT } from '../stripe-client';
import type { BillingNotice } from './billing-notices.service';

const DAY_MS = 86_400_000;
/** Spec 001 §8's messages, logged when Stripe sends what cannot carry a card. */
export const NO_CUSTOMER_MESSAGE = 'No customer on card source/invoice';
export const CHARGE_WITHOUT_CUSTOMER_MESSAGE = 'Charge must have a customer';

const iso = (unix: number | null | undefined): string | null =>
  typeof unix === 'number' ? new Date(unix * 1000).toISOString() : null;

/**
 * The notice a Stripe event of spec 001 §7 brings the managers, read from Stripe where the event
 * does not carry it: `invoice.payment_failed` (the failed charge's card and error code),
 * `invoice.finalized` of an invoice to pay by hand (invoice due), `invoice.upcoming` (renewal, with
 * the customer's default card). Null for the other events.
 */
@Injectable()
export class StripeEventNotice {
  private readonly logger = new Logger(StripeEventNotice.name);

  constructor(@Inject(STRIPE_CLIENT) private readonly stripe: Stripe | null) {}

  async of(event: Stripe.Event, now = new Date()): Promise<BillingNotice | null> {
    if (!event.type.startsWith('invoice.')) return null;
    const invoice = event.data.object as Stripe.Invoice;
    if (!invoice.customer) {
      this.logger.warn(`Stripe event ${event.id} (${event.type}): ${NO_CUSTOMER_MESSAGE}`);
      return null;
    }
    const money = { amountDue: invoice.amount_due, currency: invoice.currency };
    switch (event.type) {
      case 'invoice.payment_failed':
        return {
          kind: 'PAYMENT_FAILED',
          key: event.id,
          payload: { ...money, payUrl: invoice.hosted_invoice_url ?? null, ...(await this.failure(invoice)) },
        };
      case 'invoice.finalized': {
        if (
          invoice.collection_method !== 'send_invoice' ||
          invoice.amount_remaining <= 0 ||
          !invoice.due_date
        )
          return null;
        const overdue = Math.floor((now.getTime() - invoice.due_date * 1000) / DAY_MS);
        return {
          kind: 'INVOICE_DUE',
          key: event.id,
          payload: {
            ...money,
            amountDue: invoice.amount_remaining,
            dueDate: iso(invoice.due_date),
            daysOverdue: Math.max(0, overdue),
            invoiceName: invoice.customer_name ?? invoice.account_name ?? null,
            invoiceNumber: invoice.number ?? null,
            payUrl: invoice.hosted_invoice_url ?? null,
            country: invoice.account_country ?? null,
            automaticTaxEnabled: invoice.automatic_tax.enabled,
          },
        };
      }
      case 'invoice.upcoming':
        return {
          kind: 'RENEWAL',
          key: event.id,
          payload: {
            ...money,
            renewalDate: iso(invoice.next_payment_attempt ?? invoice.period_end),
            card: await this.defaultCard(invoice.customer),
          },
        };
      default:
        return null;
    }
  }

  /** The failed charge's card and error code. */
  private async failure(
    invoice: Stripe.Invoice,
  ): Promise<{ cardBrand: string | null; cardLast4: string | null; paymentErrorCode: string | null }> {
    const chargeId = typeof invoice.charge === 'string' ? invoice.charge : (invoice.charge?.id ?? null);
    if (!this.stripe || !chargeId) return { cardBrand: null, cardLast4: null, paymentErrorCode: null };
    const charge = await this.stripe.charges.retrieve(chargeId);
    if (!charge.customer) {
      this.logger.warn(`Stripe charge ${charge.id}: ${CHARGE_WITHOUT_CUSTOMER_MESSAGE}`);
      return { cardBrand: null, cardLast4: null, paymentErrorCode: charge.failure_code ?? null };
    }
    const card = charge.payment_method_details?.card;
    return {
      ...cardWithinLimits(card?.brand, card?.last4),
      paymentErrorCode: charge.failure_code ?? null,
    };
  }

  /** "Visa ending 4242": the customer's default card, as Stripe will charge it. */
  private async defaultCard(
    customer: string | Stripe.Customer | Stripe.DeletedCustomer,
  ): Promise<string | null> {
    if (!this.stripe) return null;
    const found = typeof customer === 'string' ? await this.stripe.customers.retrieve(customer) : customer;
    if (found.deleted) return null;
    const pm = found.invoice_settings.default_payment_method;
    const pmId = typeof pm === 'string' ? pm : (pm?.id ?? null);
    if (!pmId) return null;
    const method = await this.stripe.paymentMethods.retrieve(pmId);
    const { cardBrand, cardLast4 } = cardWithinLimits(method.card?.brand, method.card?.last4);
    if (!cardBrand || !cardLast4) return null;
    return `${cardBrand.charAt(0).toUpperCase()}${cardBrand.slice(1)} ending ${cardLast4}`;
  }
}
