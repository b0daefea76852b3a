import fc from 'fast-check';
import type { LogMailer } from '@fieldnote/core';
import { waitFor } from '../../services/core/src/testing/wait-for';
import type Stripe from 'stripe';
import { SubscriptionReconciler } from '../../services/control-plane/src/billing/subscription-reconciler.service';
import { StripeBillingRepository } from '../../services/control-plane/src/billing/stripe-billing.repository';
import { PlanCatalogueService } from '../../services/control-plane/src/billing/plan-catalogue.service';
import { STRIPE_CLIENT } from '../../services/control-plane/src/billing/stripe-client';
import { SubscriptionSyncService } from '../../services/control-plane/src/billing/subscription-sync.service';
import { ScheduledJobClaims } from '../../services/control-plane/src/scheduling/scheduled-job-claims.repository';
import { WorkspaceDirectory } from '../../services/control-plane/src/workspaces/workspace-directory.service';
import { StripeDouble } from '../../services/control-plane/src/billing/testing/stripe-double';
import { GraphqlClient, errorCode } from '../../services/all-in-one/src/testing/graphql-client';
import { type TestServer, startTestServer } from '../../services/all-in-one/src/testing/test-server';
import {
  type BuiltWorkspace,
  addMember,
  buildApiToken,
  buildEmail,
  buildProject,
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
  total prorationDate lines { amount proration quantity description } } }`;
const CHANGE =
  'mutation($input: ChangeSubscriptionInput!) { changeSubscription(input: $input) { interval totalSeatsAvailable } }';
const CANCEL =
  'mutation($input: CancelAtPeriodEndInput!) { setCancelAtPeriodEnd(input: $input) { cancelAtPeriodEnd } }';
const PORTAL = 'mutation { openBillingPortal { url } }';
/** The names the operator gave the products in Stripe. */
const PRODUCT_NAMES: Record<string, string> = {
  pro: 'Pro',
  team: 'Team',
  business: 'Business',
  hipaa: 'HIPAA',
  'disable-gen-ai': 'Disable generative AI',
  channels: 'Channels',
};

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
        productName: PRODUCT_NAMES[plan],
        unitAmount: month,
        interval: 'month',
      });
      double.addPrice({
        id: `price_${plan}_year`,
        product: `prod_${plan}`,
        productName: PRODUCT_NAMES[plan],
        unitAmount: year,
        interval: 'year',
      });
    }
    sut = await startTestServer({
      SEED_DEMO: 'false',
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
  // Closing drops the suite's database, dozens of workspace schemas: PostgreSQL 15's DROP DATABASE
  // waits for a checkpoint of the whole cluster, which took 24.6 s with two busy cores beside it
  // (and past Jest's 30 s twice this session, failing the suite).
  afterAll(async () => {
    await sut?.close();
    await double?.close();
  }, 120_000);

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
          lines: { amount: number; proration: boolean; description: string }[];
        };
      }>(PREVIEW, { input: choice }),
    ).previewSubscriptionChange;
    expect(preview.lines.map((l) => l.proration)).toEqual([true, true, false]);
    expect(preview.lines[2].amount).toBe(10_000);
    // Each line names the product, as Stripe words it (the price's product, never its id).
    expect(preview.lines.map((l) => l.description)).toEqual([
      expect.stringMatching(/^Unused time on 3 × Team after \d{2} \w{3} \d{4}$/),
      expect.stringMatching(/^Remaining time on 5 × Team after \d{2} \w{3} \d{4}$/),
      '5 × Team (at $20.00 / month)',
    ]);
    expect(preview.lines.some((l) => l.description.includes('price_'))).toBe(false);
    expect(double.requests.filter((r) => r.path === '/v1/invoices/upcoming').pop()!.params).toMatchObject({
      expand: ['lines.data.price.product'],
    });
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

  // ---- Add-ons, the operator's quote and the reconciliation's leader (billing operations) ----

  const ADD_ONS = '{ billingAddOns { reference held intervals } }';
  const PREVIEW_ADD_ON = `query($input: AddOnChoiceInput!) { previewAddOnChange(input: $input) {
    total prorationDate lines { amount proration quantity } } }`;
  const CHANGE_ADD_ON =
    'mutation($input: ChangeAddOnInput!) { changeAddOn(input: $input) { reference held } }';
  const AI_SETTINGS = '{ aiSettings { generativeAiEnabled disabledByPlan summariesEnabled } }';
  let addOnPrices: Promise<void> | null = null;

  /** The operator's call with the operator token (or none with `auth` null). */
  function operatorCall(path: string, init: { method?: string; body?: unknown; auth?: string | null } = {}) {
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    const auth = init.auth === undefined ? sut.server.built.operatorToken : init.auth;
    if (auth !== null) headers.authorization = `Bearer ${auth}`;
    return sut.client().http(path, {
      method: init.method ?? 'GET',
      headers,
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });
  }

  /** Monthly prices of the HIPAA, disable gen AI and channels add-ons, in the double and the catalogue, once. */
  function withAddOnPrices(): Promise<void> {
    addOnPrices ??= (async () => {
      for (const [addOn, amount] of [
        ['hipaa', 1000],
        ['disable-gen-ai', 0],
        ['channels', 500],
      ] as const) {
        double.addPrice({
          id: `price_${addOn.replace(/-/g, '_')}_month`,
          product: `prod_${addOn}`,
          productName: PRODUCT_NAMES[addOn],
          unitAmount: amount,
          interval: 'month',
        });
        const res = await operatorCall(`/control/plans/${addOn}/prices`, {
          method: 'PUT',
          body: { month: `price_${addOn.replace(/-/g, '_')}_month` },
        });
        expect(res.status).toBe(200);
      }
    })();
    return addOnPrices;
  }

  /** A published insight of a new project of `ws` with a public link, and how a stranger opens it. */
  async function publicLink(ws: BuiltWorkspace) {
    const projectId = await buildProject(ws.manager.client);
    const insight = expectOk(
      await ws.manager.client.gql<{ createInsight: { id: string } }>(
        'mutation($i: CreateInsightInput!) { createInsight(input: $i) { id } }',
        { i: { projectId, title: 'Public findings' } },
      ),
    ).createInsight;
    expectOk(
      await ws.manager.client.gql('mutation($id: ID!) { publishInsight(id: $id) { id } }', {
        id: insight.id,
      }),
    );
    const createLink = () =>
      ws.manager.client.gql<{ createShareLink: { token: string } }>(
        'mutation($id: ID!) { createShareLink(insightId: $id) { token } }',
        { id: insight.id },
      );
    const { token } = expectOk(await createLink()).createShareLink;
    const open = () =>
      sut
        .client(ws.subdomain)
        .gql<{ sharedInsight: { title: string } }>(
          'query($t: String!) { sharedInsight(shareToken: $t) { title } }',
          { t: token },
        );
    return { createLink, open };
  }

  async function addOnEvents(ws: BuiltWorkspace) {
    return sql<{ payload: { added: string[]; removed: string[]; addOns: string[]; source: string } }>(
      sut,
      'select payload from regional.outbox_events where workspace_id = ? and subject = ? order by occurred_at',
      [ws.id, 'billing.add_ons_changed'],
    );
  }

  it('should buy the HIPAA add-on after a prorated preview: an item of the subscription, its entitlements applied, audited, then removed', async () => {
    await withAddOnPrices();
    const { ws, subscriptionId } = await subscribed(3);
    const before = expectOk(
      await ws.manager.client.gql<{ billingAddOns: { reference: string; held: boolean }[] }>(ADD_ONS),
    );
    expect(before.billingAddOns).toEqual(
      expect.arrayContaining([{ reference: 'hipaa', held: false, intervals: ['month'] }]),
    );
    // Team allows the public API and public links: both can be made before HIPAA.
    await buildApiToken(ws.manager.client);
    const share = await publicLink(ws);
    expect(expectOk(await share.open()).sharedInsight.title).toBe('Public findings');
    const choice = { addOnReference: 'hipaa', add: true };
    const preview = expectOk(
      await ws.manager.client.gql<{
        previewAddOnChange: {
          total: number;
          prorationDate: number;
          lines: { amount: number; proration: boolean }[];
        };
      }>(PREVIEW_ADD_ON, { input: choice }),
    ).previewAddOnChange;
    // The seats' next period unchanged, the add-on for the rest of this one, then its next period.
    expect(preview.lines.map((l) => l.proration)).toEqual([false, true, false]);
    expect(preview.lines[2].amount).toBe(1000);
    expect(double.subscription(subscriptionId)).toMatchObject({ items: { data: [{ quantity: 3 }] } });
    const bought = expectOk(
      await ws.manager.client.gql<{ changeAddOn: { reference: string; held: boolean }[] }>(CHANGE_ADD_ON, {
        input: { ...choice, prorationDate: preview.prorationDate },
      }),
    ).changeAddOn;
    expect(bought.find((a) => a.reference === 'hipaa')?.held).toBe(true);
    const update = double.requests
      .filter((r) => r.path === `/v1/subscriptions/${subscriptionId}` && r.method === 'POST')
      .pop()!;
    expect(update.params).toMatchObject({
      items: [{ price: 'price_hipaa_month', quantity: '1' }],
      proration_behavior: 'create_prorations',
      proration_date: String(preview.prorationDate),
    });
    // HIPAA's effects (spec 001 §6): no new API token, exports off; the plan and seats unchanged.
    const refused = await ws.manager.client.gql(
      'mutation($name: String!) { createApiToken(name: $name) { token } }',
      { name: 'after HIPAA' },
    );
    expect(errorCode(refused)).toBe('FORBIDDEN');
    // Public access off: no new public link, and the existing one does not open while HIPAA is held.
    const noLink = await share.createLink();
    expect(errorCode(noLink)).toBe('FORBIDDEN');
    expect(noLink.errors![0].message).toBe(
      "This workspace's plan turns public access off (the HIPAA add-on), so no public link can be made.",
    );
    expect(errorCode(await share.open())).toBe('NOT_FOUND');
    const plan = await operatorCall(`/control/workspaces/${ws.id}/plan`);
    expect(
      plan.json<{
        plan: { reference: string };
        addOns: { reference: string }[];
        entitlements: Record<string, unknown>;
      }>(),
    ).toMatchObject({
      plan: { reference: 'team' },
      addOns: [{ reference: 'hipaa' }],
      entitlements: {
        disableExport: true,
        allowPublicApi: false,
        disablePublicAccess: true,
        enforceHipaaTranscription: true,
      },
    });
    expect(await row(ws.id)).toMatchObject({ plan_reference: 'team', seats: 3 });
    const schema = await workspaceSchema(sut, ws);
    const audit = await sql<{ old_value: unknown; new_value: unknown }>(
      sut,
      `select old_value, new_value from "${schema}".audit_entries
        where action = 'SUBSCRIPTION_ITEM_CHANGED' and object_label = 'HIPAA' order by occurred_at`,
    );
    expect(audit).toEqual([
      { old_value: null, new_value: { productId: 'hipaa', interval: 'month', quantity: 1 } },
    ]);
    expect((await addOnEvents(ws)).map((e) => e.payload)).toEqual([
      { teamId: ws.id, subscriptionId, addOns: ['hipaa'], added: ['hipaa'], removed: [], source: 'member' },
    ]);
    // Stripe's webhook of the same change, re-read, finds it applied: nothing more.
    await double.deliver(double.takePending());
    expect(await addOnEvents(ws)).toHaveLength(1);

    const removed = expectOk(
      await ws.manager.client.gql<{ changeAddOn: { reference: string; held: boolean }[] }>(CHANGE_ADD_ON, {
        input: { addOnReference: 'hipaa', add: false },
      }),
    ).changeAddOn;
    expect(removed.find((a) => a.reference === 'hipaa')?.held).toBe(false);
    expect(double.subscription(subscriptionId)).toMatchObject({
      items: { data: [{ price: { id: 'price_team_month' } }] },
    });
    expect((double.subscription(subscriptionId).items as { data: unknown[] }).data).toHaveLength(1);
    await buildApiToken(ws.manager.client);
    expect(expectOk(await share.open()).sharedInsight.title).toBe('Public findings');
    expect((await addOnEvents(ws)).map((e) => e.payload.removed)).toEqual([[], ['hipaa']]);
  });

  it('should apply an add-on bought outside the app (in Stripe) when its webhook is re-read: disable gen AI turns AI off', async () => {
    await withAddOnPrices();
    const { ws, subscriptionId } = await subscribed(3);
    const ai = async () =>
      expectOk(
        await ws.manager.client.gql<{
          aiSettings: { generativeAiEnabled: boolean; disabledByPlan: boolean };
        }>(AI_SETTINGS),
      ).aiSettings;
    expect(await ai()).toMatchObject({ disabledByPlan: false });
    // The operator adds the item in Stripe's dashboard: only the webhook tells the app.
    const stripe = sut.server.app.get<Stripe>(STRIPE_CLIENT, { strict: false });
    await stripe.subscriptions.update(subscriptionId, {
      items: [{ price: 'price_disable_gen_ai_month', quantity: 1 }],
    });
    expect(await ai()).toMatchObject({ disabledByPlan: false });
    const events = double.takePending();
    // Delivered twice and late: counted once.
    expect(await double.deliver(events, { duplicates: events.map((_, i) => i) })).toEqual(
      [...events, ...events].map(() => 200),
    );
    expect(await ai()).toMatchObject({
      generativeAiEnabled: false,
      disabledByPlan: true,
      summariesEnabled: false,
    });
    expect((await addOnEvents(ws)).map((e) => e.payload)).toEqual([
      expect.objectContaining({ added: ['disable-gen-ai'], source: 'webhook' }),
    ]);
    // Canceled: the subscription holds no add-on any more, and AI comes back.
    double.cancelNow(subscriptionId);
    await double.deliver(double.takePending());
    expect(await ai()).toMatchObject({ disabledByPlan: false });
  });

  it('should refuse add-on changes that cannot be made, with readable messages, changing nothing', async () => {
    await withAddOnPrices();
    const free = await signUpAndCreateWorkspace(sut);
    const noSubscription = await free.manager.client.gql(PREVIEW_ADD_ON, {
      input: { addOnReference: 'hipaa', add: true },
    });
    expect(errorCode(noSubscription)).toBe('BAD_USER_INPUT');
    expect(noSubscription.errors![0].message).toBe(
      'Add-ons are bought with a subscription. Choose a plan to subscribe first.',
    );
    const { ws } = await subscribed(3);
    const before = double.requests.filter((r) => r.method === 'POST').length;
    const notHeld = await ws.manager.client.gql(CHANGE_ADD_ON, {
      input: { addOnReference: 'hipaa', add: false },
    });
    expect(notHeld.errors![0].message).toBe('The workspace has no HIPAA add-on to remove.');
    const plan = await ws.manager.client.gql(CHANGE_ADD_ON, { input: { addOnReference: 'team', add: true } });
    expect(plan.errors![0].message).toBe('No add-on of the catalogue is called "team".');
    const noPrice = await ws.manager.client.gql(CHANGE_ADD_ON, {
      input: { addOnReference: 'magic', add: true },
    });
    expect(noPrice.errors![0].message).toBe(
      "Magic has no monthly price on this installation, and add-ons are billed with the plan's interval.",
    );
    const tooLong = await ws.manager.client.gql(CHANGE_ADD_ON, {
      input: { addOnReference: 'x'.repeat(61), add: true },
    });
    expect(errorCode(tooLong)).toBe('BAD_USER_INPUT');
    const contributor = await addMember(sut, ws, 'CONTRIBUTOR');
    expect(
      errorCode(
        await contributor.client.gql(CHANGE_ADD_ON, { input: { addOnReference: 'hipaa', add: true } }),
      ),
    ).toBe('FORBIDDEN');
    expect(errorCode(await contributor.client.gql(ADD_ONS))).toBe('FORBIDDEN');
    const token = await buildApiToken(ws.manager.client);
    const tokenClient = new GraphqlClient(sut.address, ws.host);
    tokenClient.bearer = token.secret;
    expect(
      errorCode(await tokenClient.gql(CHANGE_ADD_ON, { input: { addOnReference: 'hipaa', add: true } })),
    ).toBe('FORBIDDEN');
    expect(
      expectOk(await tokenClient.gql<{ billingAddOns: unknown[] }>(ADD_ONS)).billingAddOns.length,
    ).toBeGreaterThan(0);
    expect(double.requests.filter((r) => r.method === 'POST').length).toBe(before);
    // Held already: buying it again is refused.
    expectOk(
      await ws.manager.client.gql(CHANGE_ADD_ON, { input: { addOnReference: 'channels', add: true } }),
    );
    const twice = await ws.manager.client.gql(CHANGE_ADD_ON, {
      input: { addOnReference: 'channels', add: true },
    });
    expect(twice.errors![0].message).toBe('The workspace already has the Channels add-on.');
  });

  it("should quote a change for the operator through Stripe's upcoming invoice, with and without prorations and with the billing cycle reset, changing nothing", async () => {
    await withAddOnPrices();
    const { ws, subscriptionId } = await subscribed(3);
    const sub = double.subscription(subscriptionId) as {
      current_period_start: number;
      current_period_end: number;
    };
    const half = sub.current_period_start + (sub.current_period_end - sub.current_period_start) / 2;
    const request = {
      teamId: ws.id,
      prorate: true,
      prorationDate: half,
      subscriptionItems: [
        { price: 'price_team_month', quantity: 5 },
        { price: 'price_hipaa_month', quantity: 1 },
      ],
      resetBillingCycle: false,
    };
    const postsBefore = double.requests.filter((r) => r.method === 'POST').length;
    const quote = await operatorCall('/control/quotes', { method: 'POST', body: request });
    expect(quote.status).toBe(200);
    type Quote = {
      teamId: string;
      subscriptionId: string;
      total: number;
      tax: number;
      prorationDate: number;
      lines: {
        id: string;
        item: string;
        productName: string | null;
        description: string;
        quantity: number;
        unitPrice: number;
        amount: number;
        prorated: boolean;
        periodStart: number;
      }[];
    };
    const q = quote.json<Quote>();
    expect(q).toMatchObject({ teamId: ws.id, subscriptionId, tax: 0, prorationDate: half });
    expect(q.lines.map((l) => [l.item, l.quantity, l.unitPrice, l.amount, l.prorated])).toEqual([
      ['team', 3, 2000, -3000, true],
      ['team', 5, 2000, 5000, true],
      ['team', 5, 2000, 10000, false],
      ['hipaa', 1, 1000, 500, true],
      ['hipaa', 1, 1000, 1000, false],
    ]);
    // The lines name the products as the operator named them in Stripe (expanded), not price ids.
    expect(q.lines.map((l) => l.productName)).toEqual(['Team', 'Team', 'Team', 'HIPAA', 'HIPAA']);
    expect(q.lines[4].description).toBe('1 × HIPAA (at $10.00 / month)');
    expect(q.total).toBe(13500);
    const sent = double.requests.filter((r) => r.path === '/v1/invoices/upcoming').pop()!;
    expect(sent.params).toMatchObject({
      subscription: subscriptionId,
      subscription_proration_behavior: 'create_prorations',
      subscription_proration_date: String(half),
    });
    const flat = (
      await operatorCall('/control/quotes', { method: 'POST', body: { ...request, prorate: false } })
    ).json<Quote>();
    expect(flat.lines.map((l) => [l.item, l.amount, l.prorated])).toEqual([
      ['team', 10000, false],
      ['hipaa', 1000, false],
    ]);
    const reset = (
      await operatorCall('/control/quotes', { method: 'POST', body: { ...request, resetBillingCycle: true } })
    ).json<Quote>();
    expect(reset.lines.map((l) => [l.item, l.amount, l.periodStart])).toEqual([
      ['team', -3000, half],
      ['team', 10000, half],
      ['hipaa', 1000, half],
    ]);
    // A plan swap: the old price's item removed, the new one added.
    const swap = (
      await operatorCall('/control/quotes', {
        method: 'POST',
        body: { ...request, subscriptionItems: [{ price: 'price_business_month', quantity: 5 }] },
      })
    ).json<Quote>();
    expect(swap.lines.map((l) => [l.item, l.amount])).toEqual([
      ['team', -3000],
      ['business', 10000],
      ['business', 20000],
    ]);
    // A dry run: nothing changed in Stripe or here.
    expect(double.requests.filter((r) => r.method === 'POST').length).toBe(postsBefore);
    expect(await row(ws.id)).toMatchObject({ seats: 3, plan_reference: 'team' });
  });

  it('should refuse bad quote requests with readable messages, and quote only with the operator token', async () => {
    await withAddOnPrices();
    const { ws } = await subscribed(3);
    const good = {
      teamId: ws.id,
      prorate: true,
      prorationDate: null,
      subscriptionItems: [{ price: 'price_team_month', quantity: 4 }],
      resetBillingCycle: false,
    };
    expect((await operatorCall('/control/quotes', { method: 'POST', body: good, auth: null })).status).toBe(
      401,
    );
    expect(
      (await operatorCall('/control/quotes', { method: 'POST', body: good, auth: 'wrong' })).status,
    ).toBe(403);
    const cases: [unknown, string][] = [
      [
        [],
        'The request body must be a JSON object with teamId, prorate, prorationDate, subscriptionItems and resetBillingCycle.',
      ],
      [{ ...good, teamId: 'nope' }, 'teamId must be a UUID.'],
      [{ ...good, prorate: 'yes' }, 'prorate must be true or false.'],
      [{ ...good, prorationDate: -5 }, 'prorationDate must be a time in Unix seconds, or null for now.'],
      [
        { ...good, subscriptionItems: [] },
        'subscriptionItems must list from 1 to 20 items, each { price, quantity }.',
      ],
      [
        { ...good, subscriptionItems: [{ price: 'team', quantity: 1 }] },
        'subscriptionItems[0].price must be a Stripe price id (price_…).',
      ],
      [
        { ...good, subscriptionItems: [{ price: 'price_team_month', quantity: 0 }] },
        'subscriptionItems[0].quantity must be a whole number from 1 to 10000.',
      ],
      [
        {
          ...good,
          subscriptionItems: [
            { price: 'price_team_month', quantity: 1 },
            { price: 'price_team_month', quantity: 2 },
          ],
        },
        'subscriptionItems[1].price is listed twice: name each price once.',
      ],
      [{ ...good, coupon: 'x' }, '"coupon" is not a field of a quote request.'],
      [
        {
          ...good,
          subscriptionItems: [
            { price: 'price_team_year', quantity: 3 },
            { price: 'price_hipaa_month', quantity: 1 },
          ],
        },
        'Stripe refused the request: Currency and interval fields must match across all plans on this subscription. Found mismatch in interval field.',
      ],
    ];
    for (const [body, message] of cases) {
      const res = await operatorCall('/control/quotes', { method: 'POST', body });
      expect([res.status, res.json<{ errors: { code: string; message: string }[] }>().errors[0]]).toEqual([
        400,
        expect.objectContaining({ code: 'BAD_USER_INPUT', message }),
      ]);
    }
    const unsubscribed = await signUpAndCreateWorkspace(sut);
    const none = await operatorCall('/control/quotes', {
      method: 'POST',
      body: { ...good, teamId: unsubscribed.id },
    });
    expect(none.json<{ errors: { message: string }[] }>().errors[0].message).toBe(
      'This workspace has no Stripe subscription to quote a change of.',
    );
    const missing = await operatorCall('/control/quotes', {
      method: 'POST',
      body: { ...good, teamId: '00000000-0000-4000-8000-000000000000' },
    });
    expect(missing.status).toBe(404);
  });

  it("should show the operator a workspace's billing: plan, add-ons, seats and subscription", async () => {
    await withAddOnPrices();
    const { ws, subscriptionId } = await subscribed(4);
    await addMember(sut, ws, 'VIEWER');
    expectOk(
      await ws.manager.client.gql(CHANGE_ADD_ON, { input: { addOnReference: 'channels', add: true } }),
    );
    expect((await operatorCall(`/control/workspaces/${ws.id}/billing`, { auth: null })).status).toBe(401);
    const res = await operatorCall(`/control/workspaces/${ws.id}/billing`);
    expect(res.status).toBe(200);
    expect(res.json()).toMatchObject({
      plan: {
        plan: { reference: 'team' },
        subscriptionStatus: 'ACTIVE',
        addOns: [{ reference: 'channels' }],
      },
      stripe: { subscriptionId, seats: 4, interval: 'month', cancelAtPeriodEnd: false },
      seats: { totalSeatsAvailable: 4, seatsAllocated: 1, viewerCount: 1, utilizationPercentage: 25 },
      addOns: expect.arrayContaining([expect.objectContaining({ reference: 'channels', held: true })]),
    });
  });

  it('should run the daily reconciliation on one replica of two, and let another take over a run left unfinished', async () => {
    const { ws, subscriptionId } = await subscribed(3);
    await sql(sut, "update control.workspace_plans set subscription_status = 'PAST_DUE' where team_id = ?", [
      ws.id,
    ]);
    const app = sut.server.app;
    const replica = () =>
      new SubscriptionReconciler(
        app.get(STRIPE_CLIENT, { strict: false }),
        app.get(StripeBillingRepository, { strict: false }),
        app.get(SubscriptionSyncService, { strict: false }),
        app.get(WorkspaceDirectory, { strict: false }),
        new ScheduledJobClaims(sut.server.built.platform.databases),
        app.get(PlanCatalogueService, { strict: false }),
      );
    const [a, b] = [replica(), replica()];
    // A day of its own, so no other test's run is in the way.
    const day = new Date(
      Date.UTC(
        1990 + Math.floor(Math.random() * 30),
        Math.floor(Math.random() * 12),
        1 + Math.floor(Math.random() * 28),
        3,
      ),
    );
    const retrieves = () =>
      double.requests.filter((r) => r.method === 'GET' && r.path === `/v1/subscriptions/${subscriptionId}`)
        .length;
    const before = retrieves();
    const reports = await Promise.all([a.runIfDue(day), b.runIfDue(day)]);
    expect(reports.filter((r) => r === null)).toHaveLength(1);
    expect(reports.find((r) => r !== null)).toMatchObject({ failed: 0 });
    expect(retrieves() - before).toBe(1);
    expect((await row(ws.id)).subscription_status).toBe('ACTIVE');
    // Later ticks the same day, on either replica: done already.
    expect(await a.runIfDue(new Date(day.getTime() + 3_600_000))).toBeNull();
    expect(await b.runIfDue(new Date(day.getTime() + 7_200_000))).toBeNull();
    // The next day: a claim of a replica that died two hours ago is taken over; a fresh one is not.
    const next = new Date(day.getTime() + 86_400_000);
    const period = next.toISOString().slice(0, 10);
    await sql(
      sut,
      `insert into control.scheduled_job_runs (job, period, claimed_by, claimed_at) values ('billing-reconciliation', ?, 'dead', now() - interval '2 hours')`,
      [period],
    );
    expect(await b.runIfDue(next)).toMatchObject({ failed: 0 });
    const following = new Date(next.getTime() + 86_400_000);
    await sql(
      sut,
      `insert into control.scheduled_job_runs (job, period, claimed_by, claimed_at) values ('billing-reconciliation', ?, 'alive', now())`,
      [following.toISOString().slice(0, 10)],
    );
    expect(await a.runIfDue(following)).toBeNull();
  });
});
