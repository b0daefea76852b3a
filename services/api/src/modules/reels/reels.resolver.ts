import { Args, Context, ID, Mutation, Query, Resolver } from '@nestjs/graphql';
import { Role } from '@fieldnote/core';
import type { GqlContext } from '../../context/gql-context';
import { WorkspaceAccess } from '../../context/workspace-access.service';
import { InputArgs } from '../../graphql/input-args.decorator';
import { CreateReelInput, UpdateReelInput } from './dto/reel.inputs';
import { ReelModel } from './dto/reel.model';
import { reelErrors } from './reels.errors';
import { ReelsService } from './reels.service';

/**
 * Reels: every member reads a note file's, a tag's and an insight's reels; contributors and up make,
 * rename, reorder and delete an insight's reels. The three embeds are public reads, like
 * `embeddedHighlight`: they show only clips a live share already makes public.
 */
@Resolver(() => ReelModel)
export class ReelsResolver {
  constructor(
    private readonly access: WorkspaceAccess,
    private readonly reels: ReelsService,
  ) {}

  @Query(() => ReelModel, {
    description: "A note's recording as a reel: its audio/video highlights in time order (at most 100).",
  })
  async noteFileReel(
    @Args('noteId', { type: () => ID }) noteId: string,
    @Args('fileId', { type: () => ID }) fileId: string,
    @Context() ctx: GqlContext,
  ): Promise<ReelModel> {
    return this.reels.ofNoteFile(await this.access.require(ctx.req, Role.VIEWER), noteId, fileId);
  }

  @Query(() => ReelModel, {
    description: 'The audio/video highlights carrying a tag, as a reel (at most 100).',
  })
  async tagReel(
    @Args('tagId', { type: () => ID }) tagId: string,
    @Context() ctx: GqlContext,
  ): Promise<ReelModel> {
    return this.reels.ofTag(await this.access.require(ctx.req, Role.VIEWER), tagId);
  }

  @Query(() => [ReelModel], { description: "An insight's reels, oldest first." })
  async insightReels(
    @Args('insightId', { type: () => ID }) insightId: string,
    @Context() ctx: GqlContext,
  ): Promise<ReelModel[]> {
    return this.reels.ofInsight(await this.access.require(ctx.req, Role.VIEWER), insightId);
  }

  @Query(() => ReelModel, { description: "One of an insight's reels." })
  async reel(@Args('id', { type: () => ID }) id: string, @Context() ctx: GqlContext): Promise<ReelModel> {
    return this.reels.one(await this.access.require(ctx.req, Role.VIEWER), id);
  }

  @Mutation(() => ReelModel, {
    description:
      "Makes a reel on an insight from the highlights picked, or else from the insight's audio/video highlight cards (1 to 100 clips).",
  })
  async createReel(
    @InputArgs('input') input: CreateReelInput,
    @Context() ctx: GqlContext,
  ): Promise<ReelModel> {
    return this.reels.create(await this.access.require(ctx.req, Role.CONTRIBUTOR), input);
  }

  @Mutation(() => ReelModel, {
    description:
      'Renames a reel, or replaces its clips in a new order (reorder, add, remove; 1 to 100 clips).',
  })
  async updateReel(
    @InputArgs('input') input: UpdateReelInput,
    @Context() ctx: GqlContext,
  ): Promise<ReelModel> {
    return this.reels.update(await this.access.require(ctx.req, Role.CONTRIBUTOR), input);
  }

  @Mutation(() => ID, { description: 'Deletes a reel (its highlights are kept); returns its id.' })
  async deleteReel(@Args('id', { type: () => ID }) id: string, @Context() ctx: GqlContext): Promise<string> {
    return this.reels.delete(await this.access.require(ctx.req, Role.CONTRIBUTOR), id);
  }

  @Query(() => ReelModel, {
    description:
      'Public, no session needed (/embed/reels/{reelId}): a reel of a shared, published insight, with its clips that a live share makes public.',
  })
  async embeddedReel(
    @Args('reelId', { type: () => ID }) reelId: string,
    @Context() ctx: GqlContext,
  ): Promise<ReelModel> {
    return this.reels.embedded(await this.access.public(ctx.req, reelErrors.embedGone), reelId);
  }

  @Query(() => ReelModel, {
    description:
      "Public, no session needed (/embed/reels/note/{noteId}/file/{fileId}): a recording's clips that a live share makes public.",
  })
  async embeddedNoteFileReel(
    @Args('noteId', { type: () => ID }) noteId: string,
    @Args('fileId', { type: () => ID }) fileId: string,
    @Context() ctx: GqlContext,
  ): Promise<ReelModel> {
    return this.reels.embeddedNoteFile(
      await this.access.public(ctx.req, reelErrors.embedGone),
      noteId,
      fileId,
    );
  }

  @Query(() => ReelModel, {
    description:
      "Public, no session needed (/embed/reels/tags/{tagId}): a tag's clips that a live share makes public.",
  })
  async embeddedTagReel(
    @Args('tagId', { type: () => ID }) tagId: string,
    @Context() ctx: GqlContext,
  ): Promise<ReelModel> {
    return this.reels.embeddedTag(await this.access.public(ctx.req, reelErrors.embedGone), tagId);
  }
}
