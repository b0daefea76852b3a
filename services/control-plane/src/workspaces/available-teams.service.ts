import { Inject, Injectable } from '@nestjs/common';
import {
  AppError,
  type Config,
  type Mailer,
  NotificationKind,
  Role,
  emailDomain,
  normalizeEmail,
} from '@fieldnote/core';
import { type Account, CONFIG, Databases, MAILER } from '@fieldnote/db';
import { AccountsRepository } from '../identity/accounts.repository';
import { type RateLimiter, workspaceListMailLimiter } from '../identity/rate-limiter';
import { InvitesService, emailNotConfirmedError } from '../invites/invites.service';
import { MembershipsService } from './memberships.service';
import { toRef } from './workspace-directory.service';
import type { WorkspaceRef } from './workspace-ref';
import { workspaceUrl } from './workspace-url';
import { TeamsRepository } from './teams.repository';

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
    databases: Databases,
    private readonly memberships: MembershipsService,
    private readonly invites: InvitesService,
    private readonly accounts: AccountsRepository,
    private readonly teams: TeamsRepository,
    @Inject(MAILER) private readonly mailer: Mailer,
    @Inject(CONFIG) private readonly config: Config,
  ) {
    this.mailLimiter = workspaceListMailLimiter(databases);
  }

  private readonly mailLimiter: RateLimiter;

  /**
   * "Find my workspace": e-mails the address the workspaces it belongs to or may join. The answer
   * is the same whether or not the address is known, so it reveals nothing to the caller.
   */
  async sendWorkspaceList(rawEmail: string): Promise<void> {
    const email = normalizeEmail(rawEmail);
    if (await this.mailLimiter.isBlocked(email)) {
      throw AppError.tooManyRequests(
        'We already sent this address its workspaces several times. Please try again in an hour.',
      );
    }
    await this.mailLimiter.record(email);
    const lookup = await this.lookup(email);
    const lines = [
      ...lookup.currentTeams.map((t) => `${t.name}: ${workspaceUrl(this.config, t.subdomain)}`),
      ...lookup.availableTeams.map((t) => {
        const why = t.type === 'INVITE' ? `invited by ${t.invitedBy}` : 'open to your domain';
        return `${t.workspace.name} (${why}): ${workspaceUrl(this.config, t.workspace.subdomain)}`;
      }),
    ];
    // Mailed to the address itself, so its owner alone reads the invitations it lists.
    await this.mailer.send({
      to: email,
      kind: NotificationKind.WORKSPACE_LIST,
      subject: 'Your Fieldnote workspaces',
      text: lines.length ? lines.join('\n') : 'No Fieldnote workspace uses this e-mail address yet.',
    });
  }

  async lookup(email: string): Promise<AccountLookup> {
    const account = await this.accounts.byEmail(email);
    const currentIds = account ? await this.memberships.teamIdsOf(account.id) : [];
    const currentTeams = currentIds.length ? (await this.teams.teamsByName(currentIds)).map(toRef) : [];
    const current = new Set(currentIds);

    const availableTeams: AvailableTeam[] = [];
    const invites = await this.invites.pendingFor(email);
    const invitedTeams = invites.length ? await this.teams.teamsByIds(invites.map((i) => i.teamId)) : [];
    for (const invite of invites) {
      const team = invitedTeams.find((t) => t.id === invite.teamId);
      if (!team || current.has(team.id)) continue;
      const inviter = await this.accounts.byId(invite.invitedBy);
      availableTeams.push({
        type: 'INVITE',
        workspace: toRef(team),
        inviteId: invite.id,
        invitedBy: inviter?.name ?? 'Deleted user',
      });
      current.add(team.id);
    }
    const domainTeams = await this.teams.teamsOpenToDomain(emailDomain(email));
    for (const team of domainTeams)
      if (!current.has(team.id)) availableTeams.push({ type: 'DOMAIN', workspace: toRef(team) });

    return { email, name: account?.name ?? null, provider: 'email', currentTeams, availableTeams };
  }

  /**
   * The signed-in account's lookup. Invitations and workspaces open to the address are listed only
   * once the account has confirmed it owns the address: signing up with somebody else's address
   * must not show their invitations.
   */
  async lookupFor(account: Account): Promise<AccountLookup> {
    const lookup = await this.lookup(account.email);
    return account.emailConfirmedAt ? lookup : { ...lookup, availableTeams: [] };
  }

  /**
   * Joins an available workspace: by a pending invite to the account's confirmed address (with the
   * invited role) or by the address's domain (as a viewer). FORBIDDEN before the address is confirmed.
   */
  async join(account: Account, teamId: string): Promise<WorkspaceRef> {
    if (!account.emailConfirmedAt) throw emailNotConfirmedError(account.email);
    const { availableTeams } = await this.lookup(account.email);
    const match = availableTeams.find((t) => t.workspace.id === teamId);
    if (!match)
      throw AppError.forbidden(
        'This workspace does not admit your e-mail domain. Ask a manager for an invite.',
      );
    if (match.type === 'INVITE') await this.invites.acceptPending(account, match.workspace);
    else await this.memberships.add(match.workspace, account, Role.VIEWER);
    return match.workspace;
  }
}
