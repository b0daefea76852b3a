import type Stripe from 'stripe';

/** One line of an invoice preview (spec 001 §3: id, item, description, quantity, unitPrice, amount, prorated). */
export interface InvoicePreviewLine {
  id: string;
  /** The catalogue entry the line's price is the price of (a plan or add-on reference), else the price id. */
  item: string;
  /** The name of the line's product as Stripe knows it (the price's product, expanded), else null. */
  productName: string | null;
  description: string;
  quantity: number | null;
  /** In the smallest unit of the currency; null for a price without a unit amount. */
  unitPrice: number | null;
  amount: number;
  prorated: boolean;
  periodStart: number;
  periodEnd: number;
}

/** What invoice previews ask Stripe to expand: each line's product, for its name. */
export const LINE_PRODUCTS = 'lines.data.price.product';

/** The name of a line's product when Stripe expanded it (a deleted product has none). */
export function productNameOf(line: Stripe.InvoiceLineItem): string | null {
  const product = line.price?.product;
  return product && typeof product === 'object' && !product.deleted ? product.name : null;
}

/** A line as a person reads it: Stripe's description (it names the product), else the product's name. */
export function lineDescription(line: Stripe.InvoiceLineItem): string {
  return line.description ?? productNameOf(line) ?? line.price?.id ?? '';
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
      productName: productNameOf(l),
      description: lineDescription(l),
      quantity: l.quantity,
      unitPrice: l.price?.unit_amount ?? null,
      amount: l.amount,
      prorated: l.proration,
      periodStart: l.period.start,
      periodEnd: l.period.end,
    })),
  };
}
