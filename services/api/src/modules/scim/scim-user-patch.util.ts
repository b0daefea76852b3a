import type { PatchOperation, PatchPath } from './scim-patch.util';
import { pathsOfValue } from './scim-patch.util';
import type { ScimUserState } from './scim-user.mapper';
import { scimErrors } from './scim.errors';
import { isObject, scimBoolean, scimString } from './scim-value.util';

/** Limits of the User attributes kept (member name 100, e-mail 320 as accounts have them). */
export const SCIM_USER_LIMITS = { userName: 320, externalId: 255, name: 100 } as const;

/**
 * The user after a PATCH's operations, applied in order (RFC 7644 §3.5.2). Attributes Fieldnote
 * does not keep (title, addresses, enterprise extension…) are accepted and not stored, as identity
 * providers send them whatever the schema says; the Schemas endpoint lists what is kept.
 */
export function applyUserPatch(state: ScimUserState, operations: PatchOperation[]): ScimUserState {
  const next = { ...state };
  for (const operation of operations) {
    const targets = operation.path
      ? [{ path: operation.path, value: operation.value }]
      : pathsOfValue(operation.value);
    for (const target of targets) {
      if (operation.op === 'remove') removeAttribute(next, target.path);
      else setAttribute(next, target.path, target.value);
    }
  }
  return next;
}

/** Sets one attribute (add and replace mean the same for the single-valued attributes kept). */
export function setAttribute(state: ScimUserState, path: PatchPath, value: unknown): void {
  switch (path.attr) {
    case 'username':
      state.userName = scimString(value, 'userName', SCIM_USER_LIMITS.userName);
      return;
    case 'externalid':
      state.externalId = scimString(value, 'externalId', SCIM_USER_LIMITS.externalId, true);
      return;
    case 'active':
      state.active = scimBoolean(value, 'active');
      return;
    case 'displayname':
      state.displayName = scimString(value, 'displayName', SCIM_USER_LIMITS.name);
      return;
    case 'name':
      if (path.sub) return setName(state, path.sub, value);
      if (!isObject(value)) throw scimErrors.invalidValue('"name" must be an object.');
      for (const [key, inner] of Object.entries(value)) setName(state, key.toLowerCase(), inner);
      return;
    case 'emails':
      state.email = emailOf(value, path.sub);
      return;
    default:
      return;
  }
}

function removeAttribute(state: ScimUserState, path: PatchPath): void {
  if (path.attr === 'externalid') state.externalId = null;
  else if (path.attr === 'name' && path.sub === 'givenname') state.givenName = null;
  else if (path.attr === 'name' && path.sub === 'familyname') state.familyName = null;
  else if (
    path.attr === 'username' ||
    path.attr === 'active' ||
    path.attr === 'emails' ||
    path.attr === 'name'
  )
    throw scimErrors.mutability(`"${path.raw}" is required and cannot be removed.`);
}

function setName(state: ScimUserState, sub: string, value: unknown): void {
  if (sub === 'givenname') state.givenName = scimString(value, 'name.givenName', SCIM_USER_LIMITS.name, true);
  else if (sub === 'familyname')
    state.familyName = scimString(value, 'name.familyName', SCIM_USER_LIMITS.name, true);
  else if (sub === 'formatted')
    state.displayName = scimString(value, 'name.formatted', SCIM_USER_LIMITS.name);
}

/** The address of an `emails` value: a list (its primary, else first, entry), one entry, or `.value`. */
function emailOf(value: unknown, sub: string | null): string {
  if (sub === 'value') return scimString(value, 'emails.value', SCIM_USER_LIMITS.userName);
  const list = Array.isArray(value) ? value : [value];
  const entries = list.filter(isObject);
  const chosen = entries.find((e) => scimBoolean(e.primary ?? false, 'emails.primary')) ?? entries[0];
  if (!chosen) throw scimErrors.invalidValue('"emails" needs at least one entry with a value.');
  return scimString(chosen.value, 'emails.value', SCIM_USER_LIMITS.userName);
}
