import { Args, Context, ID, Mutation, Query, Resolver } from '@nestjs/graphql';
import { Role } from '@fieldnote/core';
import type { GqlContext } from '../../context/gql-context';
import { WorkspaceAccess } from '../../context/workspace-access.service';
import { InputArgs } from '../../graphql/input-args.decorator';
import { ChannelThemesService } from './channel-themes.service';
import {
  ChannelThemeDatapointsInput,
  CreateChannelThemeInput,
  UpdateChannelThemeInput,
} from './dto/channel.inputs';
import { ChannelThemeModel } from './dto/channel.model';

/** Themes of a channel: every member reads them, contributors and managers (and API tokens) change them. */
@Resolver(() => ChannelThemeModel)
export class ChannelThemesResolver {
  constructor(
    private readonly access: WorkspaceAccess,
    private readonly service: ChannelThemesService,
  ) {}

  @Query(() => ChannelThemeModel)
  async channelTheme(
    @Args('id', { type: () => ID }) id: string,
    @Context() ctx: GqlContext,
  ): Promise<ChannelThemeModel> {
    return this.service.get(await this.access.require(ctx.req, Role.VIEWER), id);
  }

  @Mutation(() => ChannelThemeModel)
  async createChannelTheme(
    @InputArgs('input') input: CreateChannelThemeInput,
    @Context() ctx: GqlContext,
  ): Promise<ChannelThemeModel> {
    return this.service.create(await this.access.require(ctx.req, Role.CONTRIBUTOR), input);
  }

  @Mutation(() => ChannelThemeModel)
  async updateChannelTheme(
    @InputArgs('input') input: UpdateChannelThemeInput,
    @Context() ctx: GqlContext,
  ): Promise<ChannelThemeModel> {
    return this.service.update(await this.access.require(ctx.req, Role.CONTRIBUTOR), input);
  }

  @Mutation(() => Boolean, { description: 'Deletes the theme; its data points stay.' })
  async deleteChannelTheme(
    @Args('id', { type: () => ID }) id: string,
    @Context() ctx: GqlContext,
  ): Promise<boolean> {
    await this.service.delete(await this.access.require(ctx.req, Role.CONTRIBUTOR), id);
    return true;
  }

  @Mutation(() => ChannelThemeModel, {
    description: "Puts data points of the theme's channel in it; one already in it stays once.",
  })
  async addDatapointsToTheme(
    @InputArgs('input') input: ChannelThemeDatapointsInput,
    @Context() ctx: GqlContext,
  ): Promise<ChannelThemeModel> {
    return this.service.addDatapoints(await this.access.require(ctx.req, Role.CONTRIBUTOR), input);
  }

  @Mutation(() => ChannelThemeModel, { description: 'Takes data points out of the theme; they stay.' })
  async removeDatapointsFromTheme(
    @InputArgs('input') input: ChannelThemeDatapointsInput,
    @Context() ctx: GqlContext,
  ): Promise<ChannelThemeModel> {
    return this.service.removeDatapoints(await this.access.require(ctx.req, Role.CONTRIBUTOR), input);
  }
}
