import { Context, Mutation, Query, Resolver } from '@nestjs/graphql';
import { Role } from '@fieldnote/core';
import type { GqlContext } from '../../context/gql-context';
import { WorkspaceAccess } from '../../context/workspace-access.service';
import { InputArgs } from '../../graphql/input-args.decorator';
import { BetaFeatureModel, SetBetaFeatureInput } from './dto/beta-feature.model';
import { BetaFeaturesService } from './beta-features.service';

/** /settings/beta: every member reads the workspace's betas; a manager switches them. */
@Resolver(() => BetaFeatureModel)
export class BetaFeaturesResolver {
  constructor(
    private readonly access: WorkspaceAccess,
    private readonly service: BetaFeaturesService,
  ) {}

  @Query(() => [BetaFeatureModel], { description: "The workspace's beta features, each on or off." })
  async betaFeatures(@Context() ctx: GqlContext): Promise<BetaFeatureModel[]> {
    const scope = await this.access.require(ctx.req, Role.VIEWER);
    return (await this.service.list(scope)).map((s) => Object.assign(new BetaFeatureModel(), s));
  }

  @Mutation(() => BetaFeatureModel, { description: 'Turns a beta feature on or off for the workspace.' })
  async setBetaFeature(
    @InputArgs('input') input: SetBetaFeatureInput,
    @Context() ctx: GqlContext,
  ): Promise<BetaFeatureModel> {
    const scope = await this.access.require(ctx.req, Role.MANAGER);
    return Object.assign(new BetaFeatureModel(), await this.service.set(scope, input));
  }
}
