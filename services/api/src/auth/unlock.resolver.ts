import { Inject } from '@nestjs/common';
import { Args, Context, Mutation, Resolver } from '@nestjs/graphql';
import { AppError, type Config } from '@fieldnote/core';
import {
  AccountLockoutService,
  MembershipsService,
  PASSWORD_SIGN_IN_POLICY,
  type PasswordSignInPolicy,
  SessionsService,
  WorkspaceDirectory,
} from '@fieldnote/control-plane';
import { CONFIG } from '@fieldnote/db';
import type { GqlContext } from '../context/gql-context';
import { RequestAuthService } from '../context/request-auth.service';
import { apiTokenOutOfScope } from '../context/workspace-access.service';
import { AuthPayload } from './dto/viewer.model';
import { startSession } from './session-start.util';

/**
 * The mailed way back in after an account lockout (spec route /auth/unlock): the one-time link signs
 * the owner in and ends the lockout, whatever strangers keep trying.
 */
@Resolver()
export class UnlockResolver {
  constructor(
    private readonly auth: RequestAuthService,
    private readonly lockout: AccountLockoutService,
    private readonly sessions: SessionsService,
    private readonly memberships: MembershipsService,
    private readonly directory: WorkspaceDirectory,
    @Inject(PASSWORD_SIGN_IN_POLICY) private readonly policy: PasswordSignInPolicy,
    @Inject(CONFIG) private readonly config: Config,
  ) {}

  @Mutation(() => AuthPayload, {
    description:
      'Redeems the one-time link mailed after an account lockout: signs you in and lifts the lock. Session only.',
  })
  async unlockAccount(@Args('token') token: string, @Context() ctx: GqlContext): Promise<AuthPayload> {
    // An API token must never mint a session.
    const { apiTokenId, workspace } = await this.auth.of(ctx.req);
    if (apiTokenId) throw apiTokenOutOfScope();
    const account = await this.lockout.redeem(token);
    if (!account)
      throw AppError.unauthenticated(
        'This unlock link has expired or was already used. Sign in, or wait for a new link.',
      );
    // The lock is lifted either way; a workspace that requires SSO still admits no password session.
    await this.policy.admitPasswordSignIn(account, workspace, ctx.req.ip ?? null);
    const { sessions, memberships, directory, config } = this;
    return startSession({ sessions, memberships, directory, config }, account, ctx, workspace?.id ?? null);
  }
}
