import { Args, Context, ID, Mutation, Parent, Query, ResolveField, Resolver } from '@nestjs/graphql';
import { Role } from '@fieldnote/core';
import type { GqlContext } from '../context/gql-context';
import { WorkspaceAccess } from '../context/workspace-access.service';
import { InputArgs } from '../graphql/input-args.decorator';
import { HighlightModel, NoteModel, TagModel } from './dto/research.models';
import { CreateNoteInput, UpdateNoteInput } from './dto/research.inputs';
import { HighlightsService } from './highlights.service';
import { NotesService } from './notes.service';

@Resolver(() => NoteModel)
export class NotesResolver {
  constructor(
    private readonly access: WorkspaceAccess,
    private readonly notesService: NotesService,
    private readonly highlightsService: HighlightsService,
  ) {}

  @Query(() => [NoteModel])
  async notes(
    @Args('projectId', { type: () => ID }) projectId: string,
    @Context() ctx: GqlContext,
  ): Promise<NoteModel[]> {
    return (await this.notesService.listByProject(await this.access.require(ctx.req), projectId)).map(
      NoteModel.from,
    );
  }

  @Query(() => NoteModel, { description: 'By UUID, short id or slug-short id.' })
  async note(@Args('id', { type: () => ID }) id: string, @Context() ctx: GqlContext): Promise<NoteModel> {
    return NoteModel.from(await this.notesService.get(await this.access.require(ctx.req), id));
  }

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

  @Mutation(() => NoteModel)
  async createNote(
    @InputArgs('input') input: CreateNoteInput,
    @Context() ctx: GqlContext,
  ): Promise<NoteModel> {
    return NoteModel.from(
      await this.notesService.create(await this.access.require(ctx.req, Role.CONTRIBUTOR), input),
    );
  }

  @Mutation(() => NoteModel)
  async updateNote(
    @InputArgs('input') input: UpdateNoteInput,
    @Context() ctx: GqlContext,
  ): Promise<NoteModel> {
    return NoteModel.from(
      await this.notesService.update(await this.access.require(ctx.req, Role.CONTRIBUTOR), input),
    );
  }

  @Mutation(() => Boolean)
  async deleteNote(@Args('id', { type: () => ID }) id: string, @Context() ctx: GqlContext): Promise<boolean> {
    await this.notesService.delete(await this.access.require(ctx.req, Role.CONTRIBUTOR), id);
    return true;
  }
}
