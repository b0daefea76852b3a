import { timingSafeEqual } from 'node:crypto';
import { type CanActivate, type ExecutionContext, Inject, Injectable } from '@nestjs/common';
import { AppError } from '@fieldnote/core';
import type { FastifyRequest } from 'fastify';

export const OPERATOR_TOKEN = Symbol('OPERATOR_TOKEN');

/** Operator-only routes (tenant routing) take `Authorization: Bearer <operator token>`. */
@Injectable()
export class OperatorTokenGuard implements CanActivate {
  constructor(@Inject(OPERATOR_TOKEN) private readonly token: string) {}

  canActivate(context: ExecutionContext): boolean {
    const header = context.switchToHttp().getRequest<FastifyRequest>().headers.authorization ?? '';
    const given = Buffer.from(header.replace(/^Bearer\s+/i, ''));
    const expected = Buffer.from(this.token);
    if (!header) throw AppError.unauthenticated('This call needs the operator token.');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
      throw AppError.forbidden('The operator token is not valid.');
    }
    return true;
  }
}
