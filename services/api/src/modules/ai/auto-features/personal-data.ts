/**
 * Personal data in a note's text (issue 34, the redact auto feature): e-mail addresses, phone
 * numbers, payment card numbers (13 to 19 digits passing the Luhn check) and the names of the people
 * linked to the note. Deterministic and local: no model sees the text to find what to hide from one.
 */

/** What kind of personal data a stretch of text is. */
export enum PersonalDataKind {
  EMAIL = 'EMAIL',
  PHONE = 'PHONE',
  CARD_NUMBER = 'CARD_NUMBER',
  PERSON_NAME = 'PERSON_NAME',
}

/** Bump when what is found changes: the audit trail keeps which version found a redaction. */
export const PERSONAL_DATA_VERSION = 'personal-data-v1';

/** The most stretches one run proposes for a note. */
export const MAX_REDACTIONS_PER_NOTE = 200;

export interface PersonalDataMatch {
  kind: PersonalDataKind;
  startOffset: number;
  endOffset: number;
  text: string;
}

/** What replaces each kind in the note once redacted. */
export const REDACTION_MARK: Record<PersonalDataKind, string> = {
  EMAIL: '[email redacted]',
  PHONE: '[phone redacted]',
  CARD_NUMBER: '[card number redacted]',
  PERSON_NAME: '[name redacted]',
};

const EMAIL = /[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/g;
/** Runs of digits with spaces or dashes between groups (card numbers). */
const DIGIT_RUN = /\d(?:[ -]?\d){12,18}/g;
/** An optional +country code, an optional (area), then groups of digits split by spaces, dots or dashes. */
const PHONE = /(?:\+\d{1,3}[ .-]?)?(?:\(\d{1,4}\)[ .-]?)?\d{2,4}(?:[ .-]\d{2,4}){1,4}/g;

function luhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * Every stretch of personal data in `text`, in order, none overlapping (the first found of two that
 * overlap is kept: e-mails, then card numbers, then phone numbers, then names). `names` are the full
 * names of the people linked to the note; a name is found as a whole and, for a name of several
 * words, each of its words of three letters or more that starts with a capital (a first name alone).
 */
export function findPersonalData(text: string, names: readonly string[]): PersonalDataMatch[] {
  const found: PersonalDataMatch[] = [];
  const free = (start: number, end: number) =>
    found.every((m) => end <= m.startOffset || start >= m.endOffset);
  const add = (kind: PersonalDataKind, start: number, end: number) => {
    if (end > start && free(start, end))
      found.push({ kind, startOffset: start, endOffset: end, text: text.slice(start, end) });
  };
  for (const m of text.matchAll(EMAIL)) add(PersonalDataKind.EMAIL, m.index, m.index + m[0].length);
  for (const m of text.matchAll(DIGIT_RUN)) {
    const digits = m[0].replace(/\D/g, '');
    if (digits.length >= 13 && digits.length <= 19 && luhn(digits))
      add(PersonalDataKind.CARD_NUMBER, m.index, m.index + m[0].length);
  }
  for (const m of text.matchAll(PHONE)) {
    const digits = m[0].replace(/\D/g, '');
    // Seven to fifteen digits (E.164) split into groups: not a year, a price or a time.
    if (digits.length < 7 || digits.length > 15) continue;
    const before = text[m.index - 1] ?? ' ';
    const after = text[m.index + m[0].length] ?? ' ';
    if (/[\w.]/.test(before) || /\w/.test(after)) continue;
    add(PersonalDataKind.PHONE, m.index, m.index + m[0].length);
  }
  const wholeNames = [...new Set(names.map((n) => n.trim()).filter((n) => n.length >= 3))];
  const parts = new Set<string>();
  for (const name of wholeNames)
    for (const part of name.split(/\s+/)) if (part.length >= 3 && /^\p{Lu}/u.test(part)) parts.add(part);
  for (const candidate of [...wholeNames.sort((a, b) => b.length - a.length), ...parts]) {
    const pattern = new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(candidate)}(?![\\p{L}\\p{N}])`, 'gu');
    for (const m of text.matchAll(pattern)) add(PersonalDataKind.PERSON_NAME, m.index, m.index + m[0].length);
  }
  return found.sort((a, b) => a.startOffset - b.startOffset).slice(0, MAX_REDACTIONS_PER_NOTE);
}

/** `text` with each stretch replaced by its kind's mark (stretches in order, none overlapping). */
export function redactText(text: string, matches: readonly PersonalDataMatch[]): string {
  let out = '';
  let at = 0;
  for (const m of [...matches].sort((a, b) => a.startOffset - b.startOffset)) {
    out += text.slice(at, m.startOffset) + REDACTION_MARK[m.kind];
    at = m.endOffset;
  }
  return out + text.slice(at);
}
