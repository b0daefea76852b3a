import { Injectable } from '@nestjs/common';
import { ACCESS_REQUEST_LIMITS, type Permission } from '@fieldnote/core';
import { Note, PROJECT_GATE_FILTER, Project, inSchema } from '@fieldnote/db';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { AccessRequestRow } from './access-request-rows';

/** Pending and still within its 3 days, as SQL on `r` (spec 000 §9). */
const LIVE_PENDING = `r.status = 'PENDING' and r.created_at > now() - make_interval(days => ${ACCESS_REQUEST_LIMITS.validDays})`;

/** Reads past the member's project gate: whether a project exists is not whether they may see it. */
const UNGATED = { filters: { [PROJECT_GATE_FILTER]: false } };

/**
 * The SQL of access requests. Every method runs through `em`, in its transaction when it has one;
 * `schemaName` is the workspace's schema.
 */
@Injectable()
export class AccessRequestsRepository {
  /** One request with its requester, by id; `lock` takes it for update (a decision). */
  async findById(
    em: EntityManager,
    schemaName: string,
    id: string,
    lock = false,
  ): Promise<AccessRequestRow | null> {
    const [row] = await this.select(em, schemaName, 'r.id = ?', [id], lock);
    return row ?? null;
  }

  /** The member's pending request for the project, expired or not, locked for the change that follows. */
  async findPendingForUpdate(
    em: EntityManager,
    schemaName: string,
    projectId: string,
    requesterId: string,
  ): Promise<AccessRequestRow | null> {
    const [row] = await this.select(
      em,
      schemaName,
      `r.project_id = ? and r.requester_id = ? and r.status = 'PENDING'`,
      [projectId, requesterId],
      true,
    );
    return row ?? null;
  }

  /** The member's pending request for the project that has not expired. */
  async findLivePending(
    em: EntityManager,
    schemaName: string,
    projectId: string,
    requesterId: string,
  ): Promise<AccessRequestRow | null> {
    const [row] = await this.select(
      em,
      schemaName,
      `r.project_id = ? and r.requester_id = ? and ${LIVE_PENDING}`,
      [projectId, requesterId],
    );
    return row ?? null;
  }

  /** The project's pending, unexpired requests of members still in the workspace, oldest first. */
  findLivePendingOfActiveMembers(
    em: EntityManager,
    schemaName: string,
    projectId: string,
  ): Promise<AccessRequestRow[]> {
    return this.select(em, schemaName, `r.project_id = ? and m.deactivated_at is null and ${LIVE_PENDING}`, [
      projectId,
    ]);
  }

  /** Asks again: the pending request takes the new permission and message, and its 3 days start again. */
  async refresh(em: EntityManager, schemaName: string, id: string, permission: Permission, message: string) {
    await this.run(
      em,
      `update ${inSchema(schemaName)('access_requests')} set permission = ?, message = ?, created_at = now() where id = ?`,
      [permission, message, id],
    );
  }

  async insert(
    em: EntityManager,
    schemaName: string,
    row: { id: string; projectId: string; requesterId: string; permission: Permission; message: string },
  ): Promise<void> {
    await this.run(
      em,
      `insert into ${inSchema(schemaName)('access_requests')} (id, project_id, requester_id, permission, message)
           values (?, ?, ?, ?, ?)`,
      [row.id, row.projectId, row.requesterId, row.permission, row.message],
    );
  }

  async markDecided(em: EntityManager, schemaName: string, id: string, status: string, decidedBy: string) {
    await this.run(
      em,
      `update ${inSchema(schemaName)('access_requests')} set status = ?, decided_by = ?, decided_at = now() where id = ?`,
      [status, decidedBy, id],
    );
  }

  /**
   * The active members who may decide a project's access requests, but `exceptId` (spec 000 §6: who
   * may change a project's access): workspace managers, and members who are not workspace viewers
   * with FULL on the project through the general access, a user entry or one of their groups.
   */
  async findDeciderIds(
    em: EntityManager,
    schemaName: string,
    projectId: string,
    exceptId: string,
  ): Promise<string[]> {
    const table = inSchema(schemaName);
    const rows = await this.run<{ id: string }>(
      em,
      `select m.id from ${table('members')} m
      where m.deactivated_at is null and m.id <> ?
        and (m.role = 'MANAGER'
          or (m.role <> 'VIEWER'
            and (exists (select 1 from ${table('projects')} p where p.id = ? and p.general_access = 'FULL')
              or exists (select 1 from ${table('project_permissions')} pp
                          where pp.project_id = ? and pp.permission = 'FULL'
                            and ((pp.subject_kind = 'USER' and pp.subject_id = m.id)
                              or (pp.subject_kind = 'GROUP' and pp.subject_id in
                                   (select gm.group_id from ${table('user_group_members')} gm
                                     where gm.member_id = m.id)))))))
      order by m.id`,
      [exceptId, projectId, projectId],
    );
    return rows.map((row) => row.id);
  }

  /** The project of a live note, whether or not the caller may see it (past the gate). */
  async findLiveNoteProjectId(em: EntityManager, noteId: string): Promise<string | null> {
    const note = await em.findOne(
      Note,
      { id: noteId, deletedAt: null },
      { ...UNGATED, fields: ['id', 'projectId'] },
    );
    return note?.projectId ?? null;
  }

  /** Whether a live project of this id exists, whether or not the caller may see it (past the gate). */
  async findLiveProjectId(em: EntityManager, projectId: string): Promise<string | null> {
    const project = await em.findOne(
      Project,
      { id: projectId, deletedAt: null },
      { ...UNGATED, fields: ['id'] },
    );
    return project?.id ?? null;
  }

  /**
   * Reads access requests with their requesters; `where` filters `r` (the request) and may use `?`
   * parameters; `lock` takes the rows for update.
   */
  private select(
    em: EntityManager,
    schemaName: string,
    where: string,
    params: unknown[],
    lock = false,
  ): Promise<AccessRequestRow[]> {
    const table = inSchema(schemaName);
    return this.run<AccessRequestRow>(
      em,
      `select r.id, r.project_id, r.requester_id, m.name as requester_name, m.email as requester_email,
            r.permission, r.message, r.status, r.decided_by, r.decided_at, r.created_at
       from ${table('access_requests')} r
       join ${table('members')} m on m.id = r.requester_id
      where ${where}
      order by r.created_at, r.id
      ${lock ? 'for update of r' : ''}`,
      params,
    );
  }

  private run<T>(em: EntityManager, sql: string, params: unknown[]): Promise<T[]> {
    return em.getConnection().execute<T[]>(sql, params, 'all', em.getTransactionContext());
  }
}
