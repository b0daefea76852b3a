import { Inject } from '@nestjs/common';
import { Context, Mutation, Query, Resolver } from '@nestjs/graphql';
import { AppError, type Config, Role } from '@fieldnote/core';
import {
  AccountsService,
  InvitesService,
  MembershipsService,
  SessionsService,
} from '@fieldnote/control-plane';
import { CONFIG } from '@fieldnote/db';
import type { GqlContext } from '../context/gql-context';
import { RequestAuthService } from '../context/request-auth.service';
import { setSessionCookie } from '../context/session-cookie';
import { apiTokenOutOfScope, WorkspaceAccess } from '../context/workspace-access.service';
import { InputArgs } from '../graphql/input-args.decorator';
import { InviteModel } from './dto/invite.model';
import { MemberModel } from './dto/member.model';
import { AcceptInviteInput, ChangeMemberRoleInput, InviteMemberInput } from './dto/workspace.inputs';
import { WorkspaceModel } from './dto/workspace.model';

/** Members, roles and invitations of the workspace at this address. */
@Resolver(() => MemberModel)
export class MembersResolver {
  constructor(
    private readonly access: WorkspaceAccess,
    private readonly auth: RequestAuthService,
    private readonly memberships: MembershipsService,
    private readonly invites: InvitesService,
    private readonly accounts: AccountsService,
    private readonly sessions: SessionsService,
    @Inject(CONFIG) private readonly config: Config,
  ) {}

  @Query(() => [MemberModel])
  async members(@Context() ctx: GqlContext): Promise<MemberModel[]> {
    const { workspace } = await this.access.require(ctx.req);
    return (await this.memberships.list(workspace)).map(MemberModel.from);
  }

  @Mutation(() => MemberModel, { description: 'Managers only. The last manager cannot be demoted.' })
  async changeMemberRole(
    @InputArgs('input') input: ChangeMemberRoleInput,
    @Context() ctx: GqlContext,
  ): Promise<MemberModel> {
    const { workspace } = await this.access.require(ctx.req, Role.MANAGER);
    return MemberModel.from(await this.memberships.changeRole(workspace, input.memberId, input.role));
  }

  @Mutation(() => InviteModel, {
    description: 'Managers only. E-mails an invite link (in all-in-one mode the link is logged).',
  })
  async inviteMember(
    @InputArgs('input') input: InviteMemberInput,
    @Context() ctx: GqlContext,
  ): Promise<InviteModel> {
    const { workspace, accountId } = await this.access.require(ctx.req, Role.MANAGER);
    const inviter = await this.accounts.findById(accountId);
    if (!inviter) throw AppError.unauthenticated();
    const { invite, link } = await this.invites.invite(workspace, inviter, input);
    return InviteModel.from(invite, link);
  }

  @Mutation(() => WorkspaceModel, {
    description:
      'Accept an invite: signed in as the invited address, or as a new account (name and password) which is signed in.',
  })
  async acceptInvite(
    @InputArgs('input') input: AcceptInviteInput,
    @Context() ctx: GqlContext,
  ): Promise<WorkspaceModel> {
    const { accountId, apiTokenId } = await this.auth.of(ctx.req);
    if (apiTokenId) throw apiTokenOutOfScope();
    const { workspace, account } = await this.invites.accept({ ...input, accountId });
    if (!accountId) {
      const { secret, expiresAt } = await this.sessions.create(account.id);
      setSessionCookie(ctx.reply, this.config, secret, expiresAt);
    }
    return WorkspaceModel.from(workspace, this.config);
  }
}
