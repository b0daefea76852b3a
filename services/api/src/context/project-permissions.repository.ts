import type { GeneralAccess } from '@fieldnote/core';
import { inSchema } from '@fieldnote/db';
import type { EntityManager } from '@mikro-orm/postgresql';

/** A project not open to everyone for writing, or one where the member has an entry. */
export interface RestrictedProjectRow {
  id: string;
  general: GeneralAccess;
  /** The highest of the member's own and group entries there (1 READ, 2 WRITE, 3 FULL), or null. */
  rank: number | null;
}

/**
 * The SQL of ProjectGate (which is built per request, not injected): one query for the projects not
 * open to everyone for writing and those where the member or one of their groups has an entry. The
 * database keeps that highest entry per member and project (`member_project_entries`, rewritten by
 * triggers when entries or group memberships change): a member in 200 groups reaches 2,000 entries,
 * and folding them on every cold check cost about 1.3 ms on a slow machine (permissions bench).
 * Runs in the caller's transaction, if any, so a change of access reads its own writes.
 */
export function findRestrictedProjectsForMember(
  em: EntityManager,
  schemaName: string,
  memberId: string,
): Promise<RestrictedProjectRow[]> {
  const table = inSchema(schemaName);
  return em.getConnection().execute<RestrictedProjectRow[]>(
    `select p.id, p.general_access as general, e.rank
         from ${table('projects')} p
         left join ${table('member_project_entries')} e on e.project_id = p.id and e.member_id = ?
        where p.general_access <> 'WRITE' or e.project_id is not null`,
    [memberId],
    'all',
    em.getTransactionContext(),
  );
}
