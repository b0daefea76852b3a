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
import { PlanGate, recordAuditEntry } from '@fieldnote/control-plane';
import { advisoryXactLock } from '@fieldnote/db';
import type { EntityManager } from '@mikro-orm/postgresql';
import { AuditActors } from '../../context/audit-actors.service';
import { forgetProjectPermissions } from '../../context/project-gate';
import { recordEvent } from '../../common/record-event';
import type { WorkspaceScope } from '../../context/workspace-access.service';
import type { UserGroupModel } from './dto/user-group.model';
import { userGroupErrors } from './user-group.errors';
import { type GroupRow, UserGroupsRepository } from './user-groups.repository';

/**
 * User groups of a workspace (spec 000 §6, at most 50, at most 200 members each): read by every
 * member (to give a group access to a project), changed by managers. Every change writes its event
 * in the same transaction, under a lock that keeps the counts and unique names true.
 */
@Injectable()
export class UserGroupsService {
  constructor(
    private readonly actors: AuditActors,
    private readonly groups: UserGroupsRepository,
    private readonly plans: PlanGate,
  ) {}

  async list(scope: WorkspaceScope): Promise<UserGroupModel[]> {
    const schemaName = scope.workspace.schemaName;
    return this.withMembers(scope.em, schemaName, await this.groups.list(scope.em, schemaName));
  }

  async get(scope: WorkspaceScope, rawId: string): Promise<UserGroupModel> {
    const schemaName = scope.workspace.schemaName;
    const [group] = await this.withMembers(scope.em, schemaName, [
      await this.find(scope.em, schemaName, rawId),
    ]);
    return group as UserGroupModel;
  }

  async create(scope: WorkspaceScope, input: { name: string; memberIds?: string[] | null }): Promise<string> {
    const name = requireText(input.name, 'Group name', USER_GROUP_LIMITS.nameLength);
    const memberIds = this.checkIds(input.memberIds ?? []);
    const schemaName = scope.workspace.schemaName;
    // Plan gate (spec 001 §6): groups on the plans that include them; existing ones stay usable.
    await this.plans.requireFeature(scope.workspace.id, 'allowUserGroups');
    return this.changing(scope, async (em) => {
      await this.lock(em, scope.workspace.id);
      if ((await this.groups.count(em, schemaName)) >= USER_GROUP_LIMITS.groupsPerWorkspace)
        throw userGroupErrors.tooManyGroups();
      await this.requireFreeName(em, schemaName, name, null);
      if (memberIds.length > USER_GROUP_LIMITS.membersPerGroup) throw userGroupErrors.tooManyMembers();
      await this.requireMembers(em, schemaName, memberIds);
      const id = randomUUID();
      await this.groups.insert(em, schemaName, id, name, scope.accountId);
      await this.insertMembers(em, schemaName, id, memberIds);
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
    const schemaName = scope.workspace.schemaName;
    return this.changing(scope, async (em) => {
      await this.lock(em, scope.workspace.id);
      const group = await this.find(em, schemaName, rawId);
      if (group.name === name) return group.id;
      await this.requireFreeName(em, schemaName, name, group.id);
      await this.groups.rename(em, schemaName, group.id, name);
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
    const schemaName = scope.workspace.schemaName;
    return this.changing(scope, async (em) => {
      await this.lock(em, scope.workspace.id);
      const group = await this.find(em, schemaName, rawId);
      await this.groups.delete(em, schemaName, group.id);
      await recordEvent(em, USER_GROUP_EVENTS.deleted, scope.workspace.id, {
        groupId: group.id,
        name: group.name,
      });
      return group.id;
    });
  }

  async addMembers(scope: WorkspaceScope, rawId: string, rawMemberIds: string[]): Promise<string> {
    const memberIds = this.checkIds(rawMemberIds);
    const schemaName = scope.workspace.schemaName;
    await this.plans.requireFeature(scope.workspace.id, 'allowUserGroups');
    return this.changing(scope, async (em) => {
      await this.lock(em, scope.workspace.id);
      const group = await this.find(em, schemaName, rawId);
      await this.requireMembers(em, schemaName, memberIds);
      const current = await this.groups.memberIds(em, schemaName, group.id);
      const after = new Set([...current, ...memberIds]);
      if (after.size > USER_GROUP_LIMITS.membersPerGroup) throw userGroupErrors.tooManyMembers();
      await this.insertMembers(em, schemaName, group.id, memberIds);
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
    const schemaName = scope.workspace.schemaName;
    return this.changing(scope, async (em) => {
      const group = await this.find(em, schemaName, rawId);
      if (memberIds.length > 0) await this.groups.removeMembers(em, schemaName, group.id, memberIds);
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
    const schemaName = scope.workspace.schemaName;
    const emails = await this.groups.emailsOf(em, schemaName, [...added, ...removed]);
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

  private async find(em: EntityManager, schemaName: string, rawId: string): Promise<GroupRow> {
    const group = await this.groups.findById(em, schemaName, parsePathId(rawId));
    if (!group) throw AppError.notFound('User group');
    return group;
  }

  private async requireFreeName(em: EntityManager, schemaName: string, name: string, except: string | null) {
    if (await this.groups.nameTaken(em, schemaName, name, except)) throw userGroupErrors.nameTaken(name);
  }

  private async requireMembers(em: EntityManager, schemaName: string, ids: string[]): Promise<void> {
    if (ids.length === 0) return;
    if ((await this.groups.countActiveMembers(em, schemaName, ids)) !== ids.length)
      throw userGroupErrors.notAMember();
  }

  private async insertMembers(
    em: EntityManager,
    schemaName: string,
    groupId: string,
    ids: string[],
  ): Promise<void> {
    if (ids.length === 0) return;
    await this.groups.addMembers(em, schemaName, groupId, ids);
  }

  private async withMembers(
    em: EntityManager,
    schemaName: string,
    groups: GroupRow[],
  ): Promise<UserGroupModel[]> {
    if (groups.length === 0) return [];
    const members = await this.groups.activeMembers(
      em,
      schemaName,
      groups.map((g) => g.id),
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
}
