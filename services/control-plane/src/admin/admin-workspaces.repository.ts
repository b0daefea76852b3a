import { Injectable } from '@nestjs/common';
import { type Region, Role, isUuid } from '@fieldnote/core';
import { Databases, Team, TenantRoute, qualified } from '@fieldnote/db';
import type { AdminWorkspaceSignIn } from './admin-workspace.types';

export interface HeadCount {
  memberCount: number;
  managerEmails: string[];
}

// Schema names are generated (ws_<hex>), but they are spliced into SQL, so only this form is used.
const SCHEMA_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

/**
 * The queries of the operator's workspace list: teams and their routes from the control database,
 * head counts from the workspaces' own schemas.
 */
@Injectable()
export class AdminWorkspacesRepository {
  constructor(private readonly databases: Databases) {}

  /** One page of teams, newest first, whose name or subdomain contains `search` (or whose id it is); and how many match. */
  teamsPage(page: { search: string; offset: number; limit: number }): Promise<[Team[], number]> {
    return this.databases
      .control()
      .em.fork()
      .findAndCount(Team, page.search ? searchFilter(page.search) : {}, {
        orderBy: { createdAt: 'desc', id: 'asc' },
        offset: page.offset,
        limit: page.limit,
      });
  }

  /** The team of this id, or null. */
  teamById(teamId: string): Promise<Team | null> {
    return this.databases.control().em.fork().findOne(Team, { id: teamId });
  }

  /** The routes of these teams, newest first. */
  routesOf(teamIds: string[]): Promise<TenantRoute[]> {
    return this.databases
      .control()
      .em.fork()
      .find(
        TenantRoute,
        { teamId: { $in: teamIds } },
        { orderBy: { createdDate: 'desc', subdomain: 'asc' } },
      );
  }

  /** Active members and manager e-mails per team, read from the workspace schemas that exist. */
  /** SSO and SCIM status of each workspace (control schema only; no secret is read). */
  async signInStatus(teamIds: string[]): Promise<Map<string, AdminWorkspaceSignIn>> {
    const rows = await this.databases
      .control()
      .em.getConnection()
      .execute<
        {
          team_id: string;
          issuer: string | null;
          tested_at: Date | string | null;
          sso_enforced: boolean | null;
          break_glass: number | null;
          scim_tokens: number;
          last_sync: Date | string | null;
        }[]
      >(
        `select t.id as team_id, c.issuer, c.tested_at, s.sso_enforced,
                cardinality(s.break_glass_account_ids) as break_glass,
                (select count(*)::int from control.scim_tokens k where k.team_id = t.id and k.revoked_at is null) as scim_tokens,
                (select max(k.last_used_at) from control.scim_tokens k where k.team_id = t.id and k.revoked_at is null) as last_sync
           from control.teams t
           left join control.sso_connections c on c.team_id = t.id
           left join control.workspace_security s on s.team_id = t.id
          where t.id = any(?::uuid[])`,
        [`{${teamIds.join(',')}}`],
      );
    const iso = (value: Date | string | null) => (value ? new Date(value).toISOString() : null);
    return new Map(
      rows.map((row) => [
        row.team_id,
        {
          ssoProtocol: row.issuer ? 'OIDC' : null,
          ssoIssuer: row.issuer,
          ssoTestedAt: iso(row.tested_at),
          ssoEnforced: row.sso_enforced ?? false,
          breakGlassManagers: row.break_glass ?? 0,
          scimTokens: row.scim_tokens,
          lastScimSyncAt: iso(row.last_sync),
        },
      ]),
    );
  }

  async headCounts(teams: Team[]): Promise<Map<string, HeadCount>> {
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
