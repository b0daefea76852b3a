/** An amount in the currency's smallest unit (Stripe's), as a person reads it: 1234 usd → $12.34. */
export function formatMoney(amount: number, currency: string): string {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency: currency.toUpperCase() }).format(
    amount / 100,
  );
}
