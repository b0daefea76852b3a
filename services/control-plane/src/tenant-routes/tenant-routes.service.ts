import { Injectable } from '@nestjs/common';
import { AppError, isRegion, isUuid, subdomainProblem } from '@fieldnote/core';
import { Databases, type TenantRoute } from '@fieldnote/db';
import { TeamsRepository } from '../workspaces/teams.repository';
import { WorkspaceDirectory } from '../workspaces/workspace-directory.service';

export interface UpsertRouteInput {
  teamId: string;
  subdomain: string;
  region: string;
}

/**
 * Spec 001 §7 tenant routing: upsert and delete the subdomain -> team + region mapping. Upserting a
 * new subdomain for a team makes it the team's subdomain; old routes keep redirecting until deleted.
 */
@Injectable()
export class TenantRoutesService {
  constructor(
    private readonly databases: Databases,
    private readonly directory: WorkspaceDirectory,
    private readonly teams: TeamsRepository,
  ) {}

  async upsert(input: UpsertRouteInput): Promise<TenantRoute> {
    if (!isUuid(input.teamId)) throw AppError.badInput('teamId must be a UUID.');
    if (!isRegion(input.region)) throw AppError.badInput(`Unknown region "${input.region}".`);
    const subdomain = input.subdomain.trim().toLowerCase();
    const problem = subdomainProblem(subdomain);
    if (problem) throw AppError.badInput(problem);
    const route = await this.databases
      .control()
      .em.fork()
      .transactional(async (em) => {
        const team = await this.teams.teamById(input.teamId, em);
        if (!team) throw AppError.notFound('Workspace');
        // A route only names where the data already is: a workspace's region changes by moving its data, not its route.
        if (team.region !== input.region) {
          throw AppError.badInput(
            `This workspace's data lives in ${team.region}; its routes must point to ${team.region}.`,
          );
        }
        const existing = await this.teams.routeBySubdomain(subdomain, em);
        // Another team may still own the subdomain after its routes were deleted (teams.subdomain is unique).
        const owner = await this.teams.otherTeamWithSubdomain(em, subdomain, team.id);
        if ((existing && existing.teamId !== team.id) || owner) {
          throw AppError.badInput(`The subdomain "${subdomain}" is already taken. Please choose another.`);
        }
        const route =
          existing ?? this.teams.addRoute(em, { subdomain, teamId: team.id, region: input.region });
        route.region = input.region;
        team.subdomain = subdomain;
        return route;
      });
    // After the commit, and every entry: the team's other (old) hosts cache its previous subdomain too.
    this.directory.invalidate();
    return route;
  }

  /** Deletes one route of the team, or all of them when no subdomain is given. Returns how many went. */
  async delete(teamId: string, subdomain?: string): Promise<number> {
    if (!isUuid(teamId)) throw AppError.badInput('teamId must be a UUID.');
    const where = subdomain ? { teamId, subdomain: subdomain.trim().toLowerCase() } : { teamId };
    // No route has a malformed subdomain; checking first also keeps junk (a NUL) away from PostgreSQL.
    const problem = where.subdomain !== undefined ? subdomainProblem(where.subdomain) : null;
    if (problem) throw AppError.badInput(problem);
    const deleted = await this.teams.deleteRoutes(where);
    if (deleted === 0) throw AppError.notFound('Tenant route');
    this.directory.invalidate();
    return deleted;
  }

  /** Spec 001 §3 latest-subdomain response. */
  async latestSubdomain(teamId: string): Promise<{ teamId: string; subdomain: string }> {
    if (!isUuid(teamId)) throw AppError.badInput('teamId must be a UUID.');
    const team = await this.teams.teamById(teamId);
    if (!team) throw AppError.notFound('Workspace');
    return { teamId: team.id, subdomain: team.subdomain };
  }
}
