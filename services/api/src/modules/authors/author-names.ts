import { qualified } from '@fieldnote/db';
import type { WorkspaceScope } from '../../context/workspace-access.service';

/** Spec 000 §6: how a user is shown when they are no longer a member, or were never known here. */
export const DELETED_USER = 'Deleted user';
export const UNKNOWN_USER = 'Unknown user';

/** Per request: the names of the workspace's members, read once however many items ask. */
const namesByRequest = new WeakMap<object, Promise<Map<string, string>>>();

/**
 * The name to show for the author `accountId` of a note, highlight or insight: the member's name;
 * 'Deleted user' once they were removed from the workspace (their work stays); 'Unknown user' for
 * an id no member ever had (an import, the system).
 */
export async function authorName(req: object, scope: WorkspaceScope, accountId: string): Promise<string> {
  let names = namesByRequest.get(req);
  if (!names) {
    names = loadNames(scope);
    namesByRequest.set(req, names);
  }
  return (await names).get(accountId) ?? UNKNOWN_USER;
}

async function loadNames(scope: WorkspaceScope): Promise<Map<string, string>> {
  const rows = await scope.em
    .getConnection()
    .execute<{ id: string; name: string; deactivated_at: Date | null }[]>(
      `select id, name, deactivated_at from ${qualified(scope.workspace.schemaName, 'members')}`,
    );
  return new Map(rows.map((r) => [r.id, r.deactivated_at ? DELETED_USER : r.name]));
}
