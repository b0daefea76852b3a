import { Context, Mutation, Parent, ResolveField, Resolver } from '@nestjs/graphql';
import { Role } from '@fieldnote/core';
import type { GqlContext } from '../../../context/gql-context';
import { WorkspaceAccess } from '../../../context/workspace-access.service';
import { InputArgs } from '../../../graphql/input-args.decorator';
import { ThemeJobModel } from '../../ai';
import { ChannelThemeSuggestionsInput, ChannelThemeSuggestionsModel } from './dto/theme-suggestion.dto';
import { ThemeSuggestionsService } from './theme-suggestions.service';

/**
 * A channel's theme suggestions run as a theme job (issue 34), like a project's themes: every
 * member may ask (Viewers and up, as startHighlightThemes: a job writes only its own row and the AI
 * audit trail), and API tokens too (token-scope.ts). Its progress and suggestions are read with
 * themeJob or themeJobs(input: { channelId }), and it is stopped with cancelThemeJob.
 */
@Resolver(() => ThemeJobModel)
export class ThemeSuggestionsResolver {
  constructor(
    private readonly access: WorkspaceAccess,
    private readonly service: ThemeSuggestionsService,
  ) {}

  @Mutation(() => ThemeJobModel, {
    description:
      "Starts grouping a channel's data points by meaning, each group a theme to create (spec 000 §9 clustering), as a theme job: its progress is read with themeJob, its suggestions (channelSuggestions) are kept with it when it completes, and cancelThemeJob stops it. Asking again while one runs answers that one. Viewers and up.",
  })
  async startChannelThemeSuggestions(
    @InputArgs('input') input: ChannelThemeSuggestionsInput,
    @Context() ctx: GqlContext,
  ): Promise<ThemeJobModel> {
    return ThemeJobModel.from(
      await this.service.start(await this.access.require(ctx.req, Role.VIEWER), input),
    );
  }

  @ResolveField(() => ChannelThemeSuggestionsModel, {
    nullable: true,
    description: "A channel job's suggestions, once COMPLETED (null on a project's or tag's job).",
  })
  channelSuggestions(@Parent() job: ThemeJobModel): ChannelThemeSuggestionsModel | null {
    return (job.channelResult as ChannelThemeSuggestionsModel | null) ?? null;
  }
}
