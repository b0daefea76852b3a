import { settingsStrings } from '../../settings/strings';
import { auditLogStrings } from '../strings';

const ROLE_NAMES: Record<string, string> = settingsStrings.roles;

/**
 * An entry's old or new value (a JSON object such as {"role":"VIEWER"}) as a person reads it:
 * "Role: Viewer". Ids are left out (the object column names the thing); unknown keys stay as they are.
 */
export function formatAuditValue(json: string | null | undefined): string {
  if (!json) return '';
  let value: Record<string, unknown>;
  try {
    value = JSON.parse(json) as Record<string, unknown>;
  } catch {
    return json;
  }
  return Object.entries(value)
    .filter(([key]) => !key.endsWith('Id'))
    .map(([key, raw]) => `${auditLogStrings.valueLabels[key] ?? key}: ${readable(key, raw)}`)
    .join(', ');
}

function readable(key: string, raw: unknown): string {
  if (typeof raw === 'boolean') return raw ? auditLogStrings.yes : auditLogStrings.no;
  if (key === 'role' && typeof raw === 'string') return ROLE_NAMES[raw] ?? raw;
  if (key === 'expiresAt' && typeof raw === 'string') return new Date(raw).toLocaleString();
  return String(raw);
}
