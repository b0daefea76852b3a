import { Inject } from '@nestjs/common';
import { Args, Context, ID, Mutation, Resolver } from '@nestjs/graphql';
import { AppError, type Config, parsePathId } from '@fieldnote/core';
import {
  AccountsService,
  MembershipsService,
  profileOf,
  PASSWORD_SIGN_IN_POLICY,
  type PasswordSignInPolicy,
  SessionsService,
  WorkspaceDirectory,
  workspaceUrl,
} from '@fieldnote/control-plane';
import { CONFIG } from '@fieldnote/db';
import type { GqlContext } from '../context/gql-context';
import { RequestAuthService } from '../context/request-auth.service';
import { setSessionCookie } from '../context/session-cookie';
import { WorkspaceModel } from '../workspaces/dto/workspace.model';
import { AccountModel } from './dto/account.model';
import { AuthPayload } from './dto/viewer.model';
import { sessionOrigin } from './session-origin.util';

/**
 * Carries a sign-in from the root domain to a workspace's own host: cookies are per host, so the
 * root app asks for a one-minute, one-time link and the workspace app redeems it for a session.
 */
@Resolver()
export class SignInLinkResolver {
  constructor(
    private readonly auth: RequestAuthService,
    private readonly sessions: SessionsService,
    private readonly memberships: MembershipsService,
    private readonly directory: WorkspaceDirectory,
    private readonly accounts: AccountsService,
    @Inject(PASSWORD_SIGN_IN_POLICY) private readonly policy: PasswordSignInPolicy,
    @Inject(CONFIG) private readonly config: Config,
  ) {}

  @Mutation(() => String, {
    description: "A one-time link (valid one minute) that signs you in at one of your workspaces' address.",
  })
  async workspaceSignInLink(
    @Args('teamId', { type: () => ID }) teamId: string,
    @Context() ctx: GqlContext,
  ): Promise<string> {
    const { accountId } = await this.auth.of(ctx.req);
    if (!accountId) throw AppError.unauthenticated();
    const workspace = await this.directory.byId(parsePathId(teamId));
    if (!workspace || !(await this.memberships.roleOf(workspace, accountId)))
      throw AppError.notFound('Workspace');
    // The root app's sign-in is a password one: it carries nobody into a workspace requiring SSO.
    const refusal = await this.policy.passwordSignInRefusal(accountId, workspace);
    if (refusal) throw AppError.forbidden(refusal);
    const secret = await this.sessions.createSignInLink(accountId);
    return `${workspaceUrl(this.config, workspace.subdomain, '/auth/sign-in-link')}?token=${secret}`;
  }

  @Mutation(() => AuthPayload, {
    description: 'Redeems a sign-in link on the workspace address it was made for.',
  })
  async redeemSignInLink(@Args('token') token: string, @Context() ctx: GqlContext): Promise<AuthPayload> {
    const { workspace } = await this.auth.of(ctx.req);
    if (!workspace) throw AppError.badInput('Open the link on the workspace address it was made for.');
    const accountId = await this.sessions.redeemSignInLink(token);
    if (!accountId)
      throw AppError.unauthenticated('This sign-in link has expired or was already used. Please sign in.');
    if (!(await this.memberships.roleOf(workspace, accountId)))
      throw AppError.forbidden('You are not a member of this workspace.');
    const account = await this.accounts.findById(accountId);
    if (!account) throw AppError.unauthenticated();
    await this.policy.admitPasswordSignIn(account, workspace, ctx.req.ip ?? null);
    const { secret, expiresAt } = await this.sessions.create(accountId, sessionOrigin(ctx.req), {
      teamId: workspace.id,
      signInMethod: 'password',
    });
    setSessionCookie(ctx.reply, this.config, secret, expiresAt);
    return Object.assign(new AuthPayload(), {
      account: AccountModel.from(profileOf(account)),
      workspaces: [WorkspaceModel.from(workspace, this.config)],
    });
  }
}
