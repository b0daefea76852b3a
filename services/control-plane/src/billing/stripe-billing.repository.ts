import { Injectable } from '@nestjs/common';
import { Databases, qualified } from '@fieldnote/db';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { WorkspaceRef } from '../workspaces/workspace-ref';
import type { WorkspaceAddOnRecord, WorkspacePlanRecord } from './catalogue-plan';
import {
  type AddOnRow,
  type WorkspacePlanRow,
  toAddOnRecord,
  toWorkspacePlanRecord,
} from './plan-catalogue.repository';
import type { PriceInterval, StripeState } from './stripe-state';

interface StripeRow {
  stripe_customer_id: string | null;
  stripe_subscription_id: string | null;
  stripe_subscription_created: Date | string | null;
  stripe_price_id: string | null;
  price_interval: PriceInterval | null;
  seats: number | null;
  current_period_end: Date | string | null;
  cancel_at_period_end: boolean;
}

/** A catalogue plan's Stripe price. */
export interface PlanPrice {
  stripePriceId: string;
  planReference: string;
  interval: PriceInterval;
}

const date = (v: Date | string | null): Date | null => (v === null ? null : new Date(v));

/**
 * How long this process keeps the plan prices (as the catalogue keeps its versions): a price set here
 * is seen at once, one set by another process when a subscription names a price not held (read again
 * then) or within a minute.
 */
const PRICES_TTL_MS = 60_000;

/** What a webhook's transaction reads of a workspace once it holds the lock: plan, Stripe columns, add-ons. */
export interface WorkspaceBillingState {
  plan: WorkspacePlanRecord;
  stripe: StripeState;
  addOns: WorkspaceAddOnRecord[];
}

function toStripeState(row: StripeRow): StripeState {
  return {
    customerId: row.stripe_customer_id,
    subscriptionId: row.stripe_subscription_id,
    subscriptionCreated: date(row.stripe_subscription_created),
    priceId: row.stripe_price_id,
    interval: row.price_interval,
    seats: row.seats,
    currentPeriodEnd: date(row.current_period_end),
    cancelAtPeriodEnd: row.cancel_at_period_end,
  };
}

/** The SQL of Stripe billing: plan prices, each workspace's Stripe state, and the webhook ledger. */
@Injectable()
export class StripeBillingRepository {
  private cachedPrices: { prices: Promise<PlanPrice[]>; staleAt: number } | null = null;

  constructor(private readonly databases: Databases) {}

  /**
   * The plan prices, kept for PRICES_TTL_MS (every webhook maps its subscription's prices through
   * them); read again at once when `priceIds` names a price not held, so a price just set by another
   * process is never taken for an unknown one.
   */
  async cachedPricesFor(priceIds: string[]): Promise<PlanPrice[]> {
    const now = performance.now();
    if (this.cachedPrices && now < this.cachedPrices.staleAt) {
      const cached = this.cachedPrices;
      const held = await cached.prices.catch(() => null);
      if (held && priceIds.every((id) => held.some((p) => p.stripePriceId === id))) return held;
      if (this.cachedPrices === cached) this.cachedPrices = null;
    }
    const prices = this.prices();
    const entry = { prices, staleAt: now + PRICES_TTL_MS };
    this.cachedPrices = entry;
    // A failed read is not kept.
    prices.catch(() => {
      if (this.cachedPrices === entry) this.cachedPrices = null;
    });
    return prices;
  }

  async prices(): Promise<PlanPrice[]> {
    const rows = await this.sql().execute<
      { stripe_price_id: string; plan_reference: string; price_interval: PriceInterval }[]
    >('select * from control.plan_prices order by plan_reference, price_interval');
    return rows.map((r) => ({
      stripePriceId: r.stripe_price_id,
      planReference: r.plan_reference,
      interval: r.price_interval,
    }));
  }

  /**
   * Sets (or replaces) a plan's price for an interval inside the caller's control transaction: the
   * price id it had before, or null for none.
   */
  async setPrice(em: EntityManager, price: PlanPrice): Promise<string | null> {
    this.cachedPrices = null;
    const connection = em.getConnection();
    const trx = em.getTransactionContext();
    await connection.execute(
      'select pg_advisory_xact_lock(hashtext(?))',
      [`plan_price:${price.planReference}:${price.interval}`],
      'all',
      trx,
    );
    const [old] = await connection.execute<{ stripe_price_id: string }[]>(
      'select stripe_price_id from control.plan_prices where plan_reference = ? and price_interval = ?',
      [price.planReference, price.interval],
      'all',
      trx,
    );
    await connection.execute(
      `insert into control.plan_prices (stripe_price_id, plan_reference, price_interval) values (?, ?, ?)
       on conflict (plan_reference, price_interval) do update set stripe_price_id = excluded.stripe_price_id`,
      [price.stripePriceId, price.planReference, price.interval],
      'run',
      trx,
    );
    return old?.stripe_price_id ?? null;
  }

  /** The workspace's Stripe columns, or null before billing assigned it a plan; in `em`'s transaction when given. */
  async stripeState(teamId: string, em?: EntityManager): Promise<StripeState | null> {
    const [row] = await (em?.getConnection() ?? this.sql()).execute<StripeRow[]>(
      `select stripe_customer_id, stripe_subscription_id, stripe_subscription_created, stripe_price_id,
              price_interval, seats, current_period_end, cancel_at_period_end
         from control.workspace_plans where team_id = ?`,
      [teamId],
      'all',
      em?.getTransactionContext(),
    );
    return row ? toStripeState(row) : null;
  }

  /**
   * The workspace's plan, Stripe columns and add-ons in one round trip, in `em`'s transaction; null
   * before billing assigned it a plan.
   */
  async billingState(em: EntityManager, teamId: string): Promise<WorkspaceBillingState | null> {
    const [row] = await em
      .getConnection()
      .execute<(WorkspacePlanRow & StripeRow & { add_ons: AddOnRow[] })[]>(
        `select p.*,
              (select sum(e.days)::int from control.trial_extensions e where e.team_id = p.team_id) as trial_extension_days,
              coalesce((select json_agg(a order by a.add_on_reference) from control.workspace_add_ons a
                         where a.team_id = p.team_id), '[]'::json) as add_ons
         from control.workspace_plans p where p.team_id = ?`,
        [teamId],
        'all',
        em.getTransactionContext(),
      );
    if (!row) return null;
    return {
      plan: toWorkspacePlanRecord(row),
      stripe: toStripeState(row),
      addOns: row.add_ons.map(toAddOnRecord),
    };
  }

  async setCustomer(teamId: string, customerId: string): Promise<void> {
    await this.sql().execute(
      'update control.workspace_plans set stripe_customer_id = ? where team_id = ? and stripe_customer_id is null',
      [customerId, teamId],
    );
  }

  /** Writes the subscription as read from Stripe, in the caller's control transaction. */
  async writeSubscription(em: EntityManager, teamId: string, s: StripeState): Promise<void> {
    await em.getConnection().execute(
      `update control.workspace_plans set stripe_subscription_id = ?, stripe_subscription_created = ?,
         stripe_price_id = ?, price_interval = ?, seats = ?, current_period_end = ?, cancel_at_period_end = ?
       where team_id = ?`,
      [
        s.subscriptionId,
        s.subscriptionCreated,
        s.priceId,
        s.interval,
        s.seats,
        s.currentPeriodEnd,
        s.cancelAtPeriodEnd,
        teamId,
      ],
      'run',
      em.getTransactionContext(),
    );
  }

  /** Records a webhook event in the ledger; false when it was already there (counted before). */
  async recordEvent(
    em: EntityManager,
    event: { id: string; type: string; teamId: string | null; outcome: string },
  ): Promise<boolean> {
    const rows = await em.getConnection().execute<{ id: string }[]>(
      `insert into control.stripe_events (id, type, team_id, outcome) values (?, ?, ?, ?)
       on conflict (id) do nothing returning id`,
      [event.id, event.type, event.teamId, event.outcome],
      'all',
      em.getTransactionContext(),
    );
    return rows.length === 1;
  }

  /**
   * Records a webhook event in the ledger and, when it is new, takes the workspace's lock (`lockKey`,
   * as advisoryXactLock) in the same statement: one round trip. False (no lock taken) when the event
   * was counted before; a delivery of the same event running at once waits on the first's row.
   */
  async recordEventAndLock(
    em: EntityManager,
    event: { id: string; type: string; teamId: string; outcome: string },
    lockKey: string,
  ): Promise<boolean> {
    const rows = await em.getConnection().execute<{ id: string }[]>(
      `with recorded as (
         insert into control.stripe_events (id, type, team_id, outcome) values (?, ?, ?, ?)
         on conflict (id) do nothing returning id)
       select id, pg_advisory_xact_lock(hashtext(?)) from recorded`,
      [event.id, event.type, event.teamId, event.outcome, lockKey],
      'all',
      em.getTransactionContext(),
    );
    return rows.length === 1;
  }

  async setOutcome(em: EntityManager, eventId: string, outcome: string): Promise<void> {
    await em
      .getConnection()
      .execute(
        'update control.stripe_events set outcome = ? where id = ?',
        [outcome, eventId],
        'run',
        em.getTransactionContext(),
      );
  }

  async eventSeen(eventId: string): Promise<boolean> {
    const rows = await this.sql().execute<{ id: string }[]>(
      'select id from control.stripe_events where id = ?',
      [eventId],
    );
    return rows.length === 1;
  }

  /** A transaction on the control database (events that change no workspace). */
  inControl<T>(fn: (em: EntityManager) => Promise<T>): Promise<T> {
    return this.databases
      .control()
      .em.fork()
      .transactional((em) => fn(em as unknown as EntityManager));
  }

  /** Workspaces with a subscription, for the daily reconciliation. */
  async subscribedTeams(): Promise<{ teamId: string; subscriptionId: string }[]> {
    const rows = await this.sql().execute<{ team_id: string; stripe_subscription_id: string }[]>(
      'select team_id, stripe_subscription_id from control.workspace_plans where stripe_subscription_id is not null',
    );
    return rows.map((r) => ({ teamId: r.team_id, subscriptionId: r.stripe_subscription_id }));
  }

  /** Paid seats in use (active managers and contributors) and viewers of a workspace, with its pending invites when asked. */
  async seatsInUse(
    workspace: WorkspaceRef,
    options: { invites: boolean },
  ): Promise<{ paid: number; viewers: number }> {
    const members = this.databases.region(workspace.region).em.getConnection();
    const [m] = await members.execute<{ paid: number; viewers: number }[]>(
      `select count(*) filter (where role in ('MANAGER', 'CONTRIBUTOR'))::int as paid,
              count(*) filter (where role = 'VIEWER')::int as viewers
         from ${qualified(workspace.schemaName, 'members')} where deactivated_at is null`,
    );
    if (!options.invites) return { paid: m.paid, viewers: m.viewers };
    const [i] = await this.sql().execute<{ paid: number; viewers: number }[]>(
      `select count(*) filter (where role in ('MANAGER', 'CONTRIBUTOR'))::int as paid,
              count(*) filter (where role = 'VIEWER')::int as viewers
         from control.invites where team_id = ? and accepted_at is null and expires_at > now()`,
      [workspace.id],
    );
    return { paid: m.paid + i.paid, viewers: m.viewers + i.viewers };
  }

  private sql() {
    return this.databases.control().em.getConnection();
  }
}
