import '@fastify/cookie';
import { Inject, Injectable } from '@nestjs/common';
import { AppError, type Config } from '@fieldnote/core';
import {
  ApiTokensService,
  SessionsService,
  WorkspaceDirectory,
  type WorkspaceRef,
  bearerToken,
} from '@fieldnote/control-plane';
import { CONFIG } from '@fieldnote/db';
import type { FastifyRequest } from 'fastify';
import { hostSubdomain } from './host-subdomain';
import { SESSION_COOKIE } from './session-cookie';

/** Who is calling and for which workspace, worked out once per request. */
export interface RequestAuth {
  accountId: string | null;
  /** The workspace named by the Host subdomain or, for API clients, by their token. */
  workspace: WorkspaceRef | null;
  /** The session secret, for logging out. */
  sessionSecret: string | null;
  /** Set when the caller used an API token. */
  apiTokenId: string | null;
}

/**
 * What the caller is read from: an HTTP request, or the upgrade request of the collaboration socket
 * (its headers and parsed cookies), so both are authenticated the same way.
 */
export type AuthRequest = Pick<FastifyRequest, 'headers' | 'cookies'>;

const AUTH_KEY = Symbol('fieldnote.auth');
type RequestWithAuth = AuthRequest & { [AUTH_KEY]?: RequestAuth | Promise<RequestAuth> };

/** Resolves the caller and the workspace from the Host header, the session cookie or a bearer API token. */
@Injectable()
export class RequestAuthService {
  constructor(
    private readonly sessions: SessionsService,
    private readonly apiTokens: ApiTokensService,
    private readonly directory: WorkspaceDirectory,
    @Inject(CONFIG) private readonly config: Config,
  ) {}

  /** Memoised per request, so several resolvers share one lookup. */
  of(req: AuthRequest): Promise<RequestAuth> {
    const request = req as RequestWithAuth;
    const known = request[AUTH_KEY];
    if (known !== undefined) return Promise.resolve(known);
    const resolving = this.resolve(req);
    request[AUTH_KEY] = resolving;
    // Once settled, the answer itself is memoised, so cached() (the error formatter's question)
    // knows it without waiting; a refusal stays a rejected promise for of() to repeat.
    resolving.then(
      (auth) => {
        request[AUTH_KEY] = auth;
      },
      () => undefined,
    );
    return resolving;
  }

  /**
   * The same answer as of(), without waiting, when this process has the workspace and the session
   * cached (a signed-in browser's usual request); null when something must be looked up: then use of().
   * Hot requests thus create no promises here, which matters as every promise also pays for MikroORM's
   * AsyncLocalStorage hooks.
   */
  cached(req: AuthRequest): RequestAuth | null {
    const request = req as RequestWithAuth;
    const known = request[AUTH_KEY];
    if (known !== undefined) return known instanceof Promise ? null : known;
    const auth = this.fromCaches(req);
    if (auth) request[AUTH_KEY] = auth;
    return auth;
  }

  /** resolve() answered from the caches alone, or null. API tokens always take the full path. */
  private fromCaches(req: AuthRequest): RequestAuth | null {
    if (req.headers.authorization !== undefined) return null;
    const subdomain = hostSubdomain(req.headers.host, this.config.BASE_DOMAIN);
    const workspace = subdomain ? this.directory.cachedBySubdomain(subdomain) : null;
    // Not cached, or no such workspace (resolve() answers that with NOT_FOUND).
    if (workspace === undefined) return null;
    const secret = req.cookies?.[SESSION_COOKIE];
    if (!secret) return { accountId: null, workspace, sessionSecret: null, apiTokenId: null };
    const session = this.sessions.cached(secret);
    if (session === undefined) return null;
    // A session on another workspace's host (a shared cookie domain) is held to that host's rules too.
    if (session && workspace && session.teamId !== workspace.id) {
      const allowed = this.sessions.cachedAllowedOnHost(session, workspace.id);
      if (allowed === undefined) return null;
      if (!allowed) return { accountId: null, workspace, sessionSecret: null, apiTokenId: null };
    }
    return {
      accountId: session?.accountId ?? null,
      workspace,
      sessionSecret: session ? secret : null,
      apiTokenId: null,
    };
  }

  private async resolve(req: AuthRequest): Promise<RequestAuth> {
    const subdomain = hostSubdomain(req.headers.host, this.config.BASE_DOMAIN);
    const hostWorkspace = subdomain ? await this.directory.bySubdomain(subdomain) : null;
    if (subdomain && !hostWorkspace) throw AppError.notFound(`The workspace "${subdomain}"`);

    const bearer = bearerToken(req.headers.authorization);
    if (bearer) {
      const token = await this.apiTokens.resolve(bearer);
      if (!token) throw AppError.unauthenticated('The API token is not valid or has been revoked.');
      const workspace = hostWorkspace ?? (await this.directory.byId(token.teamId));
      // A token only ever opens its own workspace, whatever host it is sent to.
      if (!workspace || workspace.id !== token.teamId)
        throw AppError.forbidden('This API token belongs to another workspace.');
      return { accountId: token.accountId, workspace, sessionSecret: null, apiTokenId: token.id };
    }

    const secret = req.cookies?.[SESSION_COOKIE] ?? null;
    let session = secret ? await this.sessions.resolve(secret) : null;
    if (session && !(await this.sessions.allowedOnHost(session, hostWorkspace?.id ?? null))) session = null;
    return {
      accountId: session?.accountId ?? null,
      workspace: hostWorkspace,
      sessionSecret: session ? secret : null,
      apiTokenId: null,
    };
  }
}
