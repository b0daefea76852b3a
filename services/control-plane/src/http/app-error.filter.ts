import { type ArgumentsHost, Catch, type ExceptionFilter, HttpException, Inject } from '@nestjs/common';
import { AppError, ErrorCode, INTERNAL_ERROR_MESSAGE, type Logger, httpStatusOf } from '@fieldnote/core';
import { LOGGER } from '@fieldnote/db';
import type { FastifyReply } from 'fastify';

/** Spec 001 §8 error body: a list of errors, each with code, title and message. */
export interface RestErrorBody {
  errors: { code: ErrorCode; title: string; message: string }[];
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
  if (error instanceof AppError) {
    code = error.code;
    message = error.message;
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
  return { status: httpStatusOf(code), body: { errors: [{ code, title: TITLES[code], message }] } };
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
