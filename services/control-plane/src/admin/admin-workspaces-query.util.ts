import { AppError } from '@fieldnote/core';

/** Page size bounds of GET /control/workspaces; 200 is one of the spec 001 §9 batch sizes. */
const ADMIN_LIST_LIMITS = { min: 1, max: 200, default: 50, maxSearchLength: 200 } as const;

/** The validated query of GET /control/workspaces. */
export interface AdminWorkspacesQuery {
  search: string;
  offset: number;
  limit: number;
}

/** Validates `search`, `offset` and `limit` from the query string; anything off is BAD_USER_INPUT. */
export function parseAdminWorkspacesQuery(query: Record<string, unknown> | undefined): AdminWorkspacesQuery {
  const raw = query ?? {};
  const search = single(raw.search, 'search') ?? '';
  if (search.length > ADMIN_LIST_LIMITS.maxSearchLength) {
    throw AppError.badInput(`search can be at most ${ADMIN_LIST_LIMITS.maxSearchLength} characters long.`, {
      field: 'search',
    });
  }
  const offset = wholeNumber(raw.offset, 'offset', 0);
  if (offset < 0) throw AppError.badInput('offset must be a whole number of 0 or more.', { field: 'offset' });
  const limit = wholeNumber(raw.limit, 'limit', ADMIN_LIST_LIMITS.default);
  if (limit < ADMIN_LIST_LIMITS.min || limit > ADMIN_LIST_LIMITS.max) {
    throw AppError.badInput(
      `limit must be a whole number from ${ADMIN_LIST_LIMITS.min} to ${ADMIN_LIST_LIMITS.max}.`,
      {
        field: 'limit',
      },
    );
  }
  return { search: search.trim(), offset, limit };
}

function single(value: unknown, field: string): string | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== 'string') throw AppError.badInput(`${field} must be given once.`, { field });
  return value;
}

function wholeNumber(value: unknown, field: string, fallback: number): number {
  const text = single(value, field);
  if (text === undefined || text.trim() === '') return fallback;
  if (!/^-?\d{1,9}$/.test(text.trim()))
    throw AppError.badInput(`${field} must be a whole number.`, { field });
  return Number(text);
}
