import { Context, Int, Parent, ResolveField, Resolver } from '@nestjs/graphql';
import type { GqlContext } from '../../context/gql-context';
import { WorkspaceAccess } from '../../context/workspace-access.service';
import { NoteModel, NoteTagCountModel } from './dto/note.model';
import { NoteStatsBatch, type NoteStats } from './note-stats';
import { Role } from '@fieldnote/core';

/** A note's highlight count and the tags its highlights carry, for lists and the note page. */
@Resolver(() => NoteModel)
export class NoteStatsResolver {
  constructor(private readonly access: WorkspaceAccess) {}

  @ResolveField(() => Int, { description: 'How many highlights the note has, counted when asked.' })
  async highlightCount(@Parent() note: NoteModel, @Context() ctx: GqlContext): Promise<number> {
    return (await this.stats(note, ctx)).highlightCount;
  }

  @ResolveField(() => [NoteTagCountModel], {
    description: "The tags on the note's highlights, most used first, with how many highlights carry each.",
  })
  async tagCounts(@Parent() note: NoteModel, @Context() ctx: GqlContext): Promise<NoteTagCountModel[]> {
    return (await this.stats(note, ctx)).tags.map((t) => Object.assign(new NoteTagCountModel(), t));
  }

  private async stats(note: NoteModel, ctx: GqlContext): Promise<NoteStats> {
    if (!note.statsBatch) {
      const scope = await this.access.require(ctx.req, Role.VIEWER);
      note.statsBatch = new NoteStatsBatch(scope.em, scope.workspace.schemaName, [note.id]);
    }
    return note.statsBatch.get(note.id);
  }
}
