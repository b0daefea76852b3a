import { Module } from '@nestjs/common';
import { EntitlementsService } from './entitlements.service';
import { PlanCatalogueRepository } from './plan-catalogue.repository';
import { PlanCatalogueService } from './plan-catalogue.service';
import { PlanChangesService } from './plan-changes.service';
import { PlanGate } from './plan-gate.service';

/**
 * Plans and billing (issue 33): the plan catalogue, each workspace's plan, the cached entitlements
 * every module reads, and the plan gate they check before adding. Uses the control plane's
 * WorkspaceTransactions and the platform's config and databases (both global).
 */
@Module({
  providers: [
    PlanCatalogueRepository,
    PlanCatalogueService,
    EntitlementsService,
    PlanGate,
    PlanChangesService,
  ],
  exports: [PlanCatalogueService, EntitlementsService, PlanGate, PlanChangesService],
})
export class BillingModule {}
