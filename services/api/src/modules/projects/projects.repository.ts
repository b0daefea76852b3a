import { Injectable } from '@nestjs/common';
import { PROJECT_GATE_FILTER, Project, ProjectStar, advisoryXactLock, inSchema } from '@fieldnote/db';
import type { EntityManager } from '@mikro-orm/postgresql';
import { EntityRows } from '../../common/entity-rows';

/** How many live notes and insights a project holds. */
export interface ProjectCounts {
  notes: number;
  insights: number;
}

/** Oldest first among equal ranks, so the order never depends on the database's whim. */
const BY_RANK = { orderBy: { rank: 'asc', createdAt: 'asc' } } as const;

/**
 * The queries of projects; `schemaName` is the workspace's schema. Every method runs through `em`,
 * in its transaction when it has one, and through the member's project gate unless it says otherwise.
 */
@Injectable()
export class ProjectsRepository extends EntityRows<Project> {
  constructor() {
    super(Project);
  }

  /** A project that is not in the trash, or null. */
  findLiveById(em: EntityManager, id: string): Promise<Project | null> {
    return em.findOne(Project, { id, deletedAt: null });
  }

  /** The live projects, archived or not, in rank order. */
  listLiveByRank(em: EntityManager, archived: boolean): Promise<Project[]> {
    return em.find(Project, { deletedAt: null, archivedAt: archived ? { $ne: null } : null }, BY_RANK);
  }

  /** Every live project, archived ones too, in rank order: the list a move places a project in. */
  allLiveByRank(em: EntityManager): Promise<Project[]> {
    return em.find(Project, { deletedAt: null }, BY_RANK);
  }

  /** The project ranked last of all (private, archived and trashed ones too), or null. */
  async findLastRanked(em: EntityManager): Promise<Project | null> {
    // find + limit: MikroORM's findOne refuses an empty where.
    const [last] = await em.find(
      Project,
      {},
      { orderBy: { rank: 'desc' }, limit: 1, filters: { [PROJECT_GATE_FILTER]: false } },
    );
    return last ?? null;
  }

  /**
   * How many live projects the workspace has, private ones the member cannot see included: the
   * limit of projects per workspace counts them all.
   */
  countAllLive(em: EntityManager): Promise<number> {
    return em.count(Project, { deletedAt: null }, { filters: { [PROJECT_GATE_FILTER]: false } });
  }

  /**
   * Serialises changes to the workspace's project count and ranks (create, restore, move) until the
   * caller's transaction ends.
   */
  lockProjectCount(em: EntityManager, workspaceId: string): Promise<void> {
    return advisoryXactLock(em, `projects:${workspaceId}`);
  }

  /** The live notes and insights of every live project, by project id. */
  async counts(em: EntityManager, schemaName: string): Promise<Map<string, ProjectCounts>> {
    const table = inSchema(schemaName);
    const rows: { project_id: string; notes: string; insights: string }[] = await em.getConnection().execute(
      `select p.id as project_id,
              (select count(*) from ${table('notes')} n
                where n.project_id = p.id and n.deleted_at is null) as notes,
              (select count(*) from ${table('insights')} i where i.project_id = p.id and i.deleted_at is null) as insights
         from ${table('projects')} p where p.deleted_at is null`,
    );
    return new Map(rows.map((r) => [r.project_id, { notes: Number(r.notes), insights: Number(r.insights) }]));
  }

  /** The ids of the projects a member starred. */
  async starredIds(em: EntityManager, memberId: string): Promise<Set<string>> {
    const stars = await em.find(ProjectStar, { memberId });
    return new Set(stars.map((s) => s.projectId));
  }

  /** Stars or unstars a project for one member; a star already there (or already gone) stays as it is. */
  async setStarred(
    em: EntityManager,
    key: { projectId: string; memberId: string },
    starred: boolean,
  ): Promise<void> {
    const existing = await em.findOne(ProjectStar, key);
    if (starred && !existing) em.create(ProjectStar, { ...key, createdAt: new Date() });
    if (!starred && existing) em.remove(existing);
    await em.flush();
  }
}
