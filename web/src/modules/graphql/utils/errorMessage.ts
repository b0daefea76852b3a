import { graphqlStrings } from '../strings';
import { GraphqlError } from './GraphqlError';

/** The message to show for an error: the server's when it is human-readable, a generic one otherwise. */
export function errorMessage(error: unknown): string {
  if (error instanceof GraphqlError && error.humanReadable) return error.message;
  return graphqlStrings.genericError;
}
