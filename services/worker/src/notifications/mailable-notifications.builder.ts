import type { SchemaTables } from '@fieldnote/db';

/**
 * Selects notifications with what their mails say: the recipient's address (active members only),
 * the actor's name, the note or insight title and the path that opens the comment or insight.
 * `table` names the workspace's tables (inSchema); `where` filters `n` (the notification) and may use `?` parameters.
 */
export function mailableNotificationsSql(table: SchemaTables, where: string): string {
  return `select n.id, n.kind, r.email as recipient_email,
      case when a.deactivated_at is null then a.name else 'Deleted user' end as actor_name,
      n.excerpt, n.insight_id, c.id as comment_id, c.insight_id as comment_insight_id,
      coalesce(c.note_id, h.note_id) as note_id, n.project_id, n.access_request_id, n.role,
      n.payload->>'payUrl' as pay_url,
      -- A denied requester may not see the project: its title stays out of their mail.
      case when n.kind = 'ACCESS_REQUEST_DENIED' then ''
           else coalesce(cn.title, hn.title, ci.title, i.title, case when n.access_request_id is not null then p.title end, '')
      end as title
    from ${table('notifications')} n
    join ${table('members')} r on r.id = n.recipient_id and r.deactivated_at is null
    left join ${table('members')} a on a.id = n.actor_id
    left join ${table('comments')} c on c.id = n.comment_id
    left join ${table('highlights')} h on h.id = c.highlight_id
    left join ${table('notes')} cn on cn.id = c.note_id
    left join ${table('notes')} hn on hn.id = h.note_id
    left join ${table('insights')} ci on ci.id = c.insight_id
    left join ${table('insights')} i on i.id = n.insight_id
    left join ${table('projects')} p on p.id = n.project_id
    where ${where}
    order by n.created_at, n.id`;
}
