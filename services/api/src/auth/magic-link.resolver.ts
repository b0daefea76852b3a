import { Inject } from '@nestjs/common';
import { Args, Context, Mutation, Resolver } from '@nestjs/graphql';
import { AppError, type Config, MAGIC_LINK_REQUESTED_MESSAGE } from '@fieldnote/core';
import {
  MagicLinkService,
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

/** A mailed link's secret is 43 base64url characters; anything much longer is not one. */
const MAX_TOKEN_LENGTH = 200;

/**
 * Magic-link sign-in by e-mail (spec 000 §2 /auth/magic-login), on the root app and on a workspace's
 * host: ask for a mailed one-time link, then follow it to be signed in. Public (no session needed),
 * rate-limited, never an API token's.
 */
@Resolver()
export class MagicLinkResolver {
  constructor(
    private readonly auth: RequestAuthService,
    private readonly links: MagicLinkService,
    private readonly sessions: SessionsService,
    private readonly memberships: MembershipsService,
    private readonly directory: WorkspaceDirectory,
    @Inject(PASSWORD_SIGN_IN_POLICY) private readonly policy: PasswordSignInPolicy,
    @Inject(CONFIG) private readonly config: Config,
  ) {}

  @Mutation(() => String, {
    description:
      'Public. Mails a single-use sign-in link (valid 15 minutes) if an account uses the address and may sign in here without SSO. Always answers the same message; 5 requests per address and 20 per source address an hour (TOO_MANY_REQUESTS after).',
  })
  async requestMagicLink(@Args('email') email: string, @Context() ctx: GqlContext): Promise<string> {
    const { workspace, apiTokenId } = await this.auth.of(ctx.req);
    if (apiTokenId) throw apiTokenOutOfScope();
    await this.links.request(email, ctx.req.ip, workspace);
    return MAGIC_LINK_REQUESTED_MESSAGE;
  }

  @Mutation(() => AuthPayload, {
    description:
      'Public. Signs in with a mailed magic link (once; UNAUTHENTICATED when used, unknown or expired). FORBIDDEN on a workspace host the account is no member of, and on one that requires SSO except for its break-glass managers.',
  })
  async signInWithMagicLink(@Args('token') token: string, @Context() ctx: GqlContext): Promise<AuthPayload> {
    const { workspace, apiTokenId } = await this.auth.of(ctx.req);
    if (apiTokenId) throw apiTokenOutOfScope();
    if (token.length > MAX_TOKEN_LENGTH)
      throw AppError.badInput(`The link's token is at most ${MAX_TOKEN_LENGTH} characters.`, {
        field: 'token',
      });
    const account = await this.links.redeem(token);
    // On a workspace address, only its members may sign in there (as at logIn).
    if (workspace && !(await this.memberships.roleOf(workspace, account.id)))
      throw AppError.forbidden(`You are not a member of ${workspace.name}. Ask a manager for an invite.`);
    // Not single sign-on: a workspace that requires SSO refuses it (break-glass managers audited).
    await this.policy.admitPasswordSignIn(account, workspace, ctx.req.ip ?? null);
    const { sessions, memberships, directory, config } = this;
    return startSession({ sessions, memberships, directory, config }, account, ctx, workspace?.id ?? null);
  }
}
