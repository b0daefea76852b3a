import { Args, Context, ID, Mutation, Resolver } from '@nestjs/graphql';
import { Role } from '@fieldnote/core';
import type { GqlContext } from '../../context/gql-context';
import { WorkspaceAccess } from '../../context/workspace-access.service';
import { InputArgs } from '../../graphql/input-args.decorator';
import { TagModel } from '../tags';
import { CreateHighlightInput } from './dto/highlight.inputs';
import { HighlightModel } from './dto/highlight.model';
import { type FullHighlight, HighlightsService } from './highlights.service';

function toModel({ highlight, tags, noteTitle }: FullHighlight): HighlightModel {
  return HighlightModel.from(
    highlight,
    tags.map((t) => TagModel.from(t.tag, t.highlightCount)),
    noteTitle,
  );
}

/** Highlight changes: create, delete, tag and untag. Reading goes through Note.highlights and tagHighlights. */
@Resolver(() => HighlightModel)
export class HighlightsResolver {
  constructor(
    private readonly access: WorkspaceAccess,
    private readonly highlightsService: HighlightsService,
  ) {}

  @Mutation(() => HighlightModel)
  async createHighlight(
    @InputArgs('input') input: CreateHighlightInput,
    @Context() ctx: GqlContext,
  ): Promise<HighlightModel> {
    return toModel(
      await this.highlightsService.create(await this.access.require(ctx.req, Role.CONTRIBUTOR), input),
    );
  }

  @Mutation(() => Boolean)
  async deleteHighlight(
    @Args('id', { type: () => ID }) id: string,
    @Context() ctx: GqlContext,
  ): Promise<boolean> {
    await this.highlightsService.delete(await this.access.require(ctx.req, Role.CONTRIBUTOR), id);
    return true;
  }

  @Mutation(() => HighlightModel, { description: 'Adds a tag to a highlight (no-op when it has it).' })
  async tagHighlight(
    @Args('highlightId', { type: () => ID }) highlightId: string,
    @Args('tagId', { type: () => ID }) tagId: string,
    @Context() ctx: GqlContext,
  ): Promise<HighlightModel> {
    return toModel(
      await this.highlightsService.tag(
        await this.access.require(ctx.req, Role.CONTRIBUTOR),
        highlightId,
        tagId,
      ),
    );
  }

  @Mutation(() => HighlightModel, { description: 'Removes a tag from a highlight (no-op when it lacks it).' })
  async untagHighlight(
    @Args('highlightId', { type: () => ID }) highlightId: string,
    @Args('tagId', { type: () => ID }) tagId: string,
    @Context() ctx: GqlContext,
  ): Promise<HighlightModel> {
    return toModel(
      await this.highlightsService.untag(
        await this.access.require(ctx.req, Role.CONTRIBUTOR),
        highlightId,
        tagId,
      ),
    );
  }
}
