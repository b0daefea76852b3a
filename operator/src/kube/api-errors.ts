import { ApiException } from '@kubernetes/client-node';

/** The HTTP status of a failed Kubernetes API call, or undefined for anything else (network errors). */
export function apiStatus(error: unknown): number | undefined {
  return error instanceof ApiException ? error.code : undefined;
}

export const isNotFound = (error: unknown) => apiStatus(error) === 404;
export const isConflict = (error: unknown) => apiStatus(error) === 409;
