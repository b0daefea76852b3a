import { Args, Context, ID, Int, Mutation, Query, Resolver } from '@nestjs/graphql';
import { Role } from '@fieldnote/core';
import type { GqlContext } from '../../context/gql-context';
import { WorkspaceAccess } from '../../context/workspace-access.service';
import { InputArgs } from '../../graphql/input-args.decorator';
import { ChannelDatapointsService } from './channel-datapoints.service';
import { ChannelImportService } from './channel-import.service';
import {
  ChannelDatapointsInput,
  ChannelVolumeInput,
  ImportChannelDatapointsInput,
} from './dto/channel.inputs';
import {
  ChannelDatapointModel,
  ChannelDatapointPageModel,
  ChannelImportResultModel,
  ChannelVolumeBucketModel,
} from './dto/channel.model';

/**
 * A channel's data points and datasets: every member reads them, contributors and managers (and API
 * tokens, which is what a dataset of source API is for) import and delete them.
 */
@Resolver(() => ChannelDatapointModel)
export class ChannelDatapointsResolver {
  constructor(
    private readonly access: WorkspaceAccess,
    private readonly datapoints: ChannelDatapointsService,
    private readonly imports: ChannelImportService,
  ) {}

  @Query(() => ChannelDatapointPageModel, { description: 'Newest first unless told otherwise.' })
  async channelDatapoints(
    @InputArgs('input') input: ChannelDatapointsInput,
    @Context() ctx: GqlContext,
  ): Promise<ChannelDatapointPageModel> {
    return this.datapoints.list(await this.access.require(ctx.req, Role.VIEWER), input);
  }

  @Query(() => ChannelDatapointModel, {
    description: 'One data point of any channel of the workspace; NOT_FOUND when there is none by that id.',
  })
  async channelDatapoint(
    @Args('id', { type: () => ID }) id: string,
    @Context() ctx: GqlContext,
  ): Promise<ChannelDatapointModel> {
    return this.datapoints.get(await this.access.require(ctx.req, Role.VIEWER), id);
  }

  @Query(() => [ChannelVolumeBucketModel], {
    description: 'Data points per period (UTC); only periods that have some, oldest first.',
  })
  async channelVolume(
    @InputArgs('input') input: ChannelVolumeInput,
    @Context() ctx: GqlContext,
  ): Promise<ChannelVolumeBucketModel[]> {
    return this.datapoints.volume(await this.access.require(ctx.req, Role.VIEWER), input);
  }

  @Mutation(() => ChannelImportResultModel, {
    description:
      'Imports rows into a new or existing dataset; refused rows are reported, the others imported.',
  })
  async importChannelDatapoints(
    @InputArgs('input') input: ImportChannelDatapointsInput,
    @Context() ctx: GqlContext,
  ): Promise<ChannelImportResultModel> {
    return this.imports.import(await this.access.require(ctx.req, Role.CONTRIBUTOR), input);
  }

  @Mutation(() => Boolean, { description: 'Deletes the dataset with its data points.' })
  async deleteChannelDataset(
    @Args('id', { type: () => ID }) id: string,
    @Context() ctx: GqlContext,
  ): Promise<boolean> {
    await this.datapoints.deleteDataset(await this.access.require(ctx.req, Role.CONTRIBUTOR), id);
    return true;
  }

  @Mutation(() => Int, { description: 'Deletes 1 to 1000 data points; returns how many were deleted.' })
  async deleteChannelDatapoints(
    @Args('ids', { type: () => [ID] }) ids: string[],
    @Context() ctx: GqlContext,
  ): Promise<number> {
    return this.datapoints.delete(await this.access.require(ctx.req, Role.CONTRIBUTOR), ids);
  }
}
