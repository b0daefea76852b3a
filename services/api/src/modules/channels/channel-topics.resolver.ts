import { Args, Context, ID, Mutation, Query, Resolver } from '@nestjs/graphql';
import { Role } from '@fieldnote/core';
import type { GqlContext } from '../../context/gql-context';
import { WorkspaceAccess } from '../../context/workspace-access.service';
import { InputArgs } from '../../graphql/input-args.decorator';
import { ChannelTopicsService } from './channel-topics.service';
import { CreateChannelTopicInput, UpdateChannelTopicInput } from './dto/channel.inputs';
import { ChannelTopicModel } from './dto/channel.model';

/** Topics of a channel: every member reads them, contributors and managers (and API tokens) change them. */
@Resolver(() => ChannelTopicModel)
export class ChannelTopicsResolver {
  constructor(
    private readonly access: WorkspaceAccess,
    private readonly service: ChannelTopicsService,
  ) {}

  @Query(() => [ChannelTopicModel], { description: "The channel's topics, by title." })
  async channelTopics(
    @Args('channelId', { type: () => ID }) channelId: string,
    @Context() ctx: GqlContext,
  ): Promise<ChannelTopicModel[]> {
    return this.service.list(await this.access.require(ctx.req, Role.VIEWER), channelId);
  }

  @Query(() => ChannelTopicModel)
  async channelTopic(
    @Args('id', { type: () => ID }) id: string,
    @Context() ctx: GqlContext,
  ): Promise<ChannelTopicModel> {
    return this.service.get(await this.access.require(ctx.req, Role.VIEWER), id);
  }

  @Mutation(() => ChannelTopicModel)
  async createChannelTopic(
    @InputArgs('input') input: CreateChannelTopicInput,
    @Context() ctx: GqlContext,
  ): Promise<ChannelTopicModel> {
    return this.service.create(await this.access.require(ctx.req, Role.CONTRIBUTOR), input);
  }

  @Mutation(() => ChannelTopicModel)
  async updateChannelTopic(
    @InputArgs('input') input: UpdateChannelTopicInput,
    @Context() ctx: GqlContext,
  ): Promise<ChannelTopicModel> {
    return this.service.update(await this.access.require(ctx.req, Role.CONTRIBUTOR), input);
  }

  @Mutation(() => Boolean, { description: 'Deletes the topic; the data points it followed stay.' })
  async deleteChannelTopic(
    @Args('id', { type: () => ID }) id: string,
    @Context() ctx: GqlContext,
  ): Promise<boolean> {
    await this.service.delete(await this.access.require(ctx.req, Role.CONTRIBUTOR), id);
    return true;
  }
}
