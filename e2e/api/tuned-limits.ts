/** The upload cap of TUNED_LIMITS: small, so the files suite crosses it cheaply. */
export const TUNED_UPLOAD_BYTES = 256 * 1024;

/**
 * The server environment of the suites that need a limit set away from its default: the files suite
 * (uploads capped at TUNED_UPLOAD_BYTES) and the note list (the query cost limit raised far enough
 * for a list to carry the notes' text, as an operator may). One environment for both, so they share
 * the Jest worker's server for it (sharedTestServer) rather than each starting its own; neither
 * meets the other's limit (the note list uploads nothing, and the files suite's queries are small).
 */
export const TUNED_LIMITS: Record<string, string> = {
  SEED_DEMO: 'false',
  MAX_UPLOAD_BYTES: String(TUNED_UPLOAD_BYTES),
  GRAPHQL_MAX_COMPLEXITY: '10000',
};
