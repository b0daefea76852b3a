import { AppError, parsePathId } from '@fieldnote/core';
import {
  type CustomField,
  PROJECT_GATE_FILTER,
  Project,
  ProjectView,
  advisoryXactLock,
  preparedRows,
  type SchemaTables,
} from '@fieldnote/db';
import type { EntityManager } from '@mikro-orm/postgresql';
import { ProjectGate } from '../../context/project-gate';
import { refusalOf } from '../projects';

/** What a view's item query reads of a custom field. */
export type ViewField = Pick<CustomField, 'id' | 'target' | 'projectId' | 'type' | 'options'>;

/** A view as a page of its items reads it, with the custom fields of its kind in its project. */
export interface ViewForPage {
  view: Pick<ProjectView, 'id' | 'projectId' | 'objectType' | 'state' | 'filter'>;
  fields: ViewField[];
}

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

/**
 * findView's answer and the custom fields of the view's kind in its project (those whose values
 * its items show), in one prepared query: a page of items is the view's most frequent read, and
 * the three ORM look-ups it replaces cost about 1.5 ms of the server's CPU each time
 * (scripts/bench/project-views.bench.mjs). The same refusals as findView.
 */
export async function findViewForPage(
  em: EntityManager,
  table: SchemaTables,
  rawId: string,
): Promise<ViewForPage> {
  const [row] = await preparedRows<ViewForPageRow>(em, VIEW_FOR_PAGE(table), [parsePathId(rawId)]);
  if (!row) throw AppError.notFound('Project view');
  // The project gate, as the ORM's filter applies it to the project's own look-up in findView.
  const excluded = (await ProjectGate.of(em)?.excludedProjectIds()) ?? [];
  if (!row.live || excluded.includes(row.project_id))
    throw await refusalOf(em, row.project_id, 'Project view');
  return {
    view: {
      id: row.id,
      projectId: row.project_id,
      objectType: row.object_type,
      state: row.state,
      filter: row.filter,
    },
    fields: row.fields.map(([id, target, projectId, type, options]) => ({
      id,
      target,
      projectId,
      type,
      options,
    })),
  };
}

/**
 * A view of a live project the member may reach, by UUID, short id or slug-short id. A view of a
 * private project hidden from the member is NOT_FOUND; of one they may only view, FORBIDDEN to a change.
 */
export async function findView(em: EntityManager, rawId: string): Promise<ProjectView> {
  const view = await em.findOne(
    ProjectView,
    { id: parsePathId(rawId) },
    // Found whatever the gate says, so that its project's check below can answer FORBIDDEN or NOT_FOUND.
    { filters: { [PROJECT_GATE_FILTER]: false } },
  );
  if (!view) throw AppError.notFound('Project view');
  if (!(await em.findOne(Project, { id: view.projectId, deletedAt: null })))
    throw await refusalOf(em, view.projectId, 'Project view');
  return view;
}

/** Held until the caller's transaction ends: one change of a project's views, or of one view, at a time. */
export async function lockViews(em: EntityManager, key: string): Promise<void> {
  await advisoryXactLock(em, `project-views:${key}`);
}
