import { Context, Query, Resolver } from '@nestjs/graphql';
import type { GqlContext } from '../../../context/gql-context';
import { WorkspaceAccess } from '../../../context/workspace-access.service';
import { InputArgs } from '../../../graphql/input-args.decorator';
import { ChannelThemeSuggestionsInput, ChannelThemeSuggestionsModel } from './dto/theme-suggestion.dto';
import { ThemeSuggestionsService } from './theme-suggestions.service';
import { Role } from '@fieldnote/core';

/**
 * Theme suggestions read a channel and write nothing: every member may ask, and API tokens too
 * (token-scope.ts), as for any read of a channel.
 */
@Resolver()
export class ThemeSuggestionsResolver {
  constructor(
    private readonly access: WorkspaceAccess,
    private readonly service: ThemeSuggestionsService,
  ) {}

  @Query(() => ChannelThemeSuggestionsModel, {
    description:
      "Groups of a channel's data points by meaning, each a theme to create (spec 000 §9 clustering). Writes nothing.",
  })
  async channelThemeSuggestions(
    @InputArgs('input') input: ChannelThemeSuggestionsInput,
    @Context() ctx: GqlContext,
  ): Promise<ChannelThemeSuggestionsModel> {
    return this.service.suggest(await this.access.require(ctx.req, Role.VIEWER), input);
  }
}
