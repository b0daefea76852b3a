import type { PipeTransform } from '@nestjs/common';
import { AppError, textProblem } from '@fieldnote/core';

/**
 * The REST counterpart of the GraphQL text input check (issue 7, hole 8): every string in a JSON
 * body or query string, however deeply nested, must be single-line text (the operator calls take
 * names, subdomains, ids, e-mails and regions only): valid Unicode, no NUL, no control or
 * bidirectional override characters. A failure is BAD_USER_INPUT before the handler runs.
 */
export class SingleLineTextPipe implements PipeTransform<unknown, unknown> {
  transform(value: unknown): unknown {
    check(value, 'body');
    return value;
  }
}

/** Shared instance for `@Body(SINGLE_LINE_TEXT)` and `@Query(SINGLE_LINE_TEXT)`. */
export const SINGLE_LINE_TEXT = new SingleLineTextPipe();

function check(value: unknown, field: string): void {
  if (typeof value === 'string') {
    const problem = textProblem(value, 'single-line');
    if (problem) throw AppError.badInput(`"${field}" ${problem}`, { field });
  } else if (Array.isArray(value)) {
    for (const item of value) check(item, field);
  } else if (value !== null && typeof value === 'object') {
    for (const [key, member] of Object.entries(value)) check(member, key);
  }
}
