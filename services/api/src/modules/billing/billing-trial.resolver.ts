import { Args, Context, Mutation, Query, Resolver } from '@nestjs/graphql';
import { Role } from '@fieldnote/core';
import { TrialRequests } from '@fieldnote/control-plane';
import { AuditActors } from '../../context/audit-actors.service';
import type { GqlContext } from '../../context/gql-context';
import { WorkspaceAccess } from '../../context/workspace-access.service';
import { TrialAccessModel } from './dto/trial-access.model';

/**
 * Trials (spec 001 §4): every member sees the trial's state and may ask for one (the managers are
 * told); managers start one. Asking and starting need a signed-in person, never an API token.
 */
@Resolver(() => TrialAccessModel)
export class BillingTrialResolver {
  constructor(
    private readonly access: WorkspaceAccess,
    private readonly actors: AuditActors,
    private readonly trials: TrialRequests,
  ) {}

  @Query(() => TrialAccessModel, {
    description: "Every member. The workspace's trial access state and, with billing on, the trial plans.",
  })
  async trialAccess(@Context() ctx: GqlContext): Promise<TrialAccessModel> {
    const scope = await this.access.require(ctx.req, Role.VIEWER);
    return TrialAccessModel.from(await this.trials.access(scope.workspace.id));
  }

  @Mutation(() => TrialAccessModel, {
    description:
      'Every member, session only. Asks the managers for a free trial: recorded (state Requested for 3 days) and told to every manager in-app and by e-mail, once per request; BAD_USER_INPUT with billing off, after a trial, or with a subscription.',
  })
  async requestTrial(@Context() ctx: GqlContext): Promise<TrialAccessModel> {
    const scope = await this.access.requireSession(ctx.req, Role.VIEWER);
    return TrialAccessModel.from(await this.trials.request(scope.workspace, await this.actors.of(scope)));
  }

  @Mutation(() => TrialAccessModel, {
    description:
      'Managers only, session only. Starts a trial plan of the catalogue, 30 days from now; BAD_USER_INPUT with billing off, for a plan that is not a trial, after a trial, or with a subscription.',
  })
  async startTrial(
    @Args('planReference') planReference: string,
    @Context() ctx: GqlContext,
  ): Promise<TrialAccessModel> {
    const scope = await this.access.requireSession(ctx.req, Role.MANAGER);
    return TrialAccessModel.from(await this.trials.start(scope.workspace, planReference));
  }
}
