import { Args, Context, ID, Info, Mutation, Query, Resolver } from '@nestjs/graphql';
import type { GraphQLResolveInfo } from 'graphql';
import { Role } from '@fieldnote/core';
import type { GqlContext } from '../../context/gql-context';
import { WorkspaceAccess } from '../../context/workspace-access.service';
import { INPUT_VALIDATION, InputArgs } from '../../graphql/input-args.decorator';
import { selectsField } from '../../graphql/selects-field.util';
import { NoteListArgs } from './dto/note-list.args';
import { NoteStatsBatch } from './note-stats';
import { NoteModel } from './dto/note.model';
import { CreateNoteInput, MoveNoteInput, UpdateNoteInput } from './dto/note.inputs';
import { NoteTrashService } from './note-trash.service';
import { NotesService } from './notes.service';

/** Note queries and the note lifecycle: create, rename/edit, duplicate, move, trash. Viewers only read. */
@Resolver(() => NoteModel)
export class NotesResolver {
  constructor(
    private readonly access: WorkspaceAccess,
    private readonly notesService: NotesService,
    private readonly trashService: NoteTrashService,
  ) {}

  @Query(() => [NoteModel], { description: "A page of the project's notes (not those in the trash)." })
  async notes(
    @Args(INPUT_VALIDATION) args: NoteListArgs,
    @Context() ctx: GqlContext,
    @Info() info: GraphQLResolveInfo,
  ): Promise<NoteModel[]> {
    const scope = await this.access.require(ctx.req, Role.VIEWER);
    const withText = selectsField(info, ['content']) || selectsField(info, ['contentJson']);
    const notes = await this.notesService.listByProject(scope, args, withText);
    const batch = new NoteStatsBatch(
      scope.em,
      scope.workspace.schemaName,
      notes.map((n) => n.id),
    );
    return notes.map((note) => Object.assign(NoteModel.from(note), { statsBatch: batch }));
  }

  @Query(() => NoteModel, { description: 'By UUID, short id or slug-short id.' })
  async note(@Args('id', { type: () => ID }) id: string, @Context() ctx: GqlContext): Promise<NoteModel> {
    return NoteModel.from(await this.notesService.get(await this.access.require(ctx.req, Role.VIEWER), id));
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

  @Mutation(() => NoteModel, { description: 'Renames the note (title) and/or replaces its text (content).' })
  async updateNote(
    @InputArgs('input') input: UpdateNoteInput,
    @Context() ctx: GqlContext,
  ): Promise<NoteModel> {
    return NoteModel.from(
      await this.notesService.update(await this.access.require(ctx.req, Role.CONTRIBUTOR), input),
    );
  }

  @Mutation(() => NoteModel, { description: 'A copy in the same project, titled "Copy of …".' })
  async duplicateNote(
    @Args('id', { type: () => ID }) id: string,
    @Context() ctx: GqlContext,
  ): Promise<NoteModel> {
    return NoteModel.from(
      await this.notesService.duplicate(await this.access.require(ctx.req, Role.CONTRIBUTOR), id),
    );
  }

  @Mutation(() => NoteModel, { description: 'Moves the note to another project of the workspace.' })
  async moveNote(@InputArgs('input') input: MoveNoteInput, @Context() ctx: GqlContext): Promise<NoteModel> {
    return NoteModel.from(
      await this.notesService.move(
        await this.access.require(ctx.req, Role.CONTRIBUTOR),
        input.id,
        input.projectId,
      ),
    );
  }

  @Mutation(() => Boolean, { description: 'Moves the note to the trash, from where it can be restored.' })
  async deleteNote(@Args('id', { type: () => ID }) id: string, @Context() ctx: GqlContext): Promise<boolean> {
    await this.trashService.trash(await this.access.require(ctx.req, Role.CONTRIBUTOR), id);
    return true;
  }

  @Mutation(() => NoteModel, { description: 'Brings a note back from the trash.' })
  async restoreNote(
    @Args('id', { type: () => ID }) id: string,
    @Context() ctx: GqlContext,
  ): Promise<NoteModel> {
    return NoteModel.from(
      await this.trashService.restore(await this.access.require(ctx.req, Role.CONTRIBUTOR), id),
    );
  }

  @Mutation(() => Boolean, { description: 'The note must be in the trash. Removes it and its highlights.' })
  async deleteNoteForever(
    @Args('id', { type: () => ID }) id: string,
    @Context() ctx: GqlContext,
  ): Promise<boolean> {
    await this.trashService.deleteForever(await this.access.require(ctx.req, Role.CONTRIBUTOR), id);
    return true;
  }
}
