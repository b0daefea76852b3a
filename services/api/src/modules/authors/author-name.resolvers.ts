import { Context, Parent, ResolveField, Resolver } from '@nestjs/graphql';
import type { GqlContext } from '../../context/gql-context';
import { WorkspaceAccess } from '../../context/workspace-access.service';
import { HighlightModel } from '../highlights';
import { InsightModel } from '../insights';
import { NoteModel } from '../notes';
import { authorName } from './author-names';
import { AuthorsRepository } from './authors.repository';
import { Role } from '@fieldnote/core';

const DESCRIPTION = "Who created it: the member's name, 'Deleted user' once removed, or 'Unknown user'.";

async function nameFor(
  access: WorkspaceAccess,
  authors: AuthorsRepository,
  ctx: GqlContext,
  createdBy: string,
): Promise<string> {
  return authorName(authors, ctx.req, await access.require(ctx.req, Role.VIEWER), createdBy);
}

@Resolver(() => NoteModel)
export class NoteAuthorResolver {
  constructor(
    private readonly access: WorkspaceAccess,
    private readonly authors: AuthorsRepository,
  ) {}

  @ResolveField(() => String, { description: DESCRIPTION })
  createdByName(@Parent() note: NoteModel, @Context() ctx: GqlContext): Promise<string> {
    return nameFor(this.access, this.authors, ctx, note.createdBy);
  }
}

@Resolver(() => HighlightModel)
export class HighlightAuthorResolver {
  constructor(
    private readonly access: WorkspaceAccess,
    private readonly authors: AuthorsRepository,
  ) {}

  @ResolveField(() => String, { description: DESCRIPTION })
  createdByName(@Parent() highlight: HighlightModel, @Context() ctx: GqlContext): Promise<string> {
    return nameFor(this.access, this.authors, ctx, highlight.createdBy);
  }
}

@Resolver(() => InsightModel)
export class InsightAuthorResolver {
  constructor(
    private readonly access: WorkspaceAccess,
    private readonly authors: AuthorsRepository,
  ) {}

  @ResolveField(() => String, { description: DESCRIPTION })
  createdByName(@Parent() insight: InsightModel, @Context() ctx: GqlContext): Promise<string> {
    return nameFor(this.access, this.authors, ctx, insight.createdBy);
  }
}
