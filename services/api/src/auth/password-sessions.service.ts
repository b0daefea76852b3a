import { Inject, Injectable } from '@nestjs/common';
import type { Config } from '@fieldnote/core';
import {
  MembershipsService,
  profileOf,
  PASSWORD_SIGN_IN_POLICY,
  type PasswordSignInPolicy,
  SessionsService,
  WorkspaceDirectory,
  type WorkspaceRef,
} from '@fieldnote/control-plane';
import { type Account, CONFIG } from '@fieldnote/db';
import type { GqlContext } from '../context/gql-context';
import { RequestAuthService } from '../context/request-auth.service';
import { setSessionCookie } from '../context/session-cookie';
import { apiTokenOutOfScope } from '../context/workspace-access.service';
import { WorkspaceModel } from '../workspaces/dto/workspace.model';
import { AccountModel } from './dto/account.model';
import { AuthPayload } from './dto/viewer.model';
import { sessionOrigin } from './session-origin.util';

/**
 * The one ending of sign-up, sign-in, password reset, the magic link and the mailed unlock link, all
 * of which are password sign-ins (not single sign-on): the host's workspace admits the account, a
 * session cookie is set on the caller's host, and the answer is the account and its workspaces.
 */
@Injectable()
export class PasswordSessions {
  constructor(
    private readonly auth: RequestAuthService,
    private readonly sessions: SessionsService,
    private readonly memberships: MembershipsService,
    private readonly directory: WorkspaceDirectory,
    @Inject(PASSWORD_SIGN_IN_POLICY) private readonly policy: PasswordSignInPolicy,
    @Inject(CONFIG) private readonly config: Config,
  ) {}

  /**
   * The workspace of the caller's host (null: the root app) for a mutation that may start a session:
   * an API token never mints one (FORBIDDEN, out of its scope).
   */
  async sessionHost(ctx: GqlContext): Promise<WorkspaceRef | null> {
    const { workspace, apiTokenId } = await this.auth.of(ctx.req);
    if (apiTokenId) throw apiTokenOutOfScope();
    return workspace;
  }

  /**
   * Admits a password sign-in of `account` on `host` (a workspace that requires SSO refuses it,
   * break-glass managers audited) and starts the session.
   */
  async admitAndStart(account: Account, ctx: GqlContext, host: WorkspaceRef | null): Promise<AuthPayload> {
    await this.policy.admitPasswordSignIn(account, host, ctx.req.ip ?? null);
    return this.start(account, ctx, host);
  }

  /**
   * Signs the account in on the caller's host (a session cookie) and answers with the account and
   * its workspaces. `host` is the workspace of the host (null: the root app): its lifetimes and SSO
   * rule apply to the session.
   */
  async start(account: Account, ctx: GqlContext, host: WorkspaceRef | null): Promise<AuthPayload> {
    const { secret, expiresAt } = await this.sessions.create(account.id, sessionOrigin(ctx.req), {
      teamId: host?.id ?? null,
      signInMethod: 'password',
    });
    setSessionCookie(ctx.reply, this.config, secret, expiresAt);
    const teamIds = await this.memberships.teamIdsOf(account.id);
    const workspaces = (await Promise.all(teamIds.map((id) => this.directory.byId(id)))).filter(
      (w): w is WorkspaceRef => w !== null,
    );
    return Object.assign(new AuthPayload(), {
      account: AccountModel.from(profileOf(account)),
      workspaces: workspaces.map((w) => WorkspaceModel.from(w, this.config)),
    });
  }
}
