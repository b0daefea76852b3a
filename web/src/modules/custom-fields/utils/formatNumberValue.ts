import type { NumberFormat } from '../types/CustomField';

/** A NUMBER value as its field's format shows it (spec 000 §3 number formats). */
export function formatNumberValue(
  value: number,
  format: NumberFormat | null,
  currencySymbol: string | null,
): string {
  switch (format) {
    case 'number_with_commas':
      return value.toLocaleString('en-US', { maximumFractionDigits: 10 });
    case 'percent':
      return `${value.toLocaleString('en-US', { maximumFractionDigits: 10, useGrouping: false })}%`;
    case 'currency':
      return `${currencySymbol ?? ''}${value.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
    default:
      return String(value);
  }
}
