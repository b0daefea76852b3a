import { Injectable } from '@nestjs/common';
import {
  type CataloguePlan,
  EntitlementsService,
  PlanCatalogueService,
  type WorkspacePlan,
} from '@fieldnote/control-plane';
import type { WorkspaceScope } from '../../context/workspace-access.service';
import { BillingRepository, type PlanUsageCounts } from './billing.repository';

/** What /settings/plans shows: the workspace's plan, its usage and (billing on) the plans offered. */
export interface PlansPageView {
  current: WorkspacePlan;
  usage: PlanUsageCounts;
  offered: CataloguePlan[];
}

/** The plans page (issue 33); the rules of plans live in the control plane's billing module. */
@Injectable()
export class BillingService {
  constructor(
    private readonly entitlements: EntitlementsService,
    private readonly catalogue: PlanCatalogueService,
    private readonly repository: BillingRepository,
  ) {}

  /** Managers only (the resolver requires Role.MANAGER): the plan, its limits and usage, and the plans to compare. */
  async plansPage(scope: WorkspaceScope): Promise<PlansPageView> {
    const [current, usage] = await Promise.all([
      this.entitlements.of(scope.workspace.id),
      this.repository.usage(scope.em, scope.workspace.schemaName),
    ]);
    const offered = current.selfHosted ? [] : (await this.catalogue.catalogue()).offered();
    return { current, usage, offered };
  }
}
