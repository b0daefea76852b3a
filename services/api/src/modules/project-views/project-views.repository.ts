import { Injectable } from '@nestjs/common';
import {
  CustomField,
  CustomFieldValue,
  Member,
  PROJECT_GATE_FILTER,
  Project,
  ProjectView,
  type SchemaTables,
  preparedRows,
} from '@fieldnote/db';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { ViewField } from './project-view-query.builder';

/** A view as a page of its items reads it, with the custom fields of its kind in its project. */
export interface ViewForPage {
  view: Pick<ProjectView, 'id' | 'projectId' | 'objectType' | 'state' | 'filter'>;
  fields: ViewField[];
  /** Whether its project is live (not in the trash). */
  live: boolean;
}

/** What a new view is written with; it is stamped now. */
export type NewProjectView = Pick<
  ProjectView,
  'id' | 'projectId' | 'title' | 'layout' | 'objectType' | 'rank' | 'state' | 'createdBy'
>;

interface ViewForPageRow {
  id: string;
  project_id: string;
  object_type: string;
  state: Record<string, unknown>;
  filter: Record<string, unknown> | null;
  live: boolean;
  /** [id, target, project id, type, options] of each field. */
  fields: [string, string, string | null, string, CustomField['options']][];
}

const VIEW_FOR_PAGE = (table: SchemaTables) => `select v.id, v.project_id, v.object_type, v.state, v.filter,
    exists (select 1 from ${table('projects')} p where p.id = v.project_id and p.deleted_at is null) as live,
    (select coalesce(json_agg(json_build_array(f.id, f.target, f.project_id, f.type, f.options)), '[]')
       from ${table('custom_fields')} f
       where f.target = v.object_type and (f.project_id is null or f.project_id = v.project_id)) as fields
  from ${table('project_views')} v where v.id = ?::uuid`;

/** Views in the order a project lists them. */
const BY_RANK = { orderBy: { rank: 'asc', createdAt: 'asc' } } as const;

/**
 * The queries of a project's saved views (the items in them are ProjectViewItemsRepository's).
 * Every method runs through `em`, in its transaction when it has one.
 */
@Injectable()
export class ProjectViewsRepository {
  /**
   * A view by id whatever the project gate says (its project's look-up then answers FORBIDDEN or
   * NOT_FOUND).
   */
  viewById(em: EntityManager, id: string): Promise<ProjectView | null> {
    return em.findOne(ProjectView, { id }, { filters: { [PROJECT_GATE_FILTER]: false } });
  }

  /**
   * A view, whether its project is live, and the custom fields of its kind in its project (those
   * whose values its items show), in one prepared query: a page of items is the view's most frequent
   * read, and the three ORM look-ups it replaces cost about 1.5 ms of the server's CPU each time
   * (scripts/bench/project-views.bench.mjs). Not through the project gate: the caller asks it.
   */
  async viewForPage(em: EntityManager, table: SchemaTables, id: string): Promise<ViewForPage | null> {
    const [row] = await preparedRows<ViewForPageRow>(em, VIEW_FOR_PAGE(table), [id]);
    if (!row) return null;
    return {
      view: {
        id: row.id,
        projectId: row.project_id,
        objectType: row.object_type,
        state: row.state,
        filter: row.filter,
      },
      fields: row.fields.map(([fieldId, target, projectId, type, options]) => ({
        id: fieldId,
        target,
        projectId,
        type,
        options,
      })),
      live: row.live,
    };
  }

  /** A project that is not in the trash, through the member's project gate. */
  liveProjectById(em: EntityManager, id: string): Promise<Project | null> {
    return em.findOne(Project, { id, deletedAt: null });
  }

  /** The project's views in rank order. */
  viewsOfProject(em: EntityManager, projectId: string): Promise<ProjectView[]> {
    return em.find(ProjectView, { projectId }, BY_RANK);
  }

  countViewsOfProject(em: EntityManager, projectId: string): Promise<number> {
    return em.count(ProjectView, { projectId });
  }

  /** The project's view of the highest rank, or null when it has none. */
  async lastViewOfProject(em: EntityManager, projectId: string): Promise<ProjectView | null> {
    const [last] = await em.find(ProjectView, { projectId }, { orderBy: { rank: 'desc' }, limit: 1 });
    return last ?? null;
  }

  /** Writes a new view (no compiled filter yet) and returns it. */
  async insertView(em: EntityManager, view: NewProjectView): Promise<ProjectView> {
    const created = em.create(ProjectView, {
      ...view,
      filter: null,
      createdAt: new Date(),
      updatedAt: new Date(),
    });
    await em.flush();
    return created;
  }

  /** Writes the changes made to the views read through `em`. */
  async save(em: EntityManager): Promise<void> {
    await em.flush();
  }

  /** Deletes the view; its card order goes with it (on delete cascade). */
  async deleteView(em: EntityManager, view: ProjectView): Promise<void> {
    em.remove(view);
    await em.flush();
  }

  /** Those of these custom fields that describe `objectType` and belong to the workspace or the project. */
  fieldsOfKind(
    em: EntityManager,
    ids: string[],
    view: { projectId: string; objectType: string },
  ): Promise<CustomField[]> {
    return em.find(CustomField, {
      id: { $in: ids },
      target: view.objectType,
      $or: [{ projectId: null }, { projectId: view.projectId }],
    });
  }

  /** An active member by id, or null. */
  activeMemberById(em: EntityManager, id: string): Promise<Member | null> {
    return em.findOne(Member, { id, deactivatedAt: null });
  }

  /** An item's value of a custom field (a note's or an insight's), or null. */
  valueOf(
    em: EntityManager,
    fieldId: string,
    owner: 'noteId' | 'insightId',
    itemId: string,
  ): Promise<CustomFieldValue | null> {
    return em.findOne(CustomFieldValue, { fieldId, [owner]: itemId });
  }
}
