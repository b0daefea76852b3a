import { AppError } from '@fieldnote/core';
import type { FastifyRequest } from 'fastify';

/** The header the admin console sends with the name its operator signed in with (URI-encoded). */
export const OPERATOR_NAME_HEADER = 'x-operator-name';
/** What the catalogue's log names when a call gives no operator name (a script with the token). */
export const UNNAMED_OPERATOR = 'Operator (token only)';
const MAX_OPERATOR_NAME = 100;

/**
 * Who made an operator call, for the catalogue's log: the name the admin console's operator signed in
 * with (`X-Operator-Name`, URI-encoded so any name travels in a header), else `UNNAMED_OPERATOR`.
 * The operator token is shared, so the name is the operator's word, vouched for by the token.
 */
export function operatorNameOf(request: FastifyRequest): string {
  const raw = request.headers[OPERATOR_NAME_HEADER];
  const value = Array.isArray(raw) ? raw[0] : raw;
  if (value === undefined || value.trim() === '') return UNNAMED_OPERATOR;
  let decoded: string;
  try {
    decoded = decodeURIComponent(value);
  } catch {
    throw AppError.badInput('The operator name (X-Operator-Name) must be URI-encoded.', {
      field: OPERATOR_NAME_HEADER,
    });
  }
  const name = decoded.trim();
  // eslint-disable-next-line no-control-regex
  if (name === '' || name.length > MAX_OPERATOR_NAME || /[\u0000-\u001f\u007f]/.test(name))
    throw AppError.badInput(`The operator name has 1 to ${MAX_OPERATOR_NAME} characters on one line.`, {
      field: OPERATOR_NAME_HEADER,
    });
  return name;
}
