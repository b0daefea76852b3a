import { Args, Context, ID, Int, Query, Resolver } from '@nestjs/graphql';
import type { GqlContext } from '../../context/gql-context';
import { WorkspaceAccess } from '../../context/workspace-access.service';
import { TagModel } from '../tags';
import { HighlightModel } from './dto/highlight.model';
import { HighlightPageModel } from './dto/highlight-page.model';
import { PROJECT_HIGHLIGHTS_PAGE, ProjectHighlightsService } from './project-highlights.service';
import { Role } from '@fieldnote/core';

/** A project's highlights tab: every highlight of its notes, filtered by tag, page by page. */
@Resolver(() => HighlightPageModel)
export class ProjectHighlightsResolver {
  constructor(
    private readonly access: WorkspaceAccess,
    private readonly pageService: ProjectHighlightsService,
  ) {}

  @Query(() => HighlightPageModel, {
    description:
      "The highlights of a project's notes (not those in the trash), newest first. With tagIds: only those carrying any of the tags.",
  })
  async projectHighlights(
    @Args('projectId', { type: () => ID }) projectId: string,
    @Args('tagIds', { type: () => [ID], nullable: true }) tagIds: string[] | null,
    @Args('offset', { type: () => Int, defaultValue: 0 }) offset: number,
    @Args('limit', { type: () => Int, defaultValue: PROJECT_HIGHLIGHTS_PAGE.default }) limit: number,
    @Context() ctx: GqlContext,
  ): Promise<HighlightPageModel> {
    const scope = await this.access.require(ctx.req, Role.VIEWER);
    const page = await this.pageService.page(scope, { projectId, tagIds, offset, limit });
    return Object.assign(new HighlightPageModel(), {
      total: page.total,
      offset,
      limit,
      items: page.items.map(({ highlight, noteTitle, tags }) =>
        HighlightModel.from(
          highlight,
          tags.map((t) => TagModel.from(t.tag, t.highlightCount)),
          noteTitle,
        ),
      ),
    });
  }
}
