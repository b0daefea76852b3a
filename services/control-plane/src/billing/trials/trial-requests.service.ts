import { Injectable } from '@nestjs/common';
import { AppError, SubscriptionStatus, TrialAccessState } from '@fieldnote/core';
import { advisoryXactLock } from '@fieldnote/db';
import type { AuditActor } from '../../audit/audit-entry';
import { WorkspaceTransactions } from '../../audit/workspace-transactions';
import type { WorkspaceRef } from '../../workspaces/workspace-ref';
import { billingErrors } from '../billing.errors';
import type { CataloguePlan } from '../catalogue-plan';
import { EntitlementsService } from '../entitlements.service';
import { BillingNotices } from '../notices/billing-notices.service';
import { PlanCatalogueRepository } from '../plan-catalogue.repository';
import { PlanCatalogueService } from '../plan-catalogue.service';
import { PlanChangesService } from '../plan-changes.service';

/** A workspace's trial as every member may see it (spec 001 §4 trial access state). */
export interface TrialAccess {
  /** Billing is on: a trial can be asked for (with billing off there is nothing to try). */
  billingOn: boolean;
  state: TrialAccessState;
  /** When the request that makes the state Requested was made (it counts for 3 days). */
  requestedAt: Date | null;
  endsAt: Date | null;
  /** The catalogue's trial plans a manager may start (offered, not legacy). */
  trialPlans: CataloguePlan[];
}

const ALREADY_TRIED =
  'This workspace has already had its trial. A workspace manager can choose a plan on the billing page.';
const SUBSCRIBED = 'This workspace already has a subscription: a trial is for a workspace on the free plan.';

/**
 * Trials that members ask for and managers start (spec 001 §4: NotStarted, Requested, Active,
 * Expired). A member's request is recorded on the workspace's billing row (trial_requested and its
 * time, which spec 001 §4's rule reads: Requested for 3 days) and told to every manager in-app and by
 * e-mail (TRIAL_REQUESTED) once per request; a manager starts one of the catalogue's trial plans,
 * 30 days from now, as the operator's grant does.
 */
@Injectable()
export class TrialRequests {
  constructor(
    private readonly entitlements: EntitlementsService,
    private readonly catalogue: PlanCatalogueService,
    private readonly repository: PlanCatalogueRepository,
    private readonly transactions: WorkspaceTransactions,
    private readonly notices: BillingNotices,
    private readonly changes: PlanChangesService,
  ) {}

  async access(workspaceId: string): Promise<TrialAccess> {
    const answer = await this.entitlements.of(workspaceId);
    const record = answer.selfHosted ? null : await this.repository.workspacePlan(workspaceId);
    const trialPlans = answer.selfHosted
      ? []
      : (await this.catalogue.catalogue()).entries().filter((p) => p.isTrial && !p.isLegacy);
    return {
      billingOn: !answer.selfHosted,
      state: answer.trial.state,
      requestedAt:
        answer.trial.state === TrialAccessState.Requested ? (record?.trialRequestedAt ?? null) : null,
      endsAt: answer.trial.endsAt,
      trialPlans,
    };
  }

  /**
   * A member asks for a trial: recorded, and every manager is told. Asking again while a request
   * counts (3 days) changes nothing and tells nobody again. Refused with billing off, once the
   * workspace has had a trial, and with a subscription.
   */
  async request(workspace: WorkspaceRef, requester: AuditActor): Promise<TrialAccess> {
    if (this.entitlements.selfHosted) throw billingErrors.billingOff();
    const answer = await this.entitlements.of(workspace.id);
    if (answer.trial.state === TrialAccessState.Requested) return this.access(workspace.id);
    this.refuseUnlessFree(answer.trial.state, answer.subscriptionStatus);
    const at = new Date();
    await this.transactions.withControl(workspace, async ({ control, workspace: em }) => {
      await advisoryXactLock(control, `workspace_plans:${workspace.id}`);
      await this.repository.recordTrialRequest(control, workspace.id, answer.plan, at);
      await this.notices.send(em, workspace, {
        kind: 'TRIAL_REQUESTED',
        key: `trial-request:${workspace.id}:${at.toISOString()}`,
        payload: {},
        more: `${requester.name} asked for it; start one on the billing page.`,
      });
    });
    this.entitlements.forget(workspace.id);
    return this.access(workspace.id);
  }

  /** A manager starts a trial plan of the catalogue (30 days from now). */
  async start(workspace: WorkspaceRef, planReference: string): Promise<TrialAccess> {
    if (this.entitlements.selfHosted) throw billingErrors.billingOff();
    const plan = (await this.catalogue.catalogue()).latest(planReference);
    if (!plan || !plan.isTrial || plan.isLegacy)
      throw AppError.badInput(`"${planReference}" is not a trial plan of the catalogue.`, {
        field: 'planReference',
      });
    const answer = await this.entitlements.of(workspace.id);
    this.refuseUnlessFree(answer.trial.state, answer.subscriptionStatus);
    await this.changes.startTrial(workspace, plan);
    return this.access(workspace.id);
  }

  private refuseUnlessFree(state: TrialAccessState, status: SubscriptionStatus | null): void {
    if (state === TrialAccessState.Active || state === TrialAccessState.Expired)
      throw AppError.badInput(ALREADY_TRIED);
    if (status !== null && status !== SubscriptionStatus.CANCELED) throw AppError.badInput(SUBSCRIBED);
  }
}
