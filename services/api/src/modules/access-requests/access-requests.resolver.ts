import { Args, Context, ID, Mutation, Query, Resolver } from '@nestjs/graphql';
import { Role } from '@fieldnote/core';
import type { GqlContext } from '../../context/gql-context';
import { WorkspaceAccess } from '../../context/workspace-access.service';
import { InputArgs } from '../../graphql/input-args.decorator';
import { AccessRequestsService } from './access-requests.service';
import { ApproveAccessRequestInput, RequestProjectAccessInput } from './dto/access-request.inputs';
import { AccessRequestModel, AccessRequestTargetModel } from './dto/access-request.model';

/**
 * Access requests for private projects (spec 000 §6, §9). Any member may ask for access to a
 * project they cannot see; workspace managers and members with full access to it decide. All three
 * mutations need a signed-in person (token-scope.ts): they decide who sees what.
 */
@Resolver(() => AccessRequestModel)
export class AccessRequestsResolver {
  constructor(
    private readonly access: WorkspaceAccess,
    private readonly requests: AccessRequestsService,
  ) {}

  @Query(() => AccessRequestTargetModel, {
    description:
      'What the caller may learn of a project named by a link (a project or a note id) they may not see: its id and their own pending request.',
  })
  async accessRequestTarget(
    @Args('projectId', { type: () => ID, nullable: true }) projectId: string | null,
    @Args('noteId', { type: () => ID, nullable: true }) noteId: string | null,
    @Context() ctx: GqlContext,
  ): Promise<AccessRequestTargetModel> {
    return this.requests.target(await this.access.require(ctx.req, Role.VIEWER), { projectId, noteId });
  }

  @Query(() => [AccessRequestModel], {
    description: "A project's pending access requests, oldest first (managers and full access only).",
  })
  async accessRequests(
    @Args('projectId', { type: () => ID }) projectId: string,
    @Context() ctx: GqlContext,
  ): Promise<AccessRequestModel[]> {
    return this.requests.pending(await this.access.require(ctx.req, Role.VIEWER), projectId);
  }

  @Mutation(() => AccessRequestModel, {
    description: 'Asks for access to a private project; asking again refreshes the pending request.',
  })
  async requestProjectAccess(
    @InputArgs('input') input: RequestProjectAccessInput,
    @Context() ctx: GqlContext,
  ): Promise<AccessRequestModel> {
    return this.requests.request(await this.access.require(ctx.req, Role.VIEWER), input);
  }

  @Mutation(() => AccessRequestModel, {
    description: 'Gives the requester the permission asked for (or the one given here).',
  })
  async approveAccessRequest(
    @InputArgs('input') input: ApproveAccessRequestInput,
    @Context() ctx: GqlContext,
  ): Promise<AccessRequestModel> {
    return this.requests.approve(await this.access.require(ctx.req, Role.CONTRIBUTOR), input);
  }

  @Mutation(() => AccessRequestModel, { description: 'Declines an access request.' })
  async denyAccessRequest(
    @Args('id', { type: () => ID }) id: string,
    @Context() ctx: GqlContext,
  ): Promise<AccessRequestModel> {
    return this.requests.deny(await this.access.require(ctx.req, Role.CONTRIBUTOR), id);
  }
}
