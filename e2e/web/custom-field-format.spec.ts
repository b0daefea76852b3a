import { formatNumberValue } from '../../web/src/modules/custom-fields/utils/formatNumberValue';
import { fromDateTimeInput, toDateTimeInput } from '../../web/src/modules/custom-fields/utils/dateTimeInput';
import { npsBucket } from '../../web/src/modules/custom-fields/utils/npsBucket';

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
});
