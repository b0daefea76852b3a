import { Context, Query, Resolver } from '@nestjs/graphql';
import { PlanGate } from '@fieldnote/control-plane';
import type { GqlContext } from '../../context/gql-context';
import { WorkspaceAccess } from '../../context/workspace-access.service';
import { InputArgs } from '../../graphql/input-args.decorator';
import { SearchResult } from './dto/search-result.model';
import { SearchMethod } from './dto/search.enums';
import { SearchInput } from './dto/search.input';
import { SearchService } from './search.service';
import { Role } from '@fieldnote/core';

/** Workspace search. Any member may search what they can read; an API token may too (read-only). */
@Resolver()
export class SearchResolver {
  constructor(
    private readonly access: WorkspaceAccess,
    private readonly searchService: SearchService,
    private readonly plans: PlanGate,
  ) {}

  @Query(() => SearchResult, {
    description:
      'Searches projects, folders, notes, highlights, insights and tags of the workspace (spec 000 §3). Nothing in the trash; items of archived projects only when archived is not false.',
  })
  async search(@InputArgs('input') input: SearchInput, @Context() ctx: GqlContext): Promise<SearchResult> {
    const scope = await this.access.require(ctx.req, Role.VIEWER);
    // Searching by words or meaning is a plan feature (the search page, similar data points); the
    // lists that read through this query without any (a folder's insights, your work, a member's
    // page) and the charts are browsing, not a search.
    if (input.query?.value.trim()) {
      await this.plans.requireFeature(scope.workspace.id, 'allowSearch');
      // By meaning (VECTOR, and HYBRID's half of it; the similar data points too) needs the semantic
      // flag besides; words alone do not.
      if (input.query.method !== SearchMethod.FULL_TEXT)
        await this.plans.requireFeature(scope.workspace.id, 'allowSemanticSearchAndSummarisation');
    }
    return this.searchService.search(scope, input);
  }
}
