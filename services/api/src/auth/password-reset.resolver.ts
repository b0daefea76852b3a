import { Args, Context, Mutation, Resolver } from '@nestjs/graphql';
import { PASSWORD_RESET_REQUESTED_MESSAGE } from '@fieldnote/core';
import { PasswordResetService } from '@fieldnote/control-plane';
import type { GqlContext } from '../context/gql-context';
import { InputArgs } from '../graphql/input-args.decorator';
import { ResetPasswordInput } from './dto/password-reset.inputs';
import { AuthPayload } from './dto/viewer.model';
import { PasswordSessions } from './password-sessions.service';

/**
 * "Forgot password?" (spec 001 §2 /auth/reset-password), on the root app and on a workspace's host:
 * ask for a mailed link, then set a new password with it and be signed in. Session only.
 */
@Resolver()
export class PasswordResetResolver {
  constructor(
    private readonly resets: PasswordResetService,
    private readonly passwordSessions: PasswordSessions,
  ) {}

  @Mutation(() => String, {
    description:
      'Mails a single-use link (valid 30 minutes) to set a new password, if an account uses the address. Always answers the same message, so it reveals nothing; 5 requests per address and 20 per source address an hour.',
  })
  async requestPasswordReset(@Args('email') email: string, @Context() ctx: GqlContext): Promise<string> {
    const workspace = await this.passwordSessions.sessionHost(ctx);
    await this.resets.request(email, ctx.req.ip, workspace);
    return PASSWORD_RESET_REQUESTED_MESSAGE;
  }

  @Mutation(() => AuthPayload, {
    description:
      'Sets a new password with the mailed link and signs you in here; every other session of the account ends (API tokens stay). The link works once.',
  })
  async resetPassword(
    @InputArgs('input') input: ResetPasswordInput,
    @Context() ctx: GqlContext,
  ): Promise<AuthPayload> {
    const workspace = await this.passwordSessions.sessionHost(ctx);
    const account = await this.resets.complete(input.token, input.newPassword, workspace);
    // The reset itself was allowed (break-glass); signing in with it is reported like any such sign-in.
    return this.passwordSessions.admitAndStart(account, ctx, workspace);
  }
}
