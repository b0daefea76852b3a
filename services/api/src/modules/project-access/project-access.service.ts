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
import { PlanGate, recordAuditEntry } from '@fieldnote/control-plane';
import { type Project, advisoryXactLock } from '@fieldnote/db';
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
import { ProjectAccessRepository } from './project-access.repository';

/** A change to a project's permission set, applied inside the caller's transaction; says what changed. */
type AccessChange = (
  em: EntityManager,
  project: Project,
) => Promise<Omit<EventPayloadInput<typeof PROJECT_ACCESS_EVENTS.changed>, 'projectId'>>;

/**
 * More work that must commit or fail with an access change (an approved access request marks
 * itself decided): runs in its transaction after the caller was found allowed, before the change.
 */
export type AlongsideAccessChange = (em: EntityManager, project: Project) => Promise<void>;

/**
 * Who has access to a project (spec 000 §6): its general access and its user and group entries.
 * Anyone who can see the project may read them; workspace managers and members with FULL access
 * change them. A change that would take the caller's own full access away is refused.
 */
@Injectable()
export class ProjectAccessService {
  constructor(
    private readonly actors: AuditActors,
    private readonly access: ProjectAccessRepository,
    private readonly plans: PlanGate,
  ) {}

  async get(scope: WorkspaceScope, rawProjectId: string): Promise<ProjectAccessModel> {
    const project = await findLiveProject(scope.em, rawProjectId);
    const rows = await this.access.entries(scope.em, scope.workspace.schemaName, project.id);
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

  async setGeneralAccess(
    scope: WorkspaceScope,
    rawProjectId: string,
    level: GeneralAccessLevel,
  ): Promise<string> {
    // Plan gate (spec 001 §6): giving access by project is on the plans with project permissions;
    // removing an entry stays open, so access given before a downgrade can still be taken away.
    await this.plans.requireFeature(scope.workspace.id, 'allowProjectPermissions');
    return this.change(scope, rawProjectId, async (em, project) => {
      const from = project.generalAccess;
      await this.access.setGeneralAccess(em, scope.workspace.schemaName, project.id, level);
      return { change: 'generalAccess', from, to: level };
    });
  }

  async setPermission(
    scope: WorkspaceScope,
    input: { projectId: string; subjectKind: AccessSubjectKind; subjectId: string; permission: Permission },
    alongside?: AlongsideAccessChange,
  ): Promise<string> {
    const subjectId = this.subjectId(input.subjectId);
    await this.plans.requireFeature(scope.workspace.id, 'allowProjectPermissions');
    return this.change(scope, input.projectId, async (em, project) => {
      await alongside?.(em, project);
      const schemaName = scope.workspace.schemaName;
      await this.requireSubject(em, schemaName, input.subjectKind, subjectId);
      const key = { projectId: project.id, subjectKind: input.subjectKind, subjectId };
      const before = await this.access.permissionOf(em, schemaName, key);
      await this.access.upsertEntry(em, schemaName, key, input.permission, scope.accountId);
      return {
        change: 'entry',
        subjectKind: input.subjectKind,
        subjectId,
        from: before,
        to: input.permission,
      };
    });
  }

  removePermission(
    scope: WorkspaceScope,
    input: { projectId: string; subjectKind: AccessSubjectKind; subjectId: string },
  ): Promise<string> {
    const subjectId = this.subjectId(input.subjectId);
    return this.change(scope, input.projectId, async (em, project) => {
      const removed = await this.access.deleteEntry(em, scope.workspace.schemaName, {
        projectId: project.id,
        subjectKind: input.subjectKind,
        subjectId,
      });
      return {
        change: 'entry',
        subjectKind: input.subjectKind,
        subjectId,
        from: removed,
        to: null,
      };
    });
  }

  /**
   * Runs one change in a transaction: the project must be there for a change (the gate), the caller
   * must be allowed to manage its access, and must still be afterwards; the event goes with it.
   */
  private async change(scope: WorkspaceScope, rawProjectId: string, apply: AccessChange): Promise<string> {
    const projectId = await scope.em.transactional(async (em) => {
      const project = await findLiveProject(em, parsePathId(rawProjectId));
      if (!(await scope.projects.mayManageAccess(project.id))) throw projectAccessErrors.mayNotManage();
      // One change at a time per project, so the lock-out check below reads a settled set.
      await advisoryXactLock(em, `project_access:${project.id}`);
      const details = await apply(em, project);
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
            scope.workspace.schemaName,
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
    schemaName: string,
    kind: AccessSubjectKind,
    id: string,
  ): Promise<string> {
    const label = await this.access.subjectLabel(em, schemaName, kind, id);
    return label !== null ? `${kind === AccessSubjectKind.GROUP ? 'group ' : ''}${label}` : id;
  }

  private subjectId(raw: string): string {
    if (!isUuid(raw)) throw projectAccessErrors.badId();
    return raw.toLowerCase();
  }

  private async requireSubject(
    em: EntityManager,
    schemaName: string,
    kind: AccessSubjectKind,
    id: string,
  ): Promise<void> {
    if (await this.access.subjectExists(em, schemaName, kind, id)) return;
    throw kind === AccessSubjectKind.USER
      ? projectAccessErrors.unknownMember()
      : projectAccessErrors.unknownGroup();
  }
}
