import { quoteSchema } from '../connection/schema-name';

/** Table, view and function names are written in our code: lower case, digits and underscores. */
const OBJECT_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

/**
 * A schema-qualified identifier, quoted: `qualified('ws_ab12', 'notes')` is `"ws_ab12"."notes"`. The
 * schema is checked as every schema name is (quoteSchema); the object name is one our code writes,
 * so a name out of that form is a bug, thrown as an internal error rather than spliced into SQL.
 */
export function qualified(schema: string, name: string): string {
  if (!OBJECT_NAME.test(name)) throw new Error(`"${name}" is not a valid table or function name.`);
  return `${quoteSchema(schema)}."${name}"`;
}
