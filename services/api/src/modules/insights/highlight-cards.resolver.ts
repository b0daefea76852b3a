import { Args, Context, ID, Query, Resolver } from '@nestjs/graphql';
import type { GqlContext } from '../../context/gql-context';
import { WorkspaceAccess, type WorkspaceScope } from '../../context/workspace-access.service';
import { HighlightModel } from '../highlights';
import { TagModel, TagsService } from '../tags';
import { type HighlightCard, HighlightCardsService } from './highlight-cards.service';
import { Role } from '@fieldnote/core';

/** Reading highlights as insight cards and the highlight picker show them. */
@Resolver(() => HighlightModel)
export class HighlightCardsResolver {
  constructor(
    private readonly access: WorkspaceAccess,
    private readonly cards: HighlightCardsService,
    private readonly tags: TagsService,
  ) {}

  @Query(() => HighlightModel, { description: 'One highlight with its note title and tags.' })
  async highlight(
    @Args('id', { type: () => ID }) id: string,
    @Context() ctx: GqlContext,
  ): Promise<HighlightModel> {
    const scope = await this.access.require(ctx.req, Role.VIEWER);
    return (await this.toModels(scope, [await this.cards.one(scope.em, id)]))[0] as HighlightModel;
  }

  @Query(() => [HighlightModel], {
    description:
      "A project's highlights whose quote or note title contains search, newest first (at most 50).",
  })
  async searchHighlights(
    @Args('projectId', { type: () => ID }) projectId: string,
    @Args('search', { type: () => String, nullable: true }) search: string | null,
    @Context() ctx: GqlContext,
  ): Promise<HighlightModel[]> {
    const scope = await this.access.require(ctx.req, Role.VIEWER);
    return this.toModels(scope, await this.cards.search(scope.em, projectId, search));
  }

  private async toModels(scope: WorkspaceScope, cards: HighlightCard[]): Promise<HighlightModel[]> {
    const counted = await this.tags.withCounts(scope.em, scope, [
      ...new Map(cards.flatMap((c) => c.tags).map((t) => [t.id, t])).values(),
    ]);
    const counts = new Map(counted.map((c) => [c.tag.id, c.highlightCount]));
    return cards.map((c) =>
      HighlightModel.from(
        c.highlight,
        c.tags.map((t) => TagModel.from(t, counts.get(t.id) ?? 0)),
        c.noteTitle,
      ),
    );
  }
}
