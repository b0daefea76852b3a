import { Injectable } from '@nestjs/common';
import { Databases } from '@fieldnote/db';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { CataloguePlan, WorkspaceAddOnRecord, WorkspacePlanRecord } from './catalogue-plan';

interface PlanRow {
  reference: string;
  version: number;
  name: string;
  description: string;
  features: string[];
  is_legacy: boolean;
  product_family: CataloguePlan['productFamily'];
  product_type: CataloguePlan['productType'];
  base_reference: string | null;
  is_trial: boolean;
  rank: number;
  entitlements: CataloguePlan['entitlements'];
}

/** What the operator changed in the catalogue: a new version, a price, or workspaces moved to a version. */
export type CatalogueChangeAction = 'VERSION_PUBLISHED' | 'PRICE_SET' | 'WORKSPACES_MOVED';

/** One entry of the catalogue's log (control.plan_catalogue_changes). */
export interface CatalogueChange {
  seq: number;
  occurredAt: Date;
  actorName: string;
  action: CatalogueChangeAction;
  reference: string;
  version: number;
  oldValue: Record<string, unknown> | null;
  newValue: Record<string, unknown> | null;
}

/** A row of control.workspace_add_ons. */
export interface AddOnRow {
  add_on_reference: string;
  add_on_version: number;
  stripe_item_id: string;
  stripe_price_id: string;
  quantity: number;
}

export interface WorkspacePlanRow {
  team_id: string;
  plan_reference: string;
  plan_version: number;
  subscription_status: string | null;
  free_plan_available_after_trial: boolean;
  trial_started_at: Date | string | null;
  trial_active: boolean | null;
  trial_requested_at: Date | string | null;
  trial_requested: boolean | null;
  trial_extension_days: number | null;
  updated_at: Date | string;
}

/** The SQL of billing: the plan catalogue and each workspace's plan, in the control schema. */
@Injectable()
export class PlanCatalogueRepository {
  constructor(private readonly databases: Databases) {}

  /** Every version of every plan and add-on, smallest plan first. */
  async allVersions(): Promise<CataloguePlan[]> {
    const rows = await this.sql().execute<PlanRow[]>(
      'select * from control.plans order by rank, reference, version',
    );
    return rows.map(toPlan);
  }

  /** The workspace's billing row, or null before billing assigned it a plan; in `em`'s transaction when given. */
  async workspacePlan(teamId: string, em?: EntityManager): Promise<WorkspacePlanRecord | null> {
    const [row] = await (em?.getConnection() ?? this.sql()).execute<WorkspacePlanRow[]>(
      `select p.*, (select sum(e.days)::int from control.trial_extensions e where e.team_id = p.team_id) as trial_extension_days
         from control.workspace_plans p where p.team_id = ?`,
      [teamId],
      'all',
      em?.getTransactionContext(),
    );
    return row ? toWorkspacePlanRecord(row) : null;
  }

  /** The plan the operator's Workspace resource declared (control.teams.plan), or null for no such team. */
  async declaredPlan(teamId: string): Promise<string | null> {
    const [row] = await this.sql().execute<{ plan: string }[]>(
      'select plan from control.teams where id = ?',
      [teamId],
    );
    return row?.plan ?? null;
  }

  /**
   * Records a member's request for a trial (spec 001 §4: trial_requested and its time) on the
   * workspace's billing row, made on the plan it holds when it has none yet.
   */
  async recordTrialRequest(
    em: EntityManager,
    teamId: string,
    plan: { reference: string; version: number },
    at: Date,
  ): Promise<void> {
    await em.getConnection().execute(
      `insert into control.workspace_plans
         (team_id, plan_reference, plan_version, trial_requested_at, trial_requested, updated_at)
       values (?, ?, ?, ?, true, ?)
       on conflict (team_id) do update set
         trial_requested_at = excluded.trial_requested_at, trial_requested = true,
         updated_at = excluded.updated_at`,
      [teamId, plan.reference, plan.version, at, at],
      'run',
      em.getTransactionContext(),
    );
  }

  /** Writes the workspace's billing row inside the caller's control transaction. */
  async upsert(em: EntityManager, r: WorkspacePlanRecord): Promise<void> {
    await em.getConnection().execute(
      `insert into control.workspace_plans
         (team_id, plan_reference, plan_version, subscription_status, free_plan_available_after_trial,
          trial_started_at, trial_active, trial_requested_at, trial_requested, updated_at)
       values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
       on conflict (team_id) do update set
         plan_reference = excluded.plan_reference, plan_version = excluded.plan_version,
         subscription_status = excluded.subscription_status,
         free_plan_available_after_trial = excluded.free_plan_available_after_trial,
         trial_started_at = excluded.trial_started_at, trial_active = excluded.trial_active,
         trial_requested_at = excluded.trial_requested_at, trial_requested = excluded.trial_requested,
         updated_at = excluded.updated_at`,
      [
        r.teamId,
        r.planReference,
        r.planVersion,
        r.subscriptionStatus,
        r.freePlanAvailableAfterTrial,
        r.trialStartedAt,
        r.trialActive,
        r.trialRequestedAt,
        r.trialRequested,
        r.updatedAt,
      ],
      'run',
      em.getTransactionContext(),
    );
  }

  /** The add-ons the workspace's subscription holds, by reference; in `em`'s transaction when given. */
  async workspaceAddOns(teamId: string, em?: EntityManager): Promise<WorkspaceAddOnRecord[]> {
    const rows = await (em?.getConnection() ?? this.sql()).execute<AddOnRow[]>(
      'select * from control.workspace_add_ons where team_id = ? order by add_on_reference',
      [teamId],
      'all',
      em?.getTransactionContext(),
    );
    return rows.map(toAddOnRecord);
  }

  /** Replaces the workspace's add-ons inside the caller's control transaction. */
  async replaceAddOns(em: EntityManager, teamId: string, addOns: WorkspaceAddOnRecord[]): Promise<void> {
    const connection = em.getConnection();
    const trx = em.getTransactionContext();
    await connection.execute('delete from control.workspace_add_ons where team_id = ?', [teamId], 'run', trx);
    for (const a of addOns)
      await connection.execute(
        `insert into control.workspace_add_ons
           (team_id, add_on_reference, add_on_version, stripe_item_id, stripe_price_id, quantity)
         values (?, ?, ?, ?, ?, ?)`,
        [teamId, a.reference, a.version, a.stripeItemId, a.stripePriceId, a.quantity],
        'run',
        trx,
      );
  }

  /**
   * Adds `plan` as the next version of its reference (the latest + 1, under a lock on the reference
   * so two edits never take the same number), then runs `andThen` in the same control transaction
   * (the catalogue log and the event): the version it was given.
   */
  async insertNextVersion(
    plan: Omit<CataloguePlan, 'version'>,
    andThen: (em: EntityManager, version: number) => Promise<void>,
  ): Promise<number> {
    return this.databases
      .control()
      .em.fork()
      .transactional(async (tx) => {
        const em = tx as unknown as EntityManager;
        const connection = em.getConnection();
        const trx = em.getTransactionContext();
        await connection.execute(
          'select pg_advisory_xact_lock(hashtext(?))',
          [`plan:${plan.reference}`],
          'all',
          trx,
        );
        const [row] = await connection.execute<{ version: number }[]>(
          `insert into control.plans
           (reference, version, name, description, features, is_legacy, product_family, product_type,
            base_reference, is_trial, rank, entitlements)
         select ?, coalesce(max(version), 0) + 1, ?, ?, ?::jsonb, ?, ?, ?, ?, ?, ?, ?::jsonb
           from control.plans where reference = ?
         returning version`,
          [
            plan.reference,
            plan.name,
            plan.description,
            JSON.stringify(plan.features),
            plan.isLegacy,
            plan.productFamily,
            plan.productType,
            plan.baseReference,
            plan.isTrial,
            plan.rank,
            JSON.stringify(plan.entitlements),
            plan.reference,
          ],
          'all',
          trx,
        );
        if (!row) throw new Error(`no version of ${plan.reference} was written`);
        await andThen(em, row.version);
        return row.version;
      });
  }

  /** The workspaces holding an older version than `version` of `reference` (as their plan or an add-on). */
  async holdersBelow(reference: string, version: number): Promise<string[]> {
    const rows = await this.sql().execute<{ team_id: string }[]>(
      `select team_id from control.workspace_plans where plan_reference = ? and plan_version < ?
       union
       select team_id from control.workspace_add_ons where add_on_reference = ? and add_on_version < ?
       order by team_id`,
      [reference, version, reference, version],
    );
    return rows.map((r) => r.team_id);
  }

  /**
   * Moves one workspace from an older version of `reference` (its plan, an add-on it holds, or both)
   * to `version`, inside the caller's control transaction: what it held before, for the audit entries.
   */
  async moveWorkspaceToVersion(
    em: EntityManager,
    teamId: string,
    reference: string,
    version: number,
  ): Promise<{ productType: 'plan' | 'add-on'; oldVersion: number }[]> {
    const connection = em.getConnection();
    const trx = em.getTransactionContext();
    const plans = await connection.execute<{ old_version: number }[]>(
      `update control.workspace_plans p set plan_version = ?, updated_at = now()
         from (select team_id, plan_version from control.workspace_plans
                where team_id = ? and plan_reference = ? and plan_version < ? for update) old
        where p.team_id = old.team_id
       returning old.plan_version as old_version`,
      [version, teamId, reference, version],
      'all',
      trx,
    );
    const addOns = await connection.execute<{ old_version: number }[]>(
      `update control.workspace_add_ons a set add_on_version = ?
         from (select team_id, add_on_reference, add_on_version from control.workspace_add_ons
                where team_id = ? and add_on_reference = ? and add_on_version < ? for update) old
        where a.team_id = old.team_id and a.add_on_reference = old.add_on_reference
       returning old.add_on_version as old_version`,
      [version, teamId, reference, version],
      'all',
      trx,
    );
    return [
      ...plans.map((r) => ({ productType: 'plan' as const, oldVersion: r.old_version })),
      ...addOns.map((r) => ({ productType: 'add-on' as const, oldVersion: r.old_version })),
    ];
  }

  /** Writes an entry of the catalogue's log (the operator's changes) inside the caller's control transaction. */
  async logChange(em: EntityManager, change: Omit<CatalogueChange, 'seq' | 'occurredAt'>): Promise<void> {
    await em.getConnection().execute(
      `insert into control.plan_catalogue_changes (actor_name, action, reference, version, old_value, new_value)
       values (?, ?, ?, ?, ?::jsonb, ?::jsonb)`,
      [
        change.actorName,
        change.action,
        change.reference,
        change.version,
        change.oldValue === null ? null : JSON.stringify(change.oldValue),
        change.newValue === null ? null : JSON.stringify(change.newValue),
      ],
      'run',
      em.getTransactionContext(),
    );
  }

  /** The catalogue log of `reference`, newest first, at most `limit` entries. */
  async changes(reference: string, limit: number): Promise<CatalogueChange[]> {
    const rows = await this.sql().execute<
      {
        seq: string;
        occurred_at: Date | string;
        actor_name: string;
        action: CatalogueChangeAction;
        reference: string;
        version: number;
        old_value: Record<string, unknown> | null;
        new_value: Record<string, unknown> | null;
      }[]
    >(`select * from control.plan_catalogue_changes where reference = ? order by seq desc limit ?`, [
      reference,
      limit,
    ]);
    return rows.map((r) => ({
      seq: Number(r.seq),
      occurredAt: new Date(r.occurred_at),
      actorName: r.actor_name,
      action: r.action,
      reference: r.reference,
      version: r.version,
      oldValue: r.old_value,
      newValue: r.new_value,
    }));
  }

  /** A transaction of the control database (the catalogue, its prices and its log). */
  inControl<T>(fn: (em: EntityManager) => Promise<T>): Promise<T> {
    return this.databases
      .control()
      .em.fork()
      .transactional((em) => fn(em as unknown as EntityManager));
  }

  /** How many workspaces hold each version of `reference` (as their plan or as an add-on). */
  async holdersByVersion(reference: string): Promise<Map<number, number>> {
    const rows = await this.sql().execute<{ version: number; n: number }[]>(
      `select version, count(*)::int as n from (
         select plan_version as version from control.workspace_plans where plan_reference = ?
         union all
         select add_on_version from control.workspace_add_ons where add_on_reference = ?) held
        group by version`,
      [reference, reference],
    );
    return new Map(rows.map((r) => [r.version, r.n]));
  }

  private sql() {
    return this.databases.control().em.getConnection();
  }
}

const date = (v: Date | string | null): Date | null => (v === null ? null : new Date(v));

function toPlan(r: PlanRow): CataloguePlan {
  return {
    reference: r.reference,
    version: r.version,
    name: r.name,
    description: r.description,
    features: r.features,
    isLegacy: r.is_legacy,
    productFamily: r.product_family,
    productType: r.product_type,
    baseReference: r.base_reference,
    isTrial: r.is_trial,
    rank: r.rank,
    entitlements: r.entitlements,
  };
}

export function toWorkspacePlanRecord(r: WorkspacePlanRow): WorkspacePlanRecord {
  return {
    teamId: r.team_id,
    planReference: r.plan_reference,
    planVersion: r.plan_version,
    subscriptionStatus: r.subscription_status,
    freePlanAvailableAfterTrial: r.free_plan_available_after_trial,
    trialStartedAt: date(r.trial_started_at),
    trialActive: r.trial_active,
    trialRequestedAt: date(r.trial_requested_at),
    trialRequested: r.trial_requested,
    trialExtensionDays: r.trial_extension_days ?? 0,
    updatedAt: date(r.updated_at)!,
  };
}

export function toAddOnRecord(r: AddOnRow): WorkspaceAddOnRecord {
  return {
    reference: r.add_on_reference,
    version: r.add_on_version,
    stripeItemId: r.stripe_item_id,
    stripePriceId: r.stripe_price_id,
    quantity: r.quantity,
  };
}
