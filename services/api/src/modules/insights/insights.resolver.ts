import { Args, Context, ID, Mutation, Query, Resolver } from '@nestjs/graphql';
import { Role } from '@fieldnote/core';
import type { GqlContext } from '../../context/gql-context';
import { WorkspaceAccess } from '../../context/workspace-access.service';
import { InputArgs } from '../../graphql/input-args.decorator';
import { CreateInsightInput, UpdateInsightInput } from './dto/insight.inputs';
import { InsightModel } from './dto/insight.model';
import { InsightTrashService } from './insight-trash.service';
import { InsightsService } from './insights.service';

/** Insight queries and the insight lifecycle: create, rename, publish, lock, trash. Viewers only read. */
@Resolver(() => InsightModel)
export class InsightsResolver {
  constructor(
    private readonly access: WorkspaceAccess,
    private readonly insightsService: InsightsService,
    private readonly trashService: InsightTrashService,
  ) {}

  @Query(() => [InsightModel], { description: "A project's insights, newest first." })
  async insights(
    @Args('projectId', { type: () => ID }) projectId: string,
    @Context() ctx: GqlContext,
  ): Promise<InsightModel[]> {
    return (
      await this.insightsService.listByProject(await this.access.require(ctx.req, Role.VIEWER), projectId)
    ).map(InsightModel.from);
  }

  @Query(() => InsightModel, { description: 'By UUID, short id or slug-short id.' })
  async insight(
    @Args('id', { type: () => ID }) id: string,
    @Context() ctx: GqlContext,
  ): Promise<InsightModel> {
    return InsightModel.from(
      await this.insightsService.get(await this.access.require(ctx.req, Role.VIEWER), id),
    );
  }

  @Mutation(() => InsightModel, { description: "An empty title becomes 'Untitled insight'." })
  async createInsight(
    @InputArgs('input') input: CreateInsightInput,
    @Context() ctx: GqlContext,
  ): Promise<InsightModel> {
    return InsightModel.from(
      await this.insightsService.create(await this.access.require(ctx.req, Role.CONTRIBUTOR), input),
    );
  }

  @Mutation(() => InsightModel, {
    description: 'Renames and/or replaces the document; refused while locked.',
  })
  async updateInsight(
    @InputArgs('input') input: UpdateInsightInput,
    @Context() ctx: GqlContext,
  ): Promise<InsightModel> {
    return InsightModel.from(
      await this.insightsService.update(await this.access.require(ctx.req, Role.CONTRIBUTOR), input),
    );
  }

  @Mutation(() => InsightModel, {
    description: 'Publishes the insight (sets publishedAt); no-op when published.',
  })
  async publishInsight(
    @Args('id', { type: () => ID }) id: string,
    @Context() ctx: GqlContext,
  ): Promise<InsightModel> {
    return InsightModel.from(
      await this.insightsService.setPublished(await this.access.require(ctx.req, Role.CONTRIBUTOR), id, true),
    );
  }

  @Mutation(() => InsightModel, {
    description: 'Back to draft (clears publishedAt); its share links stop opening until published again.',
  })
  async unpublishInsight(
    @Args('id', { type: () => ID }) id: string,
    @Context() ctx: GqlContext,
  ): Promise<InsightModel> {
    return InsightModel.from(
      await this.insightsService.setPublished(
        await this.access.require(ctx.req, Role.CONTRIBUTOR),
        id,
        false,
      ),
    );
  }

  @Mutation(() => InsightModel, { description: 'Nobody changes the title or content until it is unlocked.' })
  async lockInsight(
    @Args('id', { type: () => ID }) id: string,
    @Context() ctx: GqlContext,
  ): Promise<InsightModel> {
    return InsightModel.from(
      await this.insightsService.setLocked(await this.access.require(ctx.req, Role.CONTRIBUTOR), id, true),
    );
  }

  @Mutation(() => InsightModel)
  async unlockInsight(
    @Args('id', { type: () => ID }) id: string,
    @Context() ctx: GqlContext,
  ): Promise<InsightModel> {
    return InsightModel.from(
      await this.insightsService.setLocked(await this.access.require(ctx.req, Role.CONTRIBUTOR), id, false),
    );
  }

  @Mutation(() => Boolean, { description: 'Moves the insight to the trash, from where it can be restored.' })
  async deleteInsight(
    @Args('id', { type: () => ID }) id: string,
    @Context() ctx: GqlContext,
  ): Promise<boolean> {
    await this.trashService.trash(await this.access.require(ctx.req, Role.CONTRIBUTOR), id);
    return true;
  }

  @Mutation(() => InsightModel, { description: 'Brings an insight back from the trash.' })
  async restoreInsight(
    @Args('id', { type: () => ID }) id: string,
    @Context() ctx: GqlContext,
  ): Promise<InsightModel> {
    return InsightModel.from(
      await this.trashService.restore(await this.access.require(ctx.req, Role.CONTRIBUTOR), id),
    );
  }

  @Mutation(() => Boolean, {
    description: 'The insight must be in the trash. Removes it and its share links.',
  })
  async deleteInsightForever(
    @Args('id', { type: () => ID }) id: string,
    @Context() ctx: GqlContext,
  ): Promise<boolean> {
    await this.trashService.deleteForever(await this.access.require(ctx.req, Role.CONTRIBUTOR), id);
    return true;
  }
}
