import { Injectable } from '@nestjs/common';
import { AppError, type Region, Role, isUuid } from '@fieldnote/core';
import { Databases, Team, TenantRoute, qualified } from '@fieldnote/db';
import { AccountsService } from '../identity/accounts.service';
import { WorkspaceCreationService } from '../workspaces/workspace-creation.service';
import type { AdminCreateWorkspaceInput } from './admin-create-workspace.util';
import type { AdminWorkspace, AdminWorkspacePage } from './admin-workspace.types';
import type { AdminWorkspacesQuery } from './admin-workspaces-query.util';

interface HeadCount {
  memberCount: number;
  managerEmails: string[];
}

// Schema names are generated (ws_<hex>), but they are spliced into SQL, so only this form is used.
const SCHEMA_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

/**
 * The operator's view of every workspace: control rows (team, routes) joined with head counts read
 * from each workspace's own schema, one query per region database per page.
 */
@Injectable()
export class AdminWorkspacesService {
  constructor(
    private readonly databases: Databases,
    private readonly accounts: AccountsService,
    private readonly creation: WorkspaceCreationService,
  ) {}

  async list(query: AdminWorkspacesQuery): Promise<AdminWorkspacePage> {
    const em = this.databases.control().em.fork();
    const where = query.search ? searchFilter(query.search) : {};
    const [teams, total] = await em.findAndCount(Team, where, {
      orderBy: { createdAt: 'desc', id: 'asc' },
      offset: query.offset,
      limit: query.limit,
    });
    return { items: await this.describe(teams), total, offset: query.offset, limit: query.limit };
  }

  async get(teamId: string): Promise<AdminWorkspace> {
    if (!isUuid(teamId)) throw AppError.badInput('teamId must be a UUID.', { field: 'teamId' });
    const team = await this.databases.control().em.fork().findOne(Team, { id: teamId });
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
    const routes = await this.databases
      .control()
      .em.fork()
      .find(
        TenantRoute,
        { teamId: { $in: teams.map((t) => t.id) } },
        { orderBy: { createdDate: 'desc', subdomain: 'asc' } },
      );
    const counts = await this.headCounts(teams);
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
      };
    });
  }

  /** Active members and manager e-mails per team, read from the workspace schemas that exist. */
  private async headCounts(teams: Team[]): Promise<Map<string, HeadCount>> {
    const out = new Map<string, HeadCount>();
    const byRegion = new Map<string, Team[]>();
    for (const team of teams) {
      if (SCHEMA_NAME.test(team.schemaName))
        byRegion.set(team.region, [...(byRegion.get(team.region) ?? []), team]);
    }
    await Promise.all(
      [...byRegion].map(async ([region, regionTeams]) => {
        const connection = this.databases.region(region as Region).em.getConnection();
        const names = regionTeams.map((t) => t.schemaName);
        const existing = await connection.execute<{ nspname: string }[]>(
          `select nspname from pg_namespace where nspname in (${names.map(() => '?').join(', ')})`,
          names,
        );
        const present = new Set(existing.map((row) => row.nspname));
        const readable = regionTeams.filter((t) => present.has(t.schemaName));
        if (readable.length === 0) return;
        const sql = readable
          .map(
            (t) => `select ?::uuid as team_id, count(*)::int as member_count,
              coalesce(array_agg(email order by email) filter (where role = ?), '{}') as manager_emails
              from ${qualified(t.schemaName, 'members')} where deactivated_at is null`,
          )
          .join('\nunion all\n');
        const rows = await connection.execute<
          { team_id: string; member_count: number; manager_emails: string[] }[]
        >(
          sql,
          readable.flatMap((t) => [t.id, Role.MANAGER]),
        );
        for (const row of rows)
          out.set(row.team_id, { memberCount: Number(row.member_count), managerEmails: row.manager_emails });
      }),
    );
    return out;
  }
}

/** Name or subdomain containing the text (case-insensitive), or the exact id. */
function searchFilter(search: string) {
  const pattern = `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const or: object[] = [{ name: { $ilike: pattern } }, { subdomain: { $ilike: pattern } }];
  if (isUuid(search)) or.push({ id: search.toLowerCase() });
  return { $or: or };
}
