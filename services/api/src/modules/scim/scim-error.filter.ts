import { type ArgumentsHost, Catch, type ExceptionFilter, HttpException, Inject } from '@nestjs/common';
import { AppError, ErrorCode, INTERNAL_ERROR_MESSAGE, type Logger, httpStatusOf } from '@fieldnote/core';
import { LOGGER } from '@fieldnote/db';
import type { FastifyReply } from 'fastify';
import { SCIM_CONTENT_TYPE } from './scim-http.setup';
import { ScimError } from './scim.errors';

/** Any error of a SCIM route as the RFC 7644 §3.12 error body; internals are logged, never sent. */
export function toScimError(error: unknown, logger: Logger): ScimError {
  if (error instanceof ScimError) return error;
  if (error instanceof AppError) {
    const status = httpStatusOf(error.code);
    return new ScimError(
      status,
      error.message,
      error.code === ErrorCode.BAD_USER_INPUT ? 'invalidValue' : undefined,
    );
  }
  const status =
    error instanceof HttpException ? error.getStatus() : (error as { statusCode?: unknown })?.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    if (status === 404) return new ScimError(404, 'There is nothing at this address.');
    if (status === 413) return new ScimError(413, 'The request body is too large.');
    if (status === 415)
      return new ScimError(415, 'Send this request as application/scim+json or application/json.');
    return new ScimError(400, 'The request body is not valid JSON.', 'invalidSyntax');
  }
  logger.error({ err: error }, 'unexpected error in a SCIM request');
  return new ScimError(500, INTERNAL_ERROR_MESSAGE);
}

/** Sends a SCIM error body. */
export function sendScimError(reply: FastifyReply, error: ScimError): void {
  void reply.status(error.status).header('content-type', SCIM_CONTENT_TYPE).send(error.body());
}

/** The Nest filter of the SCIM controllers: SCIM clients get SCIM errors, never the REST or GraphQL shape. */
@Catch()
export class ScimErrorFilter implements ExceptionFilter {
  constructor(@Inject(LOGGER) private readonly logger: Logger) {}

  catch(error: unknown, host: ArgumentsHost): void {
    sendScimError(host.switchToHttp().getResponse<FastifyReply>(), toScimError(error, this.logger));
  }
}
