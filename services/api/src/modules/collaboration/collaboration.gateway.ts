import type { IncomingMessage } from 'node:http';
import { Inject, Injectable, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import {
  AppError,
  COLLABORATION_LIMITS,
  type Config,
  type Logger,
  httpStatusOf,
  Role,
} from '@fieldnote/core';
import {
  CROSS_SITE_MESSAGE,
  type EndedSessions,
  SessionsService,
  SocketAdmission,
  cutWhenBacklogged,
  isSameOrigin,
  rootUrl,
} from '@fieldnote/control-plane';
import { CONFIG, LOGGER } from '@fieldnote/db';
import fastifyCookie from '@fastify/cookie';
import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import type { RawData, WebSocket } from 'ws';
import { SESSION_COOKIE } from '../../context/session-cookie';
import { SESSION_ENDED_CLOSE } from '../../context/session-ended-close';
import { WorkspaceAccess } from '../../context/workspace-access.service';
import { type CollaborationContext, CollaborationHub } from './collaboration-hub.service';

/** Where browsers open the collaboration socket: the API's own origin, so the session cookie goes along. */
export const COLLABORATION_PATH = '/api/collaboration';

/**
 * The collaboration socket on the API's HTTP server: a WebSocket upgrade at COLLABORATION_PATH is
 * accepted only from the workspace's own origin (the same rule as the cross-site request guard of
 * every state-changing request), only for a signed-in member of the workspace the Host names
 * (the same session check as GraphQL), and is then handed to the collaboration hub. One account holds
 * at most COLLABORATION_LIMITS.maxSocketsPerAccount sockets, and a socket whose client stopped reading
 * is cut once maxSocketBacklogBytes wait to be sent (issue 30).
 */
@Injectable()
export class CollaborationGateway implements OnModuleInit, OnApplicationShutdown {
  /** Open sockets with the account and session secret that opened them. */
  private readonly sockets = new Map<WebSocket, { accountId: string; secret: string | null }>();
  private stopWatchingSessions: (() => void) | null = null;
  private readonly admission = new SocketAdmission(COLLABORATION_LIMITS.maxSocketsPerAccount, (maximum) =>
    AppError.tooManyRequests(
      `You have ${maximum} documents open for editing already. Close some tabs of Fieldnote and try again.`,
    ),
  );

  constructor(
    private readonly adapterHost: HttpAdapterHost,
    private readonly access: WorkspaceAccess,
    private readonly hub: CollaborationHub,
    private readonly sessions: SessionsService,
    @Inject(CONFIG) private readonly config: Config,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  /**
   * A WebSocket route of @fastify/websocket, which Mercurius registers for the GraphQL subscriptions:
   * one upgrade handler for the whole server, so the two sockets never answer each other's
   * handshakes. Registered as a plugin, it loads after Mercurius (and its websocket support).
   */
  onModuleInit(): void {
    this.stopWatchingSessions = this.sessions.onSessionsEnded((ended) => this.closeEnded(ended));
    const fastify = this.adapterHost.httpAdapter.getInstance<FastifyInstance>();
    void fastify.register(async (instance) => {
      instance.route({
        method: 'GET',
        url: COLLABORATION_PATH,
        // Checked before the handshake is answered: a refusal is a plain HTTP status, nothing upgrades.
        preValidation: async (request, reply) => {
          const refusal = await this.refusal(request.raw);
          if (refusal)
            await reply.code(refusal.status).type('text/plain; charset=utf-8').send(refusal.message);
        },
        handler: async (_request, reply) => reply.code(426).send('Open this address as a WebSocket.'),
        wsHandler: (socket: WebSocket, request: FastifyRequest) => this.connect(socket, request),
      } as RouteOptions);
    });
  }

  onApplicationShutdown(): void {
    this.stopWatchingSessions?.();
    for (const socket of this.sockets.keys()) socket.terminate();
  }

  /** Closes the sockets of sessions that just ended: a signed-out browser stops editing at once. */
  private closeEnded({ accountId, ended }: EndedSessions): void {
    for (const [socket, owner] of this.sockets) {
      if (accountId !== null && owner.accountId !== accountId) continue;
      if (owner.secret !== null && ended(owner.secret))
        socket.close(SESSION_ENDED_CLOSE.code, SESSION_ENDED_CLOSE.reason);
    }
  }

  /** Why this handshake may not open a socket (origin, session, membership), or null when it may. */
  private async refusal(request: IncomingMessage): Promise<{ status: number; message: string } | null> {
    if (!this.sameOrigin(request)) {
      this.logger.warn(
        { origin: request.headers.origin, host: request.headers.host },
        'refused a cross-site collaboration socket',
      );
      return { status: 403, message: CROSS_SITE_MESSAGE };
    }
    try {
      const scope = await this.access.require(authRequestOf(request), Role.VIEWER);
      // The upgrade's connection is the socket's: its place is given back when either ends.
      request.socket.once('close', this.admission.admit(scope.accountId));
      contexts.set(request, { workspace: scope.workspace, accountId: scope.accountId, role: scope.role });
      return null;
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      return { status: httpStatusOf(error.code), message: error.message };
    }
  }

  private connect(socket: WebSocket, request: FastifyRequest): void {
    const context = contexts.get(request.raw);
    if (!context) return socket.close(1011, 'not authorised');
    const secret = authRequestOf(request.raw).cookies[SESSION_COOKIE] ?? null;
    this.sockets.set(socket, { accountId: context.accountId, secret });
    // The session's lifetimes and the workspace's SSO rule are checked while the socket is open.
    const unwatch = secret ? this.sessions.watchLive(secret, context.workspace.id) : () => undefined;
    cutWhenBacklogged(socket, COLLABORATION_LIMITS.maxSocketBacklogBytes, (backlogBytes) =>
      this.logger.warn({ backlogBytes }, 'cut a collaboration socket whose client stopped reading'),
    );
    const client = this.hub.hocuspocus.handleConnection(socket, toWebRequest(request.raw), context);
    socket.on('message', (data: RawData) => client.handleMessage(toBytes(data)));
    socket.on('close', (code: number, reason: Buffer) => {
      this.sockets.delete(socket);
      unwatch();
      client.handleClose({ code, reason: reason.toString() });
    });
    socket.on('error', (error) => this.logger.warn({ err: error }, 'collaboration socket error'));
  }

  /**
   * Browsers always send Origin on a WebSocket handshake: it must be the workspace's own address or
   * the root app's. A handshake without one comes from a script (no cookie jar of a victim's browser).
   */
  private sameOrigin(request: IncomingMessage): boolean {
    const fetchSite = request.headers['sec-fetch-site'];
    if (fetchSite === 'cross-site') return false;
    const origin = request.headers.origin;
    if (origin === undefined) return true;
    return isSameOrigin(origin, request.headers.host, {
      rootOrigin: () => rootUrl(this.config).origin,
      baseDomain: this.config.BASE_DOMAIN,
    });
  }
}

/** Who opened each handshake, from the check before it to the socket after it. */
const contexts = new WeakMap<IncomingMessage, CollaborationContext>();

function authRequestOf(request: IncomingMessage) {
  return {
    headers: request.headers,
    cookies: request.headers.cookie ? fastifyCookie.parse(request.headers.cookie) : {},
  };
}

function toBytes(data: RawData): Uint8Array {
  if (Array.isArray(data)) return new Uint8Array(Buffer.concat(data));
  return data instanceof ArrayBuffer ? new Uint8Array(data) : new Uint8Array(data);
}

/** Hocuspocus reads headers and query parameters from a web Request. */
function toWebRequest(request: IncomingMessage): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    for (const one of Array.isArray(value) ? value : [value]) headers.append(name, one);
  }
  return new Request(`http://${request.headers.host ?? 'localhost'}${request.url ?? '/'}`, { headers });
}
