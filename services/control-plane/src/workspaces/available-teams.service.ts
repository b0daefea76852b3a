import { Injectable } from '@nestjs/common';
import { AppError, Role, emailDomain } from '@fieldnote/core';
import { Account, Databases, Team } from '@fieldnote/db';
import { InvitesService } from '../invites/invites.service';
import { MembershipsService } from './memberships.service';
import { toRef } from './workspace-directory.service';
import type { WorkspaceRef } from './workspace-ref';

export type AvailableTeamType = 'DOMAIN' | 'INVITE';

/** Spec 001 §3: a team an e-mail may join, by its domain or by an invite. */
export interface AvailableTeam {
  type: AvailableTeamType;
  workspace: WorkspaceRef;
  inviteId?: string;
  invitedBy?: string;
}

/** Spec 001 §3 account lookup. Provider is always `email` until single sign-on arrives. */
export interface AccountLookup {
  email: string;
  name: string | null;
  provider: string;
  currentTeams: WorkspaceRef[];
  availableTeams: AvailableTeam[];
}

/** "Find my workspace": the workspaces an address belongs to and those it may join. */
@Injectable()
export class AvailableTeamsService {
  constructor(
    private readonly databases: Databases,
    private readonly memberships: MembershipsService,
    private readonly invites: InvitesService,
  ) {}

  async lookup(email: string): Promise<AccountLookup> {
    const em = this.databases.control().em.fork();
    const account = await em.findOne(Account, { email });
    const currentIds = account ? await this.memberships.teamIdsOf(account.id) : [];
    const currentTeams = currentIds.length
      ? (await em.find(Team, { id: { $in: currentIds } }, { orderBy: { name: 'asc' } })).map(toRef)
      : [];
    const current = new Set(currentIds);

    const availableTeams: AvailableTeam[] = [];
    const invites = await this.invites.pendingFor(email);
    const invitedTeams = invites.length
      ? await em.find(Team, { id: { $in: invites.map((i) => i.teamId) } })
      : [];
    for (const invite of invites) {
      const team = invitedTeams.find((t) => t.id === invite.teamId);
      if (!team || current.has(team.id)) continue;
      const inviter = await em.findOne(Account, { id: invite.invitedBy });
      availableTeams.push({
        type: 'INVITE',
        workspace: toRef(team),
        inviteId: invite.id,
        invitedBy: inviter?.name ?? 'Deleted user',
      });
      current.add(team.id);
    }
    const domainTeams = await em.find(Team, { allowedEmailDomains: { $contains: [emailDomain(email)] } });
    for (const team of domainTeams)
      if (!current.has(team.id)) availableTeams.push({ type: 'DOMAIN', workspace: toRef(team) });

    return { email, name: account?.name ?? null, provider: 'email', currentTeams, availableTeams };
  }

  /** Joins a workspace that admits the account's e-mail domain (kind DOMAIN), as a viewer. */
  async joinByDomain(account: Account, teamId: string): Promise<WorkspaceRef> {
    const { availableTeams } = await this.lookup(account.email);
    const match = availableTeams.find((t) => t.type === 'DOMAIN' && t.workspace.id === teamId);
    if (!match)
      throw AppError.forbidden(
        'This workspace does not admit your e-mail domain. Ask a manager for an invite.',
      );
    await this.memberships.add(match.workspace, account, Role.VIEWER);
    return match.workspace;
  }
}
