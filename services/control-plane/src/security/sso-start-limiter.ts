import { Injectable } from '@nestjs/common';
import { SSO_START_MAX_PER_CLIENT_PER_MINUTE } from '@fieldnote/core';
import { Databases } from '@fieldnote/db';
import { RateLimiter } from '../identity/rate-limiter';

const MINUTE_MS = 60_000;

/**
 * Limits GET /api/sso/oidc/start per source address with the sign-in rate limiter (counted in the
 * control database, shared by every replica): each start stores a pending state, which a flood
 * would otherwise fill the table with.
 */
@Injectable()
export class SsoStartLimiter {
  private readonly perClient: RateLimiter;

  constructor(databases: Databases) {
    this.perClient = new RateLimiter(
      databases,
      'sso-start-client',
      SSO_START_MAX_PER_CLIENT_PER_MINUTE,
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
