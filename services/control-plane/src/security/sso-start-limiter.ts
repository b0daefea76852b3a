import { Inject, Injectable } from '@nestjs/common';
import type { Config } from '@fieldnote/core';
import { CONFIG, Databases } from '@fieldnote/db';
import { RateLimiter } from '../identity/rate-limiter';

const MINUTE_MS = 60_000;

/**
 * Limits GET /api/sso/oidc/start and /api/sso/saml/start per source address (SSO_START_LIMIT_PER_MINUTE) with the sign-in rate limiter (counted in the
 * control database, shared by every replica): each start stores a pending state, which a flood
 * would otherwise fill the table with.
 */
@Injectable()
export class SsoStartLimiter {
  private readonly perClient: RateLimiter;

  constructor(databases: Databases, @Inject(CONFIG) config: Config) {
    this.perClient = new RateLimiter(
      databases,
      'sso-start-client',
      config.SSO_START_LIMIT_PER_MINUTE,
      MINUTE_MS,
    );
  }

  /** Counts one start from `client`: false (nothing counted) once the minute's allowance is used up. */
  async take(client: string): Promise<boolean> {
    if (await this.perClient.isBlocked(client)) return false;
    await this.perClient.record(client);
    return true;
  }
}
