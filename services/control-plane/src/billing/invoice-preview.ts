import type Stripe from 'stripe';

/** One line of an invoice preview (spec 001 §3: id, item, description, quantity, unitPrice, amount, prorated). */
export interface InvoicePreviewLine {
  id: string;
  /** The catalogue entry the line's price is the price of (a plan or add-on reference), else the price id. */
  item: string;
  description: string;
  quantity: number | null;
  /** In the smallest unit of the currency; null for a price without a unit amount. */
  unitPrice: number | null;
  amount: number;
  prorated: boolean;
  periodStart: number;
  periodEnd: number;
}

/** The invoice a change would produce (spec 001 §3 invoice preview with line items; a dry run). */
export interface InvoiceQuote {
  currency: string;
  total: number;
  tax: number;
  amountDue: number;
  prorationDate: number;
  lines: InvoicePreviewLine[];
}

/** Stripe's upcoming invoice in the spec's terms; `referenceOf` names a price by its catalogue entry. */
export function invoiceQuote(
  invoice: Stripe.UpcomingInvoice,
  prorationDate: number,
  referenceOf: (priceId: string) => string | undefined,
): InvoiceQuote {
  return {
    currency: invoice.currency,
    total: invoice.total,
    tax: invoice.tax ?? 0,
    amountDue: invoice.amount_due,
    prorationDate,
    lines: invoice.lines.data.map((l) => ({
      id: l.id,
      item: l.price ? (referenceOf(l.price.id) ?? l.price.id) : '',
      description: l.description ?? '',
      quantity: l.quantity,
      unitPrice: l.price?.unit_amount ?? null,
      amount: l.amount,
      prorated: l.proration,
      periodStart: l.period.start,
      periodEnd: l.period.end,
    })),
  };
}
