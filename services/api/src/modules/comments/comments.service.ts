import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import {
  AppError,
  COMMENT_EVENTS,
  type CommentTargetTypeValue,
  type EventPayloadInput,
  MAX_COMMENT_LENGTH,
  MAX_COMMENTS_PER_TARGET,
  MAX_MENTIONS_PER_COMMENT,
  Role,
  mentionedIds,
  parsePathId,
  requireText,
} from '@fieldnote/core';
import type { Comment } from '@fieldnote/db';
import type { EntityManager } from '@mikro-orm/postgresql';
import { recordEvent } from '../../common/record-event';
import type { WorkspaceScope } from '../../context/workspace-access.service';
import { CommentNotifier } from './comment-notifications';
import { type CommentTarget, CommentTargets, targetColumns, targetOf } from './comment-target';
import { COMMENT_MESSAGES } from './comment.errors';
import { CommentsRepository } from './comments.repository';

/**
 * Comment threads on notes, highlights and insights (issue 10). Any member may comment, reply,
 * resolve and reopen (spec 000 §6 keeps viewers only from writing research data and summaries;
 * a comment is discussion about it); only the author edits a comment; the author or a manager
 * deletes it. A target in the trash hides its comments. Every change writes its outbox event and
 * the notifications it causes in its transaction.
 */
@Injectable()
export class CommentsService {
  constructor(
    private readonly comments: CommentsRepository,
    private readonly targets: CommentTargets,
    private readonly notifier: CommentNotifier,
  ) {}

  /** All comments of a target, oldest first: threads and their replies (parentId) together. */
  async list(scope: WorkspaceScope, type: CommentTargetTypeValue, rawTargetId: string): Promise<Comment[]> {
    const target = await this.targets.findLive(scope.em, type, rawTargetId);
    return this.comments.findForTarget(scope.em, targetColumns(target));
  }

  /** One comment whose target is live; NOT_FOUND for a deleted comment or a trashed target. */
  async get(scope: WorkspaceScope, rawId: string): Promise<Comment> {
    return (await this.findLive(scope.em, rawId)).comment;
  }

  async create(
    scope: WorkspaceScope,
    input: { targetType: CommentTargetTypeValue; targetId: string; body: string; parentId?: string | null },
  ): Promise<Comment> {
    const body = this.body(input.body);
    return scope.em.transactional(async (em) => {
      const target = await this.targets.findLive(em, input.targetType, input.targetId);
      const mentions = await this.mentions(em, body);
      const columns = targetColumns(target);
      if ((await this.comments.countForTarget(em, columns)) >= MAX_COMMENTS_PER_TARGET)
        throw AppError.badInput(COMMENT_MESSAGES.tooManyComments, { field: 'targetId' });
      const thread = input.parentId ? await this.threadOf(em, target, input.parentId) : null;
      const comment = await this.comments.insert(em, {
        id: randomUUID(),
        projectId: target.projectId,
        ...columns,
        // Replies to a reply join the same thread: threads are one level deep, like Dovetail's.
        parentId: thread ? thread.root.id : null,
        body,
        mentionedIds: mentions,
        createdBy: scope.accountId,
        createdAt: new Date(),
        updatedAt: new Date(),
      });
      await recordEvent(em, COMMENT_EVENTS.created, scope.workspace.id, this.payload(comment, target));
      await this.notifier.notify(em, scope.workspace.id, scope.workspace.schemaName, comment, {
        alreadyMentioned: [],
        repliedTo: thread ? [thread.root.createdBy, thread.repliedTo.createdBy] : [],
      });
      return comment;
    });
  }

  /** Replaces the text; members mentioned for the first time are notified. Author only. */
  async update(scope: WorkspaceScope, input: { id: string; body: string }): Promise<Comment> {
    const body = this.body(input.body);
    return scope.em.transactional(async (em) => {
      const { comment, target } = await this.findLive(em, input.id);
      if (comment.createdBy !== scope.accountId) throw AppError.forbidden(COMMENT_MESSAGES.onlyAuthorEdits);
      const before = comment.mentionedIds;
      comment.body = body;
      comment.mentionedIds = await this.mentions(em, body);
      comment.editedAt = new Date();
      await this.comments.save(em, comment);
      await recordEvent(em, COMMENT_EVENTS.updated, scope.workspace.id, this.payload(comment, target));
      await this.notifier.notify(em, scope.workspace.id, scope.workspace.schemaName, comment, {
        alreadyMentioned: before,
        repliedTo: [],
      });
      return comment;
    });
  }

  /**
   * Deletes a comment (author or manager). A thread's first comment that has replies keeps its place
   * without its text, so the replies still read as a thread; anything else goes for good.
   */
  async delete(scope: WorkspaceScope, rawId: string): Promise<void> {
    await scope.em.transactional(async (em) => {
      const { comment, target } = await this.findLive(em, rawId);
      if (comment.createdBy !== scope.accountId && scope.role !== Role.MANAGER)
        throw AppError.forbidden(COMMENT_MESSAGES.onlyAuthorDeletes);
      const payload = this.payload(comment, target);
      const hasReplies = comment.parentId === null && (await this.comments.countReplies(em, comment.id)) > 0;
      if (hasReplies) {
        comment.deletedAt = new Date();
        comment.body = '';
        comment.mentionedIds = [];
        await this.comments.save(em, comment);
      } else {
        await this.comments.delete(em, comment);
      }
      // The last reply of a deleted first comment takes the thread with it.
      if (comment.parentId) await this.removeEmptyThread(em, comment.parentId);
      await recordEvent(em, COMMENT_EVENTS.deleted, scope.workspace.id, payload);
    });
  }

  /** Resolves or reopens a thread (its first comment); setting the state it has changes nothing. */
  async setResolved(scope: WorkspaceScope, rawId: string, resolved: boolean): Promise<Comment> {
    return scope.em.transactional(async (em) => {
      const { comment, target } = await this.findLive(em, rawId, { allowDeleted: true });
      if (comment.parentId !== null) throw AppError.badInput(COMMENT_MESSAGES.onlyThreads, { field: 'id' });
      if ((comment.resolvedAt !== null) === resolved) return comment;
      comment.resolvedAt = resolved ? new Date() : null;
      comment.resolvedBy = resolved ? scope.accountId : null;
      await this.comments.save(em, comment);
      await recordEvent(
        em,
        resolved ? COMMENT_EVENTS.resolved : COMMENT_EVENTS.reopened,
        scope.workspace.id,
        this.payload(comment, target),
      );
      return comment;
    });
  }

  private body(value: string): string {
    return requireText(value, COMMENT_MESSAGES.field, MAX_COMMENT_LENGTH, undefined, 'multi-line');
  }

  /** The mentioned members: at most MAX_MENTIONS_PER_COMMENT, each an active member of the workspace. */
  private async mentions(em: EntityManager, body: string): Promise<string[]> {
    const ids = mentionedIds(body);
    if (ids.length > MAX_MENTIONS_PER_COMMENT)
      throw AppError.badInput(COMMENT_MESSAGES.tooManyMentions, { field: 'body' });
    if (ids.length === 0) return ids;
    const members = await this.comments.countActiveMembers(em, ids);
    if (members !== ids.length) throw AppError.badInput(COMMENT_MESSAGES.notAMember, { field: 'body' });
    return ids;
  }

  /** The thread a reply joins: the comment replied to must be on the same target and not deleted. */
  private async threadOf(
    em: EntityManager,
    target: CommentTarget,
    rawParentId: string,
  ): Promise<{ root: Comment; repliedTo: Comment }> {
    const repliedTo = await this.comments.findById(em, parsePathId(rawParentId));
    if (!repliedTo) throw AppError.notFound('Comment');
    const where = targetOf(repliedTo);
    if (where.type !== target.type || where.id !== target.id)
      throw AppError.badInput(COMMENT_MESSAGES.parentElsewhere, { field: 'parentId' });
    if (repliedTo.deletedAt) throw AppError.badInput(COMMENT_MESSAGES.parentDeleted, { field: 'parentId' });
    const root = repliedTo.parentId ? await this.comments.findThreadRoot(em, repliedTo.parentId) : repliedTo;
    return { root, repliedTo };
  }

  private async removeEmptyThread(em: EntityManager, rootId: string): Promise<void> {
    const root = await this.comments.findById(em, rootId);
    if (root?.deletedAt && (await this.comments.countReplies(em, rootId)) === 0)
      await this.comments.delete(em, root);
  }

  private async findLive(
    em: EntityManager,
    rawId: string,
    options: { allowDeleted?: boolean } = {},
  ): Promise<{ comment: Comment; target: CommentTarget }> {
    const comment = await this.comments.findById(em, parsePathId(rawId));
    if (!comment || (comment.deletedAt && !options.allowDeleted)) throw AppError.notFound('Comment');
    const { type, id } = targetOf(comment);
    const target = await this.targets.findLive(em, type, id).catch(() => {
      throw AppError.notFound('Comment');
    });
    return { comment, target };
  }

  private payload(comment: Comment, target: CommentTarget): EventPayloadInput<typeof COMMENT_EVENTS.created> {
    return {
      commentId: comment.id,
      projectId: target.projectId,
      noteId: target.noteId,
      targetType: target.type,
      targetId: target.id,
      parentId: comment.parentId,
    };
  }
}
