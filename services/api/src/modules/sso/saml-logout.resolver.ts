import { Inject } from '@nestjs/common';
import { Context, Mutation, Resolver } from '@nestjs/graphql';
import type { Config } from '@fieldnote/core';
import { SamlLogoutService, SessionsService } from '@fieldnote/control-plane';
import { CONFIG } from '@fieldnote/db';
import type { GqlContext } from '../../context/gql-context';
import { RequestAuthService } from '../../context/request-auth.service';
import { clearSessionCookie } from '../../context/session-cookie';
import { apiTokenOutOfScope } from '../../context/workspace-access.service';

/** Signing out with SAML Single Logout (SP-initiated): any signed-in person, their own session. */
@Resolver()
export class SamlLogoutResolver {
  constructor(
    private readonly auth: RequestAuthService,
    private readonly sessions: SessionsService,
    private readonly logouts: SamlLogoutService,
    @Inject(CONFIG) private readonly config: Config,
  ) {}

  @Mutation(() => String, {
    nullable: true,
    description:
      "Any role, session only. Signs out as logOut does; when the session was started by the workspace's SAML identity provider and its connection has a Single Logout URL, answers the URL of a signed LogoutRequest (naming the session's SAML SessionIndex) to send the browser to: the IdP's, or with the HTTP-POST binding a page that posts it there (the IdP then ends its own session and returns to /api/sso/saml/slo), else null.",
  })
  async singleLogout(@Context() ctx: GqlContext): Promise<string | null> {
    const { workspace, sessionSecret, apiTokenId } = await this.auth.of(ctx.req);
    if (apiTokenId) throw apiTokenOutOfScope();
    const session = sessionSecret ? await this.sessions.resolve(sessionSecret) : null;
    const viaSaml =
      workspace && session && session.signInMethod === 'sso' && session.teamId === workspace.id
        ? await this.logouts.logoutUrl(
            workspace,
            session.accountId,
            sessionSecret ? await this.sessions.samlSessionIndexOf(sessionSecret) : null,
          )
        : null;
    if (sessionSecret) await this.sessions.revoke(sessionSecret);
    clearSessionCookie(ctx.reply, this.config);
    return viaSaml;
  }
}
