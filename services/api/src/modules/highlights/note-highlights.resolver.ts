import { Context, Info, Parent, ResolveField, Resolver } from '@nestjs/graphql';
import type { GraphQLResolveInfo } from 'graphql';
import { selectsField } from '../../graphql/selects-field.util';
import type { GqlContext } from '../../context/gql-context';
import { WorkspaceAccess } from '../../context/workspace-access.service';
import { NoteModel } from '../notes';
import { TagModel } from '../tags';
import { HighlightModel } from './dto/highlight.model';
import { NoteHighlightsReader } from './note-highlights-reader.service';
import { Role } from '@fieldnote/core';

/** A note's highlights with their tags: kept apart from the note lifecycle in modules/notes. */
@Resolver(() => NoteModel)
export class NoteHighlightsResolver {
  constructor(
    private readonly access: WorkspaceAccess,
    private readonly highlightsService: NoteHighlightsReader,
  ) {}

  @ResolveField(() => [HighlightModel])
  async highlights(
    @Parent() note: NoteModel,
    @Context() ctx: GqlContext,
    @Info() info: GraphQLResolveInfo,
  ): Promise<HighlightModel[]> {
    const scope = await this.access.require(ctx.req, Role.VIEWER);
    const rows = await this.highlightsService.forNote(scope, note.id);
    // Counting a tag's highlights reads every highlight it carries: only when the query asks.
    const counts = selectsField(info, ['tags', 'highlightCount'])
      ? await this.highlightsService.tagCounts(scope, [
          ...new Set(rows.flatMap((r) => r.tags.map((t) => t.id))),
        ])
      : new Map<string, number>();
    return rows.map(({ highlight, tags }) =>
      HighlightModel.from(
        highlight,
        tags.map((t) => TagModel.from(t, counts.get(t.id) ?? 0)),
        note.title,
      ),
    );
  }
}
