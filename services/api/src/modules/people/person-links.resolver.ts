import { Args, Context, ID, Mutation, Query, Resolver } from '@nestjs/graphql';
import { Role } from '@fieldnote/core';
import type { GqlContext } from '../../context/gql-context';
import { WorkspaceAccess } from '../../context/workspace-access.service';
import { HighlightModel } from '../highlights';
import { NoteModel, NoteStatsBatch } from '../notes';
import { TagModel } from '../tags';
import { PersonModel } from './dto/person.model';
import { PersonLinksService } from './person-links.service';

/** People in notes: the note's Contacts tab, and a person's notes and highlights. */
@Resolver(() => PersonModel)
export class PersonLinksResolver {
  constructor(
    private readonly access: WorkspaceAccess,
    private readonly links: PersonLinksService,
  ) {}

  @Query(() => [PersonModel], { description: 'The people linked to a note, by name.' })
  async notePeople(
    @Args('noteId', { type: () => ID }) noteId: string,
    @Context() ctx: GqlContext,
  ): Promise<PersonModel[]> {
    const rows = await this.links.peopleOfNote(await this.access.require(ctx.req, Role.VIEWER), noteId);
    return rows.map((r) => PersonModel.from(r.person, r.counts));
  }

  @Query(() => [NoteModel], { description: 'The notes a person appears in, newest first.' })
  async personNotes(
    @Args('personId', { type: () => ID }) personId: string,
    @Context() ctx: GqlContext,
  ): Promise<NoteModel[]> {
    const scope = await this.access.require(ctx.req, Role.VIEWER);
    const notes = await this.links.notesOf(scope, personId);
    const batch = new NoteStatsBatch(
      scope.em,
      scope.workspace.schemaName,
      notes.map((n) => n.id),
    );
    return notes.map((note) => Object.assign(NoteModel.from(note), { statsBatch: batch }));
  }

  @Query(() => [HighlightModel], {
    description: 'The highlights of the person’s notes, newest first (at most 1000).',
  })
  async personHighlights(
    @Args('personId', { type: () => ID }) personId: string,
    @Context() ctx: GqlContext,
  ): Promise<HighlightModel[]> {
    const rows = await this.links.highlightsOf(await this.access.require(ctx.req, Role.VIEWER), personId);
    return rows.map((r) =>
      HighlightModel.from(
        r.highlight,
        r.tags.map((t) => TagModel.from(t.tag, t.highlightCount)),
        r.noteTitle,
      ),
    );
  }

  @Mutation(() => PersonModel, {
    description: 'Links the person to the note; linking twice changes nothing.',
  })
  async linkPersonToNote(
    @Args('noteId', { type: () => ID }) noteId: string,
    @Args('personId', { type: () => ID }) personId: string,
    @Context() ctx: GqlContext,
  ): Promise<PersonModel> {
    const row = await this.links.link(await this.access.require(ctx.req, Role.CONTRIBUTOR), noteId, personId);
    return PersonModel.from(row.person, row.counts);
  }

  @Mutation(() => Boolean, { description: 'Removes the person from the note; both stay.' })
  async unlinkPersonFromNote(
    @Args('noteId', { type: () => ID }) noteId: string,
    @Args('personId', { type: () => ID }) personId: string,
    @Context() ctx: GqlContext,
  ): Promise<boolean> {
    await this.links.unlink(await this.access.require(ctx.req, Role.CONTRIBUTOR), noteId, personId);
    return true;
  }
}
