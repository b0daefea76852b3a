import { Args, Context, ID, Mutation, Query, Resolver } from '@nestjs/graphql';
import { Role, TRANSCRIPTION_LANGUAGES } from '@fieldnote/core';
import type { GqlContext } from '../../context/gql-context';
import { WorkspaceAccess } from '../../context/workspace-access.service';
import { InputArgs } from '../../graphql/input-args.decorator';
import {
  StartTranscriptionInput,
  UpdateProjectTranscriptionSettingsInput,
  UpdateTranscriptionSettingsInput,
} from './dto/transcription.inputs';
import {
  FileTranscriptionModel,
  ProjectTranscriptionSettingsModel,
  TranscriptionJobModel,
  TranscriptionSettingsModel,
} from './dto/transcription.models';
import { TranscriptionService } from './transcription.service';

/** Transcription of recordings by the configured endpoint, and its settings (issue 34). */
@Resolver()
export class TranscriptionResolver {
  constructor(
    private readonly access: WorkspaceAccess,
    private readonly transcription: TranscriptionService,
  ) {}

  @Query(() => TranscriptionSettingsModel, {
    description: "The workspace's transcription settings, the plan's limits and whether an endpoint is set.",
  })
  async transcriptionSettings(@Context() ctx: GqlContext): Promise<TranscriptionSettingsModel> {
    const scope = await this.access.require(ctx.req, Role.VIEWER);
    return TranscriptionSettingsModel.from(await this.transcription.settings(scope), TRANSCRIPTION_LANGUAGES);
  }

  @Mutation(() => TranscriptionSettingsModel, {
    description: 'Managers set the default language and (when the plan allows) the provider.',
  })
  async updateTranscriptionSettings(
    @InputArgs('input') input: UpdateTranscriptionSettingsInput,
    @Context() ctx: GqlContext,
  ): Promise<TranscriptionSettingsModel> {
    const scope = await this.access.requireSession(ctx.req, Role.MANAGER);
    await this.transcription.updateSettings(scope, input);
    return TranscriptionSettingsModel.from(await this.transcription.settings(scope), TRANSCRIPTION_LANGUAGES);
  }

  @Query(() => ProjectTranscriptionSettingsModel, { description: "A project's transcription language." })
  async projectTranscriptionSettings(
    @Args('projectId', { type: () => ID }) projectId: string,
    @Context() ctx: GqlContext,
  ): Promise<ProjectTranscriptionSettingsModel> {
    const scope = await this.access.require(ctx.req, Role.VIEWER);
    return this.transcription.projectSettings(scope, projectId);
  }

  @Mutation(() => ProjectTranscriptionSettingsModel, { description: 'Needs write access to the project.' })
  async updateProjectTranscriptionSettings(
    @InputArgs('input') input: UpdateProjectTranscriptionSettingsInput,
    @Context() ctx: GqlContext,
  ): Promise<ProjectTranscriptionSettingsModel> {
    const scope = await this.access.require(ctx.req, Role.CONTRIBUTOR);
    await this.transcription.updateProjectSettings(scope, {
      projectId: input.projectId,
      language: input.language ?? null,
    });
    return this.transcription.projectSettings(scope, input.projectId);
  }

  @Query(() => FileTranscriptionModel, { description: "A file's newest transcription job." })
  async fileTranscription(
    @Args('fileId', { type: () => ID }) fileId: string,
    @Context() ctx: GqlContext,
  ): Promise<FileTranscriptionModel> {
    const latest = await this.transcription.latestOfFile(
      await this.access.require(ctx.req, Role.VIEWER),
      fileId,
    );
    return { fileId: latest.fileId, job: latest.job ? TranscriptionJobModel.from(latest.job) : null };
  }

  @Query(() => TranscriptionJobModel, { description: 'A transcription job by id.' })
  async transcriptionJob(
    @Args('id', { type: () => ID }) id: string,
    @Context() ctx: GqlContext,
  ): Promise<TranscriptionJobModel> {
    return TranscriptionJobModel.from(
      await this.transcription.job(await this.access.require(ctx.req, Role.VIEWER), id),
    );
  }

  @Mutation(() => TranscriptionJobModel, {
    description:
      'Starts transcribing an audio or video file; its transcript is replaced when the job completes. Asking again while one runs answers that one.',
  })
  async startTranscription(
    @InputArgs('input') input: StartTranscriptionInput,
    @Context() ctx: GqlContext,
  ): Promise<TranscriptionJobModel> {
    return TranscriptionJobModel.from(
      await this.transcription.start(await this.access.require(ctx.req, Role.CONTRIBUTOR), input),
    );
  }

  @Mutation(() => TranscriptionJobModel, { description: 'Cancels a queued or running transcription.' })
  async cancelTranscription(
    @Args('id', { type: () => ID }) id: string,
    @Context() ctx: GqlContext,
  ): Promise<TranscriptionJobModel> {
    return TranscriptionJobModel.from(
      await this.transcription.cancel(await this.access.require(ctx.req, Role.CONTRIBUTOR), id),
    );
  }
}
