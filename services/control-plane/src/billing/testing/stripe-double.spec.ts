import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ValidateFunction } from 'ajv';
import Stripe from 'stripe';
import { StripeDouble } from './stripe-double';
import { stripeValidators } from './stripe-openapi';

type Validators = ReturnType<typeof stripeValidators>;

/** The answer as it came over the wire (the client adds a non-enumerable lastResponse). */
const wire = (value: unknown): unknown => JSON.parse(JSON.stringify(value));

function expectValid(validate: ValidateFunction, value: unknown): void {
  const ok = validate(wire(value));
  expect(ok ? [] : validate.errors).toEqual([]);
}

describe(StripeDouble.name, () => {
  let sut: StripeDouble;
  let stripe: Stripe;
  let schemas: Validators;

  beforeAll(async () => {
    schemas = stripeValidators();
    sut = await new StripeDouble().start();
    stripe = new Stripe('sk_test_double', sut.clientOptions());
    sut.addPrice({
      id: 'price_team_month',
      product: 'prod_team',
      productName: 'Team',
      unitAmount: 2000,
      interval: 'month',
    });
    sut.addPrice({ id: 'price_team_year', product: 'prod_team', unitAmount: 20000, interval: 'year' });
    sut.addPrice({ id: 'price_hipaa_month', product: 'prod_hipaa', unitAmount: 1000, interval: 'month' });
  });
  afterAll(() => sut.close());

  async function subscribed(quantity = 3) {
    const customer = await stripe.customers.create({ name: 'Acme', metadata: { teamId: 'team-1' } });
    const session = await stripe.checkout.sessions.create({
      mode: 'subscription',
      customer: customer.id,
      line_items: [{ price: 'price_team_month', quantity }],
      subscription_data: { metadata: { teamId: 'team-1' } },
      success_url: 'http://app.test/settings/billing?checkout=success',
    });
    const subscription = sut.completeCheckout(session.id);
    return { customer, session, subscriptionId: subscription.id as string };
  }

  it('should speak the API version of the trimmed OpenAPI description', () => {
    expect(schemas.apiVersion).toBe('2023-08-16');
  });

  it('should answer customers create and retrieve with objects valid against the description', async () => {
    const customer = await stripe.customers.create({ name: 'Acme', metadata: { teamId: 'team-1' } });
    expectValid(schemas.endpoint('POST /v1/customers'), customer);
    const again = await stripe.customers.retrieve(customer.id);
    expectValid(schemas.endpoint('GET /v1/customers/{customer}'), again);
    expect(again).toMatchObject({ id: customer.id, metadata: { teamId: 'team-1' } });
  });

  it('should answer a checkout session valid against the description, with a hosted URL', async () => {
    const { session } = await subscribed();
    expectValid(schemas.endpoint('POST /v1/checkout/sessions'), session);
    expect(session.url).toContain('/hosted/checkout/');
  });

  it('should keep a subscription and answer retrieve and update (quantity, price, cancel at period end) validly', async () => {
    const { subscriptionId } = await subscribed(3);
    const sub = await stripe.subscriptions.retrieve(subscriptionId);
    expectValid(schemas.endpoint('GET /v1/subscriptions/{subscription_exposed_id}'), sub);
    expect(sub.items.data[0].quantity).toBe(3);
    const updated = await stripe.subscriptions.update(subscriptionId, {
      items: [{ id: sub.items.data[0].id, price: 'price_team_year', quantity: 5 }],
      cancel_at_period_end: true,
    });
    expectValid(schemas.endpoint('POST /v1/subscriptions/{subscription_exposed_id}'), updated);
    expect(updated).toMatchObject({ cancel_at_period_end: true, items: { data: [{ quantity: 5 }] } });
    expect(updated.items.data[0].price.id).toBe('price_team_year');
  });

  it('should preview the next invoice with prorations, valid against the description', async () => {
    const { customer, subscriptionId } = await subscribed(3);
    const sub = await stripe.subscriptions.retrieve(subscriptionId);
    const preview = await stripe.invoices.retrieveUpcoming({
      customer: customer.id,
      subscription: subscriptionId,
      subscription_items: [{ id: sub.items.data[0].id, quantity: 5 }],
      subscription_proration_date:
        sub.current_period_start + (sub.current_period_end - sub.current_period_start) / 2,
    });
    expectValid(schemas.endpoint('GET /v1/invoices/upcoming'), preview);
    const amounts = preview.lines.data.map((l) => l.amount);
    // Half the period unused: -30.00 for 3 seats, +50.00 for 5, then 5 seats next period.
    expect(amounts).toEqual([-3000, 5000, 10000]);
    expect(preview.total).toBe(12000);
  });

  it("should word preview lines with the product's name and expand the lines' products when asked, validly", async () => {
    const { customer, subscriptionId } = await subscribed(3);
    const sub = await stripe.subscriptions.retrieve(subscriptionId);
    const preview = await stripe.invoices.retrieveUpcoming({
      customer: customer.id,
      subscription: subscriptionId,
      subscription_items: [{ id: sub.items.data[0].id, quantity: 5 }],
      subscription_proration_date: sub.current_period_start + 86_400,
      expand: ['lines.data.price.product'],
    });
    expectValid(schemas.endpoint('GET /v1/invoices/upcoming'), preview);
    expect(preview.lines.data.map((l) => l.description)).toEqual([
      expect.stringMatching(/^Unused time on 3 × Team after \d{2} [A-Z][a-z]{2} \d{4}$/),
      expect.stringMatching(/^Remaining time on 5 × Team after \d{2} [A-Z][a-z]{2} \d{4}$/),
      '5 × Team (at $20.00 / month)',
    ]);
    const product = preview.lines.data[0].price!.product as Stripe.Product;
    expect(product).toMatchObject({ object: 'product', id: 'prod_team', name: 'Team' });
    const refused = await stripe.invoices
      .retrieveUpcoming({ customer: customer.id, subscription: subscriptionId, expand: ['customer'] })
      .catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    expect((refused as Error).message).toBe('This property cannot be expanded (customer).');
  });

  it('should add and remove items (add-ons) on update, refusing mixed intervals, validly', async () => {
    const { subscriptionId } = await subscribed(3);
    const added = await stripe.subscriptions.update(subscriptionId, {
      items: [{ price: 'price_hipaa_month', quantity: 1 }],
      proration_behavior: 'create_prorations',
    });
    expectValid(schemas.endpoint('POST /v1/subscriptions/{subscription_exposed_id}'), added);
    expect(added.items.data.map((i) => [i.price.id, i.quantity])).toEqual([
      ['price_team_month', 3],
      ['price_hipaa_month', 1],
    ]);
    const hipaa = added.items.data[1];
    const mixed = await stripe.subscriptions
      .update(subscriptionId, { items: [{ id: added.items.data[0].id, price: 'price_team_year' }] })
      .catch((e: unknown) => e);
    expect(mixed).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    expect((mixed as Error).message).toContain('interval fields must match');
    const removed = await stripe.subscriptions.update(subscriptionId, {
      items: [{ id: hipaa.id, deleted: true }],
    });
    expect(removed.items.data.map((i) => i.price.id)).toEqual(['price_team_month']);
  });

  it('should preview added and removed items, without prorations, and with the billing cycle reset, validly', async () => {
    const { customer, subscriptionId } = await subscribed(3);
    const sub = await stripe.subscriptions.retrieve(subscriptionId);
    const half = sub.current_period_start + (sub.current_period_end - sub.current_period_start) / 2;
    const add = await stripe.invoices.retrieveUpcoming({
      customer: customer.id,
      subscription: subscriptionId,
      subscription_items: [{ price: 'price_hipaa_month', quantity: 1 }],
      subscription_proration_date: half,
    });
    expectValid(schemas.endpoint('GET /v1/invoices/upcoming'), add);
    // The seats unchanged (next period only); the add-on: half a month now, then a whole one.
    expect(add.lines.data.map((l) => [l.amount, l.proration])).toEqual([
      [6000, false],
      [500, true],
      [1000, false],
    ]);
    const noProration = await stripe.invoices.retrieveUpcoming({
      customer: customer.id,
      subscription: subscriptionId,
      subscription_items: [{ id: sub.items.data[0].id, quantity: 5 }],
      subscription_proration_behavior: 'none',
      subscription_proration_date: half,
    });
    expect(noProration.lines.data.map((l) => l.amount)).toEqual([10000]);
    const reset = await stripe.invoices.retrieveUpcoming({
      customer: customer.id,
      subscription: subscriptionId,
      subscription_items: [{ id: sub.items.data[0].id, quantity: 5 }],
      subscription_billing_cycle_anchor: 'now',
      subscription_proration_date: half,
    });
    expectValid(schemas.endpoint('GET /v1/invoices/upcoming'), reset);
    // Half of 3 seats credited, then a whole new month of 5 from the proration date.
    expect(reset.lines.data.map((l) => [l.amount, l.period.start])).toEqual([
      [-3000, half],
      [10000, half],
    ]);
    const bad = await stripe.invoices
      .retrieveUpcoming({
        customer: customer.id,
        subscription: subscriptionId,
        subscription_items: [{ id: 'si_missing', quantity: 1 }],
      })
      .catch((e: unknown) => e);
    expect((bad as Stripe.errors.StripeError).statusCode).toBe(400);
  });

  it('should answer a billing portal session valid against the description', async () => {
    const { customer } = await subscribed();
    const portal = await stripe.billingPortal.sessions.create({
      customer: customer.id,
      return_url: 'http://app.test/x',
    });
    expectValid(schemas.endpoint('POST /v1/billing_portal/sessions'), portal);
  });

  it('should answer errors the client raises as Stripe errors, valid against the description', async () => {
    const missing = await stripe.subscriptions.retrieve('sub_missing').catch((e: unknown) => e);
    expect(missing).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    expect((missing as Stripe.errors.StripeError).statusCode).toBe(404);
    const body = await fetch(`${sut.baseUrl}/v1/subscriptions/sub_missing`, {
      headers: { authorization: 'Bearer sk_test_double' },
    }).then((r) => r.json());
    expectValid(schemas.object('error'), body);
    const bad = await stripe.checkout.sessions
      .create({ mode: 'subscription', customer: 'cus_nope', line_items: [], success_url: 'http://x' })
      .catch((e: unknown) => e);
    expect((bad as Stripe.errors.StripeError).statusCode).toBe(400);
  });

  it('should raise events valid against the description, their objects too, in the order Stripe raises them', async () => {
    sut.takePending();
    const { subscriptionId } = await subscribed(2);
    sut.failPayment(subscriptionId);
    sut.recoverPayment(subscriptionId);
    sut.announceRenewal(subscriptionId);
    sut.cancelNow(subscriptionId);
    const events = sut.takePending();
    expect(events.map((e) => e.type)).toEqual([
      'customer.subscription.created',
      'invoice.finalized',
      'invoice.finalized',
      'invoice.payment_failed',
      'customer.subscription.updated',
      'customer.subscription.updated',
      'invoice.upcoming',
      'customer.subscription.deleted',
    ]);
    for (const event of events) {
      expectValid(schemas.object('event'), event);
      const object = (event.data as { object: { object: string } }).object;
      expectValid(schemas.object(object.object), object);
    }
  });

  it('should answer the failed charge and the customer card of a failed payment, valid against the description', async () => {
    const { customer, subscriptionId } = await subscribed(2);
    const invoice = sut.failPayment(subscriptionId, { failureCode: 'expired_card' });
    const charge = await stripe.charges.retrieve(invoice.charge as string);
    expectValid(schemas.object('charge'), charge);
    expect(charge).toMatchObject({ status: 'failed', failure_code: 'expired_card', customer: customer.id });
    expect(charge.payment_method_details?.card).toMatchObject({ brand: 'visa', last4: '4242' });
    const again = await stripe.customers.retrieve(customer.id);
    const pmId = (again as Stripe.Customer).invoice_settings.default_payment_method as string;
    const pm = await stripe.paymentMethods.retrieve(pmId);
    expectValid(schemas.object('payment_method'), pm);
    expect(pm.card).toMatchObject({ brand: 'visa', last4: '4242' });
  });

  it('should send an invoice to pay by hand with a due date, valid against the description', async () => {
    const { subscriptionId } = await subscribed(2);
    sut.takePending();
    const invoice = sut.sendInvoice(subscriptionId, 14);
    expectValid(schemas.object('invoice'), invoice);
    expect(invoice).toMatchObject({ collection_method: 'send_invoice', status: 'open' });
    expect(sut.takePending().map((e) => e.type)).toEqual(['invoice.finalized']);
  });

  it('should sign webhooks so that stripe.webhooks.constructEvent accepts them, and a wrong secret does not', async () => {
    const received: { body: string; signature: string }[] = [];
    const endpoint = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        received.push({
          body: Buffer.concat(chunks).toString(),
          signature: String(req.headers['stripe-signature']),
        });
        res.writeHead(200).end();
      });
    });
    await new Promise<void>((resolve) => endpoint.listen(0, '127.0.0.1', resolve));
    sut.webhookUrl = `http://127.0.0.1:${(endpoint.address() as AddressInfo).port}/stripe/webhook`;
    try {
      sut.takePending();
      await subscribed(1);
      const statuses = await sut.deliver(sut.takePending(), { order: [1, 0], duplicates: [0] });
      expect(statuses).toEqual([200, 200, 200]);
      const types = received.map(
        ({ body, signature }) => stripe.webhooks.constructEvent(body, signature, sut.webhookSecret).type,
      );
      expect(types).toEqual([
        'invoice.finalized',
        'customer.subscription.created',
        'customer.subscription.created',
      ]);
      expect(() =>
        stripe.webhooks.constructEvent(received[0].body, received[0].signature, 'whsec_other'),
      ).toThrow(Stripe.errors.StripeSignatureVerificationError);
    } finally {
      sut.webhookUrl = null;
      await new Promise<void>((resolve) => endpoint.close(() => resolve()));
    }
  });

  it('should answer 500 while told Stripe is down, and the client should see an API error', async () => {
    sut.failNextRequests = 1;
    // maxNetworkRetries 0: the client would otherwise retry the 500 itself.
    const noRetry = new Stripe('sk_test_double', { ...sut.clientOptions(), maxNetworkRetries: 0 });
    await expect(noRetry.customers.create({})).rejects.toBeInstanceOf(Stripe.errors.StripeAPIError);
    await expect(noRetry.customers.create({})).resolves.toMatchObject({ object: 'customer' });
  });
});
