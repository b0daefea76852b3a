import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import {
  AppError,
  MAX_LENGTH,
  TAG_BOARD_EVENTS,
  TAG_COLOR_PATTERN,
  parsePathId,
  rankBetween,
  requireText,
} from '@fieldnote/core';
import { PlanGate } from '@fieldnote/control-plane';
import { type TagBoard, type TagGroup, advisoryXactLock } from '@fieldnote/db';
import type { EntityManager } from '@mikro-orm/postgresql';
import { recordEvent } from '../../common/record-event';
import type { WorkspaceScope } from '../../context/workspace-access.service';
import { findLiveProject } from '../projects';
import { type CountedTag, TagsService } from '../tags';
import { placeBetween } from './place-between';
import { tagBoardErrors } from './tag-board.errors';
import { TagBoardsRepository } from './tag-boards.repository';

const DEFAULT_GROUP_COLOR = '#607d8b';

/** A board's content: its groups in rank order with their tags, and the tags in no group. */
export interface BoardLayout {
  groups: { group: TagGroup; tags: CountedTag[] }[];
  ungrouped: CountedTag[];
}

/**
 * Tag boards of a project and their groups (spec 000 §3). The tags a board can show are the
 * project's tags and the workspace tags; a tag placed in a group has a rank there, the others are
 * in the board's ungrouped area, by title. Changes to one board run one at a time (a lock per
 * board), so two drags at once cannot compute ranks from the same stale neighbours.
 */
@Injectable()
export class TagBoardsService {
  constructor(
    private readonly tags: TagsService,
    private readonly boards: TagBoardsRepository,
    private readonly plans: PlanGate,
  ) {}

  /** The boards of a live project, in rank order, with their group counts. */
  async list(
    scope: WorkspaceScope,
    rawProjectId: string,
  ): Promise<{ board: TagBoard; groupCount: number }[]> {
    const project = await findLiveProject(scope.em, rawProjectId);
    const boards = await this.boards.boardsOfProject(scope.em, project.id);
    const counts = await this.boards.groupCountsByBoard(
      scope.em,
      boards.map((b) => b.id),
    );
    return boards.map((board) => ({ board, groupCount: counts.get(board.id) ?? 0 }));
  }

  async get(scope: WorkspaceScope, rawId: string): Promise<{ board: TagBoard; groupCount: number }> {
    const board = await this.findBoard(scope.em, rawId);
    return { board, groupCount: await this.boards.countGroupsOfBoard(scope.em, board.id) };
  }

  async layout(scope: WorkspaceScope, boardId: string): Promise<BoardLayout> {
    const board = await this.findBoard(scope.em, boardId);
    const [groups, placements, tags] = await Promise.all([
      this.boards.groupsOfBoard(scope.em, board.id),
      this.boards.placementsOfBoard(scope.em, board.id),
      this.boards.tagsOfProject(scope.em, board.projectId),
    ]);
    const counted = new Map((await this.tags.withCounts(scope.em, scope, tags)).map((c) => [c.tag.id, c]));
    const placed = new Set<string>();
    const byGroup = new Map<string, CountedTag[]>();
    for (const placement of placements) {
      const tag = counted.get(placement.tagId);
      if (!tag) continue;
      placed.add(placement.tagId);
      byGroup.set(placement.groupId, [...(byGroup.get(placement.groupId) ?? []), tag]);
    }
    return {
      groups: groups.map((group) => ({ group, tags: byGroup.get(group.id) ?? [] })),
      ungrouped: tags.filter((t) => !placed.has(t.id)).map((t) => counted.get(t.id) as CountedTag),
    };
  }

  async create(scope: WorkspaceScope, input: { projectId: string; title: string }): Promise<TagBoard> {
    const title = requireText(input.title, 'Tag board title', MAX_LENGTH.tagBoardTitle);
    return scope.em.transactional(async (em) => {
      const project = await findLiveProject(em, input.projectId);
      await lockBoards(em, project.id);
      // The plan counts the workspace's boards: additions to any project run one at a time.
      await advisoryXactLock(em, `tag-boards:${scope.workspace.id}`);
      await this.plans.admitOneMore(
        scope.workspace.id,
        'maxWorkspaceTagBoards',
        await this.boards.countAll(em),
      );
      const last = await this.boards.lastBoardOfProject(em, project.id);
      const board = await this.boards.insertBoard(em, {
        id: randomUUID(),
        projectId: project.id,
        title,
        rank: rankBetween(last?.rank ?? null, null).rank,
        createdBy: scope.accountId,
      });
      await recordEvent(em, TAG_BOARD_EVENTS.created, scope.workspace.id, {
        tagBoardId: board.id,
        projectId: project.id,
        title,
      });
      return board;
    });
  }

  async rename(scope: WorkspaceScope, input: { id: string; title: string }): Promise<TagBoard> {
    const title = requireText(input.title, 'Tag board title', MAX_LENGTH.tagBoardTitle);
    return scope.em.transactional(async (em) => {
      const board = await this.findBoard(em, input.id);
      board.title = title;
      await this.boards.save(em);
      await recordEvent(em, TAG_BOARD_EVENTS.updated, scope.workspace.id, {
        tagBoardId: board.id,
        projectId: board.projectId,
        title,
      });
      return board;
    });
  }

  /** Deletes the board with its groups and placements; the tags themselves stay. */
  async delete(scope: WorkspaceScope, rawId: string): Promise<void> {
    await scope.em.transactional(async (em) => {
      const board = await this.findBoard(em, rawId);
      await this.boards.delete(em, board);
      await recordEvent(em, TAG_BOARD_EVENTS.deleted, scope.workspace.id, {
        tagBoardId: board.id,
        projectId: board.projectId,
      });
    });
  }

  /** A new group at the right end of the board. */
  async createGroup(
    scope: WorkspaceScope,
    input: { boardId: string; title: string; color?: string | null },
  ): Promise<TagGroup> {
    const title = requireText(input.title, 'Tag group title', MAX_LENGTH.tagGroupTitle);
    const color = input.color == null ? DEFAULT_GROUP_COLOR : checkColor(input.color);
    // A group colour of one's own is a plan feature (tag colours); the default colour never is.
    if (color !== DEFAULT_GROUP_COLOR) await this.plans.requireFeature(scope.workspace.id, 'allowTagColours');
    return scope.em.transactional(async (em) => {
      const board = await this.findBoard(em, input.boardId);
      await lockBoard(em, board.id);
      const last = await this.boards.lastGroupOfBoard(em, board.id);
      const group = await this.boards.insertGroup(em, {
        id: randomUUID(),
        boardId: board.id,
        title,
        color,
        rank: rankBetween(last?.rank ?? null, null).rank,
        createdBy: scope.accountId,
      });
      await recordEvent(em, TAG_BOARD_EVENTS.groupCreated, scope.workspace.id, {
        tagGroupId: group.id,
        tagBoardId: board.id,
        title,
      });
      return group;
    });
  }

  async updateGroup(
    scope: WorkspaceScope,
    input: { id: string; title?: string | null; color?: string | null },
  ): Promise<TagGroup> {
    const title =
      input.title == null ? null : requireText(input.title, 'Tag group title', MAX_LENGTH.tagGroupTitle);
    const color = input.color == null ? null : checkColor(input.color);
    return scope.em.transactional(async (em) => {
      const group = await this.findGroup(em, input.id);
      if (title !== null) group.title = title;
      // A new colour is a plan feature; keeping one (a lowered plan) or going back to the default is not.
      if (color !== null && color !== group.color && color !== DEFAULT_GROUP_COLOR)
        await this.plans.requireFeature(scope.workspace.id, 'allowTagColours');
      if (color !== null) group.color = color;
      await this.boards.save(em);
      await recordEvent(em, TAG_BOARD_EVENTS.groupUpdated, scope.workspace.id, {
        tagGroupId: group.id,
        tagBoardId: group.boardId,
      });
      return group;
    });
  }

  /** Deletes the group; its tags go back to the board's ungrouped area (their placements cascade). */
  async deleteGroup(scope: WorkspaceScope, rawId: string): Promise<TagGroup> {
    return scope.em.transactional(async (em) => {
      const group = await this.findGroup(em, rawId);
      await lockBoard(em, group.boardId);
      await this.boards.delete(em, group);
      await recordEvent(em, TAG_BOARD_EVENTS.groupDeleted, scope.workspace.id, {
        tagGroupId: group.id,
        tagBoardId: group.boardId,
      });
      return group;
    });
  }

  /** Reorders the board's groups: the group goes right after `afterId`, or first when null. */
  async moveGroup(scope: WorkspaceScope, input: { id: string; afterId?: string | null }): Promise<TagGroup> {
    return scope.em.transactional(async (em) => {
      const group = await this.findGroup(em, input.id);
      await lockBoard(em, group.boardId);
      const afterId = input.afterId ? parsePathId(input.afterId) : null;
      if (afterId === group.id) throw tagBoardErrors.groupAfterItself();
      const others = (await this.boards.groupsOfBoard(em, group.boardId)).filter((g) => g.id !== group.id);
      const index = afterId === null ? -1 : others.findIndex((g) => g.id === afterId);
      if (afterId !== null && index < 0) throw AppError.notFound('Tag group');
      placeBetween(others, group, index);
      await this.boards.save(em);
      await recordEvent(em, TAG_BOARD_EVENTS.groupMoved, scope.workspace.id, {
        tagGroupId: group.id,
        tagBoardId: group.boardId,
        afterId,
      });
      return group;
    });
  }

  /**
   * Puts a tag in a group of the board right after `afterTagId` (first when null), or in the
   * ungrouped area when `groupId` is null. The rank is computed between the new neighbours.
   */
  async moveTag(
    scope: WorkspaceScope,
    input: { boardId: string; tagId: string; groupId?: string | null; afterTagId?: string | null },
  ): Promise<TagBoard> {
    return scope.em.transactional(async (em) => {
      const board = await this.findBoard(em, input.boardId);
      await lockBoard(em, board.id);
      const tag = await this.boards.tagById(em, parsePathId(input.tagId));
      if (!tag) throw AppError.notFound('Tag');
      if (tag.projectId !== null && tag.projectId !== board.projectId)
        throw tagBoardErrors.tagOfOtherProject();
      const groupId = input.groupId ? parsePathId(input.groupId) : null;
      const afterTagId = input.afterTagId ? parsePathId(input.afterTagId) : null;
      if (afterTagId === tag.id) throw tagBoardErrors.tagAfterItself();
      let placement = await this.boards.placementOf(em, board.id, tag.id);
      if (groupId === null) {
        if (placement) this.boards.removePlacement(em, placement);
      } else {
        const group = await this.boards.groupById(em, groupId);
        if (!group) throw AppError.notFound('Tag group');
        if (group.boardId !== board.id) throw tagBoardErrors.groupOfOtherBoard();
        const others = (await this.boards.placementsOfGroup(em, board.id, group.id)).filter(
          (p) => p.tagId !== tag.id,
        );
        const index = afterTagId === null ? -1 : others.findIndex((p) => p.tagId === afterTagId);
        if (afterTagId !== null && index < 0) throw tagBoardErrors.neighbourNotInGroup();
        placement ??= this.boards.addPlacement(em, { boardId: board.id, tagId: tag.id, groupId: group.id });
        placement.groupId = group.id;
        placeBetween(others, placement, index);
      }
      await this.boards.save(em);
      await recordEvent(em, TAG_BOARD_EVENTS.tagMoved, scope.workspace.id, {
        tagBoardId: board.id,
        tagId: tag.id,
        tagGroupId: groupId,
        afterTagId,
      });
      return board;
    });
  }

  /** A board whose project is live (not in the trash); NOT_FOUND otherwise. */
  private async findBoard(em: EntityManager, rawId: string): Promise<TagBoard> {
    const board = await this.boards.boardById(em, parsePathId(rawId));
    if (!board || !(await this.boards.liveProjectById(em, board.projectId)))
      throw AppError.notFound('Tag board');
    return board;
  }

  private async findGroup(em: EntityManager, rawId: string): Promise<TagGroup> {
    const group = await this.boards.groupById(em, parsePathId(rawId));
    if (!group) throw AppError.notFound('Tag group');
    await this.findBoard(em, group.boardId);
    return group;
  }
}

function checkColor(value: string): string {
  if (!TAG_COLOR_PATTERN.test(value)) throw tagBoardErrors.badColor();
  return value.toLowerCase();
}

async function lockBoard(em: EntityManager, boardId: string): Promise<void> {
  await advisoryLock(em, `tag-board:${boardId}`);
}

async function lockBoards(em: EntityManager, projectId: string): Promise<void> {
  await advisoryLock(em, `tag-boards:${projectId}`);
}

/** Held until the caller's transaction ends. */
async function advisoryLock(em: EntityManager, key: string): Promise<void> {
  await advisoryXactLock(em, key);
}
