import { Args, Context, ID, Mutation, Query, Resolver } from '@nestjs/graphql';
import { Role } from '@fieldnote/core';
import type { GqlContext } from '../../context/gql-context';
import { WorkspaceAccess } from '../../context/workspace-access.service';
import { InputArgs } from '../../graphql/input-args.decorator';
import { CreateTagInput, UpdateTagInput } from './dto/tag.inputs';
import { TagModel } from './dto/tag.model';
import { type CountedTag, TagsService } from './tags.service';

const toModel = ({ tag, highlightCount }: CountedTag): TagModel => TagModel.from(tag, highlightCount);

/** Tags: listing, one tag, and the changes contributors make (a tag's highlights: TagHighlightsResolver). */
@Resolver(() => TagModel)
export class TagsResolver {
  constructor(
    private readonly access: WorkspaceAccess,
    private readonly tagsService: TagsService,
  ) {}

  @Query(() => [TagModel], {
    description: "With projectId: the project's tags and the workspace tags. Without: the workspace tags.",
  })
  async tags(
    @Args('projectId', { type: () => ID, nullable: true }) projectId: string | null,
    @Context() ctx: GqlContext,
  ): Promise<TagModel[]> {
    return (await this.tagsService.list(await this.access.require(ctx.req, Role.VIEWER), projectId)).map(
      toModel,
    );
  }

  @Query(() => TagModel)
  async tag(@Args('id', { type: () => ID }) id: string, @Context() ctx: GqlContext): Promise<TagModel> {
    return toModel(await this.tagsService.get(await this.access.require(ctx.req, Role.VIEWER), id));
  }

  @Mutation(() => TagModel)
  async createTag(@InputArgs('input') input: CreateTagInput, @Context() ctx: GqlContext): Promise<TagModel> {
    return toModel(
      await this.tagsService.create(await this.access.require(ctx.req, Role.CONTRIBUTOR), input),
    );
  }

  @Mutation(() => TagModel)
  async updateTag(@InputArgs('input') input: UpdateTagInput, @Context() ctx: GqlContext): Promise<TagModel> {
    return toModel(
      await this.tagsService.update(await this.access.require(ctx.req, Role.CONTRIBUTOR), input),
    );
  }

  @Mutation(() => TagModel, {
    description:
      'Moves every highlight of the source tag to the target tag and deletes the source. Returns the target.',
  })
  async mergeTags(
    @Args('sourceId', { type: () => ID }) sourceId: string,
    @Args('targetId', { type: () => ID }) targetId: string,
    @Context() ctx: GqlContext,
  ): Promise<TagModel> {
    return toModel(
      await this.tagsService.merge(await this.access.require(ctx.req, Role.CONTRIBUTOR), sourceId, targetId),
    );
  }

  @Mutation(() => Boolean, { description: 'Deletes the tag; its highlights stay, without it.' })
  async deleteTag(@Args('id', { type: () => ID }) id: string, @Context() ctx: GqlContext): Promise<boolean> {
    await this.tagsService.delete(await this.access.require(ctx.req, Role.CONTRIBUTOR), id);
    return true;
  }
}
