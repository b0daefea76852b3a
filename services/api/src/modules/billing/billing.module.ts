import { Module } from '@nestjs/common';
import { BillingAddOnsResolver } from './billing-add-ons.resolver';
import { BillingSubscriptionResolver } from './billing-subscription.resolver';
import { BillingSubscriptionService } from './billing-subscription.service';
import { BillingTrialResolver } from './billing-trial.resolver';
import { BillingRepository } from './billing.repository';
import { BillingResolver } from './billing.resolver';
import { BillingService } from './billing.service';

/**
 * Plans and billing (issue 33) over GraphQL: the plans page, and /settings/billing with Stripe
 * (subscription, seats, checkout, portal, changes); the catalogue, entitlements and Stripe calls
 * live in the control plane's billing module.
 */
@Module({
  providers: [
    BillingResolver,
    BillingService,
    BillingRepository,
    BillingSubscriptionResolver,
    BillingSubscriptionService,
    BillingAddOnsResolver,
    BillingTrialResolver,
  ],
})
export class BillingApiModule {}
