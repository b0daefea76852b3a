import { GraphqlError } from './GraphqlError';

/** Whether a plan limit refused the call (the app then shows its upgrade prompt). */
export function isPlanRefusal(error: unknown): error is GraphqlError {
  return error instanceof GraphqlError && error.planRefusal !== null;
}
