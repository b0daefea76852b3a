import { apiStrings } from '../strings';
import type { RestErrorBody } from '../types/restErrorBody';
import { ApiError } from './ApiError';

/** Options of one call to the control plane. */
export interface ApiRequestInit {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  token?: string | null;
  /** Who is calling: sent URI-encoded as X-Operator-Name, which the catalogue's log records. */
  operatorName?: string | null;
  signal?: AbortSignal;
}

/**
 * Calls a same-origin JSON endpoint with the operator token (and the operator's name). Answers that are not 2xx become an
 * ApiError holding the server's message, so screens can show exactly what the server said.
 */
export async function apiRequest<T>(path: string, init: ApiRequestInit = {}): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (init.token) headers.authorization = `Bearer ${init.token}`;
  if (init.operatorName) headers['x-operator-name'] = encodeURIComponent(init.operatorName);
  if (init.body !== undefined) headers['content-type'] = 'application/json';
  let response: Response;
  try {
    response = await fetch(path, {
      method: init.method ?? 'GET',
      headers,
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      signal: init.signal,
    });
  } catch (error) {
    if (init.signal?.aborted) throw error;
    throw new ApiError(0, 'NETWORK', apiStrings.networkError);
  }
  const json = parseJson(await response.text());
  if (!response.ok) {
    const first = isRestErrorBody(json) ? json.errors[0] : undefined;
    throw new ApiError(
      response.status,
      first?.code ?? `HTTP_${response.status}`,
      first?.message ?? apiStrings.unexpectedStatus(response.status),
    );
  }
  if (json === undefined) throw new ApiError(response.status, 'UNREADABLE', apiStrings.unreadableAnswer);
  return json as T;
}

function parseJson(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function isRestErrorBody(value: unknown): value is RestErrorBody {
  if (typeof value !== 'object' || value === null) return false;
  const errors = (value as { errors?: unknown }).errors;
  return (
    Array.isArray(errors) &&
    errors.length > 0 &&
    typeof (errors[0] as { message?: unknown }).message === 'string'
  );
}
