import type { z } from 'zod';

type RawIssue = Parameters<z.core.$ZodErrorMap>[0];

/** What zod calls the types it expects, as a person would read them after "must be". */
const TYPE_NOUNS: Record<string, string> = {
  string: 'text',
  number: 'a number',
  int: 'a whole number',
  boolean: 'true or false',
  array: 'a list',
  object: 'an object',
  record: 'an object',
  date: 'a date',
  null: 'empty (null)',
};

function listOf(values: readonly unknown[]): string {
  return values.map((value) => (typeof value === 'string' ? value : JSON.stringify(value))).join(', ');
}

const count = (value: number | bigint): string => value.toLocaleString('en-US');
const items = (value: number | bigint): string => `${count(value)} ${Number(value) === 1 ? 'item' : 'items'}`;

/**
 * zod's issues in the product's words, as the end of a sentence that names the field first
 * ("View state columns.0.width: must be at least 40."). Passed to `safeParse(…, { error })`
 * wherever a zod refusal reaches a client, so zod's own wording ("Too small: expected number to be
 * >=40") never does; a message a schema gives itself (`.regex(…, 'must be a UUID')`) wins.
 */
export function zodIssueWording(issue: RawIssue): string {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined) return 'is required';
      return `must be ${TYPE_NOUNS[issue.expected] ?? issue.expected}`;
    case 'too_big': {
      const at = issue.inclusive === false ? 'less than' : 'at most';
      if (issue.origin === 'string') return `can be ${at} ${count(issue.maximum)} characters long`;
      if (issue.origin === 'array' || issue.origin === 'set') return `can hold ${at} ${items(issue.maximum)}`;
      return `must be ${at} ${count(issue.maximum)}`;
    }
    case 'too_small': {
      const at = issue.inclusive === false ? 'more than' : 'at least';
      if (issue.origin === 'string')
        return issue.minimum === 1
          ? 'cannot be empty'
          : `must be ${at} ${count(issue.minimum)} characters long`;
      if (issue.origin === 'array' || issue.origin === 'set')
        return `must hold ${at} ${items(issue.minimum)}`;
      return `must be ${at} ${count(issue.minimum)}`;
    }
    case 'invalid_value':
      return `must be one of ${listOf(issue.values)}`;
    case 'invalid_union': {
      // A discriminated union names its kinds; a plain one only that nothing matched.
      const options = 'options' in issue && Array.isArray(issue.options) ? issue.options : [];
      return options.length ? `must be one of ${listOf(options)}` : 'is not in any of the accepted forms';
    }
    case 'unrecognized_keys':
      return `has fields it does not know: ${issue.keys.join(', ')}`;
    case 'not_multiple_of':
      return `must be a multiple of ${String(issue.divisor)}`;
    case 'invalid_format':
      return 'is not in the expected form';
    default:
      return 'is not valid';
  }
}
