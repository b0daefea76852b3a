import { Args, Context, ID, Mutation, Query, Resolver } from '@nestjs/graphql';
import type { GqlContext } from '../../context/gql-context';
import { WorkspaceAccess } from '../../context/workspace-access.service';
import { InputArgs } from '../../graphql/input-args.decorator';
import { CreateSavedFeedInput, RenameSavedFeedInput } from './dto/saved-feed.inputs';
import { SavedFeedModel } from './dto/saved-feed.model';
import { FeedsService } from './feeds.service';
import { Role } from '@fieldnote/core';

/**
 * Saved feeds: every member, viewers too, keeps their own (a saved search changes no research,
 * only what its owner's side list shows). API tokens may read them but not change them
 * (token-scope.ts: SESSION_ONLY).
 */
@Resolver(() => SavedFeedModel)
export class FeedsResolver {
  constructor(
    private readonly access: WorkspaceAccess,
    private readonly feeds: FeedsService,
  ) {}

  @Query(() => [SavedFeedModel], { description: "The caller's saved feeds, by title." })
  async savedFeeds(@Context() ctx: GqlContext): Promise<SavedFeedModel[]> {
    return (await this.feeds.list(await this.access.require(ctx.req, Role.VIEWER))).map(SavedFeedModel.from);
  }

  @Query(() => SavedFeedModel, { description: 'One of the caller’s saved feeds.' })
  async savedFeed(
    @Args('id', { type: () => ID }) id: string,
    @Context() ctx: GqlContext,
  ): Promise<SavedFeedModel> {
    return SavedFeedModel.from(await this.feeds.get(await this.access.require(ctx.req, Role.VIEWER), id));
  }

  @Mutation(() => SavedFeedModel, { description: 'Saves a search as a feed of the caller.' })
  async createSavedFeed(
    @InputArgs('input') input: CreateSavedFeedInput,
    @Context() ctx: GqlContext,
  ): Promise<SavedFeedModel> {
    return SavedFeedModel.from(
      await this.feeds.create(await this.access.require(ctx.req, Role.VIEWER), input),
    );
  }

  @Mutation(() => SavedFeedModel)
  async renameSavedFeed(
    @InputArgs('input') input: RenameSavedFeedInput,
    @Context() ctx: GqlContext,
  ): Promise<SavedFeedModel> {
    return SavedFeedModel.from(
      await this.feeds.rename(await this.access.require(ctx.req, Role.VIEWER), input),
    );
  }

  @Mutation(() => Boolean)
  async deleteSavedFeed(
    @Args('id', { type: () => ID }) id: string,
    @Context() ctx: GqlContext,
  ): Promise<boolean> {
    await this.feeds.delete(await this.access.require(ctx.req, Role.VIEWER), id);
    return true;
  }
}
