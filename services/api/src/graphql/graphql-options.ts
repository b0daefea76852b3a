import { AppError, type Config, ErrorCode, GRAPHQL_LIMITS, type Logger } from '@fieldnote/core';
import type { MercuriusDriverConfig } from '@nestjs/mercurius';
import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import type { EndedSessions } from '@fieldnote/control-plane';
import {
  GraphQLError,
  Location,
  parse,
  type DocumentNode,
  type GraphQLSchema,
  specifiedRules,
  validate,
} from 'graphql';
import { refuseUnexpectedBatch } from './batched-operations';
import { BodyAdmission } from './body-admission';
import { boundedBody } from './json-body-bounds';
import { checkRequestInputBounds } from './request-input-bounds';
import { checkComplexity } from './complexity-rule';
import { type FieldnoteGraphQLError, formatGraphqlError, socketError } from './format-graphql-error';
import { introspectionRefused, readsSchema } from './introspection-access';
import { isTooManyTokens, queryLimitRules, tooManyTokens } from './query-limit-rules';
import { withInputDefaults } from './input-defaults';
import { checkTextInput } from './text-input-check';
import { subscriptionCostVariables } from './subscription-cost-variables';
import { subscriptionSocketBounds } from './subscription-socket-bounds';

export const GRAPHQL_PATH = '/api/graphql';

/** Who is calling, as far as the GraphQL boundary needs to know (RequestAuthService answers it). */
export interface CallerCheck {
  /** Whether the request is from a signed-in account (session or API token). */
  isSignedIn(req: FastifyRequest): Promise<boolean>;
  /** The same, answered without waiting: false when it is not known from the caches. */
  isSignedInCached(req: FastifyRequest): boolean;
  /** The signed-in account of the request, or null, and its session secret (null for API tokens). */
  callerOf(req: FastifyRequest): Promise<{
    accountId: string | null;
    sessionSecret: string | null;
    workspace: { id: string } | null;
  }>;
  /** Calls the listener whenever sessions end in this process, to close their sockets. */
  onSessionsEnded(listener: (ended: EndedSessions) => void): void;
  /** Checks an open socket's session against its workspace's rules until the socket closes. */
  watchSession(secret: string, hostTeamId: string | null): () => void;
}

/**
 * The member GraphQL endpoint: code-first schema, Mercurius on Fastify, the query limits of
 * GRAPHQL_LIMITS (aliases, depth, tokens, directives, cost, body size; the response size is bounded
 * by limitResponseSize in the schema), one text input check, introspection and field suggestions
 * for signed-in callers only outside development, and the spec's error shape.
 * `GRAPHQL_LIMITS=off` (benchmarks only) drops the query limits to measure what they cost.
 */
export function graphqlOptions(
  config: Config,
  logger: Logger,
  callers: CallerCheck,
): Omit<MercuriusDriverConfig, 'driver'> {
  const limitsOn = config.GRAPHQL_LIMITS === 'on';
  const schemaIsPublic = config.NODE_ENV === 'development';
  const maxTokens = limitsOn ? GRAPHQL_LIMITS.maxTokens : undefined;
  const noteSocketUpgrade = subscriptionSocketBounds({
    callerOf: (request) => callers.callerOf(request),
    onSessionsEnded: (listener) => callers.onSessionsEnded(listener),
    watchSession: (secret, hostTeamId) => callers.watchSession(secret, hostTeamId),
    maxTokens,
    logger,
  });
  const shapeRules = queryLimitRules({
    maxAliases: GRAPHQL_LIMITS.maxAliases,
    maxDepth: config.GRAPHQL_MAX_DEPTH,
    maxDirectives: GRAPHQL_LIMITS.maxDirectives,
  });
  return {
    path: GRAPHQL_PATH,
    autoSchemaFile: true,
    sortSchema: true,
    graphiql: config.NODE_ENV !== 'production',
    routes: true,
    // Spec 000 §7: the client batches CommentQuery; nothing else may come in a batch.
    allowBatchedQueries: true,
    // A query is compiled by graphql-jit on its second run: a page of 100 rows of 20 values executes
    // in about two thirds of graphql-js' time (scripts/bench/project-views.bench.mjs). graphql-jit
    // refuses omitted non-null input fields that have defaults, which graphql-js fills in: the
    // preExecution hook writes those defaults into the variables first (withInputDefaults).
    jit: 1,
    additionalRouteOptions: {
      bodyLimit: GRAPHQL_LIMITS.maxBodyBytes,
      // Issue 30: anonymous callers' smaller body limit, and the values and nesting of a JSON body,
      // while it arrives; then, before Mercurius coerces any variable, the bounds of every list and string.
      // Large signed-in bodies share one budget of memory (maxBodyBytesInFlight), waiting for room.
      preParsing: boundedBody(
        (request) => callers.isSignedIn(request),
        new BodyAdmission(GRAPHQL_LIMITS.maxBodyBytesInFlight, GRAPHQL_LIMITS.maxBodyWaitMs),
      ),
      // The same bounds on the subscription socket's messages (the GET route upgrades to it).
      // Synchronous but for a socket upgrade: no promise on every request.
      preValidation: (request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction) => {
        if ((request as { ws?: boolean }).ws)
          // A refused upgrade is answered by the hook itself: then Fastify must not go on.
          return void noteSocketUpgrade(request, reply).then((admitted) => admitted && done(), done);
        if (refuseUnexpectedBatch(request, reply)) return;
        checkRequestInputBounds(request, maxTokens);
        done();
      },
    },
    ...(limitsOn && {
      validationRules: shapeRules,
      // graphql-js counts tokens while it parses and stops at the limit: a huge document is never built.
      graphql: { parseOptions: { maxTokens: GRAPHQL_LIMITS.maxTokens } },
    }),
    subscription: subscriptionOptions(config, limitsOn),
    hooks: {
      // The socket's subscriptions pass the checks every query passes (Mercurius' subscription path
      // validates nothing by itself): token limit while parsing, then validation with the query limits,
      // the cost and the text check.
      preSubscriptionParsing: async (_schema, source) => {
        try {
          if (limitsOn) parse(source, { maxTokens: GRAPHQL_LIMITS.maxTokens });
        } catch (error) {
          throw socketError(isTooManyTokens(error) ? tooManyTokens(GRAPHQL_LIMITS.maxTokens) : error, logger);
        }
      },
      preSubscriptionExecution: async (schema, document) => {
        try {
          refuseInvalid(schema, document, limitsOn ? shapeRules : []);
          // Mercurius hands this hook no variables: the documents are checked as written, their ID
          // and String variables stood in for (a cost does not depend on them).
          if (limitsOn)
            checkComplexity(
              config.GRAPHQL_MAX_COMPLEXITY,
              schema,
              document,
              subscriptionCostVariables(document),
            );
          checkTextInput(schema, document, {});
        } catch (error) {
          throw socketError(error, logger);
        }
      },
      // When text fails to parse, Mercurius tries it as a JSON syntax tree ("5", "{}"), which then crashes
      // validation. Only documents parsed from GraphQL text carry a Location: refuse anything else.
      preValidation: async (_schema, document) => {
        if (!(document?.loc instanceof Location)) throw AppError.badInput('The query is not valid GraphQL.');
      },
      // Not async: only an introspection query waits (for who is asking); every other one passes
      // without a promise of its own.
      preExecution: (schema, document, context, variables) => {
        if (limitsOn) checkComplexity(config.GRAPHQL_MAX_COMPLEXITY, schema, document, variables);
        checkTextInput(schema, document, variables);
        const withDefaults = () => {
          const filled = withInputDefaults(schema, document, operationNameOf(context), variables);
          return filled === variables ? undefined : { variables: filled ?? undefined };
        };
        if (schemaIsPublic || !readsSchema(document)) return withDefaults();
        return callers.isSignedIn(context.reply.request).then((signedIn) => {
          if (!signedIn) throw introspectionRefused();
          return withDefaults();
        });
      },
    },
    // No `context` option: Nest's default context is `{ req }` and Mercurius adds `reply` (GqlContext).
    // A context function of ours would be wrapped by Nest in an async one, promises on every request.
    errorFormatter: (execution, context: { reply?: FastifyReply } | undefined) => {
      const request = context?.reply?.request;
      const hideSuggestions = !schemaIsPublic && !(request && callers.isSignedInCached(request));
      const errors = unwrap(execution.errors).map((error) =>
        formatGraphqlError(isTooManyTokens(error) ? tooManyTokens(GRAPHQL_LIMITS.maxTokens) : error, logger, {
          hideSuggestions,
        }),
      );
      // Past the response limit every later field fails too: one error, and none of the partial data.
      const tooLarge = errors.find((e) => e.extensions.errorCode === ErrorCode.RESPONSE_TOO_LARGE);
      if (tooLarge) return { statusCode: 200, response: { data: null, errors: [tooLarge] } };
      return {
        statusCode: statusOf(execution.data, errors),
        response: { data: execution.data ?? null, errors },
      };
    },
  };
}

/**
 * Subscriptions over a WebSocket at the GraphQL path (graphql-transport-ws). The handshake's origin
 * check is @fastify/websocket's, registered for the whole server (sameOriginUpgrades, control-plane).
 */
function subscriptionOptions(config: Config, limitsOn: boolean): MercuriusDriverConfig['subscription'] {
  return {
    context: (_socket: unknown, request: FastifyRequest) => ({ req: request }),
    // A socket carries subscriptions only; queries and mutations go over HTTP where every other check runs.
    fullWsTransport: false,
    ...(limitsOn && { queryDepthLimit: config.GRAPHQL_MAX_DEPTH }),
  };
}

function refuseInvalid(
  schema: GraphQLSchema,
  document: DocumentNode,
  rules: ReturnType<typeof queryLimitRules>,
): void {
  const errors = validate(schema, document, [...specifiedRules, ...rules]);
  if (errors.length > 0) throw errors[0];
}

/**
 * The operation a request names (a POST body's or a GET query's `operationName`; in a batch, its own
 * entry's). Mercurius does not hand it to the hooks.
 */
function operationNameOf(context: { reply: FastifyReply; operationId?: number }): string | undefined {
  const { body, query } = context.reply.request;
  const entry = Array.isArray(body) ? body[context.operationId ?? 0] : (body ?? query);
  const name =
    entry && typeof entry === 'object' ? (entry as { operationName?: unknown }).operationName : undefined;
  return typeof name === 'string' ? name : undefined;
}

/** Mercurius wraps parse and validation failures in one error holding the real ones: unwrap them. */
function unwrap(errors: readonly GraphQLError[]): unknown[] {
  return errors.flatMap((error) => {
    type Wrapper = { errors?: unknown; statusCode?: unknown };
    const original = error.originalError as Wrapper | undefined;
    const outer: Wrapper = original && Array.isArray(original.errors) ? original : (error as Wrapper);
    const inner = outer.errors;
    if (!Array.isArray(inner)) return [error];
    // The plain reasons inside a 4xx request error (e.g. a mutation sent by GET) are the client's fault too.
    const clientFault = typeof outer.statusCode === 'number' && outer.statusCode < 500;
    const isPlain = (e: unknown): e is Error =>
      e instanceof Error && !(e instanceof GraphQLError) && !('statusCode' in e);
    return inner.map((e: unknown) => (clientFault && isPlain(e) ? new GraphQLError(e.message) : e));
  });
}

/** Refusals of a body over a size limit: answered 413. */
const BODY_SIZE_LIMITS: readonly unknown[] = ['maxBodyBytes', 'maxAnonymousBodyBytes'];

/**
 * A request never executed (unparsable, invalid) is a 400, a body over the limit a 413, a body the
 * server had no room for a 503 (with Retry-After: the server's state, not the caller's fault, and
 * clients retry a 5xx); errors while executing travel with a 200.
 */
function statusOf(data: unknown, errors: FieldnoteGraphQLError[]): number {
  if (data !== undefined) return 200;
  const limits = errors.map((e) => e.extensions.details?.limit);
  if (limits.includes('maxBodyBytesInFlight')) return 503;
  return limits.some((limit) => BODY_SIZE_LIMITS.includes(limit)) ? 413 : 400;
}
