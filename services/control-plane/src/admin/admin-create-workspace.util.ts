import { AppError, MAX_LENGTH, normalizeEmail, requireText } from '@fieldnote/core';

/** The validated body of POST /control/workspaces. */
export interface AdminCreateWorkspaceInput {
  name: string;
  subdomain: string | null;
  region: string | null;
  ownerEmail: string;
}

/**
 * Checks the shape of the create body: name and ownerEmail are required text, subdomain and region
 * optional text. The rules on each value (subdomain form, region names) stay with the creation service.
 */
export function parseAdminCreateWorkspace(body: unknown): AdminCreateWorkspaceInput {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw AppError.badInput('The request body must be a JSON object with name and ownerEmail.');
  }
  const record = body as Record<string, unknown>;
  const name = requireText(requiredString(record.name, 'name'), 'Workspace name', MAX_LENGTH.teamName);
  const ownerEmail = normalizeEmail(requiredString(record.ownerEmail, 'ownerEmail'));
  return {
    name,
    subdomain: optionalString(record.subdomain, 'subdomain'),
    region: optionalString(record.region, 'region'),
    ownerEmail,
  };
}

function requiredString(value: unknown, field: string): string {
  if (typeof value !== 'string')
    throw AppError.badInput(`${field} is required and must be a string.`, { field });
  return value;
}

function optionalString(value: unknown, field: string): string | null {
  if (value === undefined || value === null) return null;
  if (typeof value !== 'string') throw AppError.badInput(`${field} must be a string when given.`, { field });
  return value.trim() === '' ? null : value.trim();
}
