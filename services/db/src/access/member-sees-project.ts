import type { SchemaTables } from '../sql/qualified-name';

/**
 * SQL that is true when a workspace member may see a project (spec 000 §6): a workspace manager, a
 * project that is not private (general access other than NONE), or a user or group entry of the
 * member on it. For background work that acts for someone else (notifications, mail), where no
 * request gate exists. `table` names the workspace's tables (inSchema); `member` and `project` are SQL expressions of their ids.
 */
export function memberSeesProjectSql(table: SchemaTables, member: string, project: string): string {
  return `(exists (select 1 from ${table('members')} sm where sm.id = ${member} and sm.role = 'MANAGER')
    or exists (select 1 from ${table('projects')} sp where sp.id = ${project} and sp.general_access <> 'NONE')
    or exists (select 1 from ${table('project_permissions')} spp
                where spp.project_id = ${project}
                  and ((spp.subject_kind = 'USER' and spp.subject_id = ${member})
                    or (spp.subject_kind = 'GROUP' and spp.subject_id in
                         (select sgm.group_id from ${table('user_group_members')} sgm where sgm.member_id = ${member})))))`;
}
