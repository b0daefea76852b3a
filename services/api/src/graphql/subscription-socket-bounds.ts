import type { IncomingMessage } from 'node:http';
import { AppError, ErrorCode, GRAPHQL_LIMITS, type Logger } from '@fieldnote/core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { GraphQLSchema } from 'graphql';
import type { RawData, WebSocket, WebSocketServer } from 'ws';
import { type EndedSessions, SocketAdmission, cutWhenBacklogged } from '@fieldnote/control-plane';
import { SESSION_ENDED_CLOSE } from '../context/session-ended-close';
import { anonymousBodyTooLarge } from './json-body-bounds';
import { JsonShapeScanner } from './json-shape-scanner';
import { formatGraphqlError } from './format-graphql-error';
import { checkInputBounds } from './input-bounds-check';

/** graphql-ws' close code for a message the server will not read (its client does not reconnect on it). */
export const BAD_REQUEST_CLOSE = 4400;
/** A WebSocket close reason holds at most 123 bytes (RFC 6455). */
const MAX_CLOSE_REASON_BYTES = 123;
/** Starts a subscription: graphql-transport-ws says `subscribe`, the older subscriptions-transport-ws `start`. */
const SUBSCRIBE_TYPES: ReadonlySet<unknown> = new Set(['subscribe', 'start']);

export interface SubscriptionSocketBoundsOptions {
  /** The signed-in account of the request (session or API token) and its session secret, if any. */
  callerOf(request: FastifyRequest): Promise<{
    accountId: string | null;
    sessionSecret: string | null;
    workspace: { id: string } | null;
  }>;
  /** Calls the listener whenever sessions end in this process (SessionsService.onSessionsEnded). */
  onSessionsEnded(listener: (ended: EndedSessions) => void): void;
  /**
   * Has the session of an open socket checked against its workspace's lifetimes and SSO rule until the
   * socket closes (SessionsService.watchLive); a lapse ends it, and onSessionsEnded closes the socket.
   */
  watchSession(secret: string, hostTeamId: string | null): () => void;
  /** The token limit of documents, or undefined when the query limits are off. */
  maxTokens: number | undefined;
  logger: Logger;
}

/** What the upgrade request's hook learnt, from the route's hook to the socket. */
interface Upgrade {
  signedIn: boolean;
  /** The browser session that opened the socket: the socket closes when it ends. */
  session: SocketSession | null;
}

interface SocketSession {
  accountId: string;
  secret: string;
  hostTeamId: string | null;
}

/** graphql-transport-ws / subscriptions-transport-ws: a client's message that ends one of its subscriptions. */
const END_TYPES: ReadonlySet<unknown> = new Set(['complete', 'stop']);
/** ws' close code for a message over the receiver's maxPayload (RFC 6455 "Message Too Big"). */
const MESSAGE_TOO_BIG_CLOSE = 1009;

const upgrades = new WeakMap<IncomingMessage, Upgrade>();
/** The WebSocket servers whose new sockets are watched already. */
const watchedServers = new WeakSet<WebSocketServer>();

/**
 * Issue 30 on the GraphQL WebSocket: every message is held to the bounds of an HTTP body before
 * Mercurius parses it (secure-json-parse on the whole message) and coerces a subscription's variables
 * (graphql-js' subscribe, after which no hook of ours sees them), and what one caller can make the
 * server hold is bounded:
 *  - one caller (an account, or an address before signing in) holds at most maxSocketsPerCaller
 *    sockets: the upgrade over it is answered 429 and nothing opens;
 *  - a message may be at most maxSocketMessageBytes (before signing in: maxAnonymousBodyBytes),
 *    refused by ws from the frame's header, before it buffers the message: closed with 1009;
 *  - the raw message's values and nesting are counted (JsonShapeScanner);
 *  - a `subscribe` message's variables and inline values are checked against the schema's declared
 *    maxima (checkInputBounds), and its query must be text (Mercurius would take a JSON syntax tree);
 *  - a socket runs at most maxSubscriptionsPerSocket subscriptions at once;
 *  - a socket whose unsent backlog passes maxSocketBacklogBytes (a client that stopped reading) is cut.
 * A message refused for its size or shape is never parsed, so its subscription id is unknown: the
 * socket is closed with 4400 and the refusal as the reason. A subscription refused for its variables or
 * for the subscription limit is answered with the spec's error and never reaches Mercurius; the socket
 * stays open.
 *
 * Returns the GraphQL route's hook for upgrade requests (true when the upgrade may go on): it admits the caller (the socket's messages
 * are then checked synchronously, in the order they come) and, once per server, starts watching the
 * sockets @fastify/websocket opens on the path.
 */
export function subscriptionSocketBounds(options: SubscriptionSocketBoundsOptions) {
  const admission = new SocketAdmission(GRAPHQL_LIMITS.maxSocketsPerCaller, tooManySockets);
  const sessionSockets = new Map<WebSocket, SocketSession>();
  let watchingSessions = false;
  return async function noteUpgrade(request: FastifyRequest, reply: FastifyReply): Promise<boolean> {
    const server = request.server as FastifyInstance & { websocketServer?: WebSocketServer };
    const sockets = server.websocketServer;
    if (sockets && !watchedServers.has(sockets)) {
      watchedServers.add(sockets);
      // @fastify/websocket emits 'connection' right before it hands the socket to Mercurius.
      sockets.on('connection', (socket: WebSocket, upgrade: IncomingMessage) => {
        const noted = upgrades.get(upgrade);
        if (noted === undefined) return; // not a GraphQL socket
        upgrades.delete(upgrade);
        if (noted.session) {
          sessionSockets.set(socket, noted.session);
          const unwatch = options.watchSession(noted.session.secret, noted.session.hostTeamId);
          socket.once('close', () => {
            sessionSockets.delete(socket);
            unwatch();
          });
          if (!watchingSessions) {
            watchingSessions = true;
            options.onSessionsEnded((ended) => closeEnded(sessionSockets, ended));
          }
        }
        const schemaOf = () =>
          (server as unknown as { graphql?: { schema?: GraphQLSchema } }).graphql?.schema;
        watchSocket(socket, noted.signedIn, schemaOf, options);
      });
    }
    const caller = await options.callerOf(request).catch(() => null);
    const accountId = caller?.accountId ?? null;
    let release: () => void;
    try {
      release = admission.admit(accountId ? `account:${accountId}` : `address:${request.ip}`);
    } catch (error) {
      const formatted = formatGraphqlError(error, options.logger, { hideSuggestions: true });
      await reply.code(429).send({ data: null, errors: [formatted] });
      return false;
    }
    // The upgrade's connection is the socket's: its place is given back when either ends.
    request.raw.socket.once('close', release);
    const secret = caller?.sessionSecret ?? null;
    upgrades.set(request.raw, {
      signedIn: accountId !== null,
      session: accountId && secret ? { accountId, secret, hostTeamId: caller?.workspace?.id ?? null } : null,
    });
    return true;
  };
}

/** Closes the sockets opened with sessions that just ended: a signed-out browser hears nothing more. */
function closeEnded(sockets: Map<WebSocket, SocketSession>, { accountId, ended }: EndedSessions): void {
  for (const [socket, session] of sockets) {
    if (accountId !== null && session.accountId !== accountId) continue;
    if (ended(session.secret)) socket.close(SESSION_ENDED_CLOSE.code, SESSION_ENDED_CLOSE.reason);
  }
}

/** What to do with one message: pass it on, answer its subscription with an error, or close the socket. */
type Verdict = null | { answer: string } | { close: AppError };

function watchSocket(
  socket: WebSocket,
  signedIn: boolean,
  schemaOf: () => GraphQLSchema | undefined,
  options: SubscriptionSocketBoundsOptions,
): void {
  const maxBytes = signedIn ? GRAPHQL_LIMITS.maxSocketMessageBytes : GRAPHQL_LIMITS.maxAnonymousBodyBytes;
  limitIncomingMessages(socket, maxBytes, tooLargeMessage(signedIn).message, options.logger);
  const running = new Set<string>();
  guardMessages(socket, (message) => refusalOf(message, signedIn, running, schemaOf(), options));
  watchOutgoing(socket, running, options.logger);
}

/**
 * Lowers ws' own message limit for this socket (the server's maxPayload is the collaboration socket's
 * 5 MB): ws then refuses a larger message from its frame header, before buffering any of it, and
 * closes with 1009, to which the refusal is given as the reason. ws keeps the limit in its receiver,
 * which has no public setter; should that change, the message is still refused once read (refusalOf).
 */
function limitIncomingMessages(socket: WebSocket, maxBytes: number, reason: string, logger: Logger): void {
  const receiver = (socket as unknown as { _receiver?: { _maxPayload?: unknown } })._receiver;
  if (!receiver || typeof receiver._maxPayload !== 'number') {
    logger.warn('ws has no receiver limit to lower: socket messages are checked once read');
    return;
  }
  receiver._maxPayload = maxBytes;
  const close = socket.close.bind(socket);
  socket.close = function closeWithReason(code?: number, data?: string | Buffer): void {
    close(code, code === MESSAGE_TOO_BIG_CLOSE && !data ? closeReason(reason) : data);
  } as WebSocket['close'];
}

/**
 * Puts `inspect` in front of the socket's 'message' listeners (Mercurius' among them): a message it
 * has a verdict on is not emitted. ws emits each message through the socket's own `emit`.
 */
function guardMessages(socket: WebSocket, inspect: (message: Buffer) => Verdict): void {
  const emit = socket.emit.bind(socket) as (event: string | symbol, ...args: unknown[]) => boolean;
  let closing = false;
  socket.emit = function guardedEmit(event: string | symbol, ...args: unknown[]): boolean {
    if (event !== 'message') return emit(event, ...args);
    if (closing) return false;
    const verdict = inspect(toBuffer(args[0] as RawData));
    if (!verdict) return emit(event, ...args);
    if ('answer' in verdict) socket.send(verdict.answer);
    else {
      closing = true;
      socket.close(BAD_REQUEST_CLOSE, closeReason(verdict.close.message));
    }
    return false;
  } as WebSocket['emit'];
}

/**
 * Watches what Mercurius sends: a subscription it ends (`complete`, or `error` for one that failed)
 * stops counting against the socket's limit, and a socket whose backlog of unsent bytes passes
 * maxSocketBacklogBytes is cut, as its client has stopped reading.
 */
function watchOutgoing(socket: WebSocket, running: Set<string>, logger: Logger): void {
  const send = socket.send.bind(socket) as (data: unknown, ...rest: unknown[]) => void;
  socket.send = function watchedSend(data: unknown, ...rest: unknown[]): void {
    if (typeof data === 'string') {
      const ended = endedSubscription(data);
      if (ended !== null) running.delete(ended);
    }
    send(data, ...rest);
  } as WebSocket['send'];
  cutWhenBacklogged(socket, GRAPHQL_LIMITS.maxSocketBacklogBytes, (backlogBytes) =>
    logger.warn({ backlogBytes }, 'cut a GraphQL socket whose client stopped reading'),
  );
}

/** The id of the subscription an outgoing message ends, or null. Mercurius writes `type` first. */
function endedSubscription(message: string): string | null {
  if (!message.startsWith('{"type":"complete"') && !message.startsWith('{"type":"error"')) return null;
  try {
    const { id } = JSON.parse(message) as { id?: unknown };
    return typeof id === 'string' ? id : null;
  } catch {
    return null;
  }
}

function refusalOf(
  message: Buffer,
  signedIn: boolean,
  running: Set<string>,
  schema: GraphQLSchema | undefined,
  options: SubscriptionSocketBoundsOptions,
): Verdict {
  const maxBytes = signedIn ? GRAPHQL_LIMITS.maxSocketMessageBytes : GRAPHQL_LIMITS.maxAnonymousBodyBytes;
  if (message.length > maxBytes) return { close: tooLargeMessage(signedIn) };
  const shape = new JsonShapeScanner(GRAPHQL_LIMITS.maxJsonValues, GRAPHQL_LIMITS.maxJsonDepth).scan(message);
  if (shape) return { close: shape };
  let data: unknown;
  try {
    data = JSON.parse(message.toString('utf8'));
  } catch {
    return null; // Mercurius answers "Message must be a JSON string"
  }
  if (!isObject(data)) return null;
  if (END_TYPES.has(data.type) && typeof data.id === 'string') running.delete(data.id);
  if (!SUBSCRIBE_TYPES.has(data.type) || !isObject(data.payload)) return null;
  const { query, variables } = data.payload;
  try {
    if (typeof query !== 'string') throw AppError.badInput('The query is not valid GraphQL.');
    if (schema) checkInputBounds(schema, query, variables, options.maxTokens);
    if (typeof data.id === 'string' && !running.has(data.id)) {
      if (running.size >= GRAPHQL_LIMITS.maxSubscriptionsPerSocket) throw tooManySubscriptions();
      running.add(data.id);
    }
    return null;
  } catch (error) {
    const formatted = formatGraphqlError(error, options.logger, { hideSuggestions: true });
    return { answer: JSON.stringify({ id: data.id, type: 'error', payload: [formatted] }) };
  }
}

function tooLargeMessage(signedIn: boolean): AppError {
  if (!signedIn) return anonymousBodyTooLarge();
  const limit = GRAPHQL_LIMITS.maxSocketMessageBytes;
  return AppError.badInput(`This message is too large (the limit is ${limit / (1024 * 1024)} MB).`, {
    limit: 'maxSocketMessageBytes',
    maximum: limit,
  });
}

function tooManySockets(maximum: number): AppError {
  return AppError.tooManyRequests(
    `You have ${maximum} live connections open already. Close a tab or window of Fieldnote and try again.`,
  );
}

function tooManySubscriptions(): AppError {
  const maximum = GRAPHQL_LIMITS.maxSubscriptionsPerSocket;
  return new AppError(
    ErrorCode.TOO_MANY_REQUESTS,
    `This connection runs ${maximum} subscriptions already. End one before starting another.`,
    { limit: 'maxSubscriptionsPerSocket', maximum },
  );
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function toBuffer(data: RawData): Buffer {
  if (Buffer.isBuffer(data)) return data;
  return Array.isArray(data) ? Buffer.concat(data) : Buffer.from(data);
}

/** The refusal's message as a close reason, cut to what a close frame holds. */
function closeReason(message: string): string {
  const bytes = Buffer.from(message, 'utf8');
  if (bytes.length <= MAX_CLOSE_REASON_BYTES) return message;
  return `${bytes
    .subarray(0, MAX_CLOSE_REASON_BYTES - 3)
    .toString('utf8')
    .replace(/\uFFFD$/, '')}...`;
}
