import { Injectable } from '@nestjs/common';
import {
  AuditAction,
  AuditObjectType,
  type EventPayloadInput,
  PROJECT_ACCESS_EVENTS,
  Permission,
  Role,
  isUuid,
  mayManageProjectAccess,
  parsePathId,
} from '@fieldnote/core';
import { recordAuditEntry } from '@fieldnote/control-plane';
import { type Project, advisoryXactLock, quoteSchema } from '@fieldnote/db';
import type { EntityManager } from '@mikro-orm/postgresql';
import { recordEvent } from '../../common/record-event';
import { AuditActors } from '../../context/audit-actors.service';
import { ProjectGate, forgetProjectPermissions } from '../../context/project-gate';
import type { WorkspaceScope } from '../../context/workspace-access.service';
import { findLiveProject } from '../projects';
import { AccessSubjectKind, GeneralAccessLevel } from './dto/project-access.enums';
import type {
  ProjectAccessEntryModel,
  ProjectAccessModel,
  ProjectViewerAccessModel,
} from './dto/project-access.model';
import { projectAccessErrors } from './project-access.errors';

/** A change to a project's permission set, applied inside the caller's transaction; says what changed. */
type AccessChange = (
  em: EntityManager,
  schema: string,
  project: Project,
) => Promise<Omit<EventPayloadInput<typeof PROJECT_ACCESS_EVENTS.changed>, 'projectId'>>;

/**
 * More work that must commit or fail with an access change (an approved access request marks
 * itself decided): runs in its transaction after the caller was found allowed, before the change.
 */
export type AlongsideAccessChange = (em: EntityManager, schema: string, project: Project) => Promise<void>;

/**
 * Who has access to a project (spec 000 §6): its general access and its user and group entries.
 * Anyone who can see the project may read them; workspace managers and members with FULL access
 * change them. A change that would take the caller's own full access away is refused.
 */
@Injectable()
export class ProjectAccessService {
  constructor(private readonly actors: AuditActors) {}

  async get(scope: WorkspaceScope, rawProjectId: string): Promise<ProjectAccessModel> {
    const project = await findLiveProject(scope.em, rawProjectId);
    const schema = quoteSchema(scope.workspace.schemaName);
    const rows = await scope.em.getConnection().execute<
      {
        kind: AccessSubjectKind;
        id: string;
        name: string;
        email: string | null;
        n: string | null;
        permission: Permission;
      }[]
    >(
      `select pp.subject_kind as kind, pp.subject_id as id, pp.permission,
              coalesce(m.name, g.name) as name, m.email,
              (select count(*) from ${schema}.user_group_members gm where gm.group_id = g.id) as n
         from ${schema}.project_permissions pp
         left join ${schema}.members m on pp.subject_kind = 'USER' and m.id = pp.subject_id
         left join ${schema}.user_groups g on pp.subject_kind = 'GROUP' and g.id = pp.subject_id
        where pp.project_id = ? and (m.id is not null or g.id is not null)
        order by pp.subject_kind desc, lower(coalesce(m.name, g.name))`,
      [project.id],
    );
    const entries: ProjectAccessEntryModel[] = rows.map((row) => ({
      subjectKind: row.kind,
      subjectId: row.id,
      name: row.name,
      email: row.kind === AccessSubjectKind.USER ? row.email : null,
      memberCount: row.kind === AccessSubjectKind.GROUP ? Number(row.n) : null,
      permission: row.permission,
    }));
    return { projectId: project.id, generalAccess: project.generalAccess as GeneralAccessLevel, entries };
  }

  async viewerAccess(scope: WorkspaceScope, projectId: string): Promise<ProjectViewerAccessModel> {
    const gate = scope.projects;
    const role = await gate.roleIn(projectId);
    return {
      // A workspace manager acts with full access everywhere.
      permission: scope.role === Role.MANAGER ? Permission.FULL : await gate.permissionIn(projectId),
      canEdit: role === Role.MANAGER || role === Role.CONTRIBUTOR,
      canManageAccess: await gate.mayManageAccess(projectId),
    };
  }

  setGeneralAccess(scope: WorkspaceScope, rawProjectId: string, level: GeneralAccessLevel): Promise<string> {
    return this.change(scope, rawProjectId, async (em, schema, project) => {
      const from = project.generalAccess;
      await this.run(
        em,
        `update ${schema}.projects set general_access = ?, updated_at = now() where id = ?`,
        [level, project.id],
      );
      return { change: 'generalAccess', from, to: level };
    });
  }

  setPermission(
    scope: WorkspaceScope,
    input: { projectId: string; subjectKind: AccessSubjectKind; subjectId: string; permission: Permission },
    alongside?: AlongsideAccessChange,
  ): Promise<string> {
    const subjectId = this.subjectId(input.subjectId);
    return this.change(scope, input.projectId, async (em, schema, project) => {
      await alongside?.(em, schema, project);
      await this.requireSubject(em, schema, input.subjectKind, subjectId);
      const [before] = await this.run<{ permission: Permission }>(
        em,
        `select permission from ${schema}.project_permissions where project_id = ? and subject_kind = ? and subject_id = ?`,
        [project.id, input.subjectKind, subjectId],
      );
      await this.run(
        em,
        `insert into ${schema}.project_permissions (project_id, subject_kind, subject_id, permission, created_by)
         values (?, ?, ?, ?, ?)
         on conflict (project_id, subject_kind, subject_id) do update set permission = excluded.permission`,
        [project.id, input.subjectKind, subjectId, input.permission, scope.accountId],
      );
      return {
        change: 'entry',
        subjectKind: input.subjectKind,
        subjectId,
        from: before?.permission ?? null,
        to: input.permission,
      };
    });
  }

  removePermission(
    scope: WorkspaceScope,
    input: { projectId: string; subjectKind: AccessSubjectKind; subjectId: string },
  ): Promise<string> {
    const subjectId = this.subjectId(input.subjectId);
    return this.change(scope, input.projectId, async (em, schema, project) => {
      const removed = await this.run<{ permission: Permission }>(
        em,
        `delete from ${schema}.project_permissions where project_id = ? and subject_kind = ? and subject_id = ?
         returning permission`,
        [project.id, input.subjectKind, subjectId],
      );
      return {
        change: 'entry',
        subjectKind: input.subjectKind,
        subjectId,
        from: removed[0]?.permission ?? null,
        to: null,
      };
    });
  }

  /**
   * Runs one change in a transaction: the project must be there for a change (the gate), the caller
   * must be allowed to manage its access, and must still be afterwards; the event goes with it.
   */
  private async change(scope: WorkspaceScope, rawProjectId: string, apply: AccessChange): Promise<string> {
    const schema = quoteSchema(scope.workspace.schemaName);
    const projectId = await scope.em.transactional(async (em) => {
      const project = await findLiveProject(em, parsePathId(rawProjectId));
      if (!(await scope.projects.mayManageAccess(project.id))) throw projectAccessErrors.mayNotManage();
      // One change at a time per project, so the lock-out check below reads a settled set.
      await advisoryXactLock(em, `project_access:${project.id}`);
      const details = await apply(em, schema, project);
      if (scope.role !== Role.MANAGER) {
        // Read inside this transaction, past the cache: the permissions as this change leaves them.
        const after = new ProjectGate(
          em,
          scope.workspace.schemaName,
          scope.accountId,
          scope.role,
          scope.role,
          false,
        );
        if (!mayManageProjectAccess(scope.role, await after.permissionIn(project.id)))
          throw projectAccessErrors.lockout();
      }
      await recordEvent(em, PROJECT_ACCESS_EVENTS.changed, scope.workspace.id, {
        projectId: project.id,
        ...details,
      });
      // Who may see a project is a change of access: audited with the change.
      const entry = details.change === 'entry';
      const subject = entry
        ? await this.subjectLabel(
            em,
            schema,
            details.subjectKind as AccessSubjectKind,
            details.subjectId as string,
          )
        : null;
      await recordAuditEntry(em, scope.workspace.schemaName, {
        actor: await this.actors.of(scope),
        action: AuditAction.PROJECT_ACCESS_CHANGED,
        objectType: AuditObjectType.PROJECT,
        objectId: project.id,
        objectLabel: project.title,
        oldValue: entry ? { subject, permission: details.from ?? 'none' } : { generalAccess: details.from },
        newValue: entry ? { subject, permission: details.to ?? 'none' } : { generalAccess: details.to },
      });
      return project.id;
    });
    // After the commit, so no request caches the old permissions in between.
    forgetProjectPermissions();
    return projectId;
  }

  /** A member's e-mail or a group's name, as the audit log names them. */
  private async subjectLabel(
    em: EntityManager,
    schema: string,
    kind: AccessSubjectKind,
    id: string,
  ): Promise<string> {
    const [row] =
      kind === AccessSubjectKind.USER
        ? await this.run<{ label: string }>(em, `select email as label from ${schema}.members where id = ?`, [
            id,
          ])
        : await this.run<{ label: string }>(
            em,
            `select name as label from ${schema}.user_groups where id = ?`,
            [id],
          );
    return row ? `${kind === AccessSubjectKind.GROUP ? 'group ' : ''}${row.label}` : id;
  }

  private subjectId(raw: string): string {
    if (!isUuid(raw)) throw projectAccessErrors.badId();
    return raw.toLowerCase();
  }

  private async requireSubject(
    em: EntityManager,
    schema: string,
    kind: AccessSubjectKind,
    id: string,
  ): Promise<void> {
    if (kind === AccessSubjectKind.USER) {
      const [member] = await this.run(
        em,
        `select 1 from ${schema}.members where id = ? and deactivated_at is null`,
        [id],
      );
      if (!member) throw projectAccessErrors.unknownMember();
    } else {
      const [group] = await this.run(em, `select 1 from ${schema}.user_groups where id = ?`, [id]);
      if (!group) throw projectAccessErrors.unknownGroup();
    }
  }

  private run<T>(em: EntityManager, sql: string, params: unknown[] = []): Promise<T[]> {
    return em.getConnection().execute<T[]>(sql, params, 'all', em.getTransactionContext());
  }
}
