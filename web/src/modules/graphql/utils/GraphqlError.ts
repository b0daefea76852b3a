import type { ErrorCode } from '../types/ErrorCode';
import type { PlanRefusal } from '../types/PlanRefusal';

/**
 * An error from the API: its code and, when `humanReadable`, a message fit to show the user; `field`
 * names the input field a refusal is about (`extensions.details.field`), so a form shows it there;
 * `planRefusal` is set when a plan limit refused the call, so the app shows its upgrade prompt.
 */
export class GraphqlError extends Error {
  constructor(
    message: string,
    readonly errorCode: ErrorCode,
    readonly humanReadable: boolean,
    readonly field: string | null = null,
    readonly planRefusal: PlanRefusal | null = null,
  ) {
    super(message);
    this.name = 'GraphqlError';
  }
}
