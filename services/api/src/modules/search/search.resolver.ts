import { Context, Query, Resolver } from '@nestjs/graphql';
import type { GqlContext } from '../../context/gql-context';
import { WorkspaceAccess } from '../../context/workspace-access.service';
import { InputArgs } from '../../graphql/input-args.decorator';
import { SearchResult } from './dto/search-result.model';
import { SearchInput } from './dto/search.input';
import { SearchService } from './search.service';
import { Role } from '@fieldnote/core';

/** Workspace search. Any member may search what they can read; an API token may too (read-only). */
@Resolver()
export class SearchResolver {
  constructor(
    private readonly access: WorkspaceAccess,
    private readonly searchService: SearchService,
  ) {}

  @Query(() => SearchResult, {
    description:
      'Searches projects, folders, notes, highlights, insights and tags of the workspace (spec 000 §3). Nothing in the trash; items of archived projects only when archived is not false.',
  })
  async search(@InputArgs('input') input: SearchInput, @Context() ctx: GqlContext): Promise<SearchResult> {
    const scope = await this.access.require(ctx.req, Role.VIEWER);
    return this.searchService.search(scope, input);
  }
}
