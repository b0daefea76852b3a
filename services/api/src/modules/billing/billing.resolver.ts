import { Context, Query, Resolver } from '@nestjs/graphql';
import { Role } from '@fieldnote/core';
import type { GqlContext } from '../../context/gql-context';
import { WorkspaceAccess } from '../../context/workspace-access.service';
import { BillingService } from './billing.service';
import { WorkspacePlanModel } from './dto/workspace-plan.model';

/** The workspace's plan (/settings/plans): managers only. */
@Resolver(() => WorkspacePlanModel)
export class BillingResolver {
  constructor(
    private readonly access: WorkspaceAccess,
    private readonly billing: BillingService,
  ) {}

  @Query(() => WorkspacePlanModel, {
    description:
      "Managers only. The workspace's plan, its limits and usage (e.g. 3 of 5 projects), and with billing on the plans to compare.",
  })
  async workspacePlan(@Context() ctx: GqlContext): Promise<WorkspacePlanModel> {
    const scope = await this.access.require(ctx.req, Role.MANAGER);
    return WorkspacePlanModel.from(await this.billing.plansPage(scope));
  }
}
