import { Injectable } from '@nestjs/common';
import { AppError, type CommentTargetTypeValue, parsePathId } from '@fieldnote/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { findLiveInsight } from '../insights';
import { findLiveNote } from '../notes';
import { CommentsRepository } from './comments.repository';

/** Where a comment lives: the column that holds its target, the project and the page that shows it. */
export interface CommentTarget {
  type: CommentTargetTypeValue;
  id: string;
  projectId: string;
  /** The note of a note or highlight comment (the page that shows it); null for an insight. */
  noteId: string | null;
  /** The title of the note or insight, for notifications and mails. */
  title: string;
}

/** Finds the targets of comments. */
@Injectable()
export class CommentTargets {
  constructor(private readonly comments: CommentsRepository) {}

  /**
   * The live target of a comment: a note or insight that is not in the trash (nor its project), or
   * a highlight of such a note; NOT_FOUND otherwise, so a trashed target's comments are out of reach.
   */
  async findLive(em: EntityManager, type: CommentTargetTypeValue, rawId: string): Promise<CommentTarget> {
    switch (type) {
      case 'NOTE': {
        const note = await findLiveNote(em, rawId);
        return { type, id: note.id, projectId: note.projectId, noteId: note.id, title: note.title };
      }
      case 'HIGHLIGHT': {
        const highlight = await this.comments.findHighlight(em, parsePathId(rawId));
        if (!highlight) throw AppError.notFound('Highlight');
        const note = await findLiveNote(em, highlight.noteId).catch(() => {
          throw AppError.notFound('Highlight');
        });
        return { type, id: highlight.id, projectId: note.projectId, noteId: note.id, title: note.title };
      }
      case 'INSIGHT': {
        const insight = await findLiveInsight(em, rawId);
        return { type, id: insight.id, projectId: insight.projectId, noteId: null, title: insight.title };
      }
    }
  }
}

/** The columns of a comment row that name its target: one is set, the others are null. */
export interface TargetColumns {
  noteId: string | null;
  highlightId: string | null;
  insightId: string | null;
}

/** The target type and id a stored comment points at. */
export function targetOf(comment: TargetColumns): { type: CommentTargetTypeValue; id: string } {
  if (comment.highlightId) return { type: 'HIGHLIGHT', id: comment.highlightId };
  if (comment.insightId) return { type: 'INSIGHT', id: comment.insightId };
  return { type: 'NOTE', id: comment.noteId! };
}

/** The target's column values for a new comment. */
export function targetColumns(target: CommentTarget): TargetColumns {
  return {
    noteId: target.type === 'NOTE' ? target.id : null,
    highlightId: target.type === 'HIGHLIGHT' ? target.id : null,
    insightId: target.type === 'INSIGHT' ? target.id : null,
  };
}

/** Spec 000 §2: a hash fragment carries the comment; the note or insight page opens on it. */
export function commentPath(
  target: Pick<CommentTarget, 'type' | 'id' | 'noteId'>,
  commentId: string,
): string {
  const page = target.type === 'INSIGHT' ? `/insights/${target.id}` : `/data/${target.noteId}`;
  return `${page}#comment-${commentId}`;
}
