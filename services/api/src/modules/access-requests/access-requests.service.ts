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
import { Note, PROJECT_GATE_FILTER, Project, advisoryXactLock, quoteSchema } from '@fieldnote/db';
import type { EntityManager } from '@mikro-orm/postgresql';
import { recordEvent } from '../../common/record-event';
import { AuditActors } from '../../context/audit-actors.service';
import type { WorkspaceScope } from '../../context/workspace-access.service';
import { AccessSubjectKind, ProjectAccessService } from '../project-access';
import { findLiveProject } from '../projects';
import { accessRequestDeciders } from './access-request-deciders';
import { accessRequestErrors } from './access-request.errors';
import { notifyAboutAccessRequest } from './access-request-notifications';
import { type AccessRequestRow, selectAccessRequests, toAccessRequestModel } from './access-request-rows';
import type { AccessRequestModel, AccessRequestTargetModel } from './dto/access-request.model';

/** Pending and still within its 3 days, as SQL on `r` (spec 000 §9). */
const LIVE_PENDING = `r.status = 'PENDING' and r.created_at > now() - make_interval(days => ${ACCESS_REQUEST_LIMITS.validDays})`;

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
    const [pending] = hasAccess
      ? []
      : await selectAccessRequests(
          scope.em,
          quoteSchema(scope.workspace.schemaName),
          `r.project_id = ? and r.requester_id = ? and ${LIVE_PENDING}`,
          [projectId, scope.accountId],
        );
    return { projectId, hasAccess, pendingRequest: pending ? toAccessRequestModel(pending) : null };
  }

  /**
   * The pending, unexpired requests of a project, oldest first: for those who decide them. Those of
   * members who have left the workspace are left out: they can no longer be given access.
   */
  async pending(scope: WorkspaceScope, rawProjectId: string): Promise<AccessRequestModel[]> {
    const project = await findLiveProject(scope.em, rawProjectId);
    if (!(await scope.projects.mayManageAccess(project.id))) throw accessRequestErrors.mayNotDecide();
    const rows = await selectAccessRequests(
      scope.em,
      quoteSchema(scope.workspace.schemaName),
      `r.project_id = ? and m.deactivated_at is null and ${LIVE_PENDING}`,
      [project.id],
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
    const schema = quoteSchema(scope.workspace.schemaName);
    const id = await scope.em.transactional(async (em) => {
      // One request at a time per member and project, so two tabs cannot make two pending ones.
      await advisoryXactLock(em, `access_request:${projectId}:${scope.accountId}`);
      const [current] = await selectAccessRequests(
        em,
        schema,
        `r.project_id = ? and r.requester_id = ? and r.status = 'PENDING'`,
        [projectId, scope.accountId],
        true,
      );
      const requestId = current?.id ?? randomUUID();
      const notify = !current || accessRequestExpired(new Date(current.created_at));
      if (current)
        await this.run(
          em,
          `update ${schema}.access_requests set permission = ?, message = ?, created_at = now() where id = ?`,
          [input.permission, message, requestId],
        );
      else
        await this.run(
          em,
          `insert into ${schema}.access_requests (id, project_id, requester_id, permission, message)
           values (?, ?, ?, ?, ?)`,
          [requestId, projectId, scope.accountId, input.permission, message],
        );
      await recordEvent(em, ACCESS_REQUEST_EVENTS.requested, scope.workspace.id, {
        accessRequestId: requestId,
        projectId,
        requesterId: scope.accountId,
        permission: input.permission,
        refreshed: Boolean(current),
      });
      if (notify)
        await notifyAboutAccessRequest(
          em,
          scope.workspace.id,
          await accessRequestDeciders(em, schema, projectId, scope.accountId),
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
      async (em, schema, project) => {
        const locked = await this.lockPending(em, schema, request.id);
        await this.decide(em, schema, scope, locked, project, AccessRequestStatus.APPROVED, permission);
      },
    );
    return this.byId(scope, request.id);
  }

  /** Denies a pending request: nothing changes in the project; the requester is told. */
  async deny(scope: WorkspaceScope, rawId: string): Promise<AccessRequestModel> {
    const request = await this.decidable(scope, rawId);
    const schema = quoteSchema(scope.workspace.schemaName);
    await scope.em.transactional(async (em) => {
      const project = await findLiveProject(em, request.project_id);
      const locked = await this.lockPending(em, schema, request.id);
      await this.decide(em, schema, scope, locked, project, AccessRequestStatus.DENIED, null);
    });
    return this.byId(scope, request.id);
  }

  /** Marks a locked request decided, with its event, its audit entry and the requester's notification. */
  private async decide(
    em: EntityManager,
    schema: string,
    scope: WorkspaceScope,
    request: AccessRequestRow,
    project: Project,
    status: AccessRequestStatus.APPROVED | AccessRequestStatus.DENIED,
    granted: Permission | null,
  ): Promise<void> {
    await this.run(
      em,
      `update ${schema}.access_requests set status = ?, decided_by = ?, decided_at = now() where id = ?`,
      [status, scope.accountId, request.id],
    );
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
    await notifyAboutAccessRequest(em, scope.workspace.id, [request.requester_id], {
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
    const schema = quoteSchema(scope.workspace.schemaName);
    const [request] = await selectAccessRequests(scope.em, schema, 'r.id = ?', [rawId.toLowerCase()]);
    if (!request) throw accessRequestErrors.notFound();
    if (!(await scope.projects.mayManageAccess(request.project_id))) throw accessRequestErrors.mayNotDecide();
    this.requirePending(request);
    return request;
  }

  /** The request again, locked inside the decision's transaction: two deciders cannot both decide. */
  private async lockPending(em: EntityManager, schema: string, id: string): Promise<AccessRequestRow> {
    const [locked] = await selectAccessRequests(em, schema, 'r.id = ?', [id], true);
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
    const [row] = await selectAccessRequests(scope.em, quoteSchema(scope.workspace.schemaName), 'r.id = ?', [
      id,
    ]);
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
    const ungated = { filters: { [PROJECT_GATE_FILTER]: false } };
    let projectId: string;
    if (input.projectId) projectId = parsePathId(input.projectId);
    else if (input.noteId) {
      const note = await em.findOne(
        Note,
        { id: parsePathId(input.noteId), deletedAt: null },
        { ...ungated, fields: ['id', 'projectId'] },
      );
      if (!note) throw AppError.notFound('Note');
      projectId = note.projectId;
    } else throw accessRequestErrors.noTarget();
    const project = await em.findOne(
      Project,
      { id: projectId, deletedAt: null },
      { ...ungated, fields: ['id'] },
    );
    if (!project) throw AppError.notFound('Project');
    return project.id;
  }

  private run<T>(em: EntityManager, sql: string, params: unknown[] = []): Promise<T[]> {
    return em.getConnection().execute<T[]>(sql, params, 'all', em.getTransactionContext());
  }
}
