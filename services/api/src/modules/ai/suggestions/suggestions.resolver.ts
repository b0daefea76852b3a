import { Args, Context, ID, Mutation, Query, Resolver } from '@nestjs/graphql';
import { Role } from '@fieldnote/core';
import type { GqlContext } from '../../../context/gql-context';
import { WorkspaceAccess } from '../../../context/workspace-access.service';
import { InputArgs } from '../../../graphql/input-args.decorator';
import { ReviewHighlightSuggestionInput, UpdateAiAutoFeatureInput } from './dto/suggestions.inputs';
import {
  AcceptAllResultModel,
  AiAutoFeatureSettingModel,
  HighlightSuggestionModel,
  NoteHighlightSuggestionsModel,
  SuggestHighlightsResultModel,
} from './dto/suggestions.models';
import { SuggestionsService } from './suggestions.service';

/** Suggested highlights and tags and the auto-feature settings (issue 34). */
@Resolver()
export class SuggestionsResolver {
  constructor(
    private readonly access: WorkspaceAccess,
    private readonly suggestions: SuggestionsService,
  ) {}

  @Query(() => [AiAutoFeatureSettingModel], {
    description:
      "Auto features On / Suggest / Off: the workspace's, or a project's (its own over the workspace's).",
  })
  async aiAutoFeatures(
    @Args('projectId', { type: () => ID, nullable: true }) projectId: string | null,
    @Context() ctx: GqlContext,
  ): Promise<AiAutoFeatureSettingModel[]> {
    const scope = await this.access.require(ctx.req, Role.VIEWER);
    return (await this.suggestions.autoFeatures(scope, projectId ?? null)).map((s) =>
      AiAutoFeatureSettingModel.from(s),
    );
  }

  @Mutation(() => [AiAutoFeatureSettingModel], {
    description: 'Sets an auto feature: for the workspace (managers) or a project (edit permission in it).',
  })
  async updateAiAutoFeature(
    @InputArgs('input') input: UpdateAiAutoFeatureInput,
    @Context() ctx: GqlContext,
  ): Promise<AiAutoFeatureSettingModel[]> {
    const scope = await this.access.require(ctx.req, Role.CONTRIBUTOR);
    return (
      await this.suggestions.setAutoFeature(scope, {
        projectId: input.projectId ?? null,
        feature: input.feature,
        mode: input.mode ?? null,
      })
    ).map((s) => AiAutoFeatureSettingModel.from(s));
  }

  @Query(() => NoteHighlightSuggestionsModel, {
    description: "A note's suggested highlights waiting for review.",
  })
  async noteHighlightSuggestions(
    @Args('noteId', { type: () => ID }) noteId: string,
    @Context() ctx: GqlContext,
  ): Promise<NoteHighlightSuggestionsModel> {
    const scope = await this.access.require(ctx.req, Role.VIEWER);
    return NoteHighlightSuggestionsModel.from(await this.suggestions.forNote(scope, noteId));
  }

  @Mutation(() => SuggestHighlightsResultModel, {
    description: 'Suggests highlights and tags for a note now. Needs edit permission on the note.',
  })
  async suggestHighlights(
    @Args('noteId', { type: () => ID }) noteId: string,
    @Context() ctx: GqlContext,
  ): Promise<SuggestHighlightsResultModel> {
    const scope = await this.access.require(ctx.req, Role.CONTRIBUTOR);
    return Object.assign(new SuggestHighlightsResultModel(), await this.suggestions.suggest(scope, noteId));
  }

  @Mutation(() => HighlightSuggestionModel, {
    description:
      'Accepted: a highlight by the member, marked AI-generated; Rejected: hidden. Needs edit permission on the note.',
  })
  async reviewHighlightSuggestion(
    @InputArgs('input') input: ReviewHighlightSuggestionInput,
    @Context() ctx: GqlContext,
  ): Promise<HighlightSuggestionModel> {
    const scope = await this.access.require(ctx.req, Role.CONTRIBUTOR);
    return HighlightSuggestionModel.from(await this.suggestions.review(scope, input));
  }

  @Mutation(() => AcceptAllResultModel, {
    description:
      'Accepts every suggestion of the note that waits for review. Needs edit permission on the note.',
  })
  async acceptAllHighlightSuggestions(
    @Args('noteId', { type: () => ID }) noteId: string,
    @Context() ctx: GqlContext,
  ): Promise<AcceptAllResultModel> {
    const scope = await this.access.require(ctx.req, Role.CONTRIBUTOR);
    return Object.assign(new AcceptAllResultModel(), await this.suggestions.acceptAll(scope, noteId));
  }
}
