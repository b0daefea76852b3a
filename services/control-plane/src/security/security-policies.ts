import { Injectable } from '@nestjs/common';
import { shortLivedCache } from '../caching/short-lived-cache';
import { OPEN_POLICY, type SessionPolicy } from './session-policy';
import { WorkspaceSecurityRepository } from './workspace-security.repository';

/** As long as a session is cached: a change made in another process reaches this one within it. */
const POLICY_CACHE_TTL_MS = 5_000;

/** The session policy of each workspace, cached briefly: every signed-in request reads one. */
@Injectable()
export class SecurityPolicies {
  private readonly cache = shortLivedCache<string, SessionPolicy>(10_000, POLICY_CACHE_TTL_MS);

  constructor(private readonly repository: WorkspaceSecurityRepository) {}

  /** The policy this process has cached, or undefined (then ask load()). */
  cached(teamId: string): SessionPolicy | undefined {
    return this.cache.get(teamId);
  }

  async load(teamId: string): Promise<SessionPolicy> {
    const cached = this.cache.get(teamId);
    if (cached) return cached;
    return (
      (await this.cache.load(teamId, async () => {
        const row = await this.repository.findByTeam(teamId);
        if (!row) return OPEN_POLICY;
        return {
          ssoEnforced: row.ssoEnforced,
          breakGlassAccountIds: new Set(row.breakGlassAccountIds),
          idleLifetime: row.idleLifetime,
          absoluteLifetime: row.absoluteLifetime,
        };
      })) ?? OPEN_POLICY
    );
  }

  /** Forgets the workspace's policy after a change here, so this process applies the new one at once. */
  invalidate(teamId: string): void {
    this.cache.delete(teamId);
  }
}
