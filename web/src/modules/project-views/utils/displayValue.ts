import type { CustomFieldFieldsFragment, CustomFieldValueFieldsFragment } from '../../../gql/graphql';
import { formatDate } from '../../common/utils/formatDate';
import { fieldStrings } from '../../custom-fields/strings';
import { formatNumberValue } from '../../custom-fields/utils/formatNumberValue';
import { npsBucket } from '../../custom-fields/utils/npsBucket';

/**
 * A custom field value as a cell or a card shows it: members by name, numbers in their format, an
 * NPS score with its bucket (spec 000 §9).
 */
export function displayValue(
  field: CustomFieldFieldsFragment,
  value: CustomFieldValueFieldsFragment | undefined,
  memberName: (id: string) => string,
  yesNo: { yes: string; no: string },
): string {
  if (!value) return '';
  switch (field.type) {
    case 'PERSON':
      return memberName(value.text);
    case 'BOOLEAN':
      return value.boolean === null ? '' : value.boolean ? yesNo.yes : yesNo.no;
    case 'DATETIME':
      return formatDate(value.date);
    case 'NPS':
      return value.number === null
        ? value.text
        : `${value.number} · ${fieldStrings.npsBuckets[npsBucket(value.number)]}`;
    case 'NUMBER':
      return value.number === null
        ? value.text
        : formatNumberValue(value.number, field.numberFormat, field.currencySymbol);
    default:
      return value.text;
  }
}
