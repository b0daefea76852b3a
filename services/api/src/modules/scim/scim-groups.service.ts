import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import {
  AuditAction,
  AuditObjectType,
  SCIM_EVENTS,
  USER_GROUP_EVENTS,
  USER_GROUP_LIMITS,
  isUuid,
} from '@fieldnote/core';
import { WorkspaceTransactions, recordAuditEntry } from '@fieldnote/control-plane';
import { Databases, advisoryXactLock, recordEvent } from '@fieldnote/db';
import type { EntityManager } from '@mikro-orm/postgresql';
import { forgetProjectPermissions } from '../../context/project-gate';
import { matches, parseScimFilter } from './scim-filter.util';
import { GROUP_SQL_ATTRIBUTES, groupOrderBy } from './scim-group-sql';
import { SQL_TRUE, filterToSql } from './scim-sql-filter.util';
import { scimSortSpec, sortScimResources } from './scim-sort.util';
import { SCIM_GROUP_NAME_LENGTH, applyGroupPatch, memberIdsOf } from './scim-group-patch.util';
import { type ScimGroupState, groupEtag, toScimGroup } from './scim-group.mapper';
import { type ScimGroupRow, ScimGroupsRepository } from './scim-groups.repository';
import { type ScimListQuery, listResponse, pageWindow, projectAttributes, scimPage } from './scim-list.util';
import { ScimGroupRoles } from './scim-group-roles.service';
import type { PatchOperation } from './scim-patch.util';
import type { ScimCaller } from './scim-tokens.service';
import { actorOf } from './scim-users.service';
import { scimErrors } from './scim.errors';
import { pathSegments } from './scim-attribute.util';
import { isObject, scimString } from './scim-value.util';

/** A Group and its ETag, as the controller answers it. */
export interface ScimGroupResult {
  resource: Record<string, unknown>;
  etag: string;
}

/**
 * SCIM Groups (RFC 7644) as the workspace's user groups, with their limits (spec 000: 50 groups,
 * 200 members each). Changes take the user-groups module's workspace lock (counts and unique names
 * stay true across both paths) and lock the group's row, so two PATCHes of one group's members never
 * lose each other's changes. Each writes audit entries (actor: the SCIM token) and outbox events.
 */
@Injectable()
export class ScimGroupsService {
  constructor(
    private readonly databases: Databases,
    private readonly transactions: WorkspaceTransactions,
    private readonly groups: ScimGroupsRepository,
    private readonly roles: ScimGroupRoles,
  ) {}

  /**
   * A ListResponse. A filter by id, displayName or externalId, sorting and paging run in SQL, and
   * members are read only for the page and only when the answer shows them (Entra ID asks with
   * `excludedAttributes=members`). A filter or sort on members is done in memory, over at most the
   * workspace's 50 groups.
   */
  async list(caller: ScimCaller, query: ScimListQuery, baseUrl: string) {
    const filter = query.filter ? parseScimFilter(query.filter) : null;
    const sort = scimSortSpec(query.sortBy, query.sortOrder);
    const window = pageWindow(query);
    const em = this.em(caller);
    const schema = caller.workspace.schemaName;
    const where = filter ? filterToSql(filter, GROUP_SQL_ATTRIBUTES) : SQL_TRUE;
    const orderBy = groupOrderBy(sort);
    const project = (r: Record<string, unknown>) =>
      projectAttributes(r, query.attributes, query.excludedAttributes);
    if (where && orderBy) {
      const total = await this.groups.countWhere(em, schema, where);
      const rows =
        window.count === 0 || total < window.startIndex
          ? []
          : await this.groups.page(em, schema, where, orderBy, {
              offset: window.startIndex - 1,
              limit: window.count,
            });
      const withMembers = showsMembers(query);
      const resources = withMembers
        ? await this.resources(em, caller, rows, baseUrl)
        : rows.map((row) => toScimGroup(row, [], baseUrl));
      return listResponse(resources.map(project), { startIndex: window.startIndex, total });
    }
    const rows = await this.groups.list(em, schema);
    const resources = await this.resources(em, caller, rows, baseUrl);
    const page = scimPage(
      sortScimResources(
        resources.filter((r) => !filter || matches(r, filter)),
        query.sortBy,
        query.sortOrder,
      ),
      query,
    );
    return listResponse(page.items.map(project), page);
  }

  async get(caller: ScimCaller, id: string, baseUrl: string): Promise<ScimGroupResult> {
    const em = this.em(caller);
    const row = await this.find(em, caller, id);
    const [resource] = await this.resources(em, caller, [row], baseUrl);
    return { resource: resource as Record<string, unknown>, etag: groupEtag(row) };
  }

  async create(caller: ScimCaller, body: unknown, baseUrl: string): Promise<ScimGroupResult> {
    const state = groupStateOf(body);
    const schema = caller.workspace.schemaName;
    const id = randomUUID();
    await this.transactions.inWorkspace(caller.workspace, async (em) => {
      await this.lockWorkspaceGroups(em, caller);
      if ((await this.groups.count(em, schema)) >= USER_GROUP_LIMITS.groupsPerWorkspace)
        throw scimErrors.tooMany(
          `A workspace can have at most ${USER_GROUP_LIMITS.groupsPerWorkspace} user groups.`,
        );
      await this.requireUnique(em, caller, state, null);
      await this.requireMembers(em, caller, state.memberIds);
      await this.groups.insert(em, schema, {
        id,
        name: state.displayName,
        externalId: state.externalId,
        createdBy: caller.token.id,
      });
      await this.groups.addMembers(em, schema, id, state.memberIds);
      await recordEvent(em, USER_GROUP_EVENTS.created, caller.workspace.id, {
        groupId: id,
        name: state.displayName,
        memberIds: state.memberIds,
      });
      await recordAuditEntry(em, schema, {
        actor: actorOf(caller),
        action: AuditAction.USER_GROUP_CREATED,
        objectType: AuditObjectType.USER_GROUP,
        objectId: id,
        objectLabel: state.displayName,
        newValue: { name: state.displayName, externalId: state.externalId, members: state.memberIds.length },
      });
    });
    forgetProjectPermissions();
    await this.roles.reapply(caller, new Map(state.memberIds.map((m) => [m, false])));
    return this.get(caller, id, baseUrl);
  }

  replace(caller: ScimCaller, id: string, body: unknown, ifMatch: string | null, baseUrl: string) {
    return this.update(caller, id, () => groupStateOf(body), ifMatch, baseUrl);
  }

  patch(
    caller: ScimCaller,
    id: string,
    operations: PatchOperation[],
    ifMatch: string | null,
    baseUrl: string,
  ) {
    return this.update(caller, id, (current) => applyGroupPatch(current, operations), ifMatch, baseUrl);
  }

  async delete(caller: ScimCaller, id: string, ifMatch: string | null): Promise<void> {
    const schema = caller.workspace.schemaName;
    const { name, members } = await this.transactions.inWorkspace(caller.workspace, async (em) => {
      await this.lockWorkspaceGroups(em, caller);
      const row = await this.find(em, caller, id, true);
      checkIfMatch(row, ifMatch);
      const former = await this.groups.memberIds(em, schema, row.id);
      await this.groups.delete(em, schema, row.id);
      await recordEvent(em, USER_GROUP_EVENTS.deleted, caller.workspace.id, {
        groupId: row.id,
        name: row.name,
      });
      await recordAuditEntry(em, schema, {
        actor: actorOf(caller),
        action: AuditAction.USER_GROUP_DELETED,
        objectType: AuditObjectType.USER_GROUP,
        objectId: row.id,
        objectLabel: row.name,
        oldValue: { name: row.name },
      });
      return { name: row.name, members: former };
    });
    forgetProjectPermissions();
    const leftMapped = await this.roles.isMapped(caller, name);
    await this.roles.reapply(caller, new Map(members.map((m) => [m, leftMapped])));
  }

  /** Reads the group under its row lock, applies `change`, and writes what differs with its events. */
  private async update(
    caller: ScimCaller,
    id: string,
    change: (current: ScimGroupState) => ScimGroupState,
    ifMatch: string | null,
    baseUrl: string,
  ): Promise<ScimGroupResult> {
    const schema = caller.workspace.schemaName;
    const done = await this.transactions.inWorkspace(caller.workspace, async (em) => {
      await this.lockWorkspaceGroups(em, caller);
      const row = await this.find(em, caller, id, true);
      checkIfMatch(row, ifMatch);
      const memberIds = await this.groups.memberIds(em, schema, row.id);
      const desired = change({ displayName: row.name, externalId: row.external_id, memberIds });
      const added = desired.memberIds.filter((m) => !memberIds.includes(m));
      const removed = memberIds.filter((m) => !desired.memberIds.includes(m));
      if (desired.memberIds.length > USER_GROUP_LIMITS.membersPerGroup)
        throw scimErrors.tooMany(
          `A user group can have at most ${USER_GROUP_LIMITS.membersPerGroup} members.`,
        );
      await this.requireUnique(em, caller, desired, row.id);
      await this.requireMembers(em, caller, added);
      await this.groups.update(em, schema, row.id, {
        name: desired.displayName,
        externalId: desired.externalId,
      });
      await this.groups.addMembers(em, schema, row.id, added);
      await this.groups.removeMembers(em, schema, row.id, removed);
      await this.record(em, caller, row, desired, added, removed);
      return { oldName: row.name, newName: desired.displayName, kept: desired.memberIds, added, removed };
    });
    forgetProjectPermissions();
    await this.roles.reapply(caller, await this.roleChanges(caller, done));
    return this.get(caller, id, baseUrl);
  }

  /** The events and audit entries of one group change: one per kind of change it made. */
  private async record(
    em: EntityManager,
    caller: ScimCaller,
    row: ScimGroupRow,
    desired: ScimGroupState,
    added: string[],
    removed: string[],
  ): Promise<void> {
    const schema = caller.workspace.schemaName;
    const audit = (
      action: AuditAction,
      oldValue: Record<string, unknown>,
      newValue: Record<string, unknown>,
    ) =>
      recordAuditEntry(em, schema, {
        actor: actorOf(caller),
        action,
        objectType: AuditObjectType.USER_GROUP,
        objectId: row.id,
        objectLabel: desired.displayName,
        oldValue,
        newValue,
      });
    if (desired.displayName !== row.name) {
      await recordEvent(em, USER_GROUP_EVENTS.renamed, caller.workspace.id, {
        groupId: row.id,
        from: row.name,
        to: desired.displayName,
      });
      await audit(AuditAction.USER_GROUP_RENAMED, { name: row.name }, { name: desired.displayName });
    }
    if (added.length > 0 || removed.length > 0) {
      await recordEvent(em, USER_GROUP_EVENTS.membersChanged, caller.workspace.id, {
        groupId: row.id,
        added,
        removed,
      });
      await audit(
        AuditAction.USER_GROUP_MEMBERS_CHANGED,
        {},
        { added: added.join(', '), removed: removed.join(', ') },
      );
    }
    if (desired.externalId !== row.external_id) {
      await recordEvent(em, SCIM_EVENTS.groupLinked, caller.workspace.id, {
        groupId: row.id,
        scimTokenId: caller.token.id,
      });
      await audit(
        AuditAction.SCIM_GROUP_LINKED,
        { externalId: row.external_id },
        { externalId: desired.externalId },
      );
    }
  }

  private async resources(em: EntityManager, caller: ScimCaller, rows: ScimGroupRow[], baseUrl: string) {
    const members = await this.groups.activeMembers(
      em,
      caller.workspace.schemaName,
      rows.map((row) => row.id),
    );
    return rows.map((row) =>
      toScimGroup(
        row,
        members.filter((m) => m.group_id === row.id),
        baseUrl,
      ),
    );
  }

  private async requireUnique(
    em: EntityManager,
    caller: ScimCaller,
    state: ScimGroupState,
    except: string | null,
  ) {
    const clash = await this.groups.conflicting(
      em,
      caller.workspace.schemaName,
      { name: state.displayName, externalId: state.externalId },
      except,
    );
    if (clash === 'displayName')
      throw scimErrors.uniqueness(`A user group named "${state.displayName}" already exists.`);
    if (clash === 'externalId') throw scimErrors.uniqueness(`The externalId "${state.externalId}" is taken.`);
  }

  private async requireMembers(em: EntityManager, caller: ScimCaller, ids: string[]): Promise<void> {
    if (ids.length > USER_GROUP_LIMITS.membersPerGroup)
      throw scimErrors.tooMany(`A user group can have at most ${USER_GROUP_LIMITS.membersPerGroup} members.`);
    if ((await this.groups.countActiveMembers(em, caller.workspace.schemaName, ids)) !== ids.length)
      throw scimErrors.invalidValue('Only active members of this workspace can be added to a group.');
  }

  private async find(em: EntityManager, caller: ScimCaller, id: string, forUpdate = false) {
    const row = isUuid(id)
      ? await this.groups.findById(em, caller.workspace.schemaName, id, forUpdate)
      : null;
    if (!row) throw scimErrors.notFound(`The group ${id}`);
    return row;
  }

  /**
   * The members whose mapped role a group change may change, each with whether they left a mapped
   * group: those added and removed, and on a rename everyone in the group.
   */
  private async roleChanges(
    caller: ScimCaller,
    done: { oldName: string; newName: string; kept: string[]; added: string[]; removed: string[] },
  ): Promise<Map<string, boolean>> {
    const oldMapped = await this.roles.isMapped(caller, done.oldName);
    const changes = new Map<string, boolean>();
    for (const m of done.added) changes.set(m, false);
    for (const m of done.removed) changes.set(m, oldMapped);
    if (done.oldName !== done.newName)
      for (const m of done.kept) changes.set(m, oldMapped || (changes.get(m) ?? false));
    return changes;
  }

  /** The user-groups module's lock: counts and unique names stay true whichever path changes groups. */
  private async lockWorkspaceGroups(em: EntityManager, caller: ScimCaller): Promise<void> {
    await advisoryXactLock(em, `user_groups:${caller.workspace.id}`);
  }

  private em(caller: ScimCaller): EntityManager {
    return this.databases
      .region(caller.workspace.region)
      .em.fork({ schema: caller.workspace.schemaName }) as unknown as EntityManager;
  }
}

/** A full Group body (POST, PUT). */
function groupStateOf(body: unknown): ScimGroupState {
  if (!isObject(body)) throw scimErrors.invalidSyntax('The body must be a SCIM Group JSON object.');
  const get = (name: string) => body[Object.keys(body).find((k) => k.toLowerCase() === name) ?? ''];
  const members = get('members');
  return {
    displayName: scimString(get('displayname'), 'displayName', SCIM_GROUP_NAME_LENGTH),
    externalId: scimString(get('externalid'), 'externalId', 255, true),
    memberIds: members === undefined || members === null ? [] : [...new Set(memberIdsOf(members, true))],
  };
}

/** Whether the projected answer holds `members` (else they need not be read). */
function showsMembers(query: ScimListQuery): boolean {
  const paths = (raw: string | undefined) =>
    (raw ?? '')
      .split(',')
      .map((item) => pathSegments(item))
      .filter((segments) => segments.length > 0);
  const wanted = paths(query.attributes);
  if (wanted.length > 0) return wanted.some((segments) => segments[0] === 'members');
  // `excludedAttributes=members.display` still shows the members, without their names.
  return !paths(query.excludedAttributes).some(
    (segments) => segments.length === 1 && segments[0] === 'members',
  );
}

function checkIfMatch(row: ScimGroupRow, ifMatch: string | null): void {
  if (ifMatch === null || ifMatch.trim() === '*') return;
  if (
    !ifMatch
      .split(',')
      .map((t) => t.trim())
      .includes(groupEtag(row))
  )
    throw scimErrors.preconditionFailed();
}
