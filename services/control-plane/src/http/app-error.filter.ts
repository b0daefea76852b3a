import { type ArgumentsHost, Catch, type ExceptionFilter, HttpException, Inject } from '@nestjs/common';
import {
  AppError,
  ErrorCode,
  INTERNAL_ERROR_MESSAGE,
  type Logger,
  MAX_REST_JSON_BODY_BYTES,
  httpStatusOf,
} from '@fieldnote/core';
import { LOGGER } from '@fieldnote/db';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** Spec 001 §8 error body: a list of errors, each with code, title and message. */
export interface RestErrorBody {
  errors: { code: ErrorCode; title: string; message: string; details?: Record<string, unknown> }[];
}

const TITLES: Record<ErrorCode, string> = {
  [ErrorCode.BAD_USER_INPUT]: 'Bad request',
  [ErrorCode.UNAUTHENTICATED]: 'Unauthorized',
  [ErrorCode.FORBIDDEN]: 'Forbidden',
  [ErrorCode.NOT_FOUND]: 'Not found',
  [ErrorCode.TOO_MANY_REQUESTS]: 'Too many requests',
  [ErrorCode.NOT_ENOUGH_DATA]: 'Not enough data',
  [ErrorCode.RESPONSE_TOO_LARGE]: 'Response too large',
  [ErrorCode.INTERNAL_SERVER_ERROR]: 'Internal error',
};

/** Turns any error into the REST error body; internals are logged, never sent. */
export function toRestError(error: unknown, logger: Logger): { status: number; body: RestErrorBody } {
  let code: ErrorCode;
  let message: string;
  const refused = fastifyRefusal(error);
  if (refused) {
    const code = ErrorCode.BAD_USER_INPUT;
    return {
      status: refused.status,
      body: { errors: [{ code, title: TITLES[code], message: refused.message }] },
    };
  }
  let details: Record<string, unknown> | undefined;
  if (error instanceof AppError) {
    code = error.code;
    message = error.message;
    // A plan's refusal says which limit and which plan lifts it, as GraphQL's extensions.details do,
    // so a download button can show the upgrade prompt; other details stay GraphQL's.
    if (error.details && typeof error.details.planLimit === 'string') details = error.details;
  } else if (error instanceof HttpException) {
    const status = error.getStatus();
    code = codeForStatus(status);
    message =
      status === 404
        ? 'There is nothing at this address.'
        : status < 500
          ? error.message
          : INTERNAL_ERROR_MESSAGE;
  } else {
    logger.error({ err: error }, 'unexpected error');
    code = ErrorCode.INTERNAL_SERVER_ERROR;
    message = INTERNAL_ERROR_MESSAGE;
  }
  return {
    status: httpStatusOf(code),
    body: { errors: [{ code, title: TITLES[code], message, ...(details ? { details } : {}) }] },
  };
}

/**
 * Fastify's own refusals of a request before any handler runs (a body over the route's limit, a body
 * that is not JSON, another media type), with their status and a message that says what to change;
 * null for any other error. Issue 30: Fastify's default answer had no error code of the spec.
 */
function fastifyRefusal(error: unknown): { status: number; message: string } | null {
  const { statusCode, code } = (error ?? {}) as { statusCode?: unknown; code?: unknown };
  const status = error instanceof HttpException ? error.getStatus() : statusCode;
  if (typeof status !== 'number' || status < 400 || status >= 500) return null;
  if (status === 413)
    return {
      status,
      message: `The request body is too large (the limit is ${MAX_REST_JSON_BODY_BYTES / 1024} KB).`,
    };
  if (typeof code !== 'string' || !code.startsWith('FST_ERR_')) return null;
  if (code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE')
    return { status, message: 'Send this request as application/json.' };
  if (code === 'FST_ERR_CTP_INVALID_JSON_BODY' || code === 'FST_ERR_CTP_EMPTY_JSON_BODY')
    return { status: 400, message: 'The request body is not valid JSON.' };
  return { status, message: (error as Error).message };
}

/**
 * Fastify's error handler for the REST routes: what Fastify refuses before Nest's handler runs (the
 * body's size, syntax and type) in the spec's error body, like everything Nest's filter answers.
 * Mercurius' routes keep their own handler (GraphQL's error shape).
 */
export function restErrorHandler(logger: Logger) {
  return (error: unknown, request: FastifyRequest, reply: FastifyReply): void => {
    const { status, body } = toRestError(error, logger);
    // SCIM clients (identity providers) read only RFC 7644's error body, whatever went wrong.
    if (request.url.startsWith(SCIM_PATH_PREFIX)) {
      void reply
        .status(status)
        .header('content-type', 'application/scim+json; charset=utf-8')
        .send(scimErrorBody(status, body.errors[0]?.message ?? ''));
      return;
    }
    void reply.status(status).send(body);
  };
}

/** Where the SCIM 2.0 endpoints live (services/api's scim module). */
export const SCIM_PATH_PREFIX = '/scim/';

/** RFC 7644 §3.12's error body, for what Fastify refuses before a SCIM handler runs (a body that is not JSON). */
function scimErrorBody(status: number, detail: string) {
  return {
    schemas: ['urn:ietf:params:scim:api:messages:2.0:Error'],
    status: String(status),
    ...(status === 400 ? { scimType: 'invalidSyntax' } : {}),
    detail,
  };
}

function codeForStatus(status: number): ErrorCode {
  if (status === 401) return ErrorCode.UNAUTHENTICATED;
  if (status === 403) return ErrorCode.FORBIDDEN;
  if (status === 404) return ErrorCode.NOT_FOUND;
  if (status === 429) return ErrorCode.TOO_MANY_REQUESTS;
  if (status >= 400 && status < 500) return ErrorCode.BAD_USER_INPUT;
  return ErrorCode.INTERNAL_SERVER_ERROR;
}

/** The Nest filter for every REST route. GraphQL errors are formatted by the GraphQL layer instead. */
@Catch()
export class AppErrorFilter implements ExceptionFilter {
  constructor(@Inject(LOGGER) private readonly logger: Logger) {}

  catch(error: unknown, host: ArgumentsHost): void {
    if (host.getType() !== 'http') throw error;
    const reply = host.switchToHttp().getResponse<FastifyReply>();
    const { status, body } = toRestError(error, this.logger);
    void reply.status(status).send(body);
  }
}
