import { MAX_JSON_BODY_BYTES } from './limits';

/**
 * Limits on one GraphQL request, checked before anything runs (issue 7, hole 1: one request with 200
 * aliases of a large note could exhaust the heap). Every value is documented in the README's
 * "GraphQL limits" table with its error code and message.
 */
export const GRAPHQL_LIMITS = {
  /** Aliased fields in one operation (`__typename` aliases are free). */
  maxAliases: 15,
  /** Nesting of selections; 15 admits the standard introspection query. */
  maxDepth: 15,
  /** Lexical tokens in one document, counted while parsing so a huge document stops early. */
  maxTokens: 1000,
  /** Directives (`@include`, `@skip`, ...) in one operation. */
  maxDirectives: 20,
  /** Estimated cost (see GRAPHQL_COST) of one operation. */
  maxCost: 2000,
  /** Text in one response, in bytes (UTF-8), counted as fields resolve. Holds one note of 5 MB. */
  maxResponseBytes: 8 * 1024 * 1024,
  /** Operations in one batched request (spec 000 §7: only CommentQuery is batched, every 10 ms). */
  maxBatchedOperations: 20,
  /** Body of one GraphQL request (spec 000 §9: JSON body about 10 MB). */
  maxBodyBytes: MAX_JSON_BODY_BYTES,
  /**
   * Body of one GraphQL request from a caller who is not signed in (issue 30): signing in, signing up,
   * accepting an invite and reading a shared insight all fit in a few kilobytes.
   */
  maxAnonymousBodyBytes: 256 * 1024,
  /**
   * Bytes of GraphQL bodies larger than maxAnonymousBodyBytes held at once across the process, from
   * before they are read until they are answered (issue 30: each 10 MB body adds about 20-28 MiB
   * of heap while parsed; ten at once would exhaust the 192 MB heap of `npm start`). Two bodies of the
   * largest size fit; a body that does not fit waits unread, at most maxBodyWaitMs.
   */
  maxBodyBytesInFlight: 20 * 1024 * 1024,
  /** How long a large body waits for room in maxBodyBytesInFlight before it is refused (503, Retry-After). */
  maxBodyWaitMs: 2000,
  /**
   * Values (array items, object members, scalars) in one JSON body, counted while it arrives, before
   * JSON.parse builds any of them (issue 30: a 10 MB body of tiny items is millions of objects). The
   * largest request the product sends (a search with every id filter full, an import of 1,000 rows)
   * holds about 20,000.
   */
  maxJsonValues: 100_000,
  /** Nesting of arrays and objects in one JSON body; the deepest input the schema has is about 10. */
  maxJsonDepth: 64,
  /**
   * Items of a list argument or input field that declares no maximum of its own (ArrayMaxSize): spec
   * 000 §9's largest count (search results 1000, batch size 1000). Checked before variables are coerced.
   */
  maxListItems: 1000,
  /** Characters of a String input that declares no maximum (MaxLength): spec 000 §9's document update, 5 MB. */
  maxTextLength: 5 * 1024 * 1024,
  /** Characters of an ID input: ids are UUIDs, keys and short tokens. */
  maxIdLength: 1000,
  /**
   * Bytes of one message on the GraphQL socket from a signed-in caller (issue 30). A socket carries
   * subscriptions only: a document of at most maxTokens tokens and its variables. Refused from the
   * frame's header, before the message is read (before signing in: maxAnonymousBodyBytes).
   */
  maxSocketMessageBytes: 1024 * 1024,
  /**
   * Subscriptions running at once on one GraphQL socket (issue 30: one socket starting 300,000
   * subscriptions exhausted the 192 MB heap). The web app runs a handful per tab.
   */
  maxSubscriptionsPerSocket: 100,
  /** GraphQL sockets open at once per signed-in account, or per address before signing in. */
  maxSocketsPerCaller: 30,
  /**
   * Bytes waiting to be sent on one GraphQL socket: a client that stops reading while its
   * subscriptions keep firing is disconnected rather than queued for without end.
   */
  maxSocketBacklogBytes: 16 * 1024 * 1024,
} as const;

/**
 * How the cost of an operation is estimated: every field costs `field`, a large text field (note or
 * insight content, highlight text) costs `largeText`, and what is selected under a list counts
 * `listFactor` times, as a list holds many items.
 */
export const GRAPHQL_COST = {
  field: 1,
  largeText: 100,
  listFactor: 10,
} as const;
