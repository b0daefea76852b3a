import type { WorkspaceScope } from '../../context/workspace-access.service';
import type { AuthorsRepository } from './authors.repository';

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
export async function authorName(
  authors: AuthorsRepository,
  req: object,
  scope: WorkspaceScope,
  accountId: string,
): Promise<string> {
  let names = namesByRequest.get(req);
  if (!names) {
    names = loadNames(authors, scope);
    namesByRequest.set(req, names);
  }
  return (await names).get(accountId) ?? UNKNOWN_USER;
}

async function loadNames(authors: AuthorsRepository, scope: WorkspaceScope): Promise<Map<string, string>> {
  const rows = await authors.members(scope.em, scope.workspace.schemaName);
  return new Map(rows.map((r) => [r.id, r.deactivated_at ? DELETED_USER : r.name]));
}
