import { Injectable } from '@nestjs/common';
import type { Comment } from '@fieldnote/db';
import { Role } from '@fieldnote/core';
import type { WorkspaceScope } from '../../context/workspace-access.service';
import { CommentsRepository } from './comments.repository';
import { CommentModel, withPath } from './dto/comment.model';

/**
 * Comments as the caller sees them: names of authors, mentioned and resolving members (one query for
 * all), what the caller may do with each, and the link that opens each one.
 */
@Injectable()
export class CommentPresenter {
  constructor(private readonly comments: CommentsRepository) {}

  async present(scope: WorkspaceScope, comments: Comment[]): Promise<CommentModel[]> {
    if (comments.length === 0) return [];
    const personIds = new Set<string>();
    for (const c of comments) {
      personIds.add(c.createdBy);
      for (const id of c.mentionedIds) personIds.add(id);
      if (c.resolvedBy) personIds.add(c.resolvedBy);
    }
    // A member who left shows as 'Deleted user' (issue 10); their comments stay.
    const people = await this.comments.activeMemberNames(scope.em, [...personIds]);
    const noteOfHighlight = await this.comments.noteIdsOfHighlights(scope.em, [
      ...new Set(comments.flatMap((c) => (c.highlightId ? [c.highlightId] : []))),
    ]);
    const caller = { accountId: scope.accountId, isManager: scope.role === Role.MANAGER };
    return comments.map((c) =>
      withPath(
        CommentModel.from(c, people, caller),
        c.noteId ?? (c.highlightId ? (noteOfHighlight.get(c.highlightId) ?? null) : null),
      ),
    );
  }
}
