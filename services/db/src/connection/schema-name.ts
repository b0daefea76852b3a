import { AppError } from '@fieldnote/core';

const SCHEMA_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

/** The schema holding one workspace's data: `ws_` and the team id without hyphens. */
export function workspaceSchemaName(teamId: string): string {
  return `ws_${teamId.replace(/-/g, '').toLowerCase()}`;
}

/** Schema names are spliced into SQL as identifiers, so only this safe form is ever accepted. */
export function quoteSchema(name: string): string {
  if (!SCHEMA_NAME.test(name)) throw AppError.badInput(`"${name}" is not a valid schema name.`);
  return `"${name}"`;
}

export const CONTROL_SCHEMA = 'control';
export const REGIONAL_SCHEMA = 'regional';
export const WORKSPACE_SCHEMA_PREFIX = 'ws_';
