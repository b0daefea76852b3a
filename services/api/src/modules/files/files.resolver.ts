import { Args, Context, ID, Mutation, Parent, Query, ResolveField, Resolver } from '@nestjs/graphql';
import { Role } from '@fieldnote/core';
import type { GqlContext } from '../../context/gql-context';
import { WorkspaceAccess } from '../../context/workspace-access.service';
import { InputArgs } from '../../graphql/input-args.decorator';
import { ImportTranscriptInput } from './dto/file.inputs';
import { FileModel } from './dto/file.model';
import { TranscriptCueModel } from './dto/transcript-cue.model';
import { FilesService } from './files.service';

/** A note's files and transcripts. Uploading and downloading go over HTTP (FileController). */
@Resolver(() => FileModel)
export class FilesResolver {
  constructor(
    private readonly access: WorkspaceAccess,
    private readonly filesService: FilesService,
  ) {}

  @Query(() => [FileModel], { description: "A note's files, oldest first, in every upload state." })
  async files(
    @Args('noteId', { type: () => ID }) noteId: string,
    @Context() ctx: GqlContext,
  ): Promise<FileModel[]> {
    return (await this.filesService.listByNote(await this.access.require(ctx.req, Role.VIEWER), noteId)).map(
      FileModel.from,
    );
  }

  @Query(() => FileModel)
  async file(@Args('id', { type: () => ID }) id: string, @Context() ctx: GqlContext): Promise<FileModel> {
    return FileModel.from(await this.filesService.get(await this.access.require(ctx.req, Role.VIEWER), id));
  }

  @ResolveField(() => [TranscriptCueModel], {
    description: 'The time-synced transcript; empty when none was imported.',
  })
  async transcript(@Parent() file: FileModel, @Context() ctx: GqlContext): Promise<TranscriptCueModel[]> {
    return (await this.filesService.cues(await this.access.require(ctx.req, Role.VIEWER), file.id)).map(
      TranscriptCueModel.from,
    );
  }

  @Mutation(() => Boolean, { description: 'Deletes the file, its transcript and its stored bytes.' })
  async deleteFile(@Args('id', { type: () => ID }) id: string, @Context() ctx: GqlContext): Promise<boolean> {
    await this.filesService.delete(await this.access.require(ctx.req, Role.CONTRIBUTOR), id);
    return true;
  }

  @Mutation(() => [TranscriptCueModel], {
    description: 'Imports a WebVTT or SRT transcript for an audio or video file, replacing the one it had.',
  })
  async importTranscript(
    @InputArgs('input') input: ImportTranscriptInput,
    @Context() ctx: GqlContext,
  ): Promise<TranscriptCueModel[]> {
    return (
      await this.filesService.importTranscript(
        await this.access.require(ctx.req, Role.CONTRIBUTOR),
        input.fileId,
        input.content,
      )
    ).map(TranscriptCueModel.from);
  }
}
