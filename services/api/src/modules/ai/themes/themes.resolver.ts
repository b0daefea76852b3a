import { Context, Mutation, Resolver } from '@nestjs/graphql';
import { Role } from '@fieldnote/core';
import type { GqlContext } from '../../../context/gql-context';
import { WorkspaceAccess } from '../../../context/workspace-access.service';
import { InputArgs } from '../../../graphql/input-args.decorator';
import { TagModel } from '../../tags';
import { AcceptThemeInput, HighlightThemesInput } from './dto/themes.inputs';
import { AcceptedThemeModel, HighlightThemesModel, ThemeNamedBy } from './dto/themes.models';
import { ThemesService } from './themes.service';

/** Themes (issue 34). Both are mutations: a run is recorded in the AI audit trail, an acceptance writes a tag. */
@Resolver()
export class ThemesResolver {
  constructor(
    private readonly access: WorkspaceAccess,
    private readonly themes: ThemesService,
  ) {}

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
}
