import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import type Stripe from 'stripe';
import { ScheduledJobClaims } from '../scheduling/scheduled-job-claims.repository';
import { WorkspaceDirectory } from '../workspaces/workspace-directory.service';
import { STRIPE_CLIENT } from './stripe-client';
import { StripeBillingRepository } from './stripe-billing.repository';
import { PlanCatalogueService } from './plan-catalogue.service';
import { subscriptionItems } from './subscription-items';
import { SubscriptionSyncService } from './subscription-sync.service';

/** How often each replica asks whether today's run is due; the first to ask each UTC day runs it. */
const TICK_MS = 60 * 60 * 1000;
/** A run unfinished after this long (its replica died) is taken over by another replica's tick. */
const LEASE_MS = 60 * 60 * 1000;
export const RECONCILIATION_JOB = 'billing-reconciliation';
/** Subscriptions that still bill: their seat quantity must cover the paid members. */
const BILLING: ReadonlySet<Stripe.Subscription.Status> = new Set(['active', 'trialing', 'past_due']);

/** What one reconciliation run did. */
export interface ReconciliationReport {
  checked: number;
  applied: number;
  seatsRaised: number;
  failed: number;
}

/**
 * The daily reconciliation of seats and subscriptions (issue 33): for every workspace with a Stripe
 * subscription it reads the subscription again and applies it (a webhook lost for good leaves no
 * drift past a day), and raises the seat quantity, prorated by Stripe, when more managers and
 * contributors hold a seat than were bought. Quantities change here, never inside webhook handling.
 * Once a day across the fleet: every replica ticks hourly, and only the one that claims the UTC
 * day's run (ScheduledJobClaims) runs it; the run is idempotent besides.
 */
@Injectable()
export class SubscriptionReconciler implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(SubscriptionReconciler.name);
  private timer: NodeJS.Timeout | null = null;

  constructor(
    @Inject(STRIPE_CLIENT) private readonly stripe: Stripe | null,
    private readonly repository: StripeBillingRepository,
    private readonly sync: SubscriptionSyncService,
    private readonly directory: WorkspaceDirectory,
    private readonly claims: ScheduledJobClaims,
    private readonly catalogue: PlanCatalogueService,
  ) {}

  onApplicationBootstrap(): void {
    if (!this.stripe) return;
    this.timer = setInterval(() => {
      this.runIfDue(new Date()).then(
        (r) => r && this.logger.log(`Billing reconciliation: ${JSON.stringify(r)}`),
        (e: unknown) => this.logger.error(`Billing reconciliation failed: ${(e as Error).message}`),
      );
    }, TICK_MS);
    this.timer.unref();
  }

  /**
   * Runs the reconciliation of `now`'s UTC day if this replica is the first to claim it; null when
   * another replica has it or it is done. `holder` names the claimant (tests play two replicas).
   */
  async runIfDue(now: Date, holder?: string): Promise<ReconciliationReport | null> {
    if (!this.stripe) return null;
    const claim = await this.claims.claim(
      RECONCILIATION_JOB,
      now.toISOString().slice(0, 10),
      LEASE_MS,
      holder,
    );
    if (!claim) return null;
    const report = await this.reconcileAll();
    await claim.finish();
    return report;
  }

  onApplicationShutdown(): void {
    if (this.timer) clearInterval(this.timer);
  }

  async reconcileAll(): Promise<ReconciliationReport> {
    const report: ReconciliationReport = { checked: 0, applied: 0, seatsRaised: 0, failed: 0 };
    if (!this.stripe) return report;
    for (const { teamId, subscriptionId } of await this.repository.subscribedTeams()) {
      report.checked++;
      try {
        const outcome = await this.reconcile(this.stripe, teamId, subscriptionId, report);
        if (outcome === 'applied') report.applied++;
      } catch (e) {
        // One workspace's failure (Stripe down, a deleted workspace) must not stop the others.
        report.failed++;
        this.logger.warn(`Billing reconciliation of workspace ${teamId} failed: ${(e as Error).message}`);
      }
    }
    return report;
  }

  private async reconcile(
    stripe: Stripe,
    teamId: string,
    subscriptionId: string,
    report: ReconciliationReport,
  ) {
    const workspace = await this.directory.byId(teamId);
    if (!workspace) return 'ignored';
    let subscription = await stripe.subscriptions.retrieve(subscriptionId);
    const item = subscriptionItems(
      subscription,
      await this.repository.prices(),
      await this.catalogue.catalogue(),
    ).plan?.item;
    if (item && BILLING.has(subscription.status)) {
      const { paid } = await this.repository.seatsInUse(workspace, { invites: false });
      if (paid > (item.quantity ?? 0)) {
        subscription = await stripe.subscriptions.update(subscription.id, {
          items: [{ id: item.id, quantity: paid }],
          proration_behavior: 'create_prorations',
        });
        report.seatsRaised++;
      }
    }
    return this.sync.apply(workspace, subscription, 'reconciliation');
  }
}
