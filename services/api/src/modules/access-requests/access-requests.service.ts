import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import {
  ACCESS_REQUEST_EVENTS,
  ACCESS_REQUEST_LIMITS,
  AccessRequestStatus,
  AppError,
  AuditAction,
  AuditObjectType,
  type Permission,
  Role,
  accessRequestExpired,
  isUuid,
  parsePathId,
  requireText,
  roleOfPermission,
} from '@fieldnote/core';
import { recordAuditEntry } from '@fieldnote/control-plane';
import { type Project, advisoryXactLock } from '@fieldnote/db';
import type { EntityManager } from '@mikro-orm/postgresql';
import { recordEvent } from '../../common/record-event';
import { AuditActors } from '../../context/audit-actors.service';
import type { WorkspaceScope } from '../../context/workspace-access.service';
import { AccessSubjectKind, ProjectAccessService } from '../project-access';
import { findLiveProject } from '../projects';
import { accessRequestErrors } from './access-request.errors';
import { notifyAboutAccessRequest } from './access-request-notifications';
import { AccessRequestNotificationsRepository } from './access-request-notifications.repository';
import { type AccessRequestRow, toAccessRequestModel } from './access-request-rows';
import { AccessRequestsRepository } from './access-requests.repository';
import type { AccessRequestModel, AccessRequestTargetModel } from './dto/access-request.model';

/**
 * Access requests for private projects (spec 000 §6, §9). A member who cannot see a project asks
 * for READ, WRITE or FULL with an optional message (at most 1000 characters); asking again while a
 * request is pending refreshes it. Workspace managers and members with FULL on the project approve
 * (through the project access service, so the entry is audited, announced and the permission caches
 * forgotten) or deny; a request not decided within 3 days expires and can no longer be approved.
 */
@Injectable()
export class AccessRequestsService {
  constructor(
    private readonly actors: AuditActors,
    private readonly projectAccess: ProjectAccessService,
    private readonly requests: AccessRequestsRepository,
    private readonly notifications: AccessRequestNotificationsRepository,
  ) {}

  /**
   * What a member may learn of a project from a link (a project or a note id): that it exists, its
   * id, whether they can see it and their own pending request. Never its title or contents.
   */
  async target(
    scope: WorkspaceScope,
    input: { projectId?: string | null; noteId?: string | null },
  ): Promise<AccessRequestTargetModel> {
    const projectId = await this.existingProjectId(scope.em, input);
    const hasAccess = scope.role === Role.MANAGER || (await scope.projects.permissionIn(projectId)) !== null;
    const pending = hasAccess
      ? null
      : await this.requests.findLivePending(scope.em, scope.workspace.schemaName, projectId, scope.accountId);
    return { projectId, hasAccess, pendingRequest: pending ? toAccessRequestModel(pending) : null };
  }

  /**
   * The pending, unexpired requests of a project, oldest first: for those who decide them. Those of
   * members who have left the workspace are left out: they can no longer be given access.
   */
  async pending(scope: WorkspaceScope, rawProjectId: string): Promise<AccessRequestModel[]> {
    const project = await findLiveProject(scope.em, rawProjectId);
    if (!(await scope.projects.mayManageAccess(project.id))) throw accessRequestErrors.mayNotDecide();
    const rows = await this.requests.findLivePendingOfActiveMembers(
      scope.em,
      scope.workspace.schemaName,
      project.id,
    );
    return rows.map((row) => toAccessRequestModel(row));
  }

  /**
   * Asks for access to a project the caller cannot see. One pending request per member and project:
   * a second one replaces the first's permission and message and starts its 3 days again. Those who
   * decide are notified of a new request (or of one asked again after it expired), not of each edit.
   */
  async request(
    scope: WorkspaceScope,
    input: { projectId: string; permission: Permission; message?: string | null },
  ): Promise<AccessRequestModel> {
    const message = requireText(
      input.message ?? '',
      'Message',
      ACCESS_REQUEST_LIMITS.messageLength,
      '',
      'multi-line',
    );
    const projectId = await this.existingProjectId(scope.em, { projectId: input.projectId });
    if (scope.role === Role.MANAGER || (await scope.projects.permissionIn(projectId)) !== null)
      throw accessRequestErrors.alreadyHasAccess();
    const schemaName = scope.workspace.schemaName;
    const id = await scope.em.transactional(async (em) => {
      // One request at a time per member and project, so two tabs cannot make two pending ones.
      await advisoryXactLock(em, `access_request:${projectId}:${scope.accountId}`);
      const current = await this.requests.findPendingForUpdate(em, schemaName, projectId, scope.accountId);
      const requestId = current?.id ?? randomUUID();
      const notify = !current || accessRequestExpired(new Date(current.created_at));
      if (current) await this.requests.refresh(em, schemaName, requestId, input.permission, message);
      else
        await this.requests.insert(em, schemaName, {
          id: requestId,
          projectId,
          requesterId: scope.accountId,
          permission: input.permission,
          message,
        });
      await recordEvent(em, ACCESS_REQUEST_EVENTS.requested, scope.workspace.id, {
        accessRequestId: requestId,
        projectId,
        requesterId: scope.accountId,
        permission: input.permission,
        refreshed: Boolean(current),
      });
      if (notify)
        await notifyAboutAccessRequest(
          this.notifications,
          em,
          scope.workspace.id,
          await this.requests.findDeciderIds(em, schemaName, projectId, scope.accountId),
          {
            kind: 'ACCESS_REQUESTED',
            actorId: scope.accountId,
            projectId,
            accessRequestId: requestId,
            role: roleOfPermission(input.permission),
            excerpt: message,
          },
        );
      return requestId;
    });
    return this.byId(scope, id);
  }

  /**
   * Approves a pending request: gives the requester a user entry with `permission` (the one asked
   * for by default) through the project access service, in the same transaction as the decision,
   * its audit entry, its event and the requester's notification.
   */
  async approve(
    scope: WorkspaceScope,
    input: { id: string; permission?: Permission | null },
  ): Promise<AccessRequestModel> {
    const request = await this.decidable(scope, input.id);
    const permission = (input.permission ?? request.permission) as Permission;
    await this.projectAccess.setPermission(
      scope,
      {
        projectId: request.project_id,
        subjectKind: AccessSubjectKind.USER,
        subjectId: request.requester_id,
        permission,
      },
      async (em, project) => {
        const locked = await this.lockPending(em, scope, request.id);
        await this.decide(em, scope, locked, project, AccessRequestStatus.APPROVED, permission);
      },
    );
    return this.byId(scope, request.id);
  }

  /** Denies a pending request: nothing changes in the project; the requester is told. */
  async deny(scope: WorkspaceScope, rawId: string): Promise<AccessRequestModel> {
    const request = await this.decidable(scope, rawId);
    await scope.em.transactional(async (em) => {
      const project = await findLiveProject(em, request.project_id);
      const locked = await this.lockPending(em, scope, request.id);
      await this.decide(em, scope, locked, project, AccessRequestStatus.DENIED, null);
    });
    return this.byId(scope, request.id);
  }

  /** Marks a locked request decided, with its event, its audit entry and the requester's notification. */
  private async decide(
    em: EntityManager,
    scope: WorkspaceScope,
    request: AccessRequestRow,
    project: Project,
    status: AccessRequestStatus.APPROVED | AccessRequestStatus.DENIED,
    granted: Permission | null,
  ): Promise<void> {
    await this.requests.markDecided(em, scope.workspace.schemaName, request.id, status, scope.accountId);
    const approved = status === AccessRequestStatus.APPROVED;
    await recordEvent(
      em,
      approved ? ACCESS_REQUEST_EVENTS.approved : ACCESS_REQUEST_EVENTS.denied,
      scope.workspace.id,
      {
        accessRequestId: request.id,
        projectId: project.id,
        requesterId: request.requester_id,
        requested: request.permission,
        ...(granted ? { permission: granted } : {}),
      },
    );
    // Deciding who may see a project is a change of access: audited with the decision.
    await recordAuditEntry(em, scope.workspace.schemaName, {
      actor: await this.actors.of(scope),
      action: approved ? AuditAction.ACCESS_REQUEST_APPROVED : AuditAction.ACCESS_REQUEST_DENIED,
      objectType: AuditObjectType.PROJECT,
      objectId: project.id,
      objectLabel: project.title,
      oldValue: { subject: request.requester_email, requested: request.permission, status: 'PENDING' },
      newValue: { subject: request.requester_email, status, permission: granted ?? 'none' },
    });
    await notifyAboutAccessRequest(this.notifications, em, scope.workspace.id, [request.requester_id], {
      kind: approved ? 'ACCESS_REQUEST_APPROVED' : 'ACCESS_REQUEST_DENIED',
      actorId: scope.accountId,
      projectId: project.id,
      accessRequestId: request.id,
      role: roleOfPermission(granted ?? request.permission),
      excerpt: '',
    });
  }

  /**
   * A request the caller may decide now, read before the decision's transaction: NOT_FOUND when it
   * does not exist, FORBIDDEN for those who may not decide (before anything about its state is told),
   * then BAD_USER_INPUT when it was decided or has expired.
   */
  private async decidable(scope: WorkspaceScope, rawId: string): Promise<AccessRequestRow> {
    if (!isUuid(rawId)) throw accessRequestErrors.notFound();
    const request = await this.requests.findById(scope.em, scope.workspace.schemaName, rawId.toLowerCase());
    if (!request) throw accessRequestErrors.notFound();
    if (!(await scope.projects.mayManageAccess(request.project_id))) throw accessRequestErrors.mayNotDecide();
    this.requirePending(request);
    return request;
  }

  /** The request again, locked inside the decision's transaction: two deciders cannot both decide. */
  private async lockPending(em: EntityManager, scope: WorkspaceScope, id: string): Promise<AccessRequestRow> {
    const locked = await this.requests.findById(em, scope.workspace.schemaName, id, true);
    if (!locked) throw accessRequestErrors.notFound();
    this.requirePending(locked);
    return locked;
  }

  private requirePending(request: AccessRequestRow): void {
    if (request.status !== AccessRequestStatus.PENDING)
      throw accessRequestErrors.alreadyDecided(request.status);
    if (accessRequestExpired(new Date(request.created_at))) throw accessRequestErrors.expired();
  }

  private async byId(scope: WorkspaceScope, id: string): Promise<AccessRequestModel> {
    const row = await this.requests.findById(scope.em, scope.workspace.schemaName, id);
    if (!row) throw accessRequestErrors.notFound();
    return toAccessRequestModel(row);
  }

  /**
   * The id of a live project named by its id or by one of its notes' ids, whether or not the caller
   * may see it (past the gate): NOT_FOUND only when there is no such project, or it is in the trash.
   */
  private async existingProjectId(
    em: EntityManager,
    input: { projectId?: string | null; noteId?: string | null },
  ): Promise<string> {
    let projectId: string;
    if (input.projectId) projectId = parsePathId(input.projectId);
    else if (input.noteId) {
      const noteProjectId = await this.requests.findLiveNoteProjectId(em, parsePathId(input.noteId));
      if (!noteProjectId) throw AppError.notFound('Note');
      projectId = noteProjectId;
    } else throw accessRequestErrors.noTarget();
    const existing = await this.requests.findLiveProjectId(em, projectId);
    if (!existing) throw AppError.notFound('Project');
    return existing;
  }
}
