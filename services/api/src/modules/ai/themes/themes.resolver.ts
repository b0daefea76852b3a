import { Args, Context, ID, Mutation, Query, Resolver } from '@nestjs/graphql';
import { Role } from '@fieldnote/core';
import type { GqlContext } from '../../../context/gql-context';
import { WorkspaceAccess } from '../../../context/workspace-access.service';
import { InputArgs } from '../../../graphql/input-args.decorator';
import { TagModel } from '../../tags';
import { InsightModel } from '../../insights';
import {
  AcceptThemeInput,
  DraftThemeInsightInput,
  HighlightThemesInput,
  ThemeScopeInput,
} from './dto/themes.inputs';
import { ThemeInsightsService } from './theme-insights.service';
import { ThemeJobModel, ThemeJobsModel } from './dto/theme-jobs.models';
import { ThemeJobsService } from './theme-jobs.service';
import { AcceptedThemeModel, HighlightThemesModel, ThemeNamedBy } from './dto/themes.models';
import { ThemesService } from './themes.service';

/** Themes (issue 34). Both are mutations: a run is recorded in the AI audit trail, an acceptance writes a tag. */
@Resolver()
export class ThemesResolver {
  constructor(
    private readonly access: WorkspaceAccess,
    private readonly themes: ThemesService,
    private readonly jobs: ThemeJobsService,
    private readonly themeInsights: ThemeInsightsService,
  ) {}

  @Mutation(() => ThemeJobModel, {
    description:
      "Starts grouping a project's or a tag's highlights into named themes as a job (the refusals of highlightThemes apply at once); its progress is read with themeJob, and its themes are kept with it when it completes. Asking again while one runs answers that one. Viewers and up.",
  })
  async startHighlightThemes(
    @InputArgs('input') input: HighlightThemesInput,
    @Context() ctx: GqlContext,
  ): Promise<ThemeJobModel> {
    return ThemeJobModel.from(await this.jobs.start(await this.access.require(ctx.req, Role.VIEWER), input));
  }

  @Query(() => ThemeJobModel, {
    description: 'A theme job by id: its state, progress and, once done, its themes.',
  })
  async themeJob(
    @Args('id', { type: () => ID }) id: string,
    @Context() ctx: GqlContext,
  ): Promise<ThemeJobModel> {
    return ThemeJobModel.from(await this.jobs.job(await this.access.require(ctx.req, Role.VIEWER), id));
  }

  @Query(() => ThemeJobsModel, {
    description:
      "The project's or tag's newest theme job, running or ended, and its newest completed one (the Themes panel opens on them).",
  })
  async themeJobs(
    @InputArgs('input') input: ThemeScopeInput,
    @Context() ctx: GqlContext,
  ): Promise<ThemeJobsModel> {
    const { latest, lastCompleted } = await this.jobs.latest(
      await this.access.require(ctx.req, Role.VIEWER),
      input,
    );
    return Object.assign(new ThemeJobsModel(), {
      latest: latest ? ThemeJobModel.from(latest) : null,
      lastCompleted: lastCompleted ? ThemeJobModel.from(lastCompleted) : null,
    });
  }

  @Mutation(() => ThemeJobModel, {
    description:
      'Stops a queued or running theme job; no themes are kept and the AI audit trail records it as CANCELLED. The member who asked, or a contributor.',
  })
  async cancelThemeJob(
    @Args('id', { type: () => ID }) id: string,
    @Context() ctx: GqlContext,
  ): Promise<ThemeJobModel> {
    return ThemeJobModel.from(await this.jobs.cancel(await this.access.require(ctx.req, Role.VIEWER), id));
  }

  @Mutation(() => HighlightThemesModel, {
    description:
      "Groups a project's or a tag's highlights into named themes (spec 000 §9 clustering); writes nothing but the AI audit trail's entry. NOT_ENOUGH_DATA below 4 highlights. Viewers and up.",
  })
  async highlightThemes(
    @InputArgs('input') input: HighlightThemesInput,
    @Context() ctx: GqlContext,
  ): Promise<HighlightThemesModel> {
    const run = await this.themes.run(await this.access.require(ctx.req, Role.VIEWER), input);
    return Object.assign(new HighlightThemesModel(), {
      ...run,
      themes: run.themes.map((theme) => ({ ...theme, namedBy: ThemeNamedBy[theme.namedBy] })),
    });
  }

  @Mutation(() => AcceptedThemeModel, {
    description:
      'Accepts a theme as a tag: creates the tag and puts it on the theme’s highlights, all or nothing. Contributors and up, with write access to the highlights’ projects.',
  })
  async acceptTheme(
    @InputArgs('input') input: AcceptThemeInput,
    @Context() ctx: GqlContext,
  ): Promise<AcceptedThemeModel> {
    const { tag, highlightIds } = await this.themes.accept(
      await this.access.require(ctx.req, Role.CONTRIBUTOR),
      input,
    );
    return Object.assign(new AcceptedThemeModel(), {
      tag: TagModel.from(tag.tag, tag.highlightCount),
      highlightIds,
    });
  }

  @Mutation(() => InsightModel, {
    description:
      "Drafts a theme of a completed project theme job as an unpublished insight: the theme's name as title, its description and its highlights cited as evidence, by the member, marked AI-generated and in the AI audit trail. Drafting the same theme again answers the draft already made. Refused (FORBIDDEN) when the insights auto feature is Off for the project. Contributors and up, with contributor rights on the project.",
  })
  async draftThemeInsight(
    @InputArgs('input') input: DraftThemeInsightInput,
    @Context() ctx: GqlContext,
  ): Promise<InsightModel> {
    return InsightModel.from(
      await this.themeInsights.draft(await this.access.require(ctx.req, Role.CONTRIBUTOR), input),
    );
  }
}
