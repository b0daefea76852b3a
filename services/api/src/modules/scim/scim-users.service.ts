import { randomBytes } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { AppError, AuditAction, AuditObjectType, Role, SCIM_EVENTS, isUuid } from '@fieldnote/core';
import {
  AccountsService,
  ApiTokensService,
  type AuditActor,
  MembershipsService,
  SeatGate,
  SessionsService,
  WorkspaceTransactions,
  recordAuditEntry,
} from '@fieldnote/control-plane';
import { Databases, inSchema, recordEvent } from '@fieldnote/db';
import type { EntityManager } from '@mikro-orm/postgresql';
import { matches, parseScimFilter } from './scim-filter.util';
import { type ScimListQuery, listResponse, pageWindow, projectAttributes } from './scim-list.util';
import { SQL_TRUE, filterToSql, necessarySql } from './scim-sql-filter.util';
import { type PatchOperation, parsePatchPath } from './scim-patch.util';
import { applyUserPatch, setAttribute, SCIM_USER_LIMITS } from './scim-user-patch.util';
import { type ScimUserState, toScimUser, userEtag, userStateOf } from './scim-user.mapper';
import {
  type ScimUserRow,
  ScimUsersRepository,
  userOrderBy,
  userSqlAttributes,
} from './scim-users.repository';
import type { ScimCaller } from './scim-tokens.service';
import { scimSortSpec } from './scim-sort.util';
import { scimErrors } from './scim.errors';
import { isObject, scimString } from './scim-value.util';

/** The role a provisioned member starts with: the least, until a manager (or a group mapping) raises it. */
export const SCIM_DEFAULT_ROLE = Role.VIEWER;

/**
 * The most users a filter SQL cannot fully express is checked against, one by one, in memory (after
 * the parts SQL can select by); more is refused with tooMany (RFC 7644 §3.12: "more results than
 * the server is willing to calculate or process").
 */
export const SCIM_IN_MEMORY_FILTER_MAX = 20_000;

/** A resource and its ETag, as the controller answers it. */
export interface ScimUserResult {
  resource: Record<string, unknown>;
  etag: string;
}

/**
 * SCIM Users (RFC 7644) over the workspace's members. Provisioning links an account with the same
 * confirmed address instead of making a second one; deactivation and deletion remove the membership
 * and sign the person out everywhere, their research staying attributed to them; reactivation brings
 * the membership back with its role. Every change writes an audit entry (actor: the SCIM token) and
 * an outbox event in its transaction.
 */
@Injectable()
export class ScimUsersService {
  constructor(
    private readonly databases: Databases,
    private readonly transactions: WorkspaceTransactions,
    private readonly users: ScimUsersRepository,
    private readonly accounts: AccountsService,
    private readonly memberships: MembershipsService,
    private readonly sessions: SessionsService,
    private readonly apiTokens: ApiTokensService,
    private readonly seats: SeatGate,
  ) {}

  /**
   * A ListResponse: filtered (case-insensitively, as the RFC says), sorted, paged, projected. Filters,
   * sorting and paging run in PostgreSQL; a filter with parts SQL cannot express (see
   * scim-sql-filter) is matched in memory over the users its other parts select, at most
   * SCIM_IN_MEMORY_FILTER_MAX of them.
   */
  async list(caller: ScimCaller, query: ScimListQuery, baseUrl: string) {
    const filter = query.filter ? parseScimFilter(query.filter) : null;
    const orderBy = userOrderBy(scimSortSpec(query.sortBy, query.sortOrder));
    const window = pageWindow(query);
    const schema = caller.workspace.schemaName;
    const attributes = userSqlAttributes(inSchema(schema));
    const where = filter ? filterToSql(filter, attributes) : SQL_TRUE;
    const em = this.em(caller);
    let total: number;
    let rows: ScimUserRow[];
    if (where) {
      total = await this.users.count(em, schema, where);
      rows =
        window.count === 0 || total < window.startIndex
          ? []
          : await this.users.page(em, schema, where, orderBy, {
              offset: window.startIndex - 1,
              limit: window.count,
            });
    } else {
      const candidates = await this.users.page(em, schema, necessarySql(filter!, attributes), orderBy, {
        offset: 0,
        limit: SCIM_IN_MEMORY_FILTER_MAX + 1,
      });
      if (candidates.length > SCIM_IN_MEMORY_FILTER_MAX)
        throw scimErrors.tooMany(
          `This filter is matched user by user, and it leaves more than ${SCIM_IN_MEMORY_FILTER_MAX.toLocaleString('en')} users to check. Narrow it with userName, externalId, emails.value, displayName or active compared by eq.`,
        );
      const matched = candidates.filter((row) => matches(toScimUser(row, baseUrl), filter!));
      total = matched.length;
      rows = matched.slice(window.startIndex - 1, window.startIndex - 1 + window.count);
    }
    return listResponse(
      rows.map((row) =>
        projectAttributes(toScimUser(row, baseUrl), query.attributes, query.excludedAttributes),
      ),
      { startIndex: window.startIndex, total },
    );
  }

  async get(caller: ScimCaller, id: string, baseUrl: string): Promise<ScimUserResult> {
    const row = await this.find(this.em(caller), caller, id);
    return { resource: toScimUser(row, baseUrl), etag: userEtag(row) };
  }

  /** POST /Users: a new member, or an existing account with this confirmed address linked. */
  async create(caller: ScimCaller, body: unknown, baseUrl: string): Promise<ScimUserResult> {
    const state = stateFromBody(body, null);
    const em = this.em(caller);
    const schema = caller.workspace.schemaName;
    await this.requireUnique(em, schema, state, null);
    const existingMember = await this.users.findByEmail(em, schema, state.email);
    if (existingMember?.user_name)
      throw scimErrors.uniqueness(`A provisioned user already has the address ${state.email}.`);
    const role = (existingMember?.role as Role | undefined) ?? SCIM_DEFAULT_ROLE;
    // Someone joining (or a former member back with their role) takes the seat of that role.
    if (state.active && (existingMember === null || existingMember.deactivated_at !== null))
      await this.requireSeat(caller, role);
    const account = await this.accountFor(state);
    await this.transactions.withControl(caller.workspace, async (tx) => {
      await this.memberships.addInTransaction(
        tx,
        caller.workspace,
        { id: account.id, name: state.displayName, email: account.email },
        role,
      );
      // The unique indexes decide a race of two POSTs with one userName.
      await this.users.upsert(tx.workspace, schema, account.id, fieldsOf(state)).catch(uniqueViolation);
      await this.users.setMemberName(tx.workspace, schema, account.id, state.displayName);
      await recordAuditEntry(tx.workspace, schema, {
        actor: actorOf(caller),
        action: AuditAction.SCIM_USER_PROVISIONED,
        objectType: AuditObjectType.MEMBER,
        objectId: account.id,
        objectLabel: account.email,
        newValue: { userName: state.userName, externalId: state.externalId, linked: existingMember !== null },
      });
      await recordEvent(tx.workspace, SCIM_EVENTS.userProvisioned, caller.workspace.id, {
        memberId: account.id,
        scimTokenId: caller.token.id,
        userName: state.userName,
      });
    });
    if (!state.active) await this.update(caller, account.id, () => state, null, baseUrl);
    return this.get(caller, account.id, baseUrl);
  }

  /** PUT /Users/:id: every mutable attribute as the body says. */
  replace(caller: ScimCaller, id: string, body: unknown, ifMatch: string | null, baseUrl: string) {
    return this.update(caller, id, (current) => stateFromBody(body, current), ifMatch, baseUrl);
  }

  /** PATCH /Users/:id. */
  patch(
    caller: ScimCaller,
    id: string,
    operations: PatchOperation[],
    ifMatch: string | null,
    baseUrl: string,
  ) {
    return this.update(caller, id, (current) => applyUserPatch(current, operations), ifMatch, baseUrl);
  }

  /** DELETE /Users/:id: the membership ends and the SCIM user is gone (404 after); the work stays. */
  async delete(caller: ScimCaller, id: string, ifMatch: string | null): Promise<void> {
    const row = await this.find(this.em(caller), caller, id);
    checkIfMatch(row, ifMatch);
    if (row.deactivated_at === null) await this.deactivate(caller, row);
    await this.transactions.inWorkspace(caller.workspace, async (em) => {
      await this.users.deleteScimRow(em, caller.workspace.schemaName, row.id);
      await recordAuditEntry(em, caller.workspace.schemaName, {
        actor: actorOf(caller),
        action: AuditAction.SCIM_USER_DELETED,
        objectType: AuditObjectType.MEMBER,
        objectId: row.id,
        objectLabel: row.email,
        oldValue: { userName: row.user_name ?? row.email, externalId: row.external_id },
      });
      await recordEvent(em, SCIM_EVENTS.userDeleted, caller.workspace.id, {
        memberId: row.id,
        scimTokenId: caller.token.id,
      });
    });
  }

  /**
   * Applies `change` to the user under a lock of its member row, so two PATCHes of one user never
   * lose each other's changes. A change of `active` goes through the memberships service first (it
   * keeps the last manager, revokes API tokens, records its own entry).
   */
  private async update(
    caller: ScimCaller,
    id: string,
    change: (current: ScimUserState) => ScimUserState,
    ifMatch: string | null,
    baseUrl: string,
  ): Promise<ScimUserResult> {
    const schema = caller.workspace.schemaName;
    const before = await this.find(this.em(caller), caller, id);
    checkIfMatch(before, ifMatch);
    const desired = change(userStateOf(before));
    await this.requireUnique(this.em(caller), schema, desired, id);
    const emailChanged = desired.email !== before.email.toLowerCase();
    if (emailChanged) await this.moveEmail(caller, before, desired.email);
    if (!desired.active && before.deactivated_at === null) await this.deactivate(caller, before);
    if (desired.active && before.deactivated_at !== null) await this.reactivate(caller, before, desired);
    await this.transactions.inWorkspace(caller.workspace, async (em) => {
      const current = await this.find(em, caller, id, true);
      await this.users.upsert(em, schema, id, fieldsOf(desired)).catch(uniqueViolation);
      if (desired.displayName !== current.name)
        await this.users.setMemberName(em, schema, id, desired.displayName);
      if (emailChanged) await this.users.setMemberEmail(em, schema, id, desired.email);
      await recordAuditEntry(em, schema, {
        actor: actorOf(caller),
        action: auditActionOf(before.deactivated_at === null, desired.active),
        objectType: AuditObjectType.MEMBER,
        objectId: id,
        objectLabel: current.email,
        oldValue: diffOf(userStateOf(before), desired, 'old'),
        newValue: diffOf(userStateOf(before), desired, 'new'),
      });
      await recordEvent(em, SCIM_EVENTS.userUpdated, caller.workspace.id, {
        memberId: id,
        scimTokenId: caller.token.id,
        userName: desired.userName,
      });
    });
    return this.get(caller, id, baseUrl);
  }

  /**
   * Moves the account to the address the identity provider now gives, when the account belongs to
   * this workspace alone (another workspace's member keeps the address they sign in with).
   */
  private async moveEmail(caller: ScimCaller, row: ScimUserRow, email: string): Promise<void> {
    const teams = await this.memberships.teamIdsOf(row.id);
    if (teams.length !== 1 || teams[0] !== caller.workspace.id)
      throw scimErrors.mutability(
        'This account also belongs to other workspaces: its e-mail address is changed by its owner.',
      );
    try {
      await this.accounts.changeEmail(row.id, email);
    } catch (error) {
      if (error instanceof AppError) throw scimErrors.uniqueness(error.message);
      throw error;
    }
  }

  /** Ends the membership and every session and API token of the person, at once. */
  private async deactivate(caller: ScimCaller, row: ScimUserRow): Promise<void> {
    try {
      await this.memberships.remove(caller.workspace, actorOf(caller), row.id);
    } catch (error) {
      if (error instanceof AppError) throw scimErrors.mutability(error.message);
      throw error;
    }
    // Sessions belong to the account, not to one workspace: the IdP says the person left, so every
    // browser of theirs is signed out (the spec's "sign out everywhere").
    await this.sessions.revokeOthers(row.id, null);
    this.apiTokens.forgetAccount(row.id);
  }

  /** Gives the membership back with the role it had. */
  private async reactivate(caller: ScimCaller, row: ScimUserRow, desired: ScimUserState): Promise<void> {
    await this.requireSeat(caller, row.role as Role);
    await this.memberships.add(
      caller.workspace,
      { id: row.id, name: desired.displayName, email: row.email },
      row.role as Role,
    );
  }

  /** The account to provision: one with this confirmed address is linked; otherwise a new one. */
  private async accountFor(state: ScimUserState): Promise<{ id: string; email: string }> {
    const existing = await this.accounts.findByEmail(state.email);
    if (existing) {
      // An unconfirmed account may have been made by anyone typing the address: never hand it a membership.
      if (!existing.emailConfirmedAt)
        throw scimErrors.uniqueness(
          `An account with the unconfirmed address ${state.email} exists; its owner must confirm it first.`,
        );
      return existing;
    }
    // The identity provider vouches for the address. Nobody knows this password: the person signs in
    // with single sign-on or sets one through "forgot password".
    return this.accounts.signUp({
      email: state.email,
      name: state.displayName,
      password: `${randomBytes(24).toString('base64url')}aA1#`,
      passwordUnknown: true,
      emailConfirmed: true,
    });
  }

  /** A paid role needs a free paid seat of the plan (viewers are counted apart, spec 001 §6). */
  private async requireSeat(caller: ScimCaller, role: Role): Promise<void> {
    const seats = await this.seats.seatsIfFull(caller.workspace, role);
    if (seats !== null) throw scimErrors.noSeat(seats, role);
  }

  private async requireUnique(
    em: EntityManager,
    schema: string,
    state: ScimUserState,
    except: string | null,
  ): Promise<void> {
    const clash = await this.users.conflicting(em, schema, state, except);
    if (clash === 'userName') throw scimErrors.uniqueness(`The userName "${state.userName}" is taken.`);
    if (clash === 'externalId') throw scimErrors.uniqueness(`The externalId "${state.externalId}" is taken.`);
  }

  private async find(em: EntityManager, caller: ScimCaller, id: string, forUpdate = false) {
    const row = isUuid(id) ? await this.users.findById(em, caller.workspace.schemaName, id, forUpdate) : null;
    if (!row) throw scimErrors.notFound(`The user ${id}`);
    return row;
  }

  private em(caller: ScimCaller): EntityManager {
    return this.databases
      .region(caller.workspace.region)
      .em.fork({ schema: caller.workspace.schemaName }) as unknown as EntityManager;
  }
}

/** The audit log's actor of a SCIM change: the token, by its name. */
export function actorOf(caller: ScimCaller): AuditActor {
  return { id: caller.token.id, name: `SCIM: ${caller.token.name}`.slice(0, 100) };
}

/** A full User body (POST, PUT) as the state it asks for; PUT keeps what the body cannot change. */
function stateFromBody(body: unknown, current: ScimUserState | null): ScimUserState {
  if (!isObject(body)) throw scimErrors.invalidSyntax('The body must be a SCIM User JSON object.');
  const get = (name: string) => body[Object.keys(body).find((k) => k.toLowerCase() === name) ?? ''];
  const userName = scimString(get('username'), 'userName', SCIM_USER_LIMITS.userName);
  const state: ScimUserState = {
    userName,
    externalId: null,
    givenName: null,
    familyName: null,
    displayName: current?.displayName ?? userName,
    email: current?.email ?? '',
    active: true,
  };
  for (const [key, value] of Object.entries(body)) {
    if (key.toLowerCase() === 'schemas' || key.toLowerCase() === 'id' || key.toLowerCase() === 'meta')
      continue;
    setAttribute(state, parsePatchPath(key), value);
  }
  if (!state.email) {
    if (!/^[^@\s]+@[^@\s]+$/.test(userName))
      throw scimErrors.invalidValue('Give the user an e-mail address ("emails"), or a userName that is one.');
    state.email = userName;
  }
  const name = get('name');
  const formatted = isObject(name)
    ? name[Object.keys(name).find((k) => k.toLowerCase() === 'formatted') ?? '']
    : undefined;
  if (get('displayname') === undefined && formatted === undefined) {
    // No name to show was sent: the given and family names make one, else the one shown so far.
    const composed = [state.givenName, state.familyName]
      .filter(Boolean)
      .join(' ')
      .slice(0, SCIM_USER_LIMITS.name);
    state.displayName = composed || (current?.displayName ?? userName.slice(0, SCIM_USER_LIMITS.name));
  }
  state.email = state.email.toLowerCase();
  return state;
}

function auditActionOf(wasActive: boolean, active: boolean): AuditAction {
  if (wasActive === active) return AuditAction.SCIM_USER_UPDATED;
  return active ? AuditAction.SCIM_USER_REACTIVATED : AuditAction.SCIM_USER_DEACTIVATED;
}

function fieldsOf(state: ScimUserState) {
  return {
    userName: state.userName,
    externalId: state.externalId,
    givenName: state.givenName,
    familyName: state.familyName,
  };
}

function checkIfMatch(row: ScimUserRow, ifMatch: string | null): void {
  if (ifMatch === null || ifMatch.trim() === '*') return;
  const tags = ifMatch.split(',').map((tag) => tag.trim());
  if (!tags.includes(userEtag(row))) throw scimErrors.preconditionFailed();
}

/** What changed, on one side, for the audit entry. */
function diffOf(before: ScimUserState, after: ScimUserState, side: 'old' | 'new'): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(after) as (keyof ScimUserState)[]) {
    if (before[key] !== after[key]) out[key] = side === 'old' ? before[key] : after[key];
  }
  return out;
}

function uniqueViolation(error: unknown): never {
  if ((error as { code?: string }).code === '23505')
    throw scimErrors.uniqueness('Another user has this userName or externalId.');
  throw error;
}
