import { Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import {
  BILLING_EVENTS,
  TRIAL_EMAIL_NOTICE,
  TRIAL_REMINDER_DAYS_BEFORE_END,
  TrialAccessState,
  TrialEmailType,
} from '@fieldnote/core';
import { recordEvent } from '@fieldnote/db';
import { WorkspaceTransactions } from '../../audit/workspace-transactions';
import { WorkspaceDirectory } from '../../workspaces/workspace-directory.service';
import { EntitlementsService } from '../entitlements.service';
import { BillingNotices } from '../notices/billing-notices.service';
import type { WorkspacePlan } from '../workspace-plan';
import { TrialsRepository } from './trials.repository';

const DAY_MS = 86_400_000;
/** How often the job looks; each e-mail goes once whatever the frequency. */
const TICK_MS = 60 * 60 * 1000;

/** What one run sent. */
export interface TrialEmailsReport {
  checked: number;
  sent: Record<TrialEmailType, number>;
}

/**
 * The trial e-mails (spec 001 §3 trial e-mail types), to every manager in-app and by mail, each once
 * per trial: Started while the trial is Active, Reminder in its last TRIAL_REMINDER_DAYS_BEFORE_END
 * days, Expired once spec 001 §4's rule says Expired, saying what the ended trial leaves (the free
 * plan when freePlanAvailableAfterTrial, else read-only). Trials of the catalogue's trial plans
 * only: a Stripe subscription's trial ends with Stripe's own notice (TRIAL_END).
 */
@Injectable()
export class TrialEmailsJob implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(TrialEmailsJob.name);
  private timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly entitlements: EntitlementsService,
    private readonly trials: TrialsRepository,
    private readonly directory: WorkspaceDirectory,
    private readonly transactions: WorkspaceTransactions,
    private readonly notices: BillingNotices,
  ) {}

  onApplicationBootstrap(): void {
    if (this.entitlements.selfHosted) return;
    this.timer = setInterval(() => {
      this.run(new Date()).then(
        (r) => r.checked && this.logger.log(`Trial e-mails: ${JSON.stringify(r)}`),
        (e: unknown) => this.logger.error(`Trial e-mails failed: ${(e as Error).message}`),
      );
    }, TICK_MS);
    this.timer.unref();
  }

  onApplicationShutdown(): void {
    if (this.timer) clearInterval(this.timer);
  }

  /** One pass over every workspace with a trial, at `now` (the tick, or a test's clock). */
  async run(now: Date): Promise<TrialEmailsReport> {
    const report: TrialEmailsReport = { checked: 0, sent: { Started: 0, Reminder: 0, Expired: 0 } };
    if (this.entitlements.selfHosted) return report;
    for (const { teamId, trialStartedAt } of await this.trials.teamsWithTrial()) {
      try {
        report.checked++;
        // The state at `now`, not a cached answer of before.
        const plan = await this.entitlements.of(teamId, now);
        if (!plan.plan.isTrial) continue;
        for (const type of due(plan, now))
          if (await this.send(teamId, trialStartedAt, type, plan)) report.sent[type]++;
      } catch (e) {
        this.logger.warn(`Trial e-mails of workspace ${teamId} failed: ${(e as Error).message}`);
      }
    }
    return report;
  }

  private async send(
    teamId: string,
    trialStartedAt: Date,
    type: TrialEmailType,
    plan: WorkspacePlan,
  ): Promise<boolean> {
    const workspace = await this.directory.byId(teamId);
    if (!workspace) return false;
    return this.transactions.withControl(workspace, async ({ control, workspace: em }) => {
      if (!(await this.trials.claimEmail(control, { teamId, trialStartedAt, type }))) return false;
      const expired = type === TrialEmailType.Expired;
      await this.notices.send(em, workspace, {
        kind: TRIAL_EMAIL_NOTICE[type],
        key: `trial:${teamId}:${trialStartedAt.toISOString()}`,
        payload: { trialEndsAt: plan.trial.endsAt?.toISOString() ?? null },
        more: expired
          ? plan.readOnly
            ? 'The workspace is read-only until you choose a plan: everything stays readable, nothing can be changed.'
            : 'The workspace is now on the free plan and its limits.'
          : undefined,
      });
      if (expired)
        await recordEvent(em, BILLING_EVENTS.trialExpired, workspace.id, {
          teamId,
          outcome: plan.readOnly ? 'read-only' : 'free-plan',
        });
      return true;
    });
  }
}

/** The e-mails a trial is due at `now`, in the order they are sent. */
function due(plan: WorkspacePlan, now: Date): TrialEmailType[] {
  if (plan.trial.state === TrialAccessState.Expired) return [TrialEmailType.Expired];
  if (plan.trial.state !== TrialAccessState.Active) return [];
  const left = (plan.trial.endsAt?.getTime() ?? Infinity) - now.getTime();
  return left <= TRIAL_REMINDER_DAYS_BEFORE_END * DAY_MS
    ? [TrialEmailType.Started, TrialEmailType.Reminder]
    : [TrialEmailType.Started];
}
