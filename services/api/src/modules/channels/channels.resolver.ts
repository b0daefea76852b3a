import { Args, Context, ID, Mutation, Query, Resolver } from '@nestjs/graphql';
import { Role } from '@fieldnote/core';
import type { GqlContext } from '../../context/gql-context';
import { WorkspaceAccess } from '../../context/workspace-access.service';
import { InputArgs } from '../../graphql/input-args.decorator';
import { ChannelsService } from './channels.service';
import { CreateChannelInput, UpdateChannelInput } from './dto/channel.inputs';
import { ChannelModel } from './dto/channel.model';

/**
 * Channels of continuous feedback: every member reads them, contributors and managers change them.
 * API tokens may do both (token-scope.ts: feeding a channel from another system is what its API
 * source is for).
 */
@Resolver(() => ChannelModel)
export class ChannelsResolver {
  constructor(
    private readonly access: WorkspaceAccess,
    private readonly service: ChannelsService,
  ) {}

  @Query(() => [ChannelModel], { description: "The workspace's channels, by title." })
  async channels(@Context() ctx: GqlContext): Promise<ChannelModel[]> {
    return this.service.list(await this.access.require(ctx.req, Role.VIEWER));
  }

  @Query(() => ChannelModel)
  async channel(
    @Args('id', { type: () => ID }) id: string,
    @Context() ctx: GqlContext,
  ): Promise<ChannelModel> {
    return this.service.get(await this.access.require(ctx.req, Role.VIEWER), id);
  }

  @Mutation(() => ChannelModel)
  async createChannel(
    @InputArgs('input') input: CreateChannelInput,
    @Context() ctx: GqlContext,
  ): Promise<ChannelModel> {
    return this.service.create(await this.access.require(ctx.req, Role.CONTRIBUTOR), input);
  }

  @Mutation(() => ChannelModel)
  async updateChannel(
    @InputArgs('input') input: UpdateChannelInput,
    @Context() ctx: GqlContext,
  ): Promise<ChannelModel> {
    return this.service.update(await this.access.require(ctx.req, Role.CONTRIBUTOR), input);
  }

  @Mutation(() => Boolean, { description: 'Deletes the channel with its datasets, data points and themes.' })
  async deleteChannel(
    @Args('id', { type: () => ID }) id: string,
    @Context() ctx: GqlContext,
  ): Promise<boolean> {
    await this.service.delete(await this.access.require(ctx.req, Role.CONTRIBUTOR), id);
    return true;
  }
}
