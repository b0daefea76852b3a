import { Module } from '@nestjs/common';
import { ScheduledJobClaims } from '../scheduling/scheduled-job-claims.repository';
import { AddOnBillingService } from './add-on-billing.service';
import { EntitlementsService } from './entitlements.service';
import { OperatorQuotesService } from './operator-quotes.service';
import { WorkspaceBillingService } from './workspace-billing.service';
import { PlanCatalogueRepository } from './plan-catalogue.repository';
import { PlanCatalogueService } from './plan-catalogue.service';
import { PlanChangesService } from './plan-changes.service';
import { PlanGate } from './plan-gate.service';
import { SeatGate } from './seat-gate.service';
import { SubscriptionReconciler } from './subscription-reconciler.service';
import { StripeBillingRepository } from './stripe-billing.repository';
import { StripeBillingService } from './stripe-billing.service';
import { stripeClientProvider } from './stripe-client';
import { StripeWebhookRoute } from './stripe-webhook.route';
import { StripeWebhookService } from './stripe-webhook.service';
import { SubscriptionSyncService } from './subscription-sync.service';
import { BillingNoticesRepository } from './notices/billing-notices.repository';
import { BillingNotices } from './notices/billing-notices.service';
import { StripeEventNotice } from './notices/stripe-event-notice';
import { TrialEmailsJob } from './trials/trial-emails.job';
import { TrialExtensions } from './trials/trial-extensions.service';
import { TrialRequests } from './trials/trial-requests.service';
import { TrialsRepository } from './trials/trials.repository';

/**
 * Plans and billing (issue 33): the plan catalogue, each workspace's plan, the cached entitlements
 * every module reads, and the plan gate they check before adding; with STRIPE_SECRET_KEY, Stripe:
 * customers, Checkout, the Customer Portal, subscription changes and POST /stripe/webhook. Uses the
 * control plane's WorkspaceTransactions and WorkspaceDirectory and the platform's config and
 * databases (all global).
 */
@Module({
  providers: [
    PlanCatalogueRepository,
    PlanCatalogueService,
    EntitlementsService,
    PlanGate,
    PlanChangesService,
    stripeClientProvider,
    StripeBillingRepository,
    StripeBillingService,
    SubscriptionSyncService,
    StripeWebhookService,
    StripeWebhookRoute,
    SeatGate,
    SubscriptionReconciler,
    BillingNoticesRepository,
    BillingNotices,
    StripeEventNotice,
    TrialsRepository,
    TrialExtensions,
    TrialRequests,
    TrialEmailsJob,
    ScheduledJobClaims,
    AddOnBillingService,
    OperatorQuotesService,
    WorkspaceBillingService,
  ],
  exports: [
    WorkspaceBillingService,
    AddOnBillingService,
    OperatorQuotesService,
    PlanCatalogueService,
    EntitlementsService,
    PlanGate,
    PlanChangesService,
    StripeBillingService,
    SubscriptionSyncService,
    SeatGate,
    SubscriptionReconciler,
    TrialExtensions,
    TrialRequests,
    TrialEmailsJob,
  ],
})
export class BillingModule {}
