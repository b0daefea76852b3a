import { formatNumberValue } from './formatNumberValue';
import { fromDateTimeInput, toDateTimeInput } from './dateTimeInput';
import { npsBucket } from './npsBucket';
import { displayValue } from '../../project-views/utils/displayValue';
import type { CustomFieldFieldsFragment } from '../../../gql/graphql';

describe('custom field display', () => {
  it.each([
    [0, 'Detractor'],
    [6, 'Detractor'],
    [7, 'Passive'],
    [8, 'Passive'],
    [9, 'Promoter'],
    [10, 'Promoter'],
  ])('should show NPS %i as %s (spec 000 §9)', (score, bucket) => {
    expect(npsBucket(score)).toBe(bucket);
  });

  it('should format a number in each of the spec formats', () => {
    expect(formatNumberValue(1234567.5, 'number', null)).toBe('1234567.5');
    expect(formatNumberValue(1234567.5, 'number_with_commas', null)).toBe('1,234,567.5');
    expect(formatNumberValue(12.5, 'percent', null)).toBe('12.5%');
    expect(formatNumberValue(1234.5, 'currency', '€')).toBe('€1,234.50');
    expect(formatNumberValue(1234.5, 'currency', null)).toBe('1,234.50');
  });

  it('should turn a datetime-local value into the same instant and back', () => {
    const iso = fromDateTimeInput('2026-03-01T14:30');
    expect(iso).not.toBeNull();
    expect(toDateTimeInput(iso)).toBe('2026-03-01T14:30');
    expect(fromDateTimeInput('')).toBeNull();
    expect(toDateTimeInput('not a date')).toBe('');
  });

  it("should show an NPS value in a view's cell or card with its bucket, and other types as their control writes them", () => {
    const field = (type: CustomFieldFieldsFragment['type']): CustomFieldFieldsFragment => ({
      id: 'f',
      target: 'NOTE',
      projectId: null,
      label: 'Score',
      type,
      numberFormat: null,
      currencySymbol: null,
      maxSelectable: 1,
      valueCount: 0,
      options: [],
    });
    const value = (text: string, number: number | null, boolean: boolean | null = null) => ({
      fieldId: 'f',
      text,
      number,
      boolean,
      date: null,
      optionIds: null,
    });
    const show = (type: CustomFieldFieldsFragment['type'], v: ReturnType<typeof value> | undefined) =>
      displayValue(field(type), v, (id) => `member ${id}`, { yes: 'Yes', no: 'No' });
    expect(show('NPS', value('0', 0))).toBe('0 · Detractor');
    expect(show('NPS', value('8', 8))).toBe('8 · Passive');
    expect(show('NPS', value('10', 10))).toBe('10 · Promoter');
    expect(show('NPS', undefined)).toBe('');
    expect(show('NUMBER', value('1234', 1234))).toBe('1234');
    expect(show('PERSON', value('m1', null))).toBe('member m1');
    expect(show('BOOLEAN', value('', null, false))).toBe('No');
  });
});
