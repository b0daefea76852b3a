import { Injectable } from '@nestjs/common';
import { type Region, isUuid } from '@fieldnote/core';
import type { Team } from '@fieldnote/db';
import { shortLivedCache } from '../caching/short-lived-cache';
import type { WorkspaceRef } from './workspace-ref';
import { TeamsRepository } from './teams.repository';

const DIRECTORY_CACHE_TTL_MS = 5_000;

/** Finds workspaces by subdomain (through the tenant routes) or id. Short-lived cache: routes rarely change. */
@Injectable()
export class WorkspaceDirectory {
  private readonly bySubdomainCache = shortLivedCache<string, WorkspaceRef>(10_000, DIRECTORY_CACHE_TTL_MS);
  private readonly byIdCache = shortLivedCache<string, WorkspaceRef>(10_000, DIRECTORY_CACHE_TTL_MS);

  constructor(private readonly teams: TeamsRepository) {}

  async bySubdomain(subdomain: string): Promise<WorkspaceRef | null> {
    const key = subdomain.toLowerCase();
    // Nothing else can be a route; junk (even a NUL, which PostgreSQL refuses) never reaches the database.
    if (!/^[a-z0-9-]{1,63}$/.test(key)) return null;
    return this.bySubdomainCache.load(key, async () => {
      const route = await this.teams.routeBySubdomain(key);
      if (!route) return null;
      const team = await this.teams.teamById(route.teamId);
      return team ? toRef(team) : null;
    });
  }

  /** The workspace of a subdomain when this process has it cached, else undefined (then ask bySubdomain()). */
  cachedBySubdomain(subdomain: string): WorkspaceRef | undefined {
    return this.bySubdomainCache.get(subdomain.toLowerCase());
  }

  async byId(teamId: string): Promise<WorkspaceRef | null> {
    if (!isUuid(teamId)) return null;
    const team = await this.teams.teamById(teamId);
    return team ? toRef(team) : null;
  }

  /**
   * byId() through the same short-lived cache as the routes (a workspace's id, schema and region never
   * change; its name may be up to 5 s old): for look-ups by id at volume, such as Stripe's webhooks.
   */
  async byIdCached(teamId: string): Promise<WorkspaceRef | null> {
    if (!isUuid(teamId)) return null;
    return this.byIdCache.load(teamId.toLowerCase(), () => this.byId(teamId));
  }

  /** Forget cached routes, after a route changes. */
  invalidate(subdomain?: string): void {
    if (subdomain) this.bySubdomainCache.delete(subdomain.toLowerCase());
    else this.bySubdomainCache.clear();
    this.byIdCache.clear();
  }
}

export function toRef(team: Team): WorkspaceRef {
  return {
    id: team.id,
    name: team.name,
    subdomain: team.subdomain,
    region: team.region as Region,
    schemaName: team.schemaName,
  };
}
