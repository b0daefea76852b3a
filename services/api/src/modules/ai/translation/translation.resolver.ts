import { Args, Context, ID, Mutation, Query, Resolver } from '@nestjs/graphql';
import { Role } from '@fieldnote/core';
import type { GqlContext } from '../../../context/gql-context';
import { WorkspaceAccess } from '../../../context/workspace-access.service';
import { InputArgs } from '../../../graphql/input-args.decorator';
import { TranslateNoteInput } from './dto/translation.inputs';
import { NoteTranslationJobModel, NoteTranslationJobsModel } from './dto/translation.models';
import { TranslationJobsService } from './translation.service';

/** Note translation (spec 001, allowTranslation): start one, follow it, stop it. */
@Resolver(() => NoteTranslationJobModel)
export class TranslationResolver {
  constructor(
    private readonly access: WorkspaceAccess,
    private readonly jobs: TranslationJobsService,
  ) {}

  // Viewers are let in so they hear the reason ("Viewers cannot translate notes").
  @Mutation(() => NoteTranslationJobModel, {
    description:
      "Starts translating the note into another summary language as a job: a new note, titled '<title> (<Language>)', is created beside it on Success. A pair nothing can translate ends at once as Failure (UnsupportedLanguagePair). Asking again while one runs answers that one. Contributors with edit permission; the plan's allowTranslation.",
  })
  async startNoteTranslation(
    @InputArgs('input') input: TranslateNoteInput,
    @Context() ctx: GqlContext,
  ): Promise<NoteTranslationJobModel> {
    const scope = await this.access.require(ctx.req, Role.VIEWER);
    return NoteTranslationJobModel.from(await this.jobs.start(scope, input));
  }

  @Mutation(() => NoteTranslationJobModel, {
    description:
      'Stops a queued or running translation: no note is created. Contributors, or the member who asked.',
  })
  async cancelNoteTranslation(
    @Args('id', { type: () => ID }) id: string,
    @Context() ctx: GqlContext,
  ): Promise<NoteTranslationJobModel> {
    const scope = await this.access.require(ctx.req, Role.CONTRIBUTOR);
    return NoteTranslationJobModel.from(await this.jobs.cancel(scope, id));
  }

  @Query(() => NoteTranslationJobsModel, {
    description:
      "A note's translation jobs as the Translate dialog opens on them (the running one, after a reload), for anyone who can read the note.",
  })
  async noteTranslationJobs(
    @Args('noteId', { type: () => ID }) noteId: string,
    @Context() ctx: GqlContext,
  ): Promise<NoteTranslationJobsModel> {
    const live = await this.jobs.liveOfNote(await this.access.require(ctx.req, Role.VIEWER), noteId);
    return { live: live ? NoteTranslationJobModel.from(live) : null };
  }

  @Query(() => NoteTranslationJobModel, {
    description: 'A note translation job by id, for anyone who can read its note.',
  })
  async noteTranslationJob(
    @Args('id', { type: () => ID }) id: string,
    @Context() ctx: GqlContext,
  ): Promise<NoteTranslationJobModel> {
    return NoteTranslationJobModel.from(
      await this.jobs.job(await this.access.require(ctx.req, Role.VIEWER), id),
    );
  }
}
