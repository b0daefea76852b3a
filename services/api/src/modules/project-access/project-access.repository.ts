import { Injectable } from '@nestjs/common';
import type { Permission } from '@fieldnote/core';
import { inSchema } from '@fieldnote/db';
import type { EntityManager } from '@mikro-orm/postgresql';
import { AccessSubjectKind, type GeneralAccessLevel } from './dto/project-access.enums';

/** A user or group entry of a project, with the subject's name (and a group's size). */
export interface AccessEntryRow {
  kind: AccessSubjectKind;
  id: string;
  name: string;
  email: string | null;
  n: string | null;
  permission: Permission;
}

/** One subject's entry on one project. */
export interface AccessEntryKey {
  projectId: string;
  subjectKind: AccessSubjectKind;
  subjectId: string;
}

/**
 * The SQL of project access (general access and user and group entries). Every method runs
 * through `em`, in its transaction when it has one; `schemaName` is the workspace's schema.
 */
@Injectable()
export class ProjectAccessRepository {
  /** The project's entries whose subject still exists: groups first, then by name. */
  entries(em: EntityManager, schemaName: string, projectId: string): Promise<AccessEntryRow[]> {
    const table = inSchema(schemaName);
    return this.run<AccessEntryRow>(
      em,
      `select pp.subject_kind as kind, pp.subject_id as id, pp.permission,
              coalesce(m.name, g.name) as name, m.email,
              (select count(*) from ${table('user_group_members')} gm where gm.group_id = g.id) as n
         from ${table('project_permissions')} pp
         left join ${table('members')} m on pp.subject_kind = 'USER' and m.id = pp.subject_id
         left join ${table('user_groups')} g on pp.subject_kind = 'GROUP' and g.id = pp.subject_id
        where pp.project_id = ? and (m.id is not null or g.id is not null)
        order by pp.subject_kind desc, lower(coalesce(m.name, g.name))`,
      [projectId],
    );
  }

  async setGeneralAccess(
    em: EntityManager,
    schemaName: string,
    projectId: string,
    level: GeneralAccessLevel,
  ): Promise<void> {
    await this.run(
      em,
      `update ${inSchema(schemaName)('projects')} set general_access = ?, updated_at = now() where id = ?`,
      [level, projectId],
    );
  }

  /** The entry's permission, or null when the subject has no entry on the project. */
  async permissionOf(em: EntityManager, schemaName: string, key: AccessEntryKey): Promise<Permission | null> {
    const [row] = await this.run<{ permission: Permission }>(
      em,
      `select permission from ${inSchema(schemaName)('project_permissions')} where project_id = ? and subject_kind = ? and subject_id = ?`,
      [key.projectId, key.subjectKind, key.subjectId],
    );
    return row?.permission ?? null;
  }

  /** Gives the subject `permission` on the project, replacing its entry's. */
  async upsertEntry(
    em: EntityManager,
    schemaName: string,
    key: AccessEntryKey,
    permission: Permission,
    createdBy: string,
  ): Promise<void> {
    await this.run(
      em,
      `insert into ${inSchema(schemaName)('project_permissions')} (project_id, subject_kind, subject_id, permission, created_by)
         values (?, ?, ?, ?, ?)
         on conflict (project_id, subject_kind, subject_id) do update set permission = excluded.permission`,
      [key.projectId, key.subjectKind, key.subjectId, permission, createdBy],
    );
  }

  /** Removes the subject's entry; the permission it had, or null when it had none. */
  async deleteEntry(em: EntityManager, schemaName: string, key: AccessEntryKey): Promise<Permission | null> {
    const removed = await this.run<{ permission: Permission }>(
      em,
      `delete from ${inSchema(schemaName)('project_permissions')} where project_id = ? and subject_kind = ? and subject_id = ?
         returning permission`,
      [key.projectId, key.subjectKind, key.subjectId],
    );
    return removed[0]?.permission ?? null;
  }

  /** A member's e-mail or a group's name, or null when there is no such subject. */
  async subjectLabel(
    em: EntityManager,
    schemaName: string,
    kind: AccessSubjectKind,
    id: string,
  ): Promise<string | null> {
    const table = inSchema(schemaName);
    const [row] =
      kind === AccessSubjectKind.USER
        ? await this.run<{ label: string }>(
            em,
            `select email as label from ${table('members')} where id = ?`,
            [id],
          )
        : await this.run<{ label: string }>(
            em,
            `select name as label from ${table('user_groups')} where id = ?`,
            [id],
          );
    return row?.label ?? null;
  }

  /** Whether the subject exists: an active member, or a group. */
  async subjectExists(
    em: EntityManager,
    schemaName: string,
    kind: AccessSubjectKind,
    id: string,
  ): Promise<boolean> {
    const table = inSchema(schemaName);
    const rows =
      kind === AccessSubjectKind.USER
        ? await this.run(em, `select 1 from ${table('members')} where id = ? and deactivated_at is null`, [
            id,
          ])
        : await this.run(em, `select 1 from ${table('user_groups')} where id = ?`, [id]);
    return rows.length > 0;
  }

  private run<T>(em: EntityManager, sql: string, params: unknown[] = []): Promise<T[]> {
    return em.getConnection().execute<T[]>(sql, params, 'all', em.getTransactionContext());
  }
}
