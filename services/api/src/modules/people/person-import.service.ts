import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { PlanGate } from '@fieldnote/control-plane';
import { recordEvent } from '../../common/record-event';
import type { WorkspaceScope } from '../../context/workspace-access.service';
import { checkPersonFields } from './person-fields';
import { MAX_IMPORT_ROWS } from './person-import.limits';
import { personErrors } from './person.errors';
import { PeopleRepository } from './people.repository';
import { PERSON_EVENTS } from '@fieldnote/core';

/** A row of an import, mapped to person fields. */
export interface ImportRow {
  rowNumber: number;
  name?: string | null;
  email?: string | null;
}

/** A refused row: it changed nothing. */
export interface ImportRejection {
  rowNumber: number;
  field: 'name' | 'email';
  reason: string;
}

interface AcceptedRow {
  rowNumber: number;
  id: string;
  name: string;
  email: string | null;
}

/**
 * Imports people from rows of a CSV file (parsed and mapped in the browser). Each row is checked
 * with the same rules as a person created by hand; a refused row is reported with its reason and
 * changes nothing, the others are created in one transaction with one outbox event.
 */
@Injectable()
export class PersonImportService {
  constructor(
    private readonly people: PeopleRepository,
    private readonly plans: PlanGate,
  ) {}

  async import(
    scope: WorkspaceScope,
    rows: ImportRow[],
  ): Promise<{ importedCount: number; rejected: ImportRejection[] }> {
    if (rows.length > MAX_IMPORT_ROWS) throw personErrors.tooManyRows(rows.length);
    await this.plans.requireFeature(scope.workspace.id, 'allowContacts');
    const rejected: ImportRejection[] = [];
    const accepted: AcceptedRow[] = [];
    const firstRowOfEmail = new Map<string, number>();
    for (const row of rows) {
      const fields = checkPersonFields(row.name, row.email);
      if (!fields.ok) {
        rejected.push({ rowNumber: row.rowNumber, field: fields.field, reason: fields.message });
        continue;
      }
      const key = fields.email?.toLowerCase();
      const earlier = key === undefined ? undefined : firstRowOfEmail.get(key);
      if (earlier !== undefined) {
        rejected.push({
          rowNumber: row.rowNumber,
          field: 'email',
          reason: `Duplicate: row ${earlier} has the same e-mail address.`,
        });
        continue;
      }
      if (key !== undefined) firstRowOfEmail.set(key, row.rowNumber);
      accepted.push({ rowNumber: row.rowNumber, id: randomUUID(), name: fields.name, email: fields.email });
    }
    if (accepted.length === 0) return { importedCount: 0, rejected: sorted(rejected) };
    return scope.em.transactional(async (em) => {
      // on conflict: an address already in the workspace (or added meanwhile) refuses only its row.
      const insertedIds = new Set(
        await this.people.insertSkippingTakenEmails(
          em,
          scope.workspace.schemaName,
          accepted,
          scope.accountId,
        ),
      );
      for (const row of accepted) {
        if (!insertedIds.has(row.id))
          rejected.push({
            rowNumber: row.rowNumber,
            field: 'email',
            reason: `Duplicate: a person with the e-mail address ${row.email ?? ''} already exists.`,
          });
      }
      if (insertedIds.size > 0)
        await recordEvent(em, PERSON_EVENTS.imported, scope.workspace.id, { personIds: [...insertedIds] });
      return { importedCount: insertedIds.size, rejected: sorted(rejected) };
    });
  }
}

function sorted(rejected: ImportRejection[]): ImportRejection[] {
  return [...rejected].sort((a, b) => a.rowNumber - b.rowNumber);
}
