import { Args, Context, ID, Mutation, Query, Resolver } from '@nestjs/graphql';
import { Role } from '@fieldnote/core';
import type { GqlContext } from '../../context/gql-context';
import { WorkspaceAccess } from '../../context/workspace-access.service';
import { InputArgs } from '../../graphql/input-args.decorator';
import { CreateSegmentInput, RenameSegmentInput, SegmentPeopleInput } from './dto/segment.inputs';
import { SegmentModel } from './dto/segment.model';
import { type CountedSegment, SegmentsService } from './segments.service';

const toModel = ({ segment, personCount }: CountedSegment): SegmentModel =>
  SegmentModel.from(segment, personCount);

/**
 * Segments of people: every member reads them, contributors and managers change them. API tokens
 * may do both (token-scope.ts: grouping people is research work an integration may do).
 */
@Resolver(() => SegmentModel)
export class SegmentsResolver {
  constructor(
    private readonly access: WorkspaceAccess,
    private readonly service: SegmentsService,
  ) {}

  @Query(() => [SegmentModel], { description: "The workspace's segments of people, by title." })
  async segments(@Context() ctx: GqlContext): Promise<SegmentModel[]> {
    return (await this.service.list(await this.access.require(ctx.req, Role.VIEWER))).map(toModel);
  }

  @Query(() => SegmentModel)
  async segment(
    @Args('id', { type: () => ID }) id: string,
    @Context() ctx: GqlContext,
  ): Promise<SegmentModel> {
    return toModel(await this.service.get(await this.access.require(ctx.req, Role.VIEWER), id));
  }

  @Mutation(() => SegmentModel)
  async createSegment(
    @InputArgs('input') input: CreateSegmentInput,
    @Context() ctx: GqlContext,
  ): Promise<SegmentModel> {
    return toModel(await this.service.create(await this.access.require(ctx.req, Role.CONTRIBUTOR), input));
  }

  @Mutation(() => SegmentModel)
  async renameSegment(
    @InputArgs('input') input: RenameSegmentInput,
    @Context() ctx: GqlContext,
  ): Promise<SegmentModel> {
    return toModel(await this.service.rename(await this.access.require(ctx.req, Role.CONTRIBUTOR), input));
  }

  @Mutation(() => Boolean, { description: 'Deletes the segment; its people stay.' })
  async deleteSegment(
    @Args('id', { type: () => ID }) id: string,
    @Context() ctx: GqlContext,
  ): Promise<boolean> {
    await this.service.delete(await this.access.require(ctx.req, Role.CONTRIBUTOR), id);
    return true;
  }

  @Mutation(() => SegmentModel, {
    description: 'Puts people in the segment; someone already in it stays once.',
  })
  async addPeopleToSegment(
    @InputArgs('input') input: SegmentPeopleInput,
    @Context() ctx: GqlContext,
  ): Promise<SegmentModel> {
    return toModel(await this.service.addPeople(await this.access.require(ctx.req, Role.CONTRIBUTOR), input));
  }

  @Mutation(() => SegmentModel, { description: 'Takes people out of the segment; the people stay.' })
  async removePeopleFromSegment(
    @InputArgs('input') input: SegmentPeopleInput,
    @Context() ctx: GqlContext,
  ): Promise<SegmentModel> {
    return toModel(
      await this.service.removePeople(await this.access.require(ctx.req, Role.CONTRIBUTOR), input),
    );
  }
}
