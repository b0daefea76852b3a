import { Module } from '@nestjs/common';
import { BillingRepository } from './billing.repository';
import { BillingResolver } from './billing.resolver';
import { BillingService } from './billing.service';

/** Plans (issue 33): the plans page over GraphQL; the catalogue and entitlements live in the control plane's billing module. */
@Module({ providers: [BillingResolver, BillingService, BillingRepository] })
export class BillingApiModule {}
