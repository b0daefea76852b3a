import type { WorkspaceChangeModel } from './dto/workspace-change.model';

/**
 * The live channel of a member who cannot see some private projects: changes inside those projects
 * are left out (even their ids say something). The hidden set is read again when access may have
 * changed (a project's access, a group), and a project's own access change still reaches a member
 * who could see it before or can now, so their open pages drop it or show it at once.
 */
export async function* withoutHiddenProjects(
  source: AsyncIterable<unknown>,
  readHidden: () => Promise<Set<string>>,
): AsyncGenerator<unknown> {
  let hidden = await readHidden();
  for await (const item of source) {
    const change = item as WorkspaceChangeModel;
    const accessMayHaveChanged =
      (change.kind === 'project' && change.action === 'accessChanged') || change.kind === 'user_group';
    if (accessMayHaveChanged) {
      const before = change.projectId ? hidden.has(change.projectId) : false;
      hidden = await readHidden();
      const after = change.projectId ? hidden.has(change.projectId) : false;
      if (before && after) continue;
      yield item;
      continue;
    }
    if (change.projectId && hidden.has(change.projectId)) continue;
    yield item;
  }
}
