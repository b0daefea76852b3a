import { GraphqlError } from './GraphqlError';

/** Whether the API answered NOT_FOUND: a page's item is missing, or hidden in a private project. */
export function isNotFound(error: unknown): boolean {
  return error instanceof GraphqlError && error.errorCode === 'NOT_FOUND';
}
