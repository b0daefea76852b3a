import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import {
  AppError,
  AuditAction,
  AuditObjectType,
  USER_GROUP_EVENTS,
  USER_GROUP_LIMITS,
  isUuid,
  parsePathId,
  requireText,
} from '@fieldnote/core';
import { recordAuditEntry } from '@fieldnote/control-plane';
import { advisoryXactLock, quoteSchema } from '@fieldnote/db';
import type { EntityManager } from '@mikro-orm/postgresql';
import { AuditActors } from '../../context/audit-actors.service';
import { forgetProjectPermissions } from '../../context/project-gate';
import { recordEvent } from '../../common/record-event';
import type { WorkspaceScope } from '../../context/workspace-access.service';
import type { UserGroupModel } from './dto/user-group.model';
import { userGroupErrors } from './user-group.errors';

interface GroupRow {
  id: string;
  name: string;
  /** As the driver gives it: MikroORM keeps timestamps as text in raw queries. */
  created_at: string | Date;
}

/**
 * User groups of a workspace (spec 000 §6, at most 50, at most 200 members each): read by every
 * member (to give a group access to a project), changed by managers. Every change writes its event
 * in the same transaction, under a lock that keeps the counts and unique names true.
 */
@Injectable()
export class UserGroupsService {
  constructor(private readonly actors: AuditActors) {}

  async list(scope: WorkspaceScope): Promise<UserGroupModel[]> {
    const schema = quoteSchema(scope.workspace.schemaName);
    const connection = scope.em.getConnection();
    const groups = await connection.execute<GroupRow[]>(
      `select id, name, created_at from ${schema}.user_groups order by lower(name)`,
    );
    return this.withMembers(scope.em, schema, groups);
  }

  async get(scope: WorkspaceScope, rawId: string): Promise<UserGroupModel> {
    const schema = quoteSchema(scope.workspace.schemaName);
    const [group] = await this.withMembers(scope.em, schema, [await this.find(scope.em, schema, rawId)]);
    return group as UserGroupModel;
  }

  async create(scope: WorkspaceScope, input: { name: string; memberIds?: string[] | null }): Promise<string> {
    const name = requireText(input.name, 'Group name', USER_GROUP_LIMITS.nameLength);
    const memberIds = this.checkIds(input.memberIds ?? []);
    const schema = quoteSchema(scope.workspace.schemaName);
    return this.changing(scope, async (em) => {
      await this.lock(em, scope.workspace.id);
      const [{ n }] = await this.run<{ n: string }>(em, `select count(*) as n from ${schema}.user_groups`);
      if (Number(n) >= USER_GROUP_LIMITS.groupsPerWorkspace) throw userGroupErrors.tooManyGroups();
      await this.requireFreeName(em, schema, name, null);
      if (memberIds.length > USER_GROUP_LIMITS.membersPerGroup) throw userGroupErrors.tooManyMembers();
      await this.requireMembers(em, schema, memberIds);
      const id = randomUUID();
      await this.run(em, `insert into ${schema}.user_groups (id, name, created_by) values (?, ?, ?)`, [
        id,
        name,
        scope.accountId,
      ]);
      await this.insertMembers(em, schema, id, memberIds);
      await recordEvent(em, USER_GROUP_EVENTS.created, scope.workspace.id, { groupId: id, name, memberIds });
      // Groups decide who sees private projects: every change is audited with it.
      await recordAuditEntry(em, scope.workspace.schemaName, {
        actor: await this.actors.of(scope),
        action: AuditAction.USER_GROUP_CREATED,
        objectType: AuditObjectType.USER_GROUP,
        objectId: id,
        objectLabel: name,
        newValue: { name, members: memberIds.length },
      });
      return id;
    });
  }

  async rename(scope: WorkspaceScope, rawId: string, rawName: string): Promise<string> {
    const name = requireText(rawName, 'Group name', USER_GROUP_LIMITS.nameLength);
    const schema = quoteSchema(scope.workspace.schemaName);
    return this.changing(scope, async (em) => {
      await this.lock(em, scope.workspace.id);
      const group = await this.find(em, schema, rawId);
      if (group.name === name) return group.id;
      await this.requireFreeName(em, schema, name, group.id);
      await this.run(em, `update ${schema}.user_groups set name = ?, updated_at = now() where id = ?`, [
        name,
        group.id,
      ]);
      await recordEvent(em, USER_GROUP_EVENTS.renamed, scope.workspace.id, {
        groupId: group.id,
        from: group.name,
        to: name,
      });
      await recordAuditEntry(em, scope.workspace.schemaName, {
        actor: await this.actors.of(scope),
        action: AuditAction.USER_GROUP_RENAMED,
        objectType: AuditObjectType.USER_GROUP,
        objectId: group.id,
        objectLabel: name,
        oldValue: { name: group.name },
        newValue: { name },
      });
      return group.id;
    });
  }

  /** Deletes the group; the project access it gave goes with it. */
  async delete(scope: WorkspaceScope, rawId: string): Promise<string> {
    const schema = quoteSchema(scope.workspace.schemaName);
    return this.changing(scope, async (em) => {
      await this.lock(em, scope.workspace.id);
      const group = await this.find(em, schema, rawId);
      await this.run(
        em,
        `delete from ${schema}.project_permissions where subject_kind = 'GROUP' and subject_id = ?`,
        [group.id],
      );
      await this.run(em, `delete from ${schema}.user_groups where id = ?`, [group.id]);
      await recordEvent(em, USER_GROUP_EVENTS.deleted, scope.workspace.id, {
        groupId: group.id,
        name: group.name,
      });
      return group.id;
    });
  }

  async addMembers(scope: WorkspaceScope, rawId: string, rawMemberIds: string[]): Promise<string> {
    const memberIds = this.checkIds(rawMemberIds);
    const schema = quoteSchema(scope.workspace.schemaName);
    return this.changing(scope, async (em) => {
      await this.lock(em, scope.workspace.id);
      const group = await this.find(em, schema, rawId);
      await this.requireMembers(em, schema, memberIds);
      const current = await this.run<{ member_id: string }>(
        em,
        `select member_id from ${schema}.user_group_members where group_id = ?`,
        [group.id],
      );
      const after = new Set([...current.map((r) => r.member_id), ...memberIds]);
      if (after.size > USER_GROUP_LIMITS.membersPerGroup) throw userGroupErrors.tooManyMembers();
      await this.insertMembers(em, schema, group.id, memberIds);
      await recordEvent(em, USER_GROUP_EVENTS.membersChanged, scope.workspace.id, {
        groupId: group.id,
        added: memberIds,
        removed: [],
      });
      await this.auditMembers(em, scope, group, memberIds, []);
      return group.id;
    });
  }

  async removeMembers(scope: WorkspaceScope, rawId: string, rawMemberIds: string[]): Promise<string> {
    const memberIds = this.checkIds(rawMemberIds);
    const schema = quoteSchema(scope.workspace.schemaName);
    return this.changing(scope, async (em) => {
      const group = await this.find(em, schema, rawId);
      if (memberIds.length > 0)
        await this.run(
          em,
          `delete from ${schema}.user_group_members where group_id = ? and member_id = any(?::uuid[])`,
          [group.id, `{${memberIds.join(',')}}`],
        );
      await recordEvent(em, USER_GROUP_EVENTS.membersChanged, scope.workspace.id, {
        groupId: group.id,
        added: [],
        removed: memberIds,
      });
      await this.auditMembers(em, scope, group, [], memberIds);
      return group.id;
    });
  }

  /** Runs a group change in a transaction, then forgets cached permissions (groups grant access). */
  private async changing(
    scope: WorkspaceScope,
    change: (em: EntityManager) => Promise<string>,
  ): Promise<string> {
    const id = await scope.em.transactional(change);
    forgetProjectPermissions();
    return id;
  }

  /** Members are named by e-mail in the entry, as the log shows people elsewhere. */
  private async auditMembers(
    em: EntityManager,
    scope: WorkspaceScope,
    group: GroupRow,
    added: string[],
    removed: string[],
  ): Promise<void> {
    const schema = quoteSchema(scope.workspace.schemaName);
    const rows = await this.run<{ id: string; email: string }>(
      em,
      `select id, email from ${schema}.members where id = any(?::uuid[])`,
      [`{${[...added, ...removed].join(',')}}`],
    );
    const emails = new Map(rows.map((r) => [r.id, r.email]));
    await recordAuditEntry(em, scope.workspace.schemaName, {
      actor: await this.actors.of(scope),
      action: AuditAction.USER_GROUP_MEMBERS_CHANGED,
      objectType: AuditObjectType.USER_GROUP,
      objectId: group.id,
      objectLabel: group.name,
      newValue: {
        added: added.map((id) => emails.get(id) ?? id).join(', '),
        removed: removed.map((id) => emails.get(id) ?? id).join(', '),
      },
    });
  }

  private checkIds(ids: string[]): string[] {
    const unique = [...new Set(ids.map((id) => id.toLowerCase()))];
    if (unique.some((id) => !isUuid(id)))
      throw AppError.badInput('Member ids must be UUIDs.', { field: 'memberIds' });
    return unique;
  }

  private async find(em: EntityManager, schema: string, rawId: string): Promise<GroupRow> {
    const id = parsePathId(rawId);
    const [group] = await this.run<GroupRow>(
      em,
      `select id, name, created_at from ${schema}.user_groups where id = ?`,
      [id],
    );
    if (!group) throw AppError.notFound('User group');
    return group;
  }

  private async requireFreeName(em: EntityManager, schema: string, name: string, except: string | null) {
    const [taken] = await this.run(
      em,
      `select 1 from ${schema}.user_groups where lower(name) = lower(?) and id is distinct from ?`,
      [name, except],
    );
    if (taken) throw userGroupErrors.nameTaken(name);
  }

  private async requireMembers(em: EntityManager, schema: string, ids: string[]): Promise<void> {
    if (ids.length === 0) return;
    const [{ n }] = await this.run<{ n: string }>(
      em,
      `select count(*) as n from ${schema}.members where id = any(?::uuid[]) and deactivated_at is null`,
      [`{${ids.join(',')}}`],
    );
    if (Number(n) !== ids.length) throw userGroupErrors.notAMember();
  }

  private async insertMembers(
    em: EntityManager,
    schema: string,
    groupId: string,
    ids: string[],
  ): Promise<void> {
    if (ids.length === 0) return;
    await this.run(
      em,
      `insert into ${schema}.user_group_members (group_id, member_id)
       select ?, unnest(?::uuid[]) on conflict do nothing`,
      [groupId, `{${ids.join(',')}}`],
    );
  }

  private async withMembers(
    em: EntityManager,
    schema: string,
    groups: GroupRow[],
  ): Promise<UserGroupModel[]> {
    if (groups.length === 0) return [];
    const members = await em
      .getConnection()
      .execute<{ group_id: string; id: string; name: string; email: string }[]>(
        `select gm.group_id, m.id, m.name, m.email
         from ${schema}.user_group_members gm join ${schema}.members m on m.id = gm.member_id
        where gm.group_id = any(?::uuid[]) and m.deactivated_at is null
        order by lower(m.name)`,
        [`{${groups.map((g) => g.id).join(',')}}`],
      );
    return groups.map((group) => {
      const own = members
        .filter((m) => m.group_id === group.id)
        .map(({ id, name, email }) => ({ id, name, email }));
      return {
        id: group.id,
        name: group.name,
        memberCount: own.length,
        members: own,
        createdAt: new Date(group.created_at),
      };
    });
  }

  /** Serialises group changes of one workspace (the counts and unique names stay true). */
  private async lock(em: EntityManager, workspaceId: string): Promise<void> {
    await advisoryXactLock(em, `user_groups:${workspaceId}`);
  }

  private run<T>(em: EntityManager, sql: string, params: unknown[] = []): Promise<T[]> {
    return em.getConnection().execute<T[]>(sql, params, 'all', em.getTransactionContext());
  }
}
