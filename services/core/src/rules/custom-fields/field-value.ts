import { textProblem } from '../text-safety';
import { CUSTOM_FIELD_LIMITS, type CustomFieldTypeValue } from './custom-field-limits';
import { type SelectOption, optionLabelKey } from './select-options';

/** What a field definition needs for its values to be checked. */
export interface FieldShape {
  label: string;
  type: CustomFieldTypeValue;
  options: readonly SelectOption[];
  maxSelectable: number;
}

/** A value as the API receives it: spec 000 §3 field data is a string or a boolean (SELECT: option ids). */
export interface FieldValueInput {
  text?: string | null;
  boolean?: boolean | null;
  optionIds?: readonly string[] | null;
}

/**
 * A checked value in the typed columns it is stored in. `text` always holds the canonical string
 * (what spec 000 §3 calls the field data); the typed column beside it is what sorts and filters.
 */
export interface TypedFieldValue {
  text: string;
  number: number | null;
  boolean: boolean | null;
  date: Date | null;
  optionIds: string[] | null;
}

/** The answer of a check: the typed value, or a message for people naming the field. */
export type FieldValueCheck = { ok: true; value: TypedFieldValue } | { ok: false; message: string };

const NUMBER = /^-?\d+(\.\d+)?$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
// Digits with the usual separators; at least 3 digits and at most 20 (E.164 allows 15 plus extensions).
const PHONE = /^\+?[\d\s().-]+$/;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:?\d{2})?)?$/;

const fail = (message: string): FieldValueCheck => ({ ok: false, message });
const plain = (text: string, extra: Partial<TypedFieldValue> = {}): FieldValueCheck => ({
  ok: true,
  value: { text, number: null, boolean: null, date: null, optionIds: null, ...extra },
});

/**
 * Checks a value against its field's type (spec 000 §3, §5, §9) and returns it in typed form. A
 * PERSON value is a member id in the right shape; whether that member exists is the caller's check.
 */
export function checkFieldValue(field: FieldShape, input: FieldValueInput): FieldValueCheck {
  const name = `"${field.label}"`;
  if (field.type === 'BOOLEAN') {
    if (typeof input.boolean !== 'boolean') return fail(`${name} takes yes or no.`);
    return plain(String(input.boolean), { boolean: input.boolean });
  }
  if (field.type === 'SELECT') return checkSelect(field, name, input.optionIds ?? []);
  const raw = input.text;
  if (typeof raw !== 'string') return fail(`${name} needs a value.`);
  if (raw.length > CUSTOM_FIELD_LIMITS.value)
    return fail(`${name} can be at most ${CUSTOM_FIELD_LIMITS.value} characters long.`);
  const problem = textProblem(raw, field.type === 'TEXT' ? 'multi-line' : 'single-line');
  if (problem) return fail(`${name} ${problem}`);
  const text = raw.trim();
  if (text.length === 0) return fail(`${name} cannot be empty; clear the field instead.`);
  switch (field.type) {
    case 'TEXT':
      return plain(text);
    case 'NUMBER': {
      if (!NUMBER.test(text)) return fail(`${name} must be a number, such as 42 or 3.5.`);
      const number = Number(text);
      if (!Number.isFinite(number)) return fail(`${name} is too large a number.`);
      return plain(text, { number });
    }
    case 'NPS': {
      if (!/^\d{1,2}$/.test(text) || Number(text) > 10)
        return fail(`${name} must be a whole number from 0 to 10.`);
      return plain(String(Number(text)), { number: Number(text) });
    }
    case 'DATETIME': {
      const date = new Date(text);
      if (!ISO_DATE.test(text) || Number.isNaN(date.getTime()))
        return fail(`${name} must be an ISO 8601 date, such as 2026-03-01 or 2026-03-01T14:30:00Z.`);
      return plain(date.toISOString(), { date });
    }
    case 'EMAIL':
      if (text.length > 320 || !EMAIL.test(text)) return fail(`${name} must be an e-mail address.`);
      return plain(text.toLowerCase());
    case 'PHONE': {
      const digits = text.replace(/\D/g, '').length;
      if (!PHONE.test(text) || digits < 3 || digits > 20) return fail(`${name} must be a phone number.`);
      return plain(text);
    }
    case 'URL':
      return isWebAddress(text)
        ? plain(text)
        : fail(`${name} must be a web address starting with http:// or https://.`);
    case 'PERSON':
      if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(text))
        return fail(`${name} must be a member of this workspace.`);
      return plain(text.toLowerCase());
  }
}

function checkSelect(field: FieldShape, name: string, optionIds: readonly string[]): FieldValueCheck {
  const ids = [...new Set(optionIds)];
  if (ids.length === 0) return fail(`${name} needs at least one option; clear the field instead.`);
  if (ids.length > field.maxSelectable)
    return fail(
      field.maxSelectable === 1
        ? `${name} takes one option.`
        : `${name} takes at most ${field.maxSelectable} options.`,
    );
  const byId = new Map(field.options.map((o) => [o.id, o]));
  const chosen = ids.map((id) => byId.get(id));
  if (chosen.some((o) => o === undefined)) return fail(`${name} has no such option.`);
  // Kept in the field's option order, so equal choices compare and sort equal.
  const ordered = field.options.filter((o) => ids.includes(o.id));
  return plain(ordered.map((o) => o.label).join('; '), { optionIds: ordered.map((o) => o.id) });
}

function isWebAddress(text: string): boolean {
  try {
    const url = new URL(text);
    return (
      (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.length > 0 && !/\s/.test(text)
    );
  } catch {
    return false;
  }
}

/**
 * What a stored value becomes when its field changes type: its canonical text checked as the new
 * type (SELECT text is matched to the field's option labels). Null: the value cannot be kept and is
 * cleared. PERSON values are member ids and never carry over to or from another type.
 */
export function convertFieldValue(
  stored: TypedFieldValue,
  from: CustomFieldTypeValue,
  to: FieldShape,
): TypedFieldValue | null {
  if (from === 'PERSON' || to.type === 'PERSON') return null;
  if (to.type === 'BOOLEAN') {
    const word = stored.text.trim().toLowerCase();
    if (['true', 'yes'].includes(word)) return checked(to, { boolean: true });
    if (['false', 'no'].includes(word)) return checked(to, { boolean: false });
    return null;
  }
  if (to.type === 'SELECT') {
    const byLabel = new Map(to.options.map((o) => [optionLabelKey(o.label), o.id]));
    const ids = stored.text.split(';').map((part) => byLabel.get(optionLabelKey(part.trim())));
    if (ids.some((id) => id === undefined)) return null;
    return checked(to, { optionIds: ids as string[] });
  }
  return checked(to, { text: stored.text });
}

function checked(field: FieldShape, input: FieldValueInput): TypedFieldValue | null {
  const result = checkFieldValue(field, input);
  return result.ok ? result.value : null;
}
