import fc from 'fast-check';
import type { LogMailer } from '@fieldnote/core';
import { waitFor } from '../../services/core/src/testing/wait-for';
import { SubscriptionReconciler } from '../../services/control-plane/src/billing/subscription-reconciler.service';
import { StripeDouble } from '../../services/control-plane/src/billing/testing/stripe-double';
import { GraphqlClient, errorCode } from '../../services/all-in-one/src/testing/graphql-client';
import { type TestServer, startTestServer } from '../../services/all-in-one/src/testing/test-server';
import {
  type BuiltWorkspace,
  addMember,
  buildApiToken,
  buildEmail,
  expectOk,
  signUpAndCreateWorkspace,
  sql,
  workspaceSchema,
} from './factories';

const OVERVIEW = `{ billing { enabled planReference stripeSubscriptionStatus hasSubscription interval
  totalSeatsAvailable seatsAllocated viewerCount utilizationPercentage currentPeriodEnd cancelAtPeriodEnd
  plans { reference intervals minimumSeats maximumSeats } } }`;
const CHECKOUT = 'mutation($input: SubscriptionChoiceInput!) { startCheckout(input: $input) { url } }';
const PREVIEW = `query($input: SubscriptionChoiceInput!) { previewSubscriptionChange(input: $input) {
  total prorationDate lines { amount proration quantity } } }`;
const CHANGE =
  'mutation($input: ChangeSubscriptionInput!) { changeSubscription(input: $input) { interval totalSeatsAvailable } }';
const CANCEL =
  'mutation($input: CancelAtPeriodEndInput!) { setCancelAtPeriodEnd(input: $input) { cancelAtPeriodEnd } }';
const PORTAL = 'mutation { openBillingPortal { url } }';

interface Overview {
  enabled: boolean;
  planReference: string | null;
  stripeSubscriptionStatus: string | null;
  hasSubscription: boolean;
  interval: string | null;
  totalSeatsAvailable: number | null;
  seatsAllocated: number;
  viewerCount: number;
  utilizationPercentage: number | null;
  cancelAtPeriodEnd: boolean;
  plans: { reference: string; intervals: string[]; minimumSeats: number; maximumSeats: number | null }[];
}

type Event = Record<string, unknown>;

describe('Stripe billing, against the Stripe double', () => {
  let double: StripeDouble;
  let sut: TestServer;

  beforeAll(async () => {
    double = await new StripeDouble().start();
    for (const [plan, month, year] of [
      ['pro', 1500, 15000],
      ['team', 2000, 20000],
      ['business', 4000, 40000],
    ] as const) {
      double.addPrice({
        id: `price_${plan}_month`,
        product: `prod_${plan}`,
        unitAmount: month,
        interval: 'month',
      });
      double.addPrice({
        id: `price_${plan}_year`,
        product: `prod_${plan}`,
        unitAmount: year,
        interval: 'year',
      });
    }
    sut = await startTestServer({
      STRIPE_SECRET_KEY: 'sk_test_fieldnote',
      STRIPE_WEBHOOK_SECRET: double.webhookSecret,
      STRIPE_API_URL: double.baseUrl,
      BILLING_DEFAULT_PLAN: 'free-jul-2025',
    });
    double.webhookUrl = `${sut.address}/stripe/webhook`;
    const operator = sut.client();
    for (const plan of ['pro', 'team', 'business']) {
      const res = await operator.http(`/control/plans/${plan}/prices`, {
        method: 'PUT',
        headers: {
          authorization: `Bearer ${sut.server.built.operatorToken}`,
          'content-type': 'application/json',
        },
        body: JSON.stringify({ month: `price_${plan}_month`, year: `price_${plan}_year` }),
      });
      expect(res.status).toBe(200);
    }
  }, 120_000);
  afterAll(async () => {
    await sut?.close();
    await double?.close();
  });

  const overview = async (ws: BuiltWorkspace) =>
    expectOk(await ws.manager.client.gql<{ billing: Overview }>(OVERVIEW)).billing;

  /** A workspace subscribed through Checkout, the double's events delivered in order. */
  async function subscribed(seats = 3, options: { trialDays?: number } = {}) {
    const ws = await signUpAndCreateWorkspace(sut);
    const { url } = expectOk(
      await ws.manager.client.gql<{ startCheckout: { url: string } }>(CHECKOUT, {
        input: { planReference: 'team', interval: 'month', seats },
      }),
    ).startCheckout;
    const sessionId = url.split('/').pop()!;
    const subscription = double.completeCheckout(sessionId, options);
    const events = double.takePending();
    expect(await double.deliver(events)).toEqual(events.map(() => 200));
    return { ws, subscriptionId: subscription.id as string, events };
  }

  interface PlanRow {
    plan_reference: string;
    subscription_status: string | null;
    stripe_subscription_id: string | null;
    stripe_price_id: string | null;
    price_interval: string | null;
    seats: number | null;
    cancel_at_period_end: boolean;
    current_period_end: string | null;
  }

  async function row(teamId: string): Promise<PlanRow> {
    const [r] = await sql<PlanRow>(
      sut,
      `select plan_reference, subscription_status, stripe_subscription_id, stripe_price_id, price_interval, seats,
              cancel_at_period_end, current_period_end from control.workspace_plans where team_id = ?`,
      [teamId],
    );
    return {
      ...r,
      current_period_end: r.current_period_end ? new Date(r.current_period_end).toISOString() : null,
    };
  }

  async function auditActions(ws: BuiltWorkspace): Promise<string[]> {
    const schema = await workspaceSchema(sut, ws);
    const rows = await sql<{ action: string }>(
      sut,
      `select action from "${schema}".audit_entries where object_type = 'SUBSCRIPTION' order by occurred_at, action`,
    );
    return rows.map((r) => r.action);
  }

  it('should subscribe through Checkout: a customer with the workspace id, the plan, seats and status from the webhook, audit entries and an event', async () => {
    const { ws, subscriptionId } = await subscribed(4);
    const customer = double.requests.find(
      (r) => r.path === '/v1/customers' && JSON.stringify(r.params).includes(ws.id),
    );
    expect(customer?.params.metadata).toEqual({ teamId: ws.id });
    const checkout = double.requests.filter((r) => r.path === '/v1/checkout/sessions').pop()!;
    expect(checkout.params).toMatchObject({
      mode: 'subscription',
      line_items: [{ price: 'price_team_month', quantity: '4' }],
      subscription_data: { metadata: { teamId: ws.id } },
    });
    expect(String(checkout.params.success_url)).toContain(`${ws.subdomain}.`);
    expect(String(checkout.params.success_url)).toContain('/settings/billing?checkout=success');
    expect(await overview(ws)).toMatchObject({
      enabled: true,
      planReference: 'team',
      stripeSubscriptionStatus: 'ACTIVE',
      hasSubscription: true,
      interval: 'month',
      totalSeatsAvailable: 4,
      seatsAllocated: 1,
      utilizationPercentage: 25,
    });
    expect((await row(ws.id)).stripe_subscription_id).toBe(subscriptionId);
    expect(await auditActions(ws)).toEqual(
      expect.arrayContaining(['SUBSCRIPTION_ITEM_CHANGED', 'SUBSCRIPTION_STATUS_CHANGED']),
    );
    const events = await sql<{ payload: { status: string; seats: number } }>(
      sut,
      'select payload from regional.outbox_events where workspace_id = ? and subject = ?',
      [ws.id, 'billing.subscription_changed'],
    );
    expect(events.map((e) => e.payload)).toEqual([
      expect.objectContaining({ status: 'ACTIVE', seats: 4, source: 'webhook' }),
    ]);
  });

  it("should refuse seats outside the plan's minimum and maximum, a free plan and a missing price, calling no Stripe", async () => {
    const ws = await signUpAndCreateWorkspace(sut);
    const before = double.requests.length;
    const tooFew = await ws.manager.client.gql(CHECKOUT, {
      input: { planReference: 'team', interval: 'month', seats: 2 },
    });
    expect(errorCode(tooFew)).toBe('BAD_USER_INPUT');
    expect(tooFew.errors![0].message).toBe('Team needs at least 3 seats.');
    const tooMany = await ws.manager.client.gql(CHECKOUT, {
      input: { planReference: 'pro', interval: 'year', seats: 11 },
    });
    expect(tooMany.errors![0].message).toBe('Pro takes from 1 to 10 seats.');
    const free = await ws.manager.client.gql(CHECKOUT, {
      input: { planReference: 'free-jul-2025', interval: 'month', seats: 1 },
    });
    expect(errorCode(free)).toBe('BAD_USER_INPUT');
    const noPrice = await ws.manager.client.gql(CHECKOUT, {
      input: { planReference: 'enterprise', interval: 'month', seats: 10 },
    });
    expect(noPrice.errors![0].message).toBe('Enterprise has no monthly price on this installation.');
    const bounds = await ws.manager.client.gql(CHECKOUT, {
      input: { planReference: 'team', interval: 'month', seats: 10_001 },
    });
    expect(errorCode(bounds)).toBe('BAD_USER_INPUT');
    expect(double.requests.length).toBe(before);
    expect((await row(ws.id)).stripe_subscription_id).toBeNull();
  });

  it('should refuse billing to a contributor and to an API token, changing nothing', async () => {
    const { ws } = await subscribed(3);
    const contributor = await addMember(sut, ws, 'CONTRIBUTOR');
    const before = double.requests.length;
    for (const [doc, variables] of [
      [OVERVIEW, {}],
      [CHECKOUT, { input: { planReference: 'team', interval: 'month', seats: 3 } }],
      [CANCEL, { input: { cancel: true } }],
      [PORTAL, {}],
    ] as const)
      expect(errorCode(await contributor.client.gql(doc, variables))).toBe('FORBIDDEN');
    const token = await buildApiToken(ws.manager.client);
    const tokenClient = new GraphqlClient(sut.address, ws.host);
    tokenClient.bearer = token.secret;
    expect(errorCode(await tokenClient.gql(CANCEL, { input: { cancel: true } }))).toBe('FORBIDDEN');
    expect(errorCode(await tokenClient.gql(PORTAL))).toBe('FORBIDDEN');
    expect(double.requests.length).toBe(before);
    expect((await row(ws.id)).cancel_at_period_end).toBe(false);
  });

  it('should preview a seat change with prorations, then make it at the previewed proration date', async () => {
    const { ws, subscriptionId } = await subscribed(3);
    const choice = { planReference: 'team', interval: 'month', seats: 5 };
    const preview = expectOk(
      await ws.manager.client.gql<{
        previewSubscriptionChange: {
          total: number;
          prorationDate: number;
          lines: { amount: number; proration: boolean }[];
        };
      }>(PREVIEW, { input: choice }),
    ).previewSubscriptionChange;
    expect(preview.lines.map((l) => l.proration)).toEqual([true, true, false]);
    expect(preview.lines[2].amount).toBe(10_000);
    expect((await row(ws.id)).seats).toBe(3);
    const changed = expectOk(
      await ws.manager.client.gql<{ changeSubscription: { totalSeatsAvailable: number } }>(CHANGE, {
        input: { ...choice, prorationDate: preview.prorationDate },
      }),
    ).changeSubscription;
    expect(changed.totalSeatsAvailable).toBe(5);
    const update = double.requests
      .filter((r) => r.path === `/v1/subscriptions/${subscriptionId}` && r.method === 'POST')
      .pop()!;
    expect(update.params).toMatchObject({
      proration_behavior: 'create_prorations',
      proration_date: String(preview.prorationDate),
    });
    // The webhook of that update changes nothing more.
    const pending = double.takePending();
    await double.deliver(pending);
    expect((await row(ws.id)).seats).toBe(5);
  });

  it('should refuse fewer seats than managers and contributors in use', async () => {
    const { ws } = await subscribed(3);
    await addMember(sut, ws, 'CONTRIBUTOR');
    await addMember(sut, ws, 'MANAGER');
    await addMember(sut, ws, 'VIEWER');
    const o = await overview(ws);
    expect({ seatsAllocated: o.seatsAllocated, viewerCount: o.viewerCount }).toEqual({
      seatsAllocated: 3,
      viewerCount: 1,
    });
    const res = await ws.manager.client.gql(PREVIEW, {
      input: { planReference: 'pro', interval: 'month', seats: 2 },
    });
    expect(errorCode(res)).toBe('BAD_USER_INPUT');
    expect(res.errors![0].message).toContain('needs at least 3 seats');
  });

  it('should refuse a webhook whose signature does not verify, recording nothing', async () => {
    const { events } = await subscribed(3);
    const payload = JSON.stringify({ ...events[0], id: 'evt_forged' });
    const res = await fetch(`${sut.address}/stripe/webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=deadbeef' },
      body: payload,
    });
    expect(res.status).toBe(400);
    const unsigned = await fetch(`${sut.address}/stripe/webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: payload,
    });
    expect(unsigned.status).toBe(400);
    expect(await sql(sut, "select id from control.stripe_events where id = 'evt_forged'")).toEqual([]);
  });

  it('should acknowledge an event without a workspace id in metadata, log it, and count it once', async () => {
    const event = double.raiseRaw('product.created', { id: 'prod_x', object: 'product', metadata: {} });
    double.takePending();
    expect(await double.send(event)).toBe(200);
    expect(await double.send(event)).toBe(200);
    expect(await sql(sut, 'select outcome from control.stripe_events where id = ?', [event.id])).toEqual([
      { outcome: 'no-workspace' },
    ]);
    const foreign = double.raiseRaw('customer.subscription.updated', {
      id: 'sub_x',
      object: 'subscription',
      metadata: { teamId: 'not-a-uuid' },
    });
    double.takePending();
    expect(await double.send(foreign)).toBe(200);
  });

  it('should count a duplicated event once: one audit entry of the change, one of the notice, and one outbox event', async () => {
    const { ws, subscriptionId } = await subscribed(3);
    const before = await auditActions(ws);
    double.failPayment(subscriptionId);
    const events = double.takePending();
    await double.deliver(events, { duplicates: events.map((_, i) => i) });
    expect((await row(ws.id)).subscription_status).toBe('PAST_DUE');
    // The status change, and the failed payment's notice to the managers: each once.
    expect((await auditActions(ws)).sort()).toEqual(
      [...before, 'BILLING_NOTICE_SENT', 'SUBSCRIPTION_STATUS_CHANGED'].sort(),
    );
    const ledger = await sql(sut, 'select id from control.stripe_events where team_id = ?', [ws.id]);
    expect(ledger.length).toBe(new Set([...events.map((e) => e.id)]).size + 2);
  });

  it('should answer 5xx while Stripe cannot be read, record nothing, and apply the event when Stripe retries', async () => {
    const { ws, subscriptionId } = await subscribed(3);
    double.setStatus(subscriptionId, 'past_due');
    const [event] = double.takePending();
    double.failNextRequests = 2; // the client's one retry fails too
    expect(await double.send(event)).toBe(503);
    expect(await sql(sut, 'select id from control.stripe_events where id = ?', [event.id])).toEqual([]);
    expect((await row(ws.id)).subscription_status).toBe('ACTIVE');
    expect(await double.send(event)).toBe(200);
    expect((await row(ws.id)).subscription_status).toBe('PAST_DUE');
  });

  it('should cancel at the period end and take it back', async () => {
    const { ws } = await subscribed(3);
    const cancel = async (value: boolean) =>
      expectOk(
        await ws.manager.client.gql<{ setCancelAtPeriodEnd: { cancelAtPeriodEnd: boolean } }>(CANCEL, {
          input: { cancel: value },
        }),
      ).setCancelAtPeriodEnd.cancelAtPeriodEnd;
    expect(await cancel(true)).toBe(true);
    expect(await auditActions(ws)).toContain('SUBSCRIPTION_STATUS_CHANGED');
    expect(await cancel(false)).toBe(false);
  });

  it('should open the Customer Portal returning to /settings/billing/details', async () => {
    const { ws } = await subscribed(3);
    const { url } = expectOk(
      await ws.manager.client.gql<{ openBillingPortal: { url: string } }>(PORTAL),
    ).openBillingPortal;
    expect(url).toContain(double.baseUrl);
    const portal = double.requests.filter((r) => r.path === '/v1/billing_portal/sessions').pop()!;
    expect(String(portal.params.return_url)).toMatch(/\/settings\/billing\/details$/);
  });

  it('should end in the same state whatever the order and duplicates of a realistic event sequence', async () => {
    // trial -> active -> seats 5 -> payment failed (past due) -> retry paid -> cancel at period end ->
    // canceled -> a new subscription (yearly, 4 seats), delivered in order while it happens.
    const { ws, subscriptionId, events: first } = await subscribed(3, { trialDays: 14 });
    const all: Event[] = [...first];
    const step = async () => {
      const pending = double.takePending();
      all.push(...pending);
      await double.deliver(pending);
    };
    double.setStatus(subscriptionId, 'active');
    await step();
    expectOk(
      await ws.manager.client.gql(CHANGE, { input: { planReference: 'team', interval: 'month', seats: 5 } }),
    );
    await step();
    double.failPayment(subscriptionId);
    await step();
    double.recoverPayment(subscriptionId);
    await step();
    expectOk(await ws.manager.client.gql(CANCEL, { input: { cancel: true } }));
    await step();
    double.cancelNow(subscriptionId);
    await step();
    expect((await row(ws.id)).subscription_status).toBe('CANCELED');
    expect((await row(ws.id)).plan_reference).toBe('free-jul-2025');
    // A second subscription, created a second later (Stripe's created times are in seconds).
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const { url } = expectOk(
      await ws.manager.client.gql<{ startCheckout: { url: string } }>(CHECKOUT, {
        input: { planReference: 'team', interval: 'year', seats: 4 },
      }),
    ).startCheckout;
    double.completeCheckout(url.split('/').pop()!);
    await step();
    const inOrder = await row(ws.id);
    expect(inOrder).toMatchObject({
      plan_reference: 'team',
      subscription_status: 'ACTIVE',
      seats: 4,
      price_interval: 'year',
    });

    const n = all.length;
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.nat({ max: n - 1 }), { maxLength: n }),
        fc.array(fc.double({ min: 0, max: 1, noNaN: true }), { minLength: 2 * n, maxLength: 2 * n }),
        async (duplicates, keys) => {
          // From before the first event: the workspace back on the free plan, the ledger empty.
          await sql(
            sut,
            `update control.workspace_plans set plan_reference = 'free-jul-2025', plan_version = 1, subscription_status = null,
               stripe_subscription_id = null, stripe_subscription_created = null, stripe_price_id = null, price_interval = null,
               seats = null, current_period_end = null, cancel_at_period_end = false where team_id = ?`,
            [ws.id],
          );
          await sql(sut, 'delete from control.stripe_events where team_id = ?', [ws.id]);
          const sequence = [...all.map((_, i) => i), ...duplicates]
            .map((index, i) => ({ index, key: keys[i] }))
            .sort((a, b) => a.key - b.key)
            .map((x) => x.index);
          const statuses = await double.deliver(all, { order: sequence });
          expect(statuses.every((s) => s === 200)).toBe(true);
          expect(await row(ws.id)).toEqual(inOrder);
        },
      ),
      { numRuns: 8 },
    );
  }, 240_000);

  const INVITE = 'mutation($input: InviteMemberInput!) { inviteMember(input: $input) { id } }';

  it('should refuse inviting a paid member beyond the seats bought, and still invite a viewer', async () => {
    const { ws } = await subscribed(3);
    await addMember(sut, ws, 'CONTRIBUTOR');
    const invited = expectOk(
      await ws.manager.client.gql(INVITE, { input: { email: buildEmail('pending'), role: 'MANAGER' } }),
    );
    expect(invited).toBeTruthy();
    const pendingBefore = await sql(sut, 'select id from control.invites where team_id = ?', [ws.id]);
    const refused = await ws.manager.client.gql(INVITE, {
      input: { email: buildEmail('fourth'), role: 'CONTRIBUTOR' },
    });
    expect(errorCode(refused)).toBe('FORBIDDEN');
    expect(refused.errors![0].message).toContain('All 3 paid seats are in use');
    expect(refused.errors![0].extensions.details).toMatchObject({
      planLimit: 'maxQuantity',
      maximum: 3,
      buySeats: true,
    });
    expect(await sql(sut, 'select id from control.invites where team_id = ?', [ws.id])).toEqual(
      pendingBefore,
    );
    expectOk(await ws.manager.client.gql(INVITE, { input: { email: buildEmail('viewer'), role: 'VIEWER' } }));
    const contributor = await addMember(sut, ws, 'VIEWER');
    expect(
      errorCode(await contributor.client.gql(INVITE, { input: { email: buildEmail('x'), role: 'VIEWER' } })),
    ).toBe('FORBIDDEN');
  });

  it('should correct drift and raise seats to the paid members in the daily reconciliation, not in webhooks', async () => {
    const { ws, subscriptionId } = await subscribed(3);
    const schema = await workspaceSchema(sut, ws);
    // Drift: a lost webhook left another status and seat count in our record.
    await sql(
      sut,
      "update control.workspace_plans set seats = 7, subscription_status = 'PAST_DUE' where team_id = ?",
      [ws.id],
    );
    // Three more paid members than seats bought (added behind the invite gate's back, e.g. by SCIM).
    for (let i = 0; i < 3; i++)
      await sql(
        sut,
        `insert into "${schema}".members (id, name, email, role) values (gen_random_uuid(), ?, ?, 'CONTRIBUTOR')`,
        [`extra ${i}`, buildEmail('extra')],
      );
    const report = await sut.server.app.get(SubscriptionReconciler, { strict: false }).reconcileAll();
    expect(report.failed).toBe(0);
    expect(report.seatsRaised).toBeGreaterThanOrEqual(1);
    expect(double.subscription(subscriptionId)).toMatchObject({ items: { data: [{ quantity: 4 }] } });
    expect(await row(ws.id)).toMatchObject({ seats: 4, subscription_status: 'ACTIVE' });
    const events = await sql<{ payload: { source: string } }>(
      sut,
      'select payload from regional.outbox_events where workspace_id = ? and subject = ?',
      [ws.id, 'billing.subscription_changed'],
    );
    expect(events.map((e) => e.payload.source)).toContain('reconciliation');
    // The webhook of Stripe's change then finds the state already applied.
    await double.deliver(double.takePending());
    expect((await row(ws.id)).seats).toBe(4);
  });

  const INBOX = `{ notificationInbox(limit: 50) { items { id type excerpt path billing {
    trialEndsAt dueDate daysOverdue amountDue currency invoiceName invoiceNumber payUrl country
    automaticTaxEnabled cardBrand cardLast4 paymentErrorCode renewalDate card } } } }`;

  interface Notice {
    type: string;
    excerpt: string;
    path: string;
    billing: Record<string, unknown> | null;
  }

  const inbox = async (client: GraphqlClient) =>
    expectOk(await client.gql<{ notificationInbox: { items: Notice[] } }>(INBOX)).notificationInbox.items;
  const mailer = () => sut.server.built.platform.mailer as LogMailer;

  it('should send a failed payment once to every manager, in-app and by e-mail, with card brand and last4, error code and a pay link; none to contributors', async () => {
    const { ws, subscriptionId } = await subscribed(3);
    const second = await addMember(sut, ws, 'MANAGER');
    const contributor = await addMember(sut, ws, 'CONTRIBUTOR');
    double.failPayment(subscriptionId, { failureCode: 'insufficient_funds' });
    const events = double.takePending();
    // Delivered twice over, shuffled: still one notice each.
    await double.deliver(events, { order: [...events.keys()].reverse(), duplicates: [...events.keys()] });
    for (const manager of [ws.manager, second]) {
      const failed = (await inbox(manager.client)).filter((n) => n.type === 'PAYMENT_FAILED');
      expect(failed).toHaveLength(1);
      expect(failed[0]).toMatchObject({
        path: '/settings/billing',
        billing: {
          cardBrand: 'visa',
          cardLast4: '4242',
          amountDue: 6000,
          currency: 'usd',
          paymentErrorCode: 'insufficient_funds',
        },
      });
      expect(failed[0]!.billing!.payUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/hosted\/invoice\/in_/);
      expect(failed[0]!.excerpt).toBe(
        'A payment of $60.00 failed on visa ending 4242 (insufficient_funds). Pay now to keep the subscription.',
      );
      await waitFor(
        () =>
          expect(
            mailer().sent.filter((m) => m.to === manager.email && m.kind === 'PAYMENT_FAILED'),
          ).toHaveLength(1),
        { timeoutMs: 15_000 },
      );
    }
    const mail = mailer().sent.find((m) => m.to === ws.manager.email && m.kind === 'PAYMENT_FAILED')!;
    expect(mail.text).toContain('Pay the invoice: http://127.0.0.1:');
    expect(mail.text).toContain('/settings/billing');
    expect((await inbox(contributor.client)).some((n) => n.type === 'PAYMENT_FAILED')).toBe(false);
    expect(await auditActions(ws)).toContain('BILLING_NOTICE_SENT');
    const sent = await sql<{ payload: { kind: string; recipients: number } }>(
      sut,
      'select payload from regional.outbox_events where workspace_id = ? and subject = ?',
      [ws.id, 'billing.notice_sent'],
    );
    expect(sent.map((e) => e.payload)).toContainEqual(
      expect.objectContaining({ kind: 'PAYMENT_FAILED', recipients: 2 }),
    );
  });

  it('should cut a card brand beyond 125 characters and drop a last4 that is not 1-4 digits (spec 001 §5)', async () => {
    const { ws, subscriptionId } = await subscribed(3);
    const customer = (double.subscription(subscriptionId) as { customer: string }).customer;
    double.attachCard(customer, { brand: 'b'.repeat(200), last4: '42424' });
    double.failPayment(subscriptionId);
    await double.deliver(double.takePending());
    const [failed] = (await inbox(ws.manager.client)).filter((n) => n.type === 'PAYMENT_FAILED');
    expect(failed!.billing).toMatchObject({ cardBrand: 'b'.repeat(125), cardLast4: null });
  });

  it('should send the renewal with its date, amount and card, and an invoice due with its number, due date, days overdue and pay link', async () => {
    const { ws, subscriptionId } = await subscribed(3);
    double.announceRenewal(subscriptionId);
    double.sendInvoice(subscriptionId, -2);
    await double.deliver(double.takePending());
    const items = await inbox(ws.manager.client);
    const renewal = items.find((n) => n.type === 'RENEWAL')!;
    expect(renewal.billing).toMatchObject({ amountDue: 6000, currency: 'usd', card: 'Visa ending 4242' });
    expect(renewal.billing!.renewalDate).toBeTruthy();
    expect(renewal.excerpt).toMatch(
      /^Your subscription renews on .+: \$60\.00 will be charged to Visa ending 4242\.$/,
    );
    const due = items.find((n) => n.type === 'INVOICE_DUE')!;
    expect(due.billing).toMatchObject({
      amountDue: 6000,
      daysOverdue: 2,
      country: 'US',
      automaticTaxEnabled: false,
      invoiceName: 'Fieldnote (Stripe double)',
    });
    expect(due.billing!.invoiceNumber).toBeTruthy();
    expect(due.billing!.payUrl).toContain('/hosted/invoice/');
    expect(due.excerpt).toContain('days overdue');
    await waitFor(
      () =>
        expect(
          mailer()
            .sent.filter((m) => m.to === ws.manager.email)
            .map((m) => m.kind)
            .sort(),
        ).toEqual(expect.arrayContaining(['INVOICE_DUE', 'RENEWAL'])),
      { timeoutMs: 15_000 },
    );
  });

  it('should tell managers once that a Stripe trial ended, whichever events show it', async () => {
    const { ws, subscriptionId } = await subscribed(3, { trialDays: 14 });
    double.setStatus(subscriptionId, 'active');
    const events = double.takePending();
    await double.deliver(events, { duplicates: [...events.keys()] });
    double.announceRenewal(subscriptionId);
    await double.deliver(double.takePending());
    const ended = (await inbox(ws.manager.client)).filter((n) => n.type === 'TRIAL_END');
    expect(ended).toHaveLength(1);
    expect(ended[0]!.billing!.trialEndsAt).toBeTruthy();
  });
});
