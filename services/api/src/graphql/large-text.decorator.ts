import { Extensions } from '@nestjs/graphql';

/** The field extension that marks an output field as large text (read by the cost estimate). */
export const LARGE_TEXT = 'fieldnoteLargeText';

/**
 * Marks an output field whose text can be large (note and insight content, highlight text): the cost
 * estimate weighs it GRAPHQL_COST.largeText instead of one point (see complexity-rule.ts).
 */
export function LargeText(): PropertyDecorator {
  return Extensions({ [LARGE_TEXT]: true });
}
