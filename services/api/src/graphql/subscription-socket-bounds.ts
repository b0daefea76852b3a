import type { IncomingMessage } from 'node:http';
import { AppError, GRAPHQL_LIMITS, type Logger } from '@fieldnote/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { GraphQLSchema } from 'graphql';
import type { RawData, WebSocket, WebSocketServer } from 'ws';
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
  isSignedIn(request: FastifyRequest): Promise<boolean>;
  /** The token limit of documents, or undefined when the query limits are off. */
  maxTokens: number | undefined;
  logger: Logger;
}

/** Whether the upgrade request of a GraphQL socket was signed in, from the route's hook to the socket. */
const signedInUpgrades = new WeakMap<IncomingMessage, boolean>();
/** The WebSocket servers whose new sockets are watched already. */
const watchedServers = new WeakSet<WebSocketServer>();

/**
 * Issue 30 on the GraphQL WebSocket: every message is held to the bounds of an HTTP body before
 * Mercurius parses it (secure-json-parse on the whole message, up to the server's 5 MB maxPayload)
 * and coerces a subscription's variables (graphql-js' subscribe, after which no hook of ours sees
 * them). Mercurius reads messages from the socket's 'message' events, so each socket's events are
 * looked at first:
 *  - a socket opened without signing in may send at most GRAPHQL_LIMITS.maxAnonymousBodyBytes;
 *  - the raw message's values and nesting are counted (JsonShapeScanner);
 *  - a `subscribe` message's variables and inline values are checked against the schema's declared
 *    maxima (checkInputBounds), and its query must be text (Mercurius would take a JSON syntax tree).
 * A message that fails the first two is never parsed, so its subscription id is unknown: the socket is
 * closed with 4400 and the refusal as the reason. A subscription that fails the third is answered with
 * the spec's error (BAD_USER_INPUT, `details` naming the field and the limit) and never reaches
 * Mercurius; the socket stays open.
 *
 * Returns the GraphQL route's hook for upgrade requests: it notes whether the caller is signed in
 * (the socket's messages are then checked synchronously, in the order they come) and, once per server,
 * starts watching the sockets @fastify/websocket opens on the path.
 */
export function subscriptionSocketBounds(options: SubscriptionSocketBoundsOptions) {
  return async function noteUpgrade(request: FastifyRequest): Promise<void> {
    const server = request.server as FastifyInstance & { websocketServer?: WebSocketServer };
    const sockets = server.websocketServer;
    if (sockets && !watchedServers.has(sockets)) {
      watchedServers.add(sockets);
      // @fastify/websocket emits 'connection' right before it hands the socket to Mercurius.
      sockets.on('connection', (socket: WebSocket, upgrade: IncomingMessage) => {
        const signedIn = signedInUpgrades.get(upgrade);
        if (signedIn === undefined) return; // not a GraphQL socket
        signedInUpgrades.delete(upgrade);
        const schemaOf = () =>
          (server as unknown as { graphql?: { schema?: GraphQLSchema } }).graphql?.schema;
        guardMessages(socket, (message) => refusalOf(message, signedIn, schemaOf(), options));
      });
    }
    signedInUpgrades.set(request.raw, await options.isSignedIn(request).catch(() => false));
  };
}

/** What to do with one message: pass it on, answer its subscription with an error, or close the socket. */
type Verdict = null | { answer: string } | { close: AppError };

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

function refusalOf(
  message: Buffer,
  signedIn: boolean,
  schema: GraphQLSchema | undefined,
  options: SubscriptionSocketBoundsOptions,
): Verdict {
  if (!signedIn && message.length > GRAPHQL_LIMITS.maxAnonymousBodyBytes)
    return { close: anonymousBodyTooLarge() };
  const shape = new JsonShapeScanner(GRAPHQL_LIMITS.maxJsonValues, GRAPHQL_LIMITS.maxJsonDepth).scan(message);
  if (shape) return { close: shape };
  let data: unknown;
  try {
    data = JSON.parse(message.toString('utf8'));
  } catch {
    return null; // Mercurius answers "Message must be a JSON string"
  }
  if (!isObject(data) || !SUBSCRIBE_TYPES.has(data.type) || !isObject(data.payload)) return null;
  const { query, variables } = data.payload;
  try {
    if (typeof query !== 'string') throw AppError.badInput('The query is not valid GraphQL.');
    if (schema) checkInputBounds(schema, query, variables, options.maxTokens);
    return null;
  } catch (error) {
    const formatted = formatGraphqlError(error, options.logger, { hideSuggestions: true });
    return { answer: JSON.stringify({ id: data.id, type: 'error', payload: [formatted] }) };
  }
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
