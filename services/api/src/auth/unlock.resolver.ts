import { Args, Context, Mutation, Resolver } from '@nestjs/graphql';
import { AppError } from '@fieldnote/core';
import { AccountLockoutService } from '@fieldnote/control-plane';
import type { GqlContext } from '../context/gql-context';
import { AuthPayload } from './dto/viewer.model';
import { PasswordSessions } from './password-sessions.service';

/**
 * The mailed way back in after an account lockout (spec route /auth/unlock): the one-time link signs
 * the owner in and ends the lockout, whatever strangers keep trying.
 */
@Resolver()
export class UnlockResolver {
  constructor(
    private readonly lockout: AccountLockoutService,
    private readonly passwordSessions: PasswordSessions,
  ) {}

  @Mutation(() => AuthPayload, {
    description:
      'Redeems the one-time link mailed after an account lockout: signs you in and lifts the lock. Session only.',
  })
  async unlockAccount(@Args('token') token: string, @Context() ctx: GqlContext): Promise<AuthPayload> {
    // An API token must never mint a session.
    const workspace = await this.passwordSessions.sessionHost(ctx);
    const account = await this.lockout.redeem(token);
    if (!account)
      throw AppError.unauthenticated(
        'This unlock link has expired or was already used. Sign in, or wait for a new link.',
      );
    // The lock is lifted either way; a workspace that requires SSO still admits no password session.
    return this.passwordSessions.admitAndStart(account, ctx, workspace);
  }
}
