import { billingNoticePayloadSchema, cardWithinLimits } from './billing-notice';
import { billingNoticeText, formatAmount } from './billing-notice-text';

describe('billing notices', () => {
  it('should cut a brand beyond 125 characters and keep one within', () => {
    expect(cardWithinLimits('x'.repeat(126), '4242').cardBrand).toHaveLength(125);
    expect(cardWithinLimits('visa', '4242')).toEqual({ cardBrand: 'visa', cardLast4: '4242' });
  });

  it('should drop a last4 that is not one to four digits', () => {
    expect(cardWithinLimits('visa', '42424').cardLast4).toBeNull();
    expect(cardWithinLimits('visa', '42a4').cardLast4).toBeNull();
    expect(cardWithinLimits('visa', '7').cardLast4).toBe('7');
  });

  it('should refuse a payload whose card is beyond the limits of spec 001 §5', () => {
    expect(billingNoticePayloadSchema.safeParse({ cardLast4: '12345' }).success).toBe(false);
    expect(billingNoticePayloadSchema.safeParse({ cardBrand: 'b'.repeat(126) }).success).toBe(false);
  });

  it('should say a failed payment with its amount, card and error code', () => {
    const payload = billingNoticePayloadSchema.parse({
      amountDue: 6000,
      currency: 'usd',
      cardBrand: 'visa',
      cardLast4: '4242',
      paymentErrorCode: 'card_declined',
    });
    expect(billingNoticeText('PAYMENT_FAILED', payload)).toBe(
      'A payment of $60.00 failed on visa ending 4242 (card_declined). Pay now to keep the subscription.',
    );
  });

  it('should say an invoice due with its number, date and days overdue', () => {
    const payload = billingNoticePayloadSchema.parse({
      amountDue: 1999,
      currency: 'eur',
      invoiceNumber: 'A1-0002',
      dueDate: '2026-12-01T00:00:00.000Z',
      daysOverdue: 1,
    });
    expect(billingNoticeText('INVOICE_DUE', payload)).toBe(
      'Invoice A1-0002 of €19.99 is due on 1 December 2026, 1 day overdue.',
    );
  });

  it('should format an unknown currency code without failing', () => {
    expect(formatAmount(500, 'zzz')).toContain('5.00');
  });
});
