/** Throwaway test databases live with the db package; re-exported for the server's tests. */
export * from '../../../db/src/testing/test-database';
