/**
 * The embedded PostgreSQL could not be started or its data directory could not be reclaimed. The
 * message says what holds the data directory and what the person running `npm start` should do.
 */
export class EmbeddedDatabaseError extends Error {
  override readonly name = 'EmbeddedDatabaseError';
}
