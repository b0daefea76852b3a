import { Injectable } from '@nestjs/common';
import {
  AuditAction,
  AuditObjectType,
  BILLING_EVENTS,
  TRIAL_EXTENSION_DAYS,
  TrialAccessState,
  type TrialExtensionSource,
} from '@fieldnote/core';
import { recordEvent } from '@fieldnote/db';
import { recordAuditEntry } from '../../audit/record-audit-entry';
import { WorkspaceTransactions } from '../../audit/workspace-transactions';
import type { WorkspaceRef } from '../../workspaces/workspace-ref';
import { EntitlementsService } from '../entitlements.service';
import { TrialsRepository } from './trials.repository';

/**
 * Extends an active trial when its workspace does what the trial asks (spec 001 §3 trial extension
 * sources: Checklist, Invite users), TRIAL_EXTENSION_DAYS once per source, with its audit entry and
 * `billing.trial_extended`. Anything else (billing off, no trial, an ended one) extends nothing.
 */
@Injectable()
export class TrialExtensions {
  constructor(
    private readonly entitlements: EntitlementsService,
    private readonly trials: TrialsRepository,
    private readonly transactions: WorkspaceTransactions,
  ) {}

  /** True when this call extended the trial. */
  async extend(workspace: WorkspaceRef, source: TrialExtensionSource): Promise<boolean> {
    if (this.entitlements.selfHosted) return false;
    const before = await this.entitlements.of(workspace.id);
    if (!before.plan.isTrial || before.trial.state !== TrialAccessState.Active || !before.trial.endsAt)
      return false;
    const endsAt = new Date(before.trial.endsAt.getTime() + TRIAL_EXTENSION_DAYS * 86_400_000);
    const extended = await this.transactions.withControl(workspace, async ({ control, workspace: em }) => {
      const added = await this.trials.addExtension(control, {
        teamId: workspace.id,
        source,
        days: TRIAL_EXTENSION_DAYS,
      });
      if (!added) return false;
      await recordAuditEntry(em, workspace.schemaName, {
        actor: null,
        action: AuditAction.TRIAL_EXTENDED,
        objectType: AuditObjectType.SUBSCRIPTION,
        objectId: workspace.id,
        objectLabel: `${before.plan.name}: ${source}`,
        oldValue: { trialEndsAt: before.trial.endsAt!.toISOString() },
        newValue: { trialEndsAt: endsAt.toISOString(), source, days: TRIAL_EXTENSION_DAYS },
      });
      await recordEvent(em, BILLING_EVENTS.trialExtended, workspace.id, {
        teamId: workspace.id,
        source,
        days: TRIAL_EXTENSION_DAYS,
        trialEndsAt: endsAt.toISOString(),
      });
      return true;
    });
    if (extended) this.entitlements.forget(workspace.id);
    return extended;
  }
}
