import { randomBytes } from 'node:crypto';
import { type IncomingMessage, type Server, type ServerResponse, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { type FormValue, list, metadataOf, parseStripeForm, record, str } from './stripe-form';

/** The API version the pinned `stripe` client speaks and the trimmed OpenAPI description was taken at. */
export const STRIPE_DOUBLE_API_VERSION = '2023-08-16';

type Json = Record<string, unknown>;
type SubscriptionStatus = 'active' | 'canceled' | 'past_due' | 'trialing' | 'unpaid' | 'incomplete';

/** A recurring price the double knows (Stripe's prices live in the Stripe account, not in requests). */
export interface DoublePrice {
  id: string;
  product: string;
  /** The product's name, as the operator named it in Stripe (line descriptions read it); default the product id. */
  productName?: string;
  unitAmount: number;
  interval: 'month' | 'year';
}

interface ItemState {
  id: string;
  price: string;
  quantity: number;
  created: number;
}

interface SubscriptionState {
  id: string;
  customer: string;
  status: SubscriptionStatus;
  items: ItemState[];
  metadata: Record<string, string>;
  created: number;
  periodStart: number;
  periodEnd: number;
  cancelAtPeriodEnd: boolean;
  canceledAt: number | null;
  trialStart: number | null;
  trialEnd: number | null;
  latestInvoice: string | null;
}

interface CheckoutState {
  id: string;
  customer: string;
  lineItems: { price: string; quantity: number }[];
  subscriptionMetadata: Record<string, string>;
  trialDays: number | null;
  metadata: Record<string, string>;
  clientReferenceId: string | null;
  successUrl: string;
  cancelUrl: string | null;
  created: number;
  status: 'open' | 'complete';
  subscription: string | null;
}

/** One request the double answered, for tests that assert what was (or was not) called. */
export interface DoubleRequest {
  method: string;
  path: string;
  params: Record<string, FormValue>;
}

/** How `deliver` sends events: in order, shuffled, with duplicates. */
export interface DeliveryOptions {
  /** A permutation of the events' indexes (e.g. from fast-check); default in order. */
  order?: number[];
  /** Indexes of events sent a second time, after the whole sequence. */
  duplicates?: number[];
}

const DAY = 86_400;
const id = (prefix: string) => `${prefix}_${randomBytes(12).toString('base64url').replace(/[-_]/g, 'x')}`;
const seconds = (ms: number) => Math.floor(ms / 1000);

/**
 * A Stripe API double at the HTTP boundary, for the real `stripe` client pointed at it with
 * `host`/`port`/`protocol`. It keeps state (customers, prices, checkout sessions, subscriptions and
 * their items, invoices), answers only the endpoints billing calls, with objects that validate
 * against Stripe's published OpenAPI description (stripe-double.spec.ts), and sends webhook events
 * signed exactly as Stripe signs them. Its hosted pages (checkout, customer portal) complete at
 * once and redirect back, so a browser test can go through them.
 */
export class StripeDouble {
  readonly requests: DoubleRequest[] = [];
  /** Every event the double raised, in the order Stripe would have raised them. */
  readonly events: Json[] = [];
  /** Where `deliverPending` and automatic delivery send events. */
  webhookUrl: string | null = null;
  /** Deliver each event as soon as it is raised (a running app); tests of ordering leave this off. */
  autoDeliver = false;
  /** Answer the next N API requests with a 500 (Stripe down), to test retries. */
  failNextRequests = 0;
  /** The clock (Unix seconds) the double lives by; tests may move it. */
  now = () => seconds(Date.now());

  private server: Server | null = null;
  private readonly customers = new Map<string, Json>();
  private readonly prices = new Map<string, DoublePrice>();
  private readonly sessions = new Map<string, CheckoutState>();
  private readonly subscriptions = new Map<string, SubscriptionState>();
  private readonly invoices = new Map<string, Json>();
  private readonly charges = new Map<string, Json>();
  private readonly paymentMethods = new Map<string, Json>();
  private readonly portalReturns = new Map<string, string>();
  private undelivered: Json[] = [];
  private readonly signer = new Stripe('sk_test_double', { apiVersion: STRIPE_DOUBLE_API_VERSION });

  constructor(readonly webhookSecret = `whsec_${randomBytes(24).toString('hex')}`) {}

  /** Starts listening on 127.0.0.1 (port 0: any free one). */
  async start(port = 0): Promise<this> {
    this.server = createServer((req, res) => void this.handle(req, res));
    await new Promise<void>((resolve) => this.server!.listen(port, '127.0.0.1', resolve));
    return this;
  }

  async close(): Promise<void> {
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  get port(): number {
    return (this.server!.address() as AddressInfo).port;
  }

  get baseUrl(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  /** The `stripe` client options that send its requests here. */
  clientOptions(): Stripe.StripeConfig {
    return { apiVersion: STRIPE_DOUBLE_API_VERSION, host: '127.0.0.1', port: this.port, protocol: 'http' };
  }

  /** Declares a recurring price, as an operator would in the Stripe dashboard. */
  addPrice(price: DoublePrice): void {
    this.prices.set(price.id, price);
  }

  subscription(subscriptionId: string): Json {
    return this.subscriptionObject(this.subscriptionState(subscriptionId));
  }

  /** The checkout sessions created for a customer, newest last. */
  checkoutSessionsOf(customer: string): string[] {
    return [...this.sessions.values()].filter((s) => s.customer === customer).map((s) => s.id);
  }

  // ---- What happens in Stripe outside our API calls (the customer pays, a card fails, time passes) ----

  /** The customer completes a checkout session: a subscription starts (trialing when the session asked for a trial). */
  completeCheckout(sessionId: string, options: { trialDays?: number } = {}): Json {
    const session = this.sessions.get(sessionId);
    if (!session) throw new Error(`no checkout session ${sessionId}`);
    if (session.status === 'complete') return this.subscription(session.subscription!);
    const now = this.now();
    const trialDays = options.trialDays ?? session.trialDays;
    const trialEnd = trialDays ? now + trialDays * DAY : null;
    const first = this.prices.get(session.lineItems[0].price)!;
    const sub: SubscriptionState = {
      id: id('sub'),
      customer: session.customer,
      status: trialEnd ? 'trialing' : 'active',
      items: session.lineItems.map((l) => ({
        id: id('si'),
        price: l.price,
        quantity: l.quantity,
        created: now,
      })),
      metadata: { ...session.subscriptionMetadata },
      created: now,
      periodStart: now,
      periodEnd: trialEnd ?? now + periodLength(first.interval),
      cancelAtPeriodEnd: false,
      canceledAt: null,
      trialStart: trialEnd ? now : null,
      trialEnd,
      latestInvoice: null,
    };
    this.subscriptions.set(sub.id, sub);
    this.attachCard(session.customer, { brand: 'visa', last4: '4242' });
    session.status = 'complete';
    session.subscription = sub.id;
    this.raise('customer.subscription.created', this.subscriptionObject(sub));
    const invoice = this.invoiceFor(sub, trialEnd ? 'paid' : 'paid', 'subscription_create');
    this.raise('invoice.finalized', invoice);
    return this.subscriptionObject(sub);
  }

  /** The subscription's status changes (e.g. the trial ends and the first payment succeeds). */
  setStatus(subscriptionId: string, status: SubscriptionStatus): void {
    const sub = this.subscriptionState(subscriptionId);
    const previous = sub.status;
    sub.status = status;
    if (status === 'active' && previous === 'trialing')
      sub.trialEnd = Math.min(sub.trialEnd ?? this.now(), this.now());
    this.raise('customer.subscription.updated', this.subscriptionObject(sub), { status: previous });
  }

  /**
   * A renewal payment fails: an open invoice whose charge failed on the customer's card (with
   * `failureCode`, default card_declined), `invoice.payment_failed`, and the subscription past due.
   */
  failPayment(subscriptionId: string, options: { failureCode?: string } = {}): Json {
    const sub = this.subscriptionState(subscriptionId);
    const invoice = this.invoiceFor(sub, 'open', 'subscription_cycle');
    invoice.charge = this.failedCharge(sub.customer, invoice, options.failureCode ?? 'card_declined');
    this.raise('invoice.finalized', invoice);
    this.raise('invoice.payment_failed', invoice);
    this.setStatus(subscriptionId, 'past_due');
    return invoice;
  }

  /** The retried payment succeeds: the subscription is active again. */
  recoverPayment(subscriptionId: string): void {
    const sub = this.subscriptionState(subscriptionId);
    if (sub.latestInvoice) {
      const invoice = this.invoices.get(sub.latestInvoice)!;
      Object.assign(invoice, {
        status: 'paid',
        paid: true,
        amount_paid: invoice.amount_due,
        amount_remaining: 0,
      });
    }
    this.setStatus(subscriptionId, 'active');
  }

  /**
   * An invoice sent to the customer to pay by hand (collection_method send_invoice), due
   * `daysUntilDue` days from now (negative: already overdue): `invoice.finalized`.
   */
  sendInvoice(subscriptionId: string, daysUntilDue: number): Json {
    const sub = this.subscriptionState(subscriptionId);
    const invoice = this.invoiceFor(sub, 'open', 'manual');
    Object.assign(invoice, {
      collection_method: 'send_invoice',
      due_date: this.now() + daysUntilDue * DAY,
      next_payment_attempt: null,
    });
    this.raise('invoice.finalized', invoice);
    return invoice;
  }

  /** Replaces the customer's default card (e.g. one whose brand Stripe reports at length). */
  attachCard(customerId: string, card: { brand: string; last4: string }): string {
    const customer = this.customers.get(customerId);
    if (!customer) throw new Error(`no customer ${customerId}`);
    const pm: Json = {
      id: id('pm'),
      object: 'payment_method',
      billing_details: { address: null, email: null, name: null, phone: null },
      card: {
        brand: card.brand,
        checks: { address_line1_check: null, address_postal_code_check: null, cvc_check: 'pass' },
        country: 'US',
        exp_month: 12,
        exp_year: 2034,
        fingerprint: randomBytes(8).toString('hex'),
        funding: 'credit',
        generated_from: null,
        last4: card.last4,
        networks: { available: [card.brand], preferred: null },
        three_d_secure_usage: { supported: true },
        wallet: null,
      },
      created: this.now(),
      customer: customerId,
      livemode: false,
      metadata: {},
      type: 'card',
    };
    this.paymentMethods.set(pm.id as string, pm);
    (customer.invoice_settings as Json).default_payment_method = pm.id;
    return pm.id as string;
  }

  /** Stripe announces the renewal invoice ahead of the period's end. */
  announceRenewal(subscriptionId: string): void {
    const sub = this.subscriptionState(subscriptionId);
    this.raise('invoice.upcoming', { ...this.upcomingInvoice(sub, null), id: undefined });
  }

  /** The subscription ends now (dunning gave up, or the period ended with cancel_at_period_end). */
  cancelNow(subscriptionId: string): void {
    const sub = this.subscriptionState(subscriptionId);
    sub.status = 'canceled';
    sub.canceledAt = this.now();
    this.raise('customer.subscription.deleted', this.subscriptionObject(sub));
  }

  /** Raises an event of any type with the given object (for the spec's events we only acknowledge). */
  raiseRaw(type: string, object: Json): Json {
    return this.raise(type, object);
  }

  // ---- Webhooks, signed as Stripe signs them ----

  /** The `Stripe-Signature` header Stripe would send with this payload. */
  sign(payload: string, timestamp?: number): string {
    return this.signer.webhooks.generateTestHeaderString({
      payload,
      secret: this.webhookSecret,
      timestamp: timestamp ?? this.now(),
    });
  }

  /** Sends one event to `url` (default webhookUrl); answers the endpoint's HTTP status. */
  async send(event: Json, url = this.webhookUrl): Promise<number> {
    if (!url) throw new Error('StripeDouble: no webhook URL');
    const payload = JSON.stringify(event, null, 2);
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': this.sign(payload) },
      body: payload,
    });
    await response.arrayBuffer();
    return response.status;
  }

  /**
   * Sends `events` in the given order with the given duplicates, retrying each event the endpoint
   * answered with an error, as Stripe does; answers the statuses of the first attempts.
   */
  async deliver(events: Json[], options: DeliveryOptions = {}): Promise<number[]> {
    const order = options.order ?? events.map((_, i) => i);
    const sequence = [...order, ...(options.duplicates ?? [])].map((i) => events[i]);
    const statuses: number[] = [];
    for (const event of sequence) {
      let status = await this.send(event);
      statuses.push(status);
      for (let retry = 0; status >= 300 && retry < 5; retry++) status = await this.send(event);
    }
    return statuses;
  }

  /** The events raised since the last call, for a test to deliver as it likes. */
  takePending(): Json[] {
    const taken = this.undelivered;
    this.undelivered = [];
    return taken;
  }

  private raise(type: string, object: Json, previous?: Json): Json {
    const event: Json = {
      id: id('evt'),
      object: 'event',
      api_version: STRIPE_DOUBLE_API_VERSION,
      created: this.now(),
      data: previous ? { object, previous_attributes: previous } : { object },
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type,
    };
    this.events.push(event);
    if (this.autoDeliver && this.webhookUrl) void this.deliver([event]).catch(() => undefined);
    else this.undelivered.push(event);
    return event;
  }

  // ---- The HTTP API ----

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://double');
    const body = await readBody(req);
    const params = parseStripeForm(req.method === 'GET' ? url.search.slice(1) : body);
    const path = url.pathname;
    if (path.startsWith('/v1/')) this.requests.push({ method: req.method ?? 'GET', path, params });
    try {
      if (path.startsWith('/hosted/')) return this.hosted(path, res);
      if (!path.startsWith('/v1/'))
        return send(res, 404, error('invalid_request_error', `Unrecognized request URL (${path}).`));
      if (req.headers.authorization?.startsWith('Bearer sk_') !== true)
        return send(res, 401, error('invalid_request_error', 'You did not provide an API key.'));
      if (this.failNextRequests > 0) {
        this.failNextRequests--;
        return send(res, 500, error('api_error', 'Something went wrong on Stripe’s end.'));
      }
      const answer = this.route(req.method ?? 'GET', path, params);
      if (!answer)
        return send(
          res,
          404,
          error('invalid_request_error', `Unrecognized request URL (${req.method}: ${path}).`),
        );
      send(res, answer.status ?? 200, answer.body);
    } catch (e) {
      send(res, 500, error('api_error', (e as Error).message));
    }
  }

  private route(
    method: string,
    path: string,
    p: Record<string, FormValue>,
  ): { status?: number; body: Json } | null {
    const m = (re: RegExp) => path.match(re);
    let match: RegExpMatchArray | null;
    if (method === 'POST' && path === '/v1/customers') return { body: this.createCustomer(p) };
    if (method === 'GET' && (match = m(/^\/v1\/customers\/([^/]+)$/))) {
      const customer = this.customers.get(match[1]);
      return customer ? { body: customer } : missing('customer', match[1]);
    }
    if (method === 'POST' && path === '/v1/checkout/sessions') return this.createCheckout(p);
    if ((match = m(/^\/v1\/subscriptions\/([^/]+)$/))) {
      const sub = this.subscriptions.get(match[1]);
      if (!sub) return missing('subscription', match[1]);
      if (method === 'GET') return { body: this.subscriptionObject(sub) };
      if (method === 'POST') return this.updateSubscription(sub, p);
    }
    if (method === 'GET' && path === '/v1/invoices/upcoming') return this.previewInvoice(p);
    if (method === 'GET' && (match = m(/^\/v1\/charges\/([^/]+)$/))) {
      const charge = this.charges.get(match[1]);
      return charge ? { body: charge } : missing('charge', match[1]);
    }
    if (method === 'GET' && (match = m(/^\/v1\/payment_methods\/([^/]+)$/))) {
      const pm = this.paymentMethods.get(match[1]);
      return pm ? { body: pm } : missing('payment_method', match[1]);
    }
    if (method === 'POST' && path === '/v1/billing_portal/sessions') return this.createPortal(p);
    return null;
  }

  private createCustomer(p: Record<string, FormValue>): Json {
    const customer: Json = {
      id: id('cus'),
      object: 'customer',
      address: null,
      balance: 0,
      created: this.now(),
      currency: null,
      default_source: null,
      delinquent: false,
      description: null,
      discount: null,
      email: str(p.email) ?? null,
      invoice_prefix: randomBytes(4).toString('hex').toUpperCase(),
      invoice_settings: {
        custom_fields: null,
        default_payment_method: null,
        footer: null,
        rendering_options: null,
      },
      livemode: false,
      metadata: metadataOf(p.metadata),
      name: str(p.name) ?? null,
      next_invoice_sequence: 1,
      phone: null,
      preferred_locales: [],
      shipping: null,
      tax_exempt: 'none',
      test_clock: null,
    };
    this.customers.set(customer.id as string, customer);
    return customer;
  }

  private createCheckout(p: Record<string, FormValue>): { status?: number; body: Json } {
    const customer = str(p.customer);
    if (!customer || !this.customers.has(customer))
      return invalid('customer', `No such customer: '${customer}'`);
    if (str(p.mode) !== 'subscription')
      return invalid('mode', 'Only mode=subscription is supported by this double.');
    const successUrl = str(p.success_url);
    if (!successUrl) return invalid('success_url', 'Missing required param: success_url.');
    const lineItems = list(p.line_items).map((l) => ({
      price: str(l.price) ?? '',
      quantity: Number(str(l.quantity) ?? '1'),
    }));
    if (lineItems.length === 0) return invalid('line_items', 'Missing required param: line_items.');
    for (const [i, l] of lineItems.entries()) {
      if (!this.prices.has(l.price)) return invalid(`line_items[${i}][price]`, `No such price: '${l.price}'`);
      if (!Number.isInteger(l.quantity) || l.quantity < 1)
        return invalid(`line_items[${i}][quantity]`, 'Invalid positive integer');
    }
    const subscriptionData = record(p.subscription_data);
    const trial = str(subscriptionData.trial_period_days);
    const session: CheckoutState = {
      id: id('cs_test'),
      customer,
      lineItems,
      subscriptionMetadata: metadataOf(subscriptionData.metadata),
      trialDays: trial ? Number(trial) : null,
      metadata: metadataOf(p.metadata),
      clientReferenceId: str(p.client_reference_id) ?? null,
      successUrl,
      cancelUrl: str(p.cancel_url) ?? null,
      created: this.now(),
      status: 'open',
      subscription: null,
    };
    this.sessions.set(session.id, session);
    return { body: this.checkoutObject(session) };
  }

  private updateSubscription(
    sub: SubscriptionState,
    p: Record<string, FormValue>,
  ): { status?: number; body: Json } {
    if (sub.status === 'canceled')
      return invalid(
        'subscription',
        'A canceled subscription can only update its cancellation_details and metadata.',
      );
    const previous: Json = {};
    const cancel = str(p.cancel_at_period_end);
    if (cancel !== undefined && (cancel === 'true') !== sub.cancelAtPeriodEnd) {
      previous.cancel_at_period_end = sub.cancelAtPeriodEnd;
      sub.cancelAtPeriodEnd = cancel === 'true';
    }
    // Items: `id` changes or (with `deleted`) removes an item; no `id` adds one, as Stripe does.
    const changes = readItemChanges(list(p.items));
    const refused = this.checkItemChanges(sub, changes, 'items');
    if (refused) return refused;
    if (changes.length > 0) {
      previous.items = this.subscriptionObject(sub).items;
      for (const change of changes) {
        if (!change.id) {
          sub.items.push({
            id: id('si'),
            price: change.price!,
            quantity: change.quantity ?? 1,
            created: this.now(),
          });
          continue;
        }
        const index = sub.items.findIndex((it) => it.id === change.id);
        if (change.deleted) {
          sub.items.splice(index, 1);
          continue;
        }
        if (change.price) sub.items[index].price = change.price;
        if (change.quantity !== undefined) sub.items[index].quantity = change.quantity;
      }
    }
    const metadata = metadataOf(p.metadata);
    if (Object.keys(metadata).length > 0) sub.metadata = { ...sub.metadata, ...metadata };
    if (Object.keys(previous).length > 0)
      this.raise('customer.subscription.updated', this.subscriptionObject(sub), previous);
    return { body: this.subscriptionObject(sub) };
  }

  private previewInvoice(p: Record<string, FormValue>): { status?: number; body: Json } {
    const subId = str(p.subscription);
    const sub = subId ? this.subscriptions.get(subId) : undefined;
    if (!sub) return invalid('subscription', `No such subscription: '${subId}'`);
    if (str(p.customer) && str(p.customer) !== sub.customer)
      return invalid('customer', 'The subscription does not belong to this customer.');
    const changes = readItemChanges(list(p.subscription_items));
    const refused = this.checkItemChanges(sub, changes, 'subscription_items');
    if (refused) return refused;
    const behavior = str(p.subscription_proration_behavior) ?? 'create_prorations';
    if (!['create_prorations', 'none', 'always_invoice'].includes(behavior))
      return invalid(
        'subscription_proration_behavior',
        `Invalid subscription_proration_behavior: must be one of create_prorations, none, or always_invoice`,
      );
    const anchor = str(p.subscription_billing_cycle_anchor);
    if (anchor !== undefined && anchor !== 'now' && anchor !== 'unchanged')
      return invalid(
        'subscription_billing_cycle_anchor',
        'Invalid subscription_billing_cycle_anchor: must be one of now or unchanged',
      );
    const date = str(p.subscription_proration_date);
    if (date !== undefined && !/^\d+$/.test(date))
      return invalid('subscription_proration_date', 'Invalid integer: ' + date);
    const prorationDate = Number(date ?? this.now());
    // Stripe expands what `expand[]` names; the one expansion the app asks of a preview is the lines' products.
    const expand = (Array.isArray(p.expand) ? p.expand : []).filter(
      (e): e is string => typeof e === 'string',
    );
    const unknown = expand.find((e) => e !== 'lines.data.price.product');
    if (unknown !== undefined) return invalid('expand', `This property cannot be expanded (${unknown}).`);
    const invoice = this.upcomingInvoice(sub, {
      changes,
      prorationDate,
      prorate: behavior !== 'none',
      resetBillingCycle: anchor === 'now',
    });
    if (expand.length > 0)
      for (const line of (invoice.lines as { data: Json[] }).data) {
        const price = line.price as Json;
        price.product = this.productObject(price.product as string);
      }
    return { body: invoice };
  }

  /** Stripe's refusals of item changes: unknown items and prices, bad quantities, mixed intervals. */
  private checkItemChanges(
    sub: SubscriptionState,
    changes: ItemChange[],
    param: string,
  ): { status: number; body: Json } | null {
    for (const [i, c] of changes.entries()) {
      if (c.id && !sub.items.some((it) => it.id === c.id))
        return invalid(`${param}[${i}][id]`, `No such subscription item: '${c.id}'`);
      if (!c.id && !c.price) return invalid(`${param}[${i}][price]`, 'Missing required param: price.');
      if (c.price && !this.prices.has(c.price))
        return invalid(`${param}[${i}][price]`, `No such price: '${c.price}'`);
      if (c.quantity !== undefined && !(Number.isInteger(c.quantity) && c.quantity >= 0))
        return invalid(`${param}[${i}][quantity]`, 'Invalid non-negative integer');
    }
    const after = sub.items
      .map((it) => {
        const c = changes.find((x) => x.id === it.id);
        return c?.deleted ? null : (c?.price ?? it.price);
      })
      .concat(changes.filter((c) => !c.id).map((c) => c.price!))
      .filter((price): price is string => price !== null);
    if (after.length === 0) return invalid(param, 'A subscription must have at least one active plan.');
    const prices = [...new Set(after)];
    if (new Set(after.map((price) => this.prices.get(price)!.interval)).size > 1)
      return invalid(
        param,
        'Currency and interval fields must match across all plans on this subscription. Found mismatch in interval field.',
      );
    if (prices.length !== after.length)
      return invalid(param, 'Cannot add multiple subscription items with the same plan: ' + prices[0]);
    return null;
  }

  private createPortal(p: Record<string, FormValue>): { status?: number; body: Json } {
    const customer = str(p.customer);
    if (!customer || !this.customers.has(customer))
      return invalid('customer', `No such customer: '${customer}'`);
    const sessionId = id('bps');
    const returnUrl = str(p.return_url) ?? null;
    if (returnUrl) this.portalReturns.set(sessionId, returnUrl);
    return {
      body: {
        id: sessionId,
        object: 'billing_portal.session',
        configuration: id('bpc'),
        created: this.now(),
        customer,
        flow: null,
        livemode: false,
        locale: null,
        on_behalf_of: null,
        return_url: returnUrl,
        url: `${this.baseUrl}/hosted/portal/${sessionId}`,
      },
    };
  }

  /** Stripe's hosted pages: checkout completes and the portal returns at once (a browser test's stand-in for paying). */
  private hosted(path: string, res: ServerResponse): void {
    const checkout = path.match(/^\/hosted\/checkout\/([^/]+)$/);
    if (checkout && this.sessions.has(checkout[1])) {
      this.completeCheckout(checkout[1]);
      const session = this.sessions.get(checkout[1])!;
      res.writeHead(303, { location: session.successUrl.replace('{CHECKOUT_SESSION_ID}', session.id) }).end();
      return;
    }
    const portal = path.match(/^\/hosted\/portal\/([^/]+)$/);
    if (portal && this.portalReturns.has(portal[1])) {
      res.writeHead(303, { location: this.portalReturns.get(portal[1])! }).end();
      return;
    }
    res.writeHead(404).end();
  }

  // ---- Objects, shaped as the OpenAPI description says ----

  /** A failed card charge of an invoice, on the customer's default card. */
  private failedCharge(customerId: string, invoice: Json, failureCode: string): string {
    const customer = this.customers.get(customerId)!;
    const pmId = (customer.invoice_settings as Json).default_payment_method as string | null;
    const card = pmId ? ((this.paymentMethods.get(pmId)!.card as Json) ?? null) : null;
    const charge: Json = {
      id: id('ch'),
      object: 'charge',
      amount: invoice.amount_due,
      amount_captured: 0,
      amount_refunded: 0,
      billing_details: { address: null, email: null, name: null, phone: null },
      captured: false,
      created: this.now(),
      currency: 'usd',
      customer: customerId,
      description: 'Subscription update',
      disputed: false,
      failure_code: failureCode,
      failure_message: 'Your card was declined.',
      invoice: invoice.id,
      livemode: false,
      metadata: {},
      outcome: {
        network_status: 'declined_by_network',
        reason: 'generic_decline',
        risk_level: 'normal',
        seller_message: 'The bank did not return any further details with this decline.',
        type: 'issuer_declined',
      },
      paid: false,
      payment_method: pmId,
      payment_method_details: card
        ? {
            card: {
              brand: card.brand,
              country: card.country,
              exp_month: card.exp_month,
              exp_year: card.exp_year,
              fingerprint: card.fingerprint,
              funding: card.funding,
              last4: card.last4,
              network: card.brand,
            },
            type: 'card',
          }
        : null,
      refunded: false,
      status: 'failed',
    };
    this.charges.set(charge.id as string, charge);
    return charge.id as string;
  }

  private subscriptionState(subscriptionId: string): SubscriptionState {
    const sub = this.subscriptions.get(subscriptionId);
    if (!sub) throw new Error(`no subscription ${subscriptionId}`);
    return sub;
  }

  /** The name of the product a price is the price of. */
  private productName(priceId: string): string {
    const price = this.prices.get(priceId)!;
    return price.productName ?? price.product;
  }

  /** A whole period's line as Stripe words it: `3 × Team (at $20.00 / month)`. */
  private periodDescription(priceId: string, quantity: number): string {
    const price = this.prices.get(priceId)!;
    const unit = `$${(price.unitAmount / 100).toFixed(2)}`;
    return `${quantity} × ${this.productName(priceId)} (at ${unit} / ${price.interval})`;
  }

  /** A product, as `expand[]=…price.product` answers it. */
  private productObject(productId: string): Json {
    const price = [...this.prices.values()].find((p) => p.product === productId);
    return {
      id: productId,
      object: 'product',
      active: true,
      created: 1_700_000_000,
      default_price: null,
      description: null,
      features: [],
      images: [],
      livemode: false,
      metadata: {},
      name: price?.productName ?? productId,
      package_dimensions: null,
      shippable: null,
      statement_descriptor: null,
      tax_code: null,
      unit_label: null,
      updated: 1_700_000_000,
      url: null,
    };
  }

  private priceObject(priceId: string): Json {
    const price = this.prices.get(priceId)!;
    return {
      id: price.id,
      object: 'price',
      active: true,
      billing_scheme: 'per_unit',
      created: 1_700_000_000,
      currency: 'usd',
      custom_unit_amount: null,
      livemode: false,
      lookup_key: null,
      metadata: {},
      nickname: null,
      product: price.product,
      recurring: {
        aggregate_usage: null,
        interval: price.interval,
        interval_count: 1,
        usage_type: 'licensed',
      },
      tax_behavior: 'unspecified',
      tiers_mode: null,
      transform_quantity: null,
      type: 'recurring',
      unit_amount: price.unitAmount,
      unit_amount_decimal: String(price.unitAmount),
    };
  }

  private subscriptionObject(sub: SubscriptionState): Json {
    return {
      id: sub.id,
      object: 'subscription',
      application: null,
      application_fee_percent: null,
      automatic_tax: { enabled: false },
      billing_cycle_anchor: sub.created,
      billing_thresholds: null,
      cancel_at: sub.cancelAtPeriodEnd ? sub.periodEnd : null,
      cancel_at_period_end: sub.cancelAtPeriodEnd,
      canceled_at: sub.canceledAt,
      collection_method: 'charge_automatically',
      created: sub.created,
      currency: 'usd',
      current_period_end: sub.periodEnd,
      current_period_start: sub.periodStart,
      customer: sub.customer,
      days_until_due: null,
      default_payment_method: null,
      default_source: null,
      default_tax_rates: [],
      description: null,
      discount: null,
      ended_at: sub.status === 'canceled' ? sub.canceledAt : null,
      items: {
        object: 'list',
        data: sub.items.map((item) => ({
          id: item.id,
          object: 'subscription_item',
          billing_thresholds: null,
          created: item.created,
          metadata: {},
          price: this.priceObject(item.price),
          quantity: item.quantity,
          subscription: sub.id,
          tax_rates: [],
        })),
        has_more: false,
        url: `/v1/subscription_items?subscription=${sub.id}`,
      },
      latest_invoice: sub.latestInvoice,
      livemode: false,
      metadata: sub.metadata,
      next_pending_invoice_item_invoice: null,
      on_behalf_of: null,
      pause_collection: null,
      pending_invoice_item_interval: null,
      pending_setup_intent: null,
      pending_update: null,
      schedule: null,
      start_date: sub.created,
      status: sub.status,
      test_clock: null,
      transfer_data: null,
      trial_end: sub.trialEnd,
      trial_start: sub.trialStart,
    };
  }

  private checkoutObject(s: CheckoutState): Json {
    const amount = s.lineItems.reduce((sum, l) => sum + this.prices.get(l.price)!.unitAmount * l.quantity, 0);
    return {
      id: s.id,
      object: 'checkout.session',
      after_expiration: null,
      allow_promotion_codes: null,
      amount_subtotal: amount,
      amount_total: amount,
      automatic_tax: { enabled: false, status: null },
      billing_address_collection: null,
      cancel_url: s.cancelUrl,
      client_reference_id: s.clientReferenceId,
      consent: null,
      consent_collection: null,
      created: s.created,
      currency: 'usd',
      custom_fields: [],
      custom_text: { shipping_address: null, submit: null },
      customer: s.customer,
      customer_creation: null,
      customer_details: null,
      customer_email: null,
      expires_at: s.created + DAY,
      invoice: null,
      invoice_creation: null,
      livemode: false,
      locale: null,
      metadata: s.metadata,
      mode: 'subscription',
      payment_intent: null,
      payment_link: null,
      payment_method_collection: 'always',
      payment_method_types: ['card'],
      payment_status: 'unpaid',
      recovered_from: null,
      setup_intent: null,
      shipping_address_collection: null,
      shipping_cost: null,
      shipping_details: null,
      shipping_options: [],
      status: s.status,
      submit_type: null,
      subscription: s.subscription,
      success_url: s.successUrl,
      total_details: { amount_discount: 0, amount_shipping: 0, amount_tax: 0 },
      url: `${this.baseUrl}/hosted/checkout/${s.id}`,
    };
  }

  private lineItem(
    sub: SubscriptionState,
    priceId: string,
    quantity: number,
    amount: number,
    start: number,
    end: number,
    proration: boolean,
    description: string,
  ): Json {
    return {
      id: id('il_tmp'),
      object: 'line_item',
      amount,
      amount_excluding_tax: amount,
      currency: 'usd',
      description,
      discount_amounts: [],
      discountable: true,
      discounts: [],
      livemode: false,
      metadata: {},
      period: { start, end },
      price: this.priceObject(priceId),
      proration,
      proration_details: { credited_items: null },
      quantity,
      subscription: sub.id,
      tax_amounts: [],
      tax_rates: [],
      type: 'subscription',
      unit_amount_excluding_tax: String(this.prices.get(priceId)!.unitAmount),
    };
  }

  /**
   * The next invoice of a subscription, with the given changes applied as Stripe prorates them: a
   * credit for the unused time of each changed or removed item, a charge for the remaining time of
   * each changed or added one, then the next period at the new terms. With `prorate` false there are
   * no credits or charges for the rest of the period. With `resetBillingCycle` (billing cycle anchor
   * "now") the invoice is the one made at once: credits for the unused time, then a whole new period
   * of every item from the proration date.
   */
  private upcomingInvoice(
    sub: SubscriptionState,
    preview: {
      changes: ItemChange[];
      prorationDate: number;
      prorate: boolean;
      resetBillingCycle: boolean;
    } | null,
  ): Json {
    const lines: Json[] = [];
    const length = sub.periodEnd - sub.periodStart;
    const at = Math.min(Math.max(preview?.prorationDate ?? sub.periodStart, sub.periodStart), sub.periodEnd);
    const unused = length > 0 ? (sub.periodEnd - at) / length : 0;
    const prorate = preview?.prorate ?? true;
    const reset = preview?.resetBillingCycle ?? false;
    const changes = preview?.changes ?? [];
    const targets: { old: ItemState | null; next: { price: string; quantity: number } | null }[] = [
      ...sub.items.map((item) => {
        const c = changes.find((x) => x.id === item.id);
        return {
          old: item,
          next: c?.deleted ? null : { price: c?.price ?? item.price, quantity: c?.quantity ?? item.quantity },
        };
      }),
      ...changes
        .filter((c) => !c.id)
        .map((c) => ({ old: null, next: { price: c.price!, quantity: c.quantity ?? 1 } })),
    ];
    const amount = (price: string, quantity: number) => this.prices.get(price)!.unitAmount * quantity;
    for (const { old, next } of targets) {
      const changed = !old || !next || old.price !== next.price || old.quantity !== next.quantity;
      if (old && prorate && (changed || reset))
        lines.push(
          this.lineItem(
            sub,
            old.price,
            old.quantity,
            -Math.round(amount(old.price, old.quantity) * unused),
            at,
            sub.periodEnd,
            true,
            `Unused time on ${old.quantity} × ${this.productName(old.price)} after ${stripeDate(at)}`,
          ),
        );
      if (!next) continue;
      if (reset) {
        const end = at + periodLength(this.prices.get(next.price)!.interval);
        lines.push(
          this.lineItem(
            sub,
            next.price,
            next.quantity,
            amount(next.price, next.quantity),
            at,
            end,
            false,
            this.periodDescription(next.price, next.quantity),
          ),
        );
        continue;
      }
      if (changed && prorate)
        lines.push(
          this.lineItem(
            sub,
            next.price,
            next.quantity,
            Math.round(amount(next.price, next.quantity) * unused),
            at,
            sub.periodEnd,
            true,
            `Remaining time on ${next.quantity} × ${this.productName(next.price)} after ${stripeDate(at)}`,
          ),
        );
      const interval = this.prices.get(next.price)!.interval;
      lines.push(
        this.lineItem(
          sub,
          next.price,
          next.quantity,
          amount(next.price, next.quantity),
          sub.periodEnd,
          sub.periodEnd + periodLength(interval),
          false,
          this.periodDescription(next.price, next.quantity),
        ),
      );
    }
    const total = lines.reduce((sum, l) => sum + (l.amount as number), 0);
    return this.invoiceObject(sub, {
      id: undefined,
      status: 'draft',
      total,
      lines,
      billingReason: reset ? 'subscription_update' : 'upcoming',
      periodStart: reset ? at : sub.periodStart,
      periodEnd: reset ? at : sub.periodEnd,
      prorationDate: preview ? at : null,
    });
  }

  private invoiceFor(sub: SubscriptionState, status: 'paid' | 'open', billingReason: string): Json {
    const lines = sub.items.map((item) => {
      const price = this.prices.get(item.price)!;
      return this.lineItem(
        sub,
        item.price,
        item.quantity,
        price.unitAmount * item.quantity,
        sub.periodStart,
        sub.periodEnd,
        false,
        this.periodDescription(item.price, item.quantity),
      );
    });
    const total = lines.reduce((sum, l) => sum + (l.amount as number), 0);
    const invoice = this.invoiceObject(sub, {
      id: id('in'),
      status,
      total,
      lines,
      billingReason,
      periodStart: sub.periodStart,
      periodEnd: sub.periodEnd,
      prorationDate: null,
    });
    this.invoices.set(invoice.id as string, invoice);
    sub.latestInvoice = invoice.id as string;
    return invoice;
  }

  private invoiceObject(
    sub: SubscriptionState,
    o: {
      id: string | undefined;
      status: 'draft' | 'open' | 'paid';
      total: number;
      lines: Json[];
      billingReason: string;
      periodStart: number;
      periodEnd: number;
      prorationDate: number | null;
    },
  ): Json {
    const paid = o.status === 'paid';
    const invoice: Json = {
      object: 'invoice',
      account_country: 'US',
      account_name: 'Fieldnote (Stripe double)',
      amount_due: Math.max(o.total, 0),
      amount_paid: paid ? Math.max(o.total, 0) : 0,
      amount_remaining: paid ? 0 : Math.max(o.total, 0),
      amount_shipping: 0,
      attempt_count: o.status === 'open' ? 1 : 0,
      attempted: o.status !== 'draft',
      automatic_tax: { enabled: false, status: null },
      billing_reason: o.billingReason,
      collection_method: 'charge_automatically',
      created: this.now(),
      currency: 'usd',
      customer: sub.customer,
      default_tax_rates: [],
      hosted_invoice_url: o.id ? `${this.baseUrl}/hosted/invoice/${o.id}` : null,
      lines: {
        object: 'list',
        data: o.lines,
        has_more: false,
        url: o.id ? `/v1/invoices/${o.id}/lines` : '/v1/invoices/upcoming/lines',
      },
      livemode: false,
      metadata: {},
      next_payment_attempt: o.status === 'paid' ? null : this.now() + 3 * DAY,
      number: o.id
        ? `${String(sub.customer).slice(4, 12).toUpperCase()}-${String(this.invoices.size + 1).padStart(4, '0')}`
        : null,
      paid,
      paid_out_of_band: false,
      payment_settings: { default_mandate: null, payment_method_options: null, payment_method_types: null },
      period_end: o.periodEnd,
      period_start: o.periodStart,
      post_payment_credit_notes_amount: 0,
      pre_payment_credit_notes_amount: 0,
      starting_balance: 0,
      status: o.status,
      status_transitions: {
        finalized_at: o.status === 'draft' ? null : this.now(),
        marked_uncollectible_at: null,
        paid_at: paid ? this.now() : null,
        voided_at: null,
      },
      subscription: sub.id,
      subscription_details: { metadata: sub.metadata },
      subscription_proration_date: o.prorationDate ?? undefined,
      subtotal: o.total,
      subtotal_excluding_tax: o.total,
      tax: null,
      total: o.total,
      total_discount_amounts: [],
      total_excluding_tax: o.total,
      total_tax_amounts: [],
    };
    if (o.id) invoice.id = o.id;
    if (invoice.subscription_proration_date === undefined) delete invoice.subscription_proration_date;
    return invoice;
  }
}

/** One entry of `items` / `subscription_items` as the client sends it. */
interface ItemChange {
  id?: string;
  price?: string;
  quantity?: number;
  deleted: boolean;
}

function readItemChanges(entries: Record<string, FormValue>[]): ItemChange[] {
  return entries.map((c) => ({
    id: str(c.id),
    price: str(c.price),
    quantity: str(c.quantity) === undefined ? undefined : Number(str(c.quantity)),
    deleted: str(c.deleted) === 'true',
  }));
}

function periodLength(interval: 'month' | 'year'): number {
  return interval === 'year' ? 365 * DAY : 30 * DAY;
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

function send(res: ServerResponse, status: number, body: Json): void {
  res.writeHead(status, { 'content-type': 'application/json', 'request-id': id('req') });
  res.end(JSON.stringify(body));
}

function error(type: string, message: string, param?: string): Json {
  return { error: param ? { type, message, param } : { type, message } };
}

function invalid(param: string, message: string): { status: number; body: Json } {
  return { status: 400, body: error('invalid_request_error', message, param) };
}

function missing(kind: string, key: string): { status: number; body: Json } {
  return {
    status: 404,
    body: {
      error: {
        type: 'invalid_request_error',
        code: 'resource_missing',
        message: `No such ${kind}: '${key}'`,
        param: 'id',
      },
    },
  };
}

/** A date as Stripe's line descriptions write it: `04 Dec 2026` (UTC). */
function stripeDate(unixSeconds: number): string {
  const d = new Date(unixSeconds * 1000);
  const month = d.toLocaleString('en-GB', { month: 'short', timeZone: 'UTC' });
  return `${String(d.getUTCDate()).padStart(2, '0')} ${month} ${d.getUTCFullYear()}`;
}
