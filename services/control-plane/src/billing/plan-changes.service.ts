import { Inject, Injectable } from '@nestjs/common';
import {
  AuditAction,
  AuditObjectType,
  BILLING_EVENTS,
  type Config,
  ProductFamily,
  ProductType,
  SubscriptionStatus,
} from '@fieldnote/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { CONFIG, advisoryXactLock, recordEvent } from '@fieldnote/db';
import { recordAuditEntry } from '../audit/record-audit-entry';
import { WorkspaceTransactions } from '../audit/workspace-transactions';
import { WorkspaceDirectory } from '../workspaces/workspace-directory.service';
import type { WorkspaceRef } from '../workspaces/workspace-ref';
import { billingErrors } from './billing.errors';
import type { CataloguePlan, WorkspacePlanRecord } from './catalogue-plan';
import { EntitlementsService } from './entitlements.service';
import { PlanCatalogueRepository } from './plan-catalogue.repository';
import { PlanCatalogueService } from './plan-catalogue.service';
import type { WorkspacePlan } from './workspace-plan';

type Source = 'operator' | 'workspace-created' | 'manager';

/** What a plan starts as: a trial is TRIALING with its record started now; a free plan has no subscription. */
function statusFor(plan: CataloguePlan): SubscriptionStatus | null {
  if (plan.isTrial) return SubscriptionStatus.TRIALING;
  return plan.productFamily === ProductFamily.free ? null : SubscriptionStatus.ACTIVE;
}

/**
 * Changes of a workspace's plan: the default plan a new workspace gets with billing on, and the
 * operator's choice. Each writes the billing row, the spec's audit entries (subscription item, and
 * subscription status when it changes) and a catalogue event, in one transaction.
 */
@Injectable()
export class PlanChangesService {
  constructor(
    private readonly repository: PlanCatalogueRepository,
    private readonly catalogue: PlanCatalogueService,
    private readonly entitlements: EntitlementsService,
    private readonly transactions: WorkspaceTransactions,
    private readonly directory: WorkspaceDirectory,
    @Inject(CONFIG) private readonly config: Config,
  ) {}

  /** With billing on, gives a new workspace its plan (BILLING_DEFAULT_PLAN, or the one its resource declares). */
  async assignDefault(workspace: WorkspaceRef): Promise<void> {
    if (this.entitlements.selfHosted) return;
    const plan = await this.entitlements.defaultPlanFor(workspace.id, await this.catalogue.catalogue());
    await this.write(
      workspace,
      plan,
      'workspace-created',
      this.config.BILLING_FREE_PLAN_AFTER_TRIAL === 'true',
    );
  }

  /** The operator moves the workspace to the latest version of a plan of the catalogue. */
  async change(workspace: WorkspaceRef, planReference: string): Promise<WorkspacePlan> {
    if (this.entitlements.selfHosted) throw billingErrors.billingOff();
    const plan = (await this.catalogue.catalogue()).latest(planReference);
    if (!plan || plan.productType !== ProductType.plan) throw billingErrors.unknownPlan(planReference);
    await this.write(workspace, plan, 'operator', null);
    return this.entitlements.of(workspace.id);
  }

  /** A manager starts a trial plan of the catalogue (TrialRequests checks the workspace may). */
  async startTrial(workspace: WorkspaceRef, plan: CataloguePlan): Promise<void> {
    await this.write(workspace, plan, 'manager', null);
  }

  /**
   * Moves every workspace holding an older version of `reference` (its plan, or an add-on it holds)
   * to the latest version, one workspace per transaction: each one's new version, its audit entry
   * (subscription item: the reference at the old and at the new version) and a plan_version_moved
   * event commit together; the catalogue's log then records the move. The workspaces moved.
   */
  async moveToLatest(reference: string, actorName: string): Promise<{ moved: string[]; version: number }> {
    const latest = (await this.catalogue.fresh()).latest(reference);
    if (!latest) throw billingErrors.unknownPlan(reference);
    const moved: string[] = [];
    for (const teamId of await this.repository.holdersBelow(reference, latest.version)) {
      const workspace = await this.directory.byId(teamId);
      if (!workspace) continue;
      const changed = await this.transactions.withControl(workspace, async ({ control, workspace: em }) => {
        await advisoryXactLock(control, `workspace_plans:${workspace.id}`);
        const held = await this.repository.moveWorkspaceToVersion(control, teamId, reference, latest.version);
        for (const { productType, oldVersion } of held) {
          await recordAuditEntry(em, workspace.schemaName, {
            actor: null,
            action: AuditAction.SUBSCRIPTION_ITEM_CHANGED,
            objectType: AuditObjectType.SUBSCRIPTION,
            objectId: workspace.id,
            objectLabel: latest.name,
            oldValue: { productId: reference, version: oldVersion, interval: null, quantity: null },
            newValue: { productId: reference, version: latest.version, interval: null, quantity: null },
          });
          await recordEvent(em, BILLING_EVENTS.planVersionMoved, workspace.id, {
            teamId: workspace.id,
            reference,
            productType,
            oldVersion,
            newVersion: latest.version,
            source: 'operator',
          });
        }
        return held.length > 0;
      });
      // This process answers with the new entitlements at once; others within their cache's seconds.
      this.entitlements.forget(teamId);
      if (changed) moved.push(teamId);
    }
    if (moved.length > 0)
      await this.repository.inControl((em) =>
        this.repository.logChange(em, {
          actorName,
          action: 'WORKSPACES_MOVED',
          reference,
          version: latest.version,
          oldValue: null,
          newValue: { version: latest.version, workspaces: moved.length },
        }),
      );
    return { moved, version: latest.version };
  }

  private async write(
    workspace: WorkspaceRef,
    plan: CataloguePlan,
    source: Source,
    freePlanAfterTrial: boolean | null,
  ): Promise<void> {
    await this.transactions.withControl(workspace, async ({ control, workspace: em }) => {
      await advisoryXactLock(control, `workspace_plans:${workspace.id}`);
      const previous = await this.repository.workspacePlan(workspace.id, control);
      const now = new Date();
      const next: WorkspacePlanRecord = {
        teamId: workspace.id,
        planReference: plan.reference,
        planVersion: plan.version,
        subscriptionStatus: statusFor(plan),
        freePlanAvailableAfterTrial: freePlanAfterTrial ?? previous?.freePlanAvailableAfterTrial ?? true,
        // A trial plan starts its 30 days now; another plan ends a running trial (its record is kept).
        trialStartedAt: plan.isTrial ? now : (previous?.trialStartedAt ?? null),
        trialActive: plan.isTrial ? true : previous?.trialStartedAt ? false : null,
        trialRequestedAt: previous?.trialRequestedAt ?? null,
        trialRequested: previous?.trialRequested ?? null,
        updatedAt: now,
      };
      await this.repository.upsert(control, next);
      await this.audit(em, workspace, plan, previous, next);
      await recordEvent(em, BILLING_EVENTS.planChanged, workspace.id, {
        teamId: workspace.id,
        oldPlanReference: previous?.planReference ?? null,
        newPlanReference: plan.reference,
        planVersion: plan.version,
        source,
      });
    });
    this.entitlements.forget(workspace.id);
  }

  private async audit(
    em: EntityManager,
    workspace: WorkspaceRef,
    plan: CataloguePlan,
    previous: WorkspacePlanRecord | null,
    next: WorkspacePlanRecord,
  ): Promise<void> {
    // Spec 001 §3 audit metadata, subscription item: old and new product id, interval, quantity.
    await recordAuditEntry(em, workspace.schemaName, {
      actor: null,
      action: AuditAction.SUBSCRIPTION_ITEM_CHANGED,
      objectType: AuditObjectType.SUBSCRIPTION,
      objectId: workspace.id,
      objectLabel: plan.name,
      oldValue: previous ? { productId: previous.planReference, interval: null, quantity: null } : null,
      newValue: { productId: plan.reference, interval: null, quantity: null },
    });
    if ((previous?.subscriptionStatus ?? null) === next.subscriptionStatus) return;
    // Subscription status: old and new id, status, cancel-at.
    await recordAuditEntry(em, workspace.schemaName, {
      actor: null,
      action: AuditAction.SUBSCRIPTION_STATUS_CHANGED,
      objectType: AuditObjectType.SUBSCRIPTION,
      objectId: workspace.id,
      objectLabel: plan.name,
      oldValue: previous
        ? { id: previous.planReference, status: previous.subscriptionStatus, cancelAt: null }
        : null,
      newValue: { id: plan.reference, status: next.subscriptionStatus, cancelAt: null },
    });
  }
}
