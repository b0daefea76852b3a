import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import type { ErrorCode } from '../types/ErrorCode';
import { graphqlStrings } from '../strings';
import type { PlanRefusal } from '../types/PlanRefusal';
import { GraphqlError } from './GraphqlError';
import { isNetworkError } from './isNetworkError';

interface FormattedError {
  message: string;
  extensions?: {
    errorCode?: unknown;
    humanReadable?: unknown;
    details?: Record<string, unknown> | null;
  };
}

function fromFormatted(first: FormattedError): GraphqlError {
  const code = first.extensions?.errorCode;
  const field = first.extensions?.details?.field;
  return new GraphqlError(
    first.message,
    typeof code === 'string' ? (code as ErrorCode) : 'INTERNAL_SERVER_ERROR',
    first.extensions?.humanReadable === true,
    typeof field === 'string' ? field : null,
    planRefusalOf(first.extensions?.details),
  );
}

/** The plan refusal a FORBIDDEN error's details (GraphQL's, or a REST error's) describe, if they describe one. */
export function planRefusalOf(details: Record<string, unknown> | null | undefined): PlanRefusal | null {
  if (!details || typeof details.planLimit !== 'string' || typeof details.planName !== 'string') return null;
  return {
    planLimit: details.planLimit,
    planName: details.planName,
    upgradePlanName: typeof details.upgradePlanName === 'string' ? details.upgradePlanName : null,
    maximum: typeof details.maximum === 'number' ? details.maximum : null,
    buySeats: details.buySeats === true,
    readOnly: details.readOnly === true,
    addOnName: typeof details.addOnName === 'string' ? details.addOnName : null,
  };
}

/** The errors of a 4xx answer's body (a request the server refused before executing it), if any. */
function bodyErrors(bodyText: string): FormattedError[] {
  try {
    const body = JSON.parse(bodyText) as { errors?: FormattedError[] };
    return Array.isArray(body.errors) ? body.errors : [];
  } catch {
    return [];
  }
}

/**
 * Spec 000 §8: an Apollo error as the app's GraphqlError: the first GraphQL error's errorCode and
 * humanReadable flag (its message is shown only when human-readable), a network error as NETWORK_ERROR.
 */
export function toGraphqlError(error: unknown): GraphqlError {
  if (error instanceof GraphqlError) return error;
  if (CombinedGraphQLErrors.is(error) && error.errors[0]) return fromFormatted(error.errors[0]);
  if (ServerError.is(error) && error.statusCode < 500) {
    const [first] = bodyErrors(error.bodyText);
    if (first) return fromFormatted(first);
  }
  if (isNetworkError(error)) return new GraphqlError(graphqlStrings.networkError, 'NETWORK_ERROR', true);
  return new GraphqlError(graphqlStrings.genericError, 'INTERNAL_SERVER_ERROR', false);
}
