import type { EntityManager } from '@mikro-orm/postgresql';
import { type SchemaTables } from '@fieldnote/db';

/**
 * The active members who may decide a project's access requests, but `exceptId` (spec 000 §6: who
 * may change a project's access): workspace managers, and members who are not workspace viewers
 * with FULL on the project through the general access, a user entry or one of their groups.
 * `schema` is quoted. Runs in the caller's transaction.
 */
export async function accessRequestDeciders(
  em: EntityManager,
  table: SchemaTables,
  projectId: string,
  exceptId: string,
): Promise<string[]> {
  const rows = await em.getConnection().execute<{ id: string }[]>(
    `select m.id from ${table('members')} m
      where m.deactivated_at is null and m.id <> ?
        and (m.role = 'MANAGER'
          or (m.role <> 'VIEWER'
            and (exists (select 1 from ${table('projects')} p where p.id = ? and p.general_access = 'FULL')
              or exists (select 1 from ${table('project_permissions')} pp
                          where pp.project_id = ? and pp.permission = 'FULL'
                            and ((pp.subject_kind = 'USER' and pp.subject_id = m.id)
                              or (pp.subject_kind = 'GROUP' and pp.subject_id in
                                   (select gm.group_id from ${table('user_group_members')} gm
                                     where gm.member_id = m.id)))))))
      order by m.id`,
    [exceptId, projectId, projectId],
    'all',
    em.getTransactionContext(),
  );
  return rows.map((row) => row.id);
}
