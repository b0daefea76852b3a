import type { Dictionary, EntityClass, FilterQuery } from '@mikro-orm/core';
import { Filter } from '@mikro-orm/decorators/legacy';

/**
 * The name of the filter that keeps a member's queries to the projects they may act on, and of the
 * filter parameter that carries their gate (the API sets it on the member's entity manager; a
 * worker's or a migration's entity manager has none and sees every project).
 */
export const PROJECT_GATE_FILTER = 'projectGate';

/** What the filter asks of the gate: which projects the member's request may not touch. */
export interface ProjectGateParams {
  excludedProjectIds(): Promise<string[]>;
}

/** What every gated entity has: its own id, and (but for projects) the id of its project. */
interface GatedEntity {
  id: string;
  projectId?: string | null;
}

/**
 * Puts the project gate on an entity whose `field` names its project: every ORM read, update and
 * delete of it through a member's entity manager leaves out the projects the gate excludes
 * (private projects without access; for a change, also those the member may only view).
 * `nullable`: rows without a project (workspace-wide) stay visible.
 */
export function GatedByProject(
  field: 'id' | 'projectId',
  options: { nullable?: boolean } = {},
): ClassDecorator {
  return Filter<EntityClass<GatedEntity>>({
    name: PROJECT_GATE_FILTER,
    default: true,
    // Without a gate (system work) the filter adds nothing instead of failing for want of arguments.
    args: false,
    cond: async (args?: Dictionary): Promise<FilterQuery<GatedEntity>> => {
      const gate = args as ProjectGateParams | undefined;
      const excluded = gate ? await gate.excludedProjectIds() : [];
      if (excluded.length === 0) return {};
      const outside: FilterQuery<GatedEntity> =
        field === 'id' ? { id: { $nin: excluded } } : { projectId: { $nin: excluded } };
      // `not in` is never true of null: a workspace-wide row (no project) stays visible explicitly.
      return options.nullable ? { $or: [{ projectId: null }, outside] } : outside;
    },
  }) as ClassDecorator;
}
