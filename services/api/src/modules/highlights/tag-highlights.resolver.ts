import { Role } from '@fieldnote/core';
import { Args, Context, ID, Query, Resolver } from '@nestjs/graphql';
import type { GqlContext } from '../../context/gql-context';
import { WorkspaceAccess } from '../../context/workspace-access.service';
import { type CountedTag, TagModel, TagsService } from '../tags';
import { HighlightModel } from './dto/highlight.model';

const toModel = ({ tag, highlightCount }: CountedTag): TagModel => TagModel.from(tag, highlightCount);

/**
 * A tag's highlights. In the highlights module rather than the tags module: highlights depend on
 * tags (TagsService), so tags answering with HighlightModel would make the two depend on each other.
 */
@Resolver(() => HighlightModel)
export class TagHighlightsResolver {
  constructor(
    private readonly access: WorkspaceAccess,
    private readonly tagsService: TagsService,
  ) {}

  @Query(() => [HighlightModel], {
    description: 'Every highlight carrying the tag, across notes, newest first.',
  })
  async tagHighlights(
    @Args('tagId', { type: () => ID }) tagId: string,
    @Context() ctx: GqlContext,
  ): Promise<HighlightModel[]> {
    const rows = await this.tagsService.highlightsOf(await this.access.require(ctx.req, Role.VIEWER), tagId);
    return rows.map((r) => HighlightModel.from(r.highlight, r.tags.map(toModel), r.noteTitle));
  }
}
