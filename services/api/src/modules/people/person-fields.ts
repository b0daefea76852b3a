import { MAX_LENGTH, textProblem } from '@fieldnote/core';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The checked values of a person, or the first problem found, worded for people and naming the field. */
export type PersonFieldsResult =
  { ok: true; name: string; email: string | null } | { ok: false; field: 'name' | 'email'; message: string };

/**
 * Checks a person's name and e-mail address (spec 000 §9: name ≤ 300, e-mail ≤ 320) once, for every
 * way a person is written: the create and update mutations and each row of a CSV import. A person
 * needs a name or an e-mail address; an empty e-mail address means none.
 */
export function checkPersonFields(
  rawName: string | null | undefined,
  rawEmail: string | null | undefined,
): PersonFieldsResult {
  const name = (rawName ?? '').trim();
  const nameProblem = textProblem(rawName ?? '', 'single-line');
  if (nameProblem) return { ok: false, field: 'name', message: `Name ${nameProblem}` };
  if (name.length > MAX_LENGTH.personName)
    return {
      ok: false,
      field: 'name',
      message: `Name can be at most ${MAX_LENGTH.personName} characters long.`,
    };
  const email = (rawEmail ?? '').trim();
  if (email.length > MAX_LENGTH.personEmail)
    return {
      ok: false,
      field: 'email',
      message: `E-mail can be at most ${MAX_LENGTH.personEmail} characters long.`,
    };
  if (email !== '' && !EMAIL.test(email))
    return {
      ok: false,
      field: 'email',
      message: `E-mail "${email.slice(0, 80)}" is not a valid e-mail address.`,
    };
  if (name === '' && email === '')
    return { ok: false, field: 'name', message: 'A person needs a name or an e-mail address.' };
  return { ok: true, name, email: email === '' ? null : email };
}
