import { HttpException } from '@nestjs/common';
import { AppError, ErrorCode, GRAPHQL_LIMITS, INTERNAL_ERROR_MESSAGE, type Logger } from '@fieldnote/core';
import { GraphQLError, type GraphQLFormattedError } from 'graphql';
import { withoutSuggestions } from './introspection-access';

/** Spec 000 §8: every GraphQL error carries `extensions.errorCode` and `extensions.humanReadable`. */
export interface FieldnoteGraphQLError extends GraphQLFormattedError {
  extensions: { errorCode: ErrorCode; humanReadable: boolean; details?: Record<string, unknown> };
}

/** How to word errors for this caller. */
export interface FormatOptions {
  /** Drop graphql-js' "Did you mean …?" hints (callers who may not read the schema). */
  hideSuggestions?: boolean;
}

/**
 * Maps any error raised while answering a GraphQL request to what the client may see. Domain
 * errors keep their code and message; GraphQL's own parse and validation errors are bad input;
 * everything else is logged and replaced by a generic internal error (no stack, no SQL).
 */
export function formatGraphqlError(
  error: unknown,
  logger: Logger,
  options: FormatOptions = {},
): FieldnoteGraphQLError {
  const graphqlError = error instanceof GraphQLError ? error : null;
  const original = graphqlError?.originalError ?? (graphqlError ? null : error);
  const base = { locations: graphqlError?.locations, path: graphqlError?.path };

  if (original instanceof AppError) {
    return {
      ...base,
      message: original.message,
      extensions: { errorCode: original.code, humanReadable: true, details: original.details },
    };
  }
  if (original instanceof HttpException && original.getStatus() < 500) {
    return {
      ...base,
      message: httpMessage(original),
      extensions: { errorCode: codeOf(original.getStatus()), humanReadable: true },
    };
  }
  if (graphqlError && (!original || original instanceof GraphQLError || isFastifyClientError(original))) {
    const message = isFastifyClientError(original) ? clientErrorMessage(original) : graphqlError.message;
    return {
      ...base,
      message: options.hideSuggestions ? withoutSuggestions(message) : message,
      extensions: clientErrorExtensions(original),
    };
  }
  if (!graphqlError && isFastifyClientError(original)) {
    return { message: clientErrorMessage(original), extensions: clientErrorExtensions(original) };
  }
  logger.error({ err: original ?? error }, 'unexpected GraphQL error');
  return {
    ...base,
    message: INTERNAL_ERROR_MESSAGE,
    extensions: { errorCode: ErrorCode.INTERNAL_SERVER_ERROR, humanReadable: true },
  };
}

function httpMessage(error: HttpException): string {
  const response = error.getResponse();
  if (typeof response === 'object' && response !== null && 'message' in response) {
    const message = (response as { message: unknown }).message;
    if (Array.isArray(message)) return message.join(' ');
    if (typeof message === 'string') return message;
  }
  return error.message;
}

function codeOf(status: number): ErrorCode {
  if (status === 401) return ErrorCode.UNAUTHENTICATED;
  if (status === 403) return ErrorCode.FORBIDDEN;
  if (status === 404) return ErrorCode.NOT_FOUND;
  if (status === 429) return ErrorCode.TOO_MANY_REQUESTS;
  return ErrorCode.BAD_USER_INPUT;
}

/**
 * Fastify's own request errors (bad JSON, body too large, wrong content type) carry a 4xx
 * statusCode; Mercurius' request errors (query too deep, bad variables) carry a MER_ERR_GQL code.
 */
function isFastifyClientError(error: unknown): error is Error & { statusCode?: number; code?: string } {
  if (!(error instanceof Error)) return false;
  const { statusCode, code } = error as { statusCode?: unknown; code?: unknown };
  if (typeof code === 'string' && code.startsWith('MER_ERR_GQL')) return true;
  return typeof statusCode === 'number' && statusCode >= 400 && statusCode < 500;
}

/** BAD_USER_INPUT, naming the limit when the body was over it. */
function clientErrorExtensions(error: unknown): FieldnoteGraphQLError['extensions'] {
  const extensions = { errorCode: ErrorCode.BAD_USER_INPUT, humanReadable: true };
  if ((error as { code?: unknown } | null)?.code !== 'FST_ERR_CTP_BODY_TOO_LARGE') return extensions;
  return { ...extensions, details: { limit: 'maxBodyBytes', maximum: GRAPHQL_LIMITS.maxBodyBytes } };
}

function clientErrorMessage(error: Error & { code?: string }): string {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'The request body is not valid JSON.';
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return `The request body is too large (the limit is ${GRAPHQL_LIMITS.maxBodyBytes / (1024 * 1024)} MB).`;
    // A text/plain body parses as a string and then fails the route's body schema ("body must be object").
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
    case 'FST_ERR_VALIDATION':
      return 'Send GraphQL requests as application/json.';
    default:
      // Mercurius quotes the operation name in backticks; keep its wording otherwise.
      return error.message.replace(/`/g, '');
  }
}

/**
 * An error for the subscription socket, already in the spec's shape: Mercurius sends errors thrown
 * while a subscription starts as they are, without the errorFormatter of HTTP answers.
 */
export function socketError(error: unknown, logger: Logger): GraphQLError {
  const formatted = formatGraphqlError(error, logger, { hideSuggestions: true });
  return new GraphQLError(formatted.message, { extensions: { ...formatted.extensions } });
}
