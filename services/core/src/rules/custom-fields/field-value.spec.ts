import { type FieldShape, checkFieldValue, convertFieldValue } from './field-value';
import type { CustomFieldTypeValue } from './custom-field-limits';
import { parseSelectOptions } from './select-options';

const field = (type: CustomFieldTypeValue, extra: Partial<FieldShape> = {}): FieldShape => ({
  label: 'Plan',
  type,
  options: [],
  maxSelectable: 100,
  ...extra,
});
const ok = (f: FieldShape, input: Parameters<typeof checkFieldValue>[1]) => {
  const result = checkFieldValue(f, input);
  if (!result.ok) throw new Error(result.message);
  return result.value;
};
const message = (f: FieldShape, input: Parameters<typeof checkFieldValue>[1]) => {
  const result = checkFieldValue(f, input);
  return result.ok ? null : result.message;
};

describe('checkFieldValue', () => {
  it('should store a number in the number column when the field is NUMBER', () => {
    expect(ok(field('NUMBER'), { text: ' -3.5 ' })).toMatchObject({ text: '-3.5', number: -3.5 });
    expect(message(field('NUMBER'), { text: '3,5' })).toBe('"Plan" must be a number, such as 42 or 3.5.');
  });

  it('should accept NPS 0 to 10 and refuse anything else', () => {
    expect(ok(field('NPS'), { text: '10' }).number).toBe(10);
    expect(ok(field('NPS'), { text: '0' }).number).toBe(0);
    for (const bad of ['11', '-1', '7.5', 'nine'])
      expect(message(field('NPS'), { text: bad })).toMatch(/0 to 10/);
  });

  it('should normalise DATETIME to ISO and refuse other date shapes', () => {
    expect(ok(field('DATETIME'), { text: '2026-03-01T14:30:00Z' }).date?.toISOString()).toBe(
      '2026-03-01T14:30:00.000Z',
    );
    expect(message(field('DATETIME'), { text: '01/03/2026' })).toMatch(/ISO 8601/);
    expect(message(field('DATETIME'), { text: '2026-13-45' })).toMatch(/ISO 8601/);
  });

  it('should check e-mail, phone and URL shapes', () => {
    expect(ok(field('EMAIL'), { text: 'Ana@Example.com' }).text).toBe('ana@example.com');
    expect(message(field('EMAIL'), { text: 'ana@' })).toMatch(/e-mail/);
    expect(ok(field('PHONE'), { text: '+44 (20) 7946-0958' }).text).toBe('+44 (20) 7946-0958');
    expect(message(field('PHONE'), { text: 'call me' })).toMatch(/phone/);
    expect(ok(field('URL'), { text: 'https://example.com/a' }).text).toBe('https://example.com/a');
    expect(message(field('URL'), { text: 'javascript:alert(1)' })).toMatch(/web address/);
  });

  it('should refuse text longer than 10299 characters', () => {
    expect(ok(field('TEXT'), { text: 'a'.repeat(10299) }).text).toHaveLength(10299);
    expect(message(field('TEXT'), { text: 'a'.repeat(10300) })).toMatch(/at most 10299/);
  });

  it('should take only a boolean when the field is BOOLEAN', () => {
    expect(ok(field('BOOLEAN'), { boolean: false })).toMatchObject({ boolean: false, text: 'false' });
    expect(message(field('BOOLEAN'), { text: 'yes' })).toMatch(/yes or no/);
  });

  it('should refuse more options than max selectable and unknown options when the field is SELECT', () => {
    const options = parseSelectOptions([{ label: 'A' }, { label: 'B' }]);
    const single = field('SELECT', { options: options.slice(0, 1), maxSelectable: 1 });
    expect(message(single, { optionIds: options.map((o) => o.id) })).toBe('"Plan" takes one option.');
    const many = field('SELECT', { options });
    expect(ok(many, { optionIds: [options[1]!.id, options[0]!.id] })).toMatchObject({
      text: 'A; B',
      optionIds: options.map((o) => o.id),
    });
    expect(message(many, { optionIds: ['nope'] })).toMatch(/no such option/);
  });
});

describe('convertFieldValue', () => {
  it('should keep a value that reads as the new type and clear one that does not', () => {
    const stored = ok(field('TEXT'), { text: '8' });
    expect(convertFieldValue(stored, 'TEXT', field('NPS'))?.number).toBe(8);
    expect(convertFieldValue(ok(field('TEXT'), { text: 'eight' }), 'TEXT', field('NPS'))).toBeNull();
  });

  it('should match option labels ignoring case when converting to SELECT', () => {
    const options = parseSelectOptions([{ label: 'Web' }]);
    const stored = ok(field('TEXT'), { text: 'web' });
    expect(convertFieldValue(stored, 'TEXT', field('SELECT', { options }))?.optionIds).toEqual([
      options[0]!.id,
    ]);
  });

  it('should clear PERSON values whatever the new type', () => {
    const stored = ok(field('PERSON'), { text: '6f1c0e7e-3d0b-4c38-9a8e-2b7f3b1f1e11' });
    expect(convertFieldValue(stored, 'PERSON', field('TEXT'))).toBeNull();
  });
});
