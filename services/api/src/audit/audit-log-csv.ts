import type { AuditEntry } from '@fieldnote/control-plane';
import { stringify } from 'csv-stringify/sync';

const COLUMNS = [
  'Time',
  'Actor',
  'Actor ID',
  'Action',
  'Object type',
  'Object',
  'Object ID',
  'Old value',
  'New value',
];

/** A cell that a spreadsheet would run as a formula starts with one of these (CSV injection). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * The audit log as CSV (RFC 4180, quoting by csv-stringify). Text a member typed (names, titles)
 * that starts like a formula is prefixed with an apostrophe, so opening the export in a spreadsheet
 * never runs it.
 */
export function auditLogCsv(entries: AuditEntry[]): string {
  const rows = entries.map((e) => [
    e.occurredAt.toISOString(),
    e.actorName,
    e.actorId ?? '',
    e.action,
    e.objectType,
    e.objectLabel,
    e.objectId,
    e.oldValue ? JSON.stringify(e.oldValue) : '',
    e.newValue ? JSON.stringify(e.newValue) : '',
  ]);
  return stringify([COLUMNS, ...rows.map((row) => row.map(neutralise))]);
}

function neutralise(cell: string): string {
  return FORMULA_START.test(cell) ? `'${cell}` : cell;
}
