import { Injectable } from '@nestjs/common';
import { CustomField, Project, qualified } from '@fieldnote/db';
import type { EntityManager } from '@mikro-orm/postgresql';
import { EntityRows } from '../../common/entity-rows';

/**
 * The queries of custom field definitions. Every method runs through `em`, in its transaction when
 * it has one; `schemaName` is the workspace's schema.
 */
@Injectable()
export class CustomFieldsRepository extends EntityRows<CustomField> {
  constructor() {
    super(CustomField);
  }

  async projectExists(em: EntityManager, projectId: string): Promise<boolean> {
    return (await em.findOne(Project, { id: projectId })) !== null;
  }

  /**
   * The fields of a target shown in one place, by rank: with a project, the workspace's and the
   * project's; without, the workspace's alone.
   */
  findShownIn(em: EntityManager, target: string, projectId: string | null): Promise<CustomField[]> {
    return em.find(
      CustomField,
      projectId ? { target, $or: [{ projectId }, { projectId: null }] } : { target, projectId: null },
      { orderBy: { rank: 'asc', createdAt: 'asc' } },
    );
  }

  /**
   * The fields a field of this target and project stands beside, whose labels it must not repeat
   * (all but `exceptId`): with a project, the workspace's and the project's; without, every field
   * of the target, since a workspace field shows in every project.
   */
  /** How many fields the workspace defines for every project (any target): the plan's workspace fields. */
  countWorkspaceFields(em: EntityManager): Promise<number> {
    return em.count(CustomField, { projectId: null });
  }

  findSiblings(
    em: EntityManager,
    target: string,
    projectId: string | null,
    exceptId?: string,
  ): Promise<CustomField[]> {
    return em.find(CustomField, {
      target,
      ...(exceptId ? { id: { $ne: exceptId } } : {}),
      ...(projectId ? { $or: [{ projectId }, { projectId: null }] } : {}),
    });
  }

  /** How many values each of `fieldIds` has, counted from the value rows when asked. */
  async countValuesByField(
    em: EntityManager,
    schemaName: string,
    fieldIds: string[],
  ): Promise<Map<string, number>> {
    if (fieldIds.length === 0) return new Map();
    const rows: { field_id: string; n: string }[] = await em.getConnection().execute(
      `select field_id, count(*) as n from ${qualified(schemaName, 'custom_field_values')}
          where field_id in (?) group by field_id`,
      [fieldIds],
      'all',
      em.getTransactionContext(),
    );
    return new Map(rows.map((r) => [r.field_id, Number(r.n)]));
  }
}
