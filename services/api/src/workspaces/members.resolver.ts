import { Inject } from '@nestjs/common';
import { Args, Context, ID, Int, Mutation, Query, Resolver } from '@nestjs/graphql';
import { AppError, type Config, Role, parsePathId } from '@fieldnote/core';
import {
  AccountsService,
  ApiTokensService,
  InvitesService,
  MemberSessionsService,
  MembershipsService,
  SessionsService,
  PlanGate,
} from '@fieldnote/control-plane';
import { CONFIG } from '@fieldnote/db';
import { AuditActors } from '../context/audit-actors.service';
import type { GqlContext } from '../context/gql-context';
import { RequestAuthService } from '../context/request-auth.service';
import { setSessionCookie } from '../context/session-cookie';
import { sessionOrigin } from '../auth/session-origin.util';
import { apiTokenOutOfScope, WorkspaceAccess } from '../context/workspace-access.service';
import { InputArgs } from '../graphql/input-args.decorator';
import { InviteModel } from './dto/invite.model';
import { MemberModel } from './dto/member.model';
import { PendingInviteModel } from './dto/pending-invite.model';
import {
  AcceptInviteInput,
  ChangeMemberRoleInput,
  InviteMemberInput,
  RemoveMemberInput,
} from './dto/workspace.inputs';
import { WorkspaceModel } from './dto/workspace.model';

/** Members, roles and invitations of the workspace at this address. Changes are audited. */
@Resolver(() => MemberModel)
export class MembersResolver {
  constructor(
    private readonly access: WorkspaceAccess,
    private readonly auth: RequestAuthService,
    private readonly memberships: MembershipsService,
    private readonly invites: InvitesService,
    private readonly accounts: AccountsService,
    private readonly sessions: SessionsService,
    private readonly apiTokens: ApiTokensService,
    private readonly memberSessions: MemberSessionsService,
    private readonly actors: AuditActors,
    @Inject(CONFIG) private readonly config: Config,
    private readonly plans: PlanGate,
  ) {}

  @Query(() => [MemberModel])
  async members(@Context() ctx: GqlContext): Promise<MemberModel[]> {
    const { workspace } = await this.access.require(ctx.req, Role.VIEWER);
    return (await this.memberships.list(workspace)).map(MemberModel.from);
  }

  @Query(() => MemberModel, {
    description:
      "One member's profile (/user/{userId}): a plan feature (allowUserProfilePage). NOT_FOUND when the id is no member here.",
  })
  async memberProfile(
    @Args('userId', { type: () => ID }) userId: string,
    @Context() ctx: GqlContext,
  ): Promise<MemberModel> {
    const { workspace } = await this.access.require(ctx.req, Role.VIEWER);
    // The profile page is a plan feature; the member list (settings, mentions, pickers) is not.
    await this.plans.requireFeature(workspace.id, 'allowUserProfilePage');
    // Any text that is no member's id (an old or mistyped address) is simply not found.
    const id = userId.toLowerCase();
    const member = (await this.memberships.list(workspace)).find((m) => m.id === id);
    if (!member) throw AppError.notFound('Member');
    return MemberModel.from(member);
  }

  @Mutation(() => MemberModel, { description: 'Managers only. The last manager cannot be demoted.' })
  async changeMemberRole(
    @InputArgs('input') input: ChangeMemberRoleInput,
    @Context() ctx: GqlContext,
  ): Promise<MemberModel> {
    const scope = await this.access.require(ctx.req, Role.MANAGER);
    // Plan gate (spec 001 §6 user roles): the role given at invitation stays; changing it needs the plan.
    await this.plans.requireFeature(scope.workspace.id, 'allowUserRoles');
    const actor = await this.actors.of(scope);
    return MemberModel.from(
      await this.memberships.changeRole(scope.workspace, actor, input.memberId, input.role),
    );
  }

  @Mutation(() => MemberModel, {
    description:
      "Managers only. The member loses access (and their API tokens here); their work stays, shown as 'Deleted user'. The last manager cannot be removed.",
  })
  async removeMember(
    @InputArgs('input') input: RemoveMemberInput,
    @Context() ctx: GqlContext,
  ): Promise<MemberModel> {
    const scope = await this.access.require(ctx.req, Role.MANAGER);
    const removed = await this.memberships.remove(
      scope.workspace,
      await this.actors.of(scope),
      input.memberId,
    );
    this.apiTokens.forgetAccount(removed.id);
    return MemberModel.from(removed);
  }

  @Mutation(() => Int, {
    description:
      'Managers only. Signs the member out everywhere: every browser session of their account ends (API tokens stay). Returns how many ended.',
  })
  async endMemberSessions(
    @Args('memberId', { type: () => ID }) memberId: string,
    @Context() ctx: GqlContext,
  ): Promise<number> {
    const scope = await this.access.requireSession(ctx.req, Role.MANAGER);
    return this.memberSessions.endAll(scope.workspace, await this.actors.of(scope), parsePathId(memberId));
  }

  @Query(() => [PendingInviteModel], {
    description: 'Managers only. Invites not yet accepted, newest first.',
  })
  async pendingInvites(@Context() ctx: GqlContext): Promise<PendingInviteModel[]> {
    const { workspace } = await this.access.requireSession(ctx.req, Role.MANAGER);
    const invites = await this.invites.listPending(workspace);
    const inviters = new Map<string, string>();
    for (const id of new Set(invites.map((i) => i.invitedBy))) {
      inviters.set(id, (await this.accounts.profile(id))?.name ?? 'Deleted user');
    }
    const now = new Date();
    return invites.map((i) => PendingInviteModel.from(i, inviters.get(i.invitedBy) ?? 'Deleted user', now));
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

  @Mutation(() => InviteModel, {
    description: 'Managers only. Mails a pending invite again with a new link; the old link stops working.',
  })
  async resendInvite(
    @Args('id', { type: () => ID }) id: string,
    @Context() ctx: GqlContext,
  ): Promise<InviteModel> {
    const scope = await this.access.require(ctx.req, Role.MANAGER);
    const { invite, link } = await this.invites.resend(
      scope.workspace,
      await this.actors.of(scope),
      parsePathId(id),
    );
    return InviteModel.from(invite, link);
  }

  @Mutation(() => PendingInviteModel, {
    description: 'Managers only. The invite link stops working for good.',
  })
  async revokeInvite(
    @Args('id', { type: () => ID }) id: string,
    @Context() ctx: GqlContext,
  ): Promise<PendingInviteModel> {
    const scope = await this.access.require(ctx.req, Role.MANAGER);
    const actor = await this.actors.of(scope);
    const revoked = await this.invites.revoke(scope.workspace, actor, parsePathId(id));
    return PendingInviteModel.from(revoked, actor.name, new Date());
  }

  @Mutation(() => WorkspaceModel, {
    description:
      'Accept an invite: signed in as the invited address, or as a new account (name and password) which is signed in.',
  })
  async acceptInvite(
    @InputArgs('input') input: AcceptInviteInput,
    @Context() ctx: GqlContext,
  ): Promise<WorkspaceModel> {
    const { accountId, apiTokenId, workspace: host } = await this.auth.of(ctx.req);
    if (apiTokenId) throw apiTokenOutOfScope();
    const { workspace, account } = await this.invites.accept({ ...input, accountId });
    if (!accountId) {
      const { secret, expiresAt } = await this.sessions.create(account.id, sessionOrigin(ctx.req), {
        teamId: host?.id ?? null,
        signInMethod: 'password',
      });
      setSessionCookie(ctx.reply, this.config, secret, expiresAt);
    }
    return WorkspaceModel.from(workspace, this.config);
  }
}
