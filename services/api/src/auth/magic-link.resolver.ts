import { Args, Context, Mutation, Resolver } from '@nestjs/graphql';
import { AppError, MAGIC_LINK_REQUESTED_MESSAGE } from '@fieldnote/core';
import { MagicLinkService, MembershipsService } from '@fieldnote/control-plane';
import type { GqlContext } from '../context/gql-context';
import { AuthPayload } from './dto/viewer.model';
import { PasswordSessions } from './password-sessions.service';

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
    private readonly links: MagicLinkService,
    private readonly memberships: MembershipsService,
    private readonly passwordSessions: PasswordSessions,
  ) {}

  @Mutation(() => String, {
    description:
      'Public. Mails a single-use sign-in link (valid 15 minutes) if an account uses the address and may sign in here without SSO. Always answers the same message; 5 requests per address and 20 per source address an hour (TOO_MANY_REQUESTS after).',
  })
  async requestMagicLink(@Args('email') email: string, @Context() ctx: GqlContext): Promise<string> {
    const workspace = await this.passwordSessions.sessionHost(ctx);
    await this.links.request(email, ctx.req.ip, workspace);
    return MAGIC_LINK_REQUESTED_MESSAGE;
  }

  @Mutation(() => AuthPayload, {
    description:
      'Public. Signs in with a mailed magic link (once; UNAUTHENTICATED when used, unknown or expired). FORBIDDEN on a workspace host the account is no member of, and on one that requires SSO except for its break-glass managers.',
  })
  async signInWithMagicLink(@Args('token') token: string, @Context() ctx: GqlContext): Promise<AuthPayload> {
    const workspace = await this.passwordSessions.sessionHost(ctx);
    if (token.length > MAX_TOKEN_LENGTH)
      throw AppError.badInput(`The link's token is at most ${MAX_TOKEN_LENGTH} characters.`, {
        field: 'token',
      });
    const account = await this.links.redeem(token);
    // On a workspace address, only its members may sign in there (as at logIn).
    if (workspace && !(await this.memberships.roleOf(workspace, account.id)))
      throw AppError.forbidden(`You are not a member of ${workspace.name}. Ask a manager for an invite.`);
    // Not single sign-on: a workspace that requires SSO refuses it (break-glass managers audited).
    return this.passwordSessions.admitAndStart(account, ctx, workspace);
  }
}
