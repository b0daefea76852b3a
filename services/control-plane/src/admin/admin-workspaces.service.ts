import { Injectable } from '@nestjs/common';
import { AppError, isUuid } from '@fieldnote/core';
import type { Team } from '@fieldnote/db';
import { AccountsService } from '../identity/accounts.service';
import { WorkspaceCreationService } from '../workspaces/workspace-creation.service';
import type { AdminCreateWorkspaceInput } from './admin-create-workspace.util';
import type { AdminWorkspace, AdminWorkspacePage, AdminWorkspaceSignIn } from './admin-workspace.types';

const NO_SIGN_IN: AdminWorkspaceSignIn = {
  ssoProtocol: null,
  ssoIssuer: null,
  ssoTestedAt: null,
  ssoEnforced: false,
  breakGlassManagers: 0,
  scimTokens: 0,
  lastScimSyncAt: null,
};
import type { AdminWorkspacesQuery } from './admin-workspaces-query.util';
import { AdminWorkspacesRepository } from './admin-workspaces.repository';

/**
 * The operator's view of every workspace: control rows (team, routes) joined with head counts read
 * from each workspace's own schema, one query per region database per page.
 */
@Injectable()
export class AdminWorkspacesService {
  constructor(
    private readonly accounts: AccountsService,
    private readonly creation: WorkspaceCreationService,
    private readonly workspaces: AdminWorkspacesRepository,
  ) {}

  async list(query: AdminWorkspacesQuery): Promise<AdminWorkspacePage> {
    const [teams, total] = await this.workspaces.teamsPage(query);
    return { items: await this.describe(teams), total, offset: query.offset, limit: query.limit };
  }

  async get(teamId: string): Promise<AdminWorkspace> {
    if (!isUuid(teamId)) throw AppError.badInput('teamId must be a UUID.', { field: 'teamId' });
    const team = await this.workspaces.teamById(teamId);
    if (!team) throw AppError.notFound('Workspace');
    const [workspace] = await this.describe([team]);
    return workspace;
  }

  /** Creates a workspace owned by an account that already exists; the owner becomes its first manager. */
  async create(input: AdminCreateWorkspaceInput): Promise<AdminWorkspace> {
    const owner = await this.accounts.findByEmail(input.ownerEmail);
    if (!owner)
      throw AppError.badInput(`No account uses ${input.ownerEmail}. Ask the owner to sign up first.`, {
        field: 'ownerEmail',
      });
    const ref = await this.creation.create({
      accountId: owner.id,
      name: input.name,
      subdomain: input.subdomain,
      region: input.region,
    });
    return this.get(ref.id);
  }

  private async describe(teams: Team[]): Promise<AdminWorkspace[]> {
    if (teams.length === 0) return [];
    const routes = await this.workspaces.routesOf(teams.map((t) => t.id));
    const counts = await this.workspaces.headCounts(teams);
    const signIns = await this.workspaces.signInStatus(teams.map((t) => t.id));
    return teams.map((team) => {
      const count = counts.get(team.id);
      return {
        id: team.id,
        name: team.name,
        subdomain: team.subdomain,
        region: team.region,
        createdAt: team.createdAt.toISOString(),
        routes: routes
          .filter((route) => route.teamId === team.id)
          .map((route) => ({
            subdomain: route.subdomain,
            region: route.region,
            createdDate: route.createdDate.toISOString(),
          })),
        memberCount: count ? count.memberCount : null,
        managerEmails: count ? count.managerEmails : [],
        signIn: signIns.get(team.id) ?? NO_SIGN_IN,
      };
    });
  }
}
