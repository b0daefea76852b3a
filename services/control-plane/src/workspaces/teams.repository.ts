import { Injectable } from '@nestjs/common';
import { Databases, Team, TenantRoute } from '@fieldnote/db';
import type { EntityManager } from '@mikro-orm/postgresql';

/** What a new route is written with. */
export type NewTenantRoute = Pick<TenantRoute, 'subdomain' | 'teamId' | 'region'>;

/**
 * The queries of workspaces (teams) and their tenant routes in the control schema. A method given
 * an `em` runs in its transaction; the others in an entity manager of their own.
 */
@Injectable()
export class TeamsRepository {
  constructor(private readonly databases: Databases) {}

  teamById(id: string, em: EntityManager = this.em()): Promise<Team | null> {
    return em.findOne(Team, { id });
  }

  /** These workspaces, by name. */
  teamsByName(ids: string[]): Promise<Team[]> {
    return this.em().find(Team, { id: { $in: ids } }, { orderBy: { name: 'asc' } });
  }

  /** These workspaces, in no particular order. */
  teamsByIds(ids: string[]): Promise<Team[]> {
    return this.em().find(Team, { id: { $in: ids } });
  }

  /** The workspaces that admit addresses of this domain: listed as allowed, or verified by DNS. */
  async teamsOpenToDomain(domain: string): Promise<Team[]> {
    const em = this.em();
    const verified = await em
      .getConnection()
      .execute<{ team_id: string }[]>(
        'select team_id from control.team_domains where domain = ? and verified_at is not null',
        [domain.toLowerCase()],
      );
    return em.find(Team, {
      $or: [
        { allowedEmailDomains: { $contains: [domain] } },
        { id: { $in: verified.map((r) => r.team_id) } },
      ],
    });
  }

  /** A workspace other than `exceptId` whose subdomain this is, or null. */
  otherTeamWithSubdomain(em: EntityManager, subdomain: string, exceptId: string): Promise<Team | null> {
    return em.findOne(Team, { subdomain, id: { $ne: exceptId } });
  }

  routeBySubdomain(subdomain: string, em: EntityManager = this.em()): Promise<TenantRoute | null> {
    return em.findOne(TenantRoute, { subdomain });
  }

  /** Whether a route or a workspace has this subdomain. */
  async isSubdomainTaken(subdomain: string): Promise<boolean> {
    const em = this.em();
    return (await em.count(TenantRoute, { subdomain })) > 0 || (await em.count(Team, { subdomain })) > 0;
  }

  /** A new route, made now, written when `em`'s transaction commits. */
  addRoute(em: EntityManager, route: NewTenantRoute): TenantRoute {
    return em.create(TenantRoute, { ...route, createdDate: new Date() });
  }

  /**
   * Writes a new workspace, then its first route (plain-id entities: the team goes first, as the
   * route references it); a subdomain taken meanwhile fails with the unique index's error (23505).
   */
  async insertTeamAndRoute(em: EntityManager, team: Team, route: NewTenantRoute): Promise<void> {
    await em.persist(team).flush();
    await em.persist(this.addRoute(em, route)).flush();
  }

  /** Deletes the routes that match (a subdomain of the team, or all of them): how many went. */
  deleteRoutes(where: { teamId: string; subdomain?: string }): Promise<number> {
    return this.em().nativeDelete(TenantRoute, where);
  }

  private em() {
    return this.databases.control().em.fork();
  }
}
