import { Context, Parent, ResolveField, Resolver } from '@nestjs/graphql';
import type { GqlContext } from '../context/gql-context';
import { WorkspaceAccess } from '../context/workspace-access.service';
import { NoteModel } from '../modules/notes/dto/note.model';
import { HighlightModel, TagModel } from './dto/research.models';
import { HighlightsService } from './highlights.service';

/** A note's highlights with their tags: kept apart from the note lifecycle in modules/notes. */
@Resolver(() => NoteModel)
export class NoteHighlightsResolver {
  constructor(
    private readonly access: WorkspaceAccess,
    private readonly highlightsService: HighlightsService,
  ) {}

  @ResolveField(() => [HighlightModel])
  async highlights(@Parent() note: NoteModel, @Context() ctx: GqlContext): Promise<HighlightModel[]> {
    const scope = await this.access.require(ctx.req);
    const [rows, counts] = await Promise.all([
      this.highlightsService.forNote(scope, note.id),
      this.highlightsService.tagCounts(scope),
    ]);
    return rows.map(({ highlight, tags }) =>
      HighlightModel.from(
        highlight,
        tags.map((t) => TagModel.from(t, counts.get(t.id) ?? 0)),
        note.title,
      ),
    );
  }
}
