import { Args, Context, ID, Int, Mutation, Query, Resolver } from '@nestjs/graphql';
import { AppError, parsePathId } from '@fieldnote/core';
import { SessionsService } from '@fieldnote/control-plane';
import type { GqlContext } from '../context/gql-context';
import { RequestAuthService } from '../context/request-auth.service';
import { WorkspaceAccess } from '../context/workspace-access.service';
import { SessionModel } from './dto/session.model';

/**
 * The signed-in account's own browser sessions (/settings/user/account): see where you are signed
 * in and sign out elsewhere. Session only: an API token cannot read or end sessions.
 */
@Resolver()
export class SessionsResolver {
  constructor(
    private readonly access: WorkspaceAccess,
    private readonly auth: RequestAuthService,
    private readonly sessions: SessionsService,
  ) {}

  @Query(() => [SessionModel], {
    description: 'Your active browser sessions, most recently used first (at most 100).',
  })
  async mySessions(@Context() ctx: GqlContext): Promise<SessionModel[]> {
    const accountId = await this.access.requireAccount(ctx.req);
    const { sessionSecret } = await this.auth.of(ctx.req);
    return (await this.sessions.listBrowserSessions(accountId, sessionSecret)).map(SessionModel.from);
  }

  @Mutation(() => Boolean, {
    description:
      'Ends one of your sessions (signs that browser out). NOT_FOUND when it is not yours or ended.',
  })
  async endSession(@Args('id', { type: () => ID }) id: string, @Context() ctx: GqlContext): Promise<boolean> {
    const accountId = await this.access.requireAccount(ctx.req);
    if (!(await this.sessions.revokeById(accountId, parsePathId(id)))) throw AppError.notFound('Session');
    return true;
  }

  @Mutation(() => Int, {
    description: 'Ends every session of yours except this one. Returns how many ended.',
  })
  async endOtherSessions(@Context() ctx: GqlContext): Promise<number> {
    const accountId = await this.access.requireAccount(ctx.req);
    const { sessionSecret } = await this.auth.of(ctx.req);
    return this.sessions.revokeOthers(accountId, sessionSecret);
  }
}
