import { type Comment, Highlight, Member } from '@fieldnote/db';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Role } from '@fieldnote/core';
import type { WorkspaceScope } from '../../context/workspace-access.service';
import { CommentModel, withPath } from './dto/comment.model';

/**
 * Comments as the caller sees them: names of authors, mentioned and resolving members (one query for
 * all), what the caller may do with each, and the link that opens each one.
 */
export async function presentComments(scope: WorkspaceScope, comments: Comment[]): Promise<CommentModel[]> {
  if (comments.length === 0) return [];
  const em: EntityManager = scope.em;
  const personIds = new Set<string>();
  for (const c of comments) {
    personIds.add(c.createdBy);
    for (const id of c.mentionedIds) personIds.add(id);
    if (c.resolvedBy) personIds.add(c.resolvedBy);
  }
  // A member who left shows as 'Deleted user' (issue 10); their comments stay.
  const people = new Map(
    (
      await em.find(Member, { id: { $in: [...personIds] }, deactivatedAt: null }, { fields: ['id', 'name'] })
    ).map((m) => [m.id, m.name]),
  );
  const highlightIds = [...new Set(comments.flatMap((c) => (c.highlightId ? [c.highlightId] : [])))];
  const noteOfHighlight = new Map(
    highlightIds.length === 0
      ? []
      : (await em.find(Highlight, { id: { $in: highlightIds } }, { fields: ['id', 'noteId'] })).map((h) => [
          h.id,
          h.noteId,
        ]),
  );
  const caller = { accountId: scope.accountId, isManager: scope.role === Role.MANAGER };
  return comments.map((c) =>
    withPath(
      CommentModel.from(c, people, caller),
      c.noteId ?? (c.highlightId ? (noteOfHighlight.get(c.highlightId) ?? null) : null),
    ),
  );
}
