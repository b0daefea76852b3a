import { Inject } from '@nestjs/common';
import { Args, Context, Mutation, Resolver } from '@nestjs/graphql';
import { type Config, PASSWORD_RESET_REQUESTED_MESSAGE } from '@fieldnote/core';
import {
  MembershipsService,
  PASSWORD_SIGN_IN_POLICY,
  type PasswordSignInPolicy,
  PasswordResetService,
  SessionsService,
  WorkspaceDirectory,
} from '@fieldnote/control-plane';
import { CONFIG } from '@fieldnote/db';
import type { GqlContext } from '../context/gql-context';
import { RequestAuthService } from '../context/request-auth.service';
import { apiTokenOutOfScope } from '../context/workspace-access.service';
import { InputArgs } from '../graphql/input-args.decorator';
import { ResetPasswordInput } from './dto/password-reset.inputs';
import { AuthPayload } from './dto/viewer.model';
import { startSession } from './session-start.util';

/**
 * "Forgot password?" (spec 001 §2 /auth/reset-password), on the root app and on a workspace's host:
 * ask for a mailed link, then set a new password with it and be signed in. Session only.
 */
@Resolver()
export class PasswordResetResolver {
  constructor(
    private readonly auth: RequestAuthService,
    private readonly resets: PasswordResetService,
    private readonly sessions: SessionsService,
    private readonly memberships: MembershipsService,
    private readonly directory: WorkspaceDirectory,
    @Inject(PASSWORD_SIGN_IN_POLICY) private readonly policy: PasswordSignInPolicy,
    @Inject(CONFIG) private readonly config: Config,
  ) {}

  @Mutation(() => String, {
    description:
      'Mails a single-use link (valid 30 minutes) to set a new password, if an account uses the address. Always answers the same message, so it reveals nothing; 5 requests per address and 20 per source address an hour.',
  })
  async requestPasswordReset(@Args('email') email: string, @Context() ctx: GqlContext): Promise<string> {
    const { workspace, apiTokenId } = await this.auth.of(ctx.req);
    if (apiTokenId) throw apiTokenOutOfScope();
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
    const { workspace, apiTokenId } = await this.auth.of(ctx.req);
    if (apiTokenId) throw apiTokenOutOfScope();
    const account = await this.resets.complete(input.token, input.newPassword, workspace);
    // The reset itself was allowed (break-glass); signing in with it is reported like any such sign-in.
    await this.policy.admitPasswordSignIn(account, workspace, ctx.req.ip ?? null);
    const { sessions, memberships, directory, config } = this;
    return startSession({ sessions, memberships, directory, config }, account, ctx, workspace?.id ?? null);
  }
}
