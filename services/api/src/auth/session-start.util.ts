import type { Config } from '@fieldnote/core';
import type {
  MembershipsService,
  SessionsService,
  WorkspaceDirectory,
  WorkspaceRef,
} from '@fieldnote/control-plane';
import type { Account } from '@fieldnote/db';
import type { GqlContext } from '../context/gql-context';
import { setSessionCookie } from '../context/session-cookie';
import { WorkspaceModel } from '../workspaces/dto/workspace.model';
import { AccountModel } from './dto/account.model';
import { AuthPayload } from './dto/viewer.model';
import { sessionOrigin } from './session-origin.util';

/** What starting a session needs; the resolvers that sign people in hold these already. */
export interface SessionStartDeps {
  sessions: SessionsService;
  memberships: MembershipsService;
  directory: WorkspaceDirectory;
  config: Config;
}

/**
 * Signs the account in on the caller's host (a session cookie) and answers with the account and its
 * workspaces: the one ending of sign-up, sign-in, password reset and the mailed unlock link, all of
 * which are password sign-ins. `hostTeamId` is the workspace of the host (null: the root app): its
 * lifetimes and SSO rule apply to the session.
 */
export async function startSession(
  deps: SessionStartDeps,
  account: Account,
  ctx: GqlContext,
  hostTeamId: string | null,
): Promise<AuthPayload> {
  const { secret, expiresAt } = await deps.sessions.create(account.id, sessionOrigin(ctx.req), {
    teamId: hostTeamId,
    signInMethod: 'password',
  });
  setSessionCookie(ctx.reply, deps.config, secret, expiresAt);
  const teamIds = await deps.memberships.teamIdsOf(account.id);
  const workspaces = (await Promise.all(teamIds.map((id) => deps.directory.byId(id)))).filter(
    (w): w is WorkspaceRef => w !== null,
  );
  return Object.assign(new AuthPayload(), {
    account: AccountModel.from(account),
    workspaces: workspaces.map((w) => WorkspaceModel.from(w, deps.config)),
  });
}
