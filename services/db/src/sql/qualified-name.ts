import { quoteSchema } from '../connection/schema-name';

/** Table, view and function names are written in our code: lower case, digits and underscores. */
const OBJECT_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

/**
 * A schema-qualified identifier, quoted: `qualified('ws_ab12', 'notes')` is `"ws_ab12"."notes"`. The
 * schema is checked as every schema name is (quoteSchema); the object name is one our code writes,
 * so a name out of that form is a bug, thrown as an internal error rather than spliced into SQL.
 * This is the one place SQL names a table of a schema: nothing else interpolates a schema name.
 */
export function qualified(schema: string, name: string): string {
  if (!OBJECT_NAME.test(name)) throw new Error(`"${name}" is not a valid table or function name.`);
  return `${quoteSchema(schema)}."${name}"`;
}

/** Names the tables and functions of one schema: `table('notes')`, as `qualified(schema, 'notes')`. */
export type SchemaTables = (name: string) => string;

/**
 * The tables of one schema, for SQL that names several: `const table = inSchema('ws_ab12')`, then
 * `from ${table('notes')} n join ${table('projects')} p ...`. The schema name is checked at once, so
 * a bad one is refused before any statement is built.
 */
export function inSchema(schema: string): SchemaTables {
  quoteSchema(schema);
  return (name) => qualified(schema, name);
}
