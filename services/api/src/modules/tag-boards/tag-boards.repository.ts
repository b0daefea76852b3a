import { Injectable } from '@nestjs/common';
import { Project, Tag, TagBoard, TagGroup, TagPlacement } from '@fieldnote/db';
import type { EntityManager } from '@mikro-orm/postgresql';

/** What a new board is written with; it is stamped now. */
export type NewTagBoard = Pick<TagBoard, 'id' | 'projectId' | 'title' | 'rank' | 'createdBy'>;

/** What a new group is written with; it is stamped now. */
export type NewTagGroup = Pick<TagGroup, 'id' | 'boardId' | 'title' | 'color' | 'rank' | 'createdBy'>;

/** Boards and groups in the order a project shows them. */
const BY_RANK = { orderBy: { rank: 'asc', createdAt: 'asc' } } as const;

/**
 * The queries of tag boards, their groups and the tags placed in them. Every method runs through
 * `em`, in its transaction when it has one.
 */
@Injectable()
export class TagBoardsRepository {
  boardById(em: EntityManager, id: string): Promise<TagBoard | null> {
    return em.findOne(TagBoard, { id });
  }

  /** A project that is not in the trash, through the member's project gate. */
  liveProjectById(em: EntityManager, id: string): Promise<Project | null> {
    return em.findOne(Project, { id, deletedAt: null });
  }

  /** How many boards the workspace has, in every project (the plan's workspace tag boards). */
  countAll(em: EntityManager): Promise<number> {
    return em.count(TagBoard, {});
  }

  /** The project's boards in rank order. */
  boardsOfProject(em: EntityManager, projectId: string): Promise<TagBoard[]> {
    return em.find(TagBoard, { projectId }, BY_RANK);
  }

  /** The project's board of the highest rank, or null when it has none. */
  async lastBoardOfProject(em: EntityManager, projectId: string): Promise<TagBoard | null> {
    const [last] = await em.find(TagBoard, { projectId }, { orderBy: { rank: 'desc' }, limit: 1 });
    return last ?? null;
  }

  groupById(em: EntityManager, id: string): Promise<TagGroup | null> {
    return em.findOne(TagGroup, { id });
  }

  /** The board's groups in rank order. */
  groupsOfBoard(em: EntityManager, boardId: string): Promise<TagGroup[]> {
    return em.find(TagGroup, { boardId }, BY_RANK);
  }

  /** The board's group of the highest rank, or null when it has none. */
  async lastGroupOfBoard(em: EntityManager, boardId: string): Promise<TagGroup | null> {
    const [last] = await em.find(TagGroup, { boardId }, { orderBy: { rank: 'desc' }, limit: 1 });
    return last ?? null;
  }

  countGroupsOfBoard(em: EntityManager, boardId: string): Promise<number> {
    return em.count(TagGroup, { boardId });
  }

  /** How many groups each of these boards has (a board with none is absent). */
  async groupCountsByBoard(em: EntityManager, boardIds: string[]): Promise<Map<string, number>> {
    if (boardIds.length === 0) return new Map();
    const groups = await em.find(TagGroup, { boardId: { $in: boardIds } }, { fields: ['boardId'] });
    const counts = new Map<string, number>();
    for (const g of groups) counts.set(g.boardId, (counts.get(g.boardId) ?? 0) + 1);
    return counts;
  }

  /** Where the board places its tags, in rank order. */
  placementsOfBoard(em: EntityManager, boardId: string): Promise<TagPlacement[]> {
    return em.find(TagPlacement, { boardId }, { orderBy: { rank: 'asc' } });
  }

  /** The tags placed in one group of the board, in rank order. */
  placementsOfGroup(em: EntityManager, boardId: string, groupId: string): Promise<TagPlacement[]> {
    return em.find(TagPlacement, { boardId, groupId }, { orderBy: { rank: 'asc' } });
  }

  /** Where the board places the tag, or null when the tag is in its ungrouped area. */
  placementOf(em: EntityManager, boardId: string, tagId: string): Promise<TagPlacement | null> {
    return em.findOne(TagPlacement, { boardId, tagId });
  }

  tagById(em: EntityManager, id: string): Promise<Tag | null> {
    return em.findOne(Tag, { id });
  }

  /** The tags a board of the project can show: the project's own and the workspace's, by title. */
  tagsOfProject(em: EntityManager, projectId: string): Promise<Tag[]> {
    return em.find(Tag, { $or: [{ projectId }, { projectId: null }] }, { orderBy: { title: 'asc' } });
  }

  async insertBoard(em: EntityManager, board: NewTagBoard): Promise<TagBoard> {
    const created = em.create(TagBoard, { ...board, createdAt: new Date(), updatedAt: new Date() });
    await em.flush();
    return created;
  }

  async insertGroup(em: EntityManager, group: NewTagGroup): Promise<TagGroup> {
    const created = em.create(TagGroup, { ...group, createdAt: new Date(), updatedAt: new Date() });
    await em.flush();
    return created;
  }

  /** A new placement of the tag in a group, written with the next save. */
  addPlacement(
    em: EntityManager,
    placement: Pick<TagPlacement, 'boardId' | 'tagId' | 'groupId'>,
  ): TagPlacement {
    return em.create(TagPlacement, { ...placement, rank: 0 });
  }

  /** Takes the tag out of its group (back to the ungrouped area) with the next save. */
  removePlacement(em: EntityManager, placement: TagPlacement): void {
    em.remove(placement);
  }

  /** Deletes a board or a group; a board's groups and placements, and a group's placements, cascade. */
  async delete(em: EntityManager, row: TagBoard | TagGroup): Promise<void> {
    em.remove(row);
    await em.flush();
  }

  /** Writes the changes made to the rows read through `em`. */
  async save(em: EntityManager): Promise<void> {
    await em.flush();
  }
}
