import { Context, Mutation, Query, Resolver } from '@nestjs/graphql';
import { Role } from '@fieldnote/core';
import type { GqlContext } from '../../../context/gql-context';
import { WorkspaceAccess } from '../../../context/workspace-access.service';
import { InputArgs } from '../../../graphql/input-args.decorator';
import { AiRegionSettingsModel, UpdateAiRegionInput } from './ai-regions.models';
import { AiRegionsService } from './ai-regions.service';

/** The workspace's AI model region (spec 001 §3 allowChooseAiRegion): managers only. */
@Resolver()
export class AiRegionsResolver {
  constructor(
    private readonly access: WorkspaceAccess,
    private readonly regions: AiRegionsService,
  ) {}

  @Query(() => AiRegionSettingsModel, {
    description:
      "The region whose model answers the workspace's AI requests, and the regions to choose from.",
  })
  async aiRegionSettings(@Context() ctx: GqlContext): Promise<AiRegionSettingsModel> {
    return AiRegionSettingsModel.from(
      await this.regions.settings(await this.access.require(ctx.req, Role.MANAGER)),
    );
  }

  @Mutation(() => AiRegionSettingsModel, {
    description:
      "Managers choose the region whose model answers the workspace's AI requests (allowChooseAiRegion); a region without a configured model is refused.",
  })
  async updateAiRegion(
    @InputArgs('input') input: UpdateAiRegionInput,
    @Context() ctx: GqlContext,
  ): Promise<AiRegionSettingsModel> {
    const scope = await this.access.requireSession(ctx.req, Role.MANAGER);
    await this.regions.choose(scope, input.region);
    return AiRegionSettingsModel.from(await this.regions.settings(scope));
  }
}
