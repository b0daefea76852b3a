import { registerEnumType } from '@nestjs/graphql';

/** Spec 000 §3: chart types. */
export enum ChartType {
  LINE = 'LINE',
  BAR = 'BAR',
  PIE = 'PIE',
  CALLOUT = 'CALLOUT',
}

registerEnumType(ChartType, {
  name: 'ChartType',
  description:
    'LINE: a date histogram over time; BAR: any one aggregation; PIE: projects, folders or field values; CALLOUT: one big number, the last period against the one before.',
});
