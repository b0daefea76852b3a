import { AppError } from '@fieldnote/core';
import { type ValidationError, getMetadataStorage } from 'class-validator';
import { CONSTRAINT_WORDING, genericWording } from './constraint-wording';
import { fieldLabel } from './field-label';

/** A rule as class-validator keeps it (its name, arguments and whether it applies to each item). */
type ValidationMetadata = ReturnType<
  ReturnType<typeof getMetadataStorage>['getTargetValidationMetadatas']
>[number];

/** One broken rule, worded, with where it was broken and the limit it names. */
interface Refusal {
  message: string;
  details: Record<string, unknown>;
}

/**
 * The BAD_USER_INPUT error for an input that broke its class-validator rules. A rule's own message
 * (`@MaxLength(200, { message })`) is kept; a rule without one is worded by CONSTRAINT_WORDING from
 * the rule's arguments, which class-validator's metadata keeps. The details name the first broken
 * rule's field (its path in the input) and, for a limit, the limit and its value.
 * Needs the errors of a validation run with `dismissDefaultMessages` (so an empty message means "no
 * message of our own") and `validationError.target` (the object each error was found in).
 */
export function validationRefusal(errors: ValidationError[]): AppError {
  const refusals = errors.flatMap((error) => refusalsOf(error, ''));
  if (refusals.length === 0) return AppError.badInput('This input is not valid.');
  return AppError.badInput(refusals.map((refusal) => refusal.message).join(' '), refusals[0].details);
}

function refusalsOf(error: ValidationError, parentPath: string): Refusal[] {
  const field = parentPath ? `${parentPath}.${error.property}` : error.property;
  // One message a field: its first broken rule as the class lists them (decorators apply bottom-up,
  // so that is the last one class-validator reports). "Password can be at most 100 characters.
  // Password must be text." would say one thing twice.
  const broken = Object.entries(error.constraints ?? {}).at(-1);
  const own = broken ? [refusalOf(error, field, ...broken)] : [];
  return [...own, ...(error.children ?? []).flatMap((child) => refusalsOf(child, field))];
}

function refusalOf(error: ValidationError, field: string, name: string, written: string): Refusal {
  const rule = ruleOf(error, name);
  const label = fieldLabel(field);
  const subject = rule?.each ? `Every value in ${label.inline}` : label.sentence;
  const worded = (CONSTRAINT_WORDING[name] ?? genericWording)({
    subject,
    constraints: rule?.constraints ?? [],
  });
  return { message: written || worded.message, details: { field, ...worded.limit } };
}

/** The rule `name` on the error's property, as declared on the class of the object it was found in. */
function ruleOf(error: ValidationError, name: string): ValidationMetadata | undefined {
  const target = (error.target as object | undefined)?.constructor;
  if (typeof target !== 'function') return undefined;
  return getMetadataStorage()
    .getTargetValidationMetadatas(target, '', true, false)
    .find((rule) => rule.propertyName === error.property && (rule.name ?? rule.type) === name);
}
