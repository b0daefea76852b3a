import type { Region } from '@fieldnote/core';
import type { Databases } from '../connection/databases';
import { workspaceSchemaName } from '../connection/schema-name';

export interface WorkspaceRegistration {
  teamId: string;
  name: string;
  subdomain: string;
  region: Region;
  plan: string;
}

/** Why a registration cannot be applied; the operator reports it on the resource, it is not retried blindly. */
export class RegistrationConflict extends Error {
  constructor(
    readonly reason: 'SubdomainTaken' | 'RegionMismatch',
    message: string,
  ) {
    super(message);
    this.name = 'RegistrationConflict';
  }
}

/**
 * The control plane's record of a workspace declared elsewhere (the operator's Workspace resource):
 * its team row and its route. Idempotent; a renamed subdomain adds a route and leaves the old one
 * redirecting, as the tenant-routes call does (spec 001 §7).
 */
export class WorkspaceRegistry {
  constructor(private readonly databases: Databases) {}

  async register(reg: WorkspaceRegistration): Promise<void> {
    await this.databases
      .control()
      .em.fork()
      .transactional(async (em) => {
        const sql = em.getConnection();
        const [team] = await sql.execute<{ region: string }[]>(
          'select region from control.teams where id = ? for update',
          [reg.teamId],
        );
        if (team && team.region !== reg.region) {
          throw new RegistrationConflict(
            'RegionMismatch',
            `This workspace's data lives in ${team.region}; it cannot move to ${reg.region} by editing the resource.`,
          );
        }
        const [holder] = await sql.execute<{ id: string }[]>(
          `select t.id from control.teams t where t.subdomain = ? and t.id <> ?
           union select r.team_id from control.tenant_routes r where r.subdomain = ? and r.team_id <> ?`,
          [reg.subdomain, reg.teamId, reg.subdomain, reg.teamId],
        );
        if (holder) {
          throw new RegistrationConflict(
            'SubdomainTaken',
            `The subdomain "${reg.subdomain}" is already taken. Please choose another.`,
          );
        }
        await sql.execute(
          `insert into control.teams (id, name, subdomain, region, schema_name, plan) values (?, ?, ?, ?, ?, ?)
           on conflict (id) do update set name = excluded.name, subdomain = excluded.subdomain, plan = excluded.plan`,
          [reg.teamId, reg.name, reg.subdomain, reg.region, workspaceSchemaName(reg.teamId), reg.plan],
        );
        await this.insertRoute(sql, reg);
      });
  }

  /** Takes the workspace off the network (suspend): its routes go, its team row and data stay. */
  async unroute(teamId: string): Promise<void> {
    await this.databases
      .control()
      .em.getConnection()
      .execute('delete from control.tenant_routes where team_id = ?', [teamId]);
  }

  /** Forgets the workspace: team, routes, memberships, invites and tokens (cascade). Data schemas are the provisioner's. */
  async unregister(teamId: string): Promise<void> {
    await this.databases
      .control()
      .em.getConnection()
      .execute('delete from control.teams where id = ?', [teamId]);
  }

  /** The account that owns `email`, to seed as the first manager; null when nobody has signed up with it yet. */
  async findAccount(email: string): Promise<{ id: string; name: string; email: string } | null> {
    const [account] = await this.databases
      .control()
      .em.getConnection()
      .execute<{ id: string; name: string; email: string }[]>(
        'select id, name, email from control.accounts where lower(email) = lower(?)',
        [email],
      );
    return account ?? null;
  }

  /** Makes the account a member of the team in the control plane (the workspace's own member row is the provisioner's). */
  async addMembership(accountId: string, teamId: string): Promise<void> {
    await this.databases
      .control()
      .em.getConnection()
      .execute('insert into control.memberships (account_id, team_id) values (?, ?) on conflict do nothing', [
        accountId,
        teamId,
      ]);
  }

  private async insertRoute(
    sql: { execute: (q: string, p: unknown[]) => Promise<unknown> },
    reg: WorkspaceRegistration,
  ): Promise<void> {
    await sql.execute(
      `insert into control.tenant_routes (subdomain, team_id, region) values (?, ?, ?)
       on conflict (subdomain) do nothing`,
      [reg.subdomain, reg.teamId, reg.region],
    );
  }
}
