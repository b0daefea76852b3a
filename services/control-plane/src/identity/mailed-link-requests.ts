import type { Config, Logger } from '@fieldnote/core';
import { MAX_LENGTH, AppError, normalizeEmail, rootUrl, workspaceUrl } from '@fieldnote/core';
import type { Databases } from '@fieldnote/db';
import type { WorkspaceRef } from '../workspaces/workspace-ref';
import { RateLimiter } from './rate-limiter';

const HOUR_MS = 60 * 60 * 1000;

/** What tells one kind of mailed link's requests from another's. */
export interface MailedLinkRequestRules {
  /** Names the limits: `<bucket>-address` and `<bucket>-client` (e.g. `magic-link`). */
  bucket: string;
  /** Requests for one address per hour, whether or not an account uses it. */
  maxPerAddressPerHour: number;
  /** Requests from one source address (IP) per hour, whatever e-mail addresses they name. */
  maxPerClientPerHour: number;
  /** The TOO_MANY_REQUESTS message once either limit is reached. */
  tooManyMessage: string;
  /** What the log says when a mail could not be sent. */
  failureLog: string;
}

/**
 * The request half of every "we mailed you a link" flow (password reset, magic-link sign-in):
 * rate limits per address and per source address, counted in the control database so replicas
 * agree, then the lookup, link and mail run after the answer, so that neither the answer nor its
 * timing tells addresses apart. Deliveries still running are awaited on shutdown (`settle`).
 */
export class MailedLinkRequests {
  private readonly perAddress: RateLimiter;
  private readonly perClient: RateLimiter;
  /** Deliveries still running after their request was answered. */
  private readonly pending = new Set<Promise<void>>();

  constructor(
    databases: Databases,
    private readonly logger: Logger,
    private readonly rules: MailedLinkRequestRules,
  ) {
    this.perAddress = new RateLimiter(
      databases,
      `${rules.bucket}-address`,
      rules.maxPerAddressPerHour,
      HOUR_MS,
    );
    this.perClient = new RateLimiter(databases, `${rules.bucket}-client`, rules.maxPerClientPerHour, HOUR_MS);
  }

  /**
   * Takes a request for `rawEmail` from `client`: refuses it past either limit, else counts it and
   * starts `deliver` with the normalised address in the background (its failure is logged, never
   * answered).
   */
  async take(rawEmail: string, client: string, deliver: (email: string) => Promise<void>): Promise<void> {
    const email = normalizeEmail(rawEmail, MAX_LENGTH.teamUserEmail);
    if ((await this.perAddress.isBlocked(email)) || (await this.perClient.isBlocked(client)))
      throw AppError.tooManyRequests(this.rules.tooManyMessage);
    await this.perAddress.record(email);
    await this.perClient.record(client);
    const delivery = deliver(email).catch((err: unknown) =>
      this.logger.error({ err }, this.rules.failureLog),
    );
    this.pending.add(delivery);
    void delivery.finally(() => this.pending.delete(delivery));
  }

  /** Waits for the mails still being sent, so none is cut off half way. */
  async settle(): Promise<void> {
    await Promise.all([...this.pending]);
  }
}

/** The link a mail carries: `path` on the workspace's host, or on the root app's when null, with the token. */
export function mailedLinkUrl(
  config: Config,
  workspace: WorkspaceRef | null,
  path: string,
  token: string,
): string {
  const link = new URL(workspace ? workspaceUrl(config, workspace.subdomain, path) : rootUrl(config));
  if (!workspace) link.pathname = path;
  link.searchParams.set('token', token);
  return link.toString();
}
