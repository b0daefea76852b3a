import { isUuid } from '@fieldnote/core';
import { matches } from './scim-filter.util';
import type { ScimGroupState } from './scim-group.mapper';
import { type PatchOperation, type PatchPath, pathsOfValue } from './scim-patch.util';
import { scimErrors } from './scim.errors';
import { isObject, scimString } from './scim-value.util';

/** A group's name is at most 100 characters, as a member's (USER_GROUP_LIMITS.nameLength). */
export const SCIM_GROUP_NAME_LENGTH = 100;

/**
 * The group after a PATCH's operations, in order: `add` members adds, `replace` members sets them
 * all, `remove` takes out the members of a `members[value eq "…"]` path, the members listed in
 * `value` (Entra ID's form) or, with neither, every member.
 */
export function applyGroupPatch(state: ScimGroupState, operations: PatchOperation[]): ScimGroupState {
  const next = { ...state, memberIds: [...state.memberIds] };
  for (const operation of operations) {
    if (operation.path) {
      applyOne(next, operation.op, operation.path, operation.value);
      continue;
    }
    for (const target of pathsOfValue(operation.value)) {
      if (target.path.attr === 'id') continue;
      applyOne(next, operation.op, target.path, target.value);
    }
  }
  return next;
}

function applyOne(state: ScimGroupState, op: PatchOperation['op'], path: PatchPath, value: unknown): void {
  switch (path.attr) {
    case 'displayname':
      if (op === 'remove') throw scimErrors.mutability('"displayName" is required and cannot be removed.');
      state.displayName = scimString(value, 'displayName', SCIM_GROUP_NAME_LENGTH);
      return;
    case 'externalid':
      state.externalId = op === 'remove' ? null : scimString(value, 'externalId', 255, true);
      return;
    case 'members':
      return applyMembers(state, op, path, value);
    default:
      return;
  }
}

function applyMembers(
  state: ScimGroupState,
  op: PatchOperation['op'],
  path: PatchPath,
  value: unknown,
): void {
  if (path.filter) {
    if (op !== 'remove') throw scimErrors.invalidPath('Add or replace members with the path "members".');
    const filter = path.filter;
    state.memberIds = state.memberIds.filter((id) => !matches({ value: id }, filter));
    return;
  }
  if (op === 'remove') {
    if (value === undefined || value === null) state.memberIds = [];
    else {
      const gone = new Set(memberIdsOf(value, false));
      state.memberIds = state.memberIds.filter((id) => !gone.has(id));
    }
    return;
  }
  const ids = memberIdsOf(value, true);
  state.memberIds = op === 'replace' ? [...new Set(ids)] : [...new Set([...state.memberIds, ...ids])];
}

/** The ids of a `members` value: a list of `{ value }` (or one); `strict` refuses what is not an id. */
export function memberIdsOf(value: unknown, strict: boolean): string[] {
  const list = Array.isArray(value) ? value : [value];
  const ids: string[] = [];
  for (const entry of list) {
    const id = isObject(entry) ? entry.value : entry;
    if (typeof id === 'string' && isUuid(id)) ids.push(id.toLowerCase());
    else if (strict) throw scimErrors.invalidValue('Each member must be { "value": "<a user id>" }.');
  }
  return ids;
}
