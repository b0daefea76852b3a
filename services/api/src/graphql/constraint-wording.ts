import { formatBytes } from '../common/format-bytes';

/** What a rule's message is built from: who is refused (a field, or every value of a list field) and the rule's arguments. */
export interface BrokenRule {
  /** "Password", or "Every value in person IDs" for a rule that applies to each item of a list. */
  subject: string;
  /** The rule's arguments as class-validator keeps them (`@MaxLength(100)` → [100]). */
  constraints: readonly unknown[];
}

/** A refusal's words and, for a rule with a limit, which limit and its value (the error's details). */
export interface RuleWording {
  message: string;
  limit?: { limit: string; maximum?: number; minimum?: number };
}

const MEGABYTE = 1024 * 1024;

/**
 * A length limit of whole megabytes is a size from the spec (the 5 MB of a document update), so it is
 * told as one ("5 MB"); a smaller one is a count of characters ("100 characters").
 */
function lengthOf(limit: number): string {
  if (limit >= MEGABYTE && limit % MEGABYTE === 0) return formatBytes(limit);
  return `${limit.toLocaleString('en-US')} ${limit === 1 ? 'character' : 'characters'}`;
}

function countOf(value: number, noun: string): string {
  return `${value.toLocaleString('en-US')} ${value === 1 ? noun : `${noun}s`}`;
}

function listOf(values: unknown): string {
  const list = Array.isArray(values) ? values : Object.values(values ?? {});
  return list.map(String).join(', ');
}

const numberAt = (rule: BrokenRule, index: number): number => Number(rule.constraints[index]);

/**
 * The product's wording of every class-validator rule an input may use, by the rule's name (the key
 * of `ValidationError.constraints`). class-validator's own defaults ("password must be shorter than
 * or equal to 100 characters") never reach a client: a rule without an entry here is refused with a
 * generic sentence, and a unit test fails while any rule used in the code base has none.
 */
export const CONSTRAINT_WORDING: Record<string, (rule: BrokenRule) => RuleWording> = {
  maxLength: (rule) => ({
    message: `${rule.subject} can be at most ${lengthOf(numberAt(rule, 0))}.`,
    limit: { limit: 'maxLength', maximum: numberAt(rule, 0) },
  }),
  minLength: (rule) => ({
    message:
      numberAt(rule, 0) <= 1
        ? `${rule.subject} cannot be empty.`
        : `${rule.subject} must be at least ${lengthOf(numberAt(rule, 0))}.`,
    limit: { limit: 'minLength', minimum: numberAt(rule, 0) },
  }),
  isLength: (rule) => ({
    message: `${rule.subject} must be from ${numberAt(rule, 0).toLocaleString('en-US')} to ${lengthOf(numberAt(rule, 1))}.`,
    limit: { limit: 'length', minimum: numberAt(rule, 0), maximum: numberAt(rule, 1) },
  }),
  arrayMaxSize: (rule) => ({
    message: `${rule.subject} can hold at most ${countOf(numberAt(rule, 0), 'item')}.`,
    limit: { limit: 'arrayMaxSize', maximum: numberAt(rule, 0) },
  }),
  arrayMinSize: (rule) => ({
    message: `${rule.subject} must hold at least ${countOf(numberAt(rule, 0), 'item')}.`,
    limit: { limit: 'arrayMinSize', minimum: numberAt(rule, 0) },
  }),
  max: (rule) => ({
    message: `${rule.subject} can be at most ${numberAt(rule, 0).toLocaleString('en-US')}.`,
    limit: { limit: 'max', maximum: numberAt(rule, 0) },
  }),
  min: (rule) => ({
    message: `${rule.subject} must be at least ${numberAt(rule, 0).toLocaleString('en-US')}.`,
    limit: { limit: 'min', minimum: numberAt(rule, 0) },
  }),
  isInt: (rule) => ({ message: `${rule.subject} must be a whole number.` }),
  isNumber: (rule) => ({ message: `${rule.subject} must be a number.` }),
  isString: (rule) => ({ message: `${rule.subject} must be text.` }),
  isBoolean: (rule) => ({ message: `${rule.subject} must be true or false.` }),
  isArray: (rule) => ({ message: `${rule.subject} must be a list.` }),
  isDate: (rule) => ({ message: `${rule.subject} must be a date and time.` }),
  isEmail: (rule) => ({ message: `${rule.subject} must be an e-mail address such as name@example.com.` }),
  isUuid: (rule) => ({ message: `${rule.subject} must be a UUID.` }),
  // IsEnum keeps [the enum, its values]; IsIn keeps [the values].
  isEnum: (rule) => ({ message: `${rule.subject} must be one of ${listOf(rule.constraints[1])}.` }),
  isIn: (rule) => ({ message: `${rule.subject} must be one of ${listOf(rule.constraints[0])}.` }),
  isNotEmpty: (rule) => ({ message: `${rule.subject} cannot be empty.` }),
  isDefined: (rule) => ({ message: `${rule.subject} is required.` }),
  matches: (rule) => ({ message: `${rule.subject} is not in the expected form.` }),
  nestedValidation: (rule) => ({ message: `${rule.subject} must be an object.` }),
  whitelistValidation: (rule) => ({ message: `${rule.subject} is not a field of this input.` }),
  unknownValue: () => ({ message: 'This input is not valid.' }),
};

/** The wording of a rule with no entry in CONSTRAINT_WORDING: still a sentence, never a library's. */
export function genericWording(rule: BrokenRule): RuleWording {
  return { message: `${rule.subject} is not valid.` };
}
