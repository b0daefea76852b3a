import {
  AppError,
  Permission,
  Role,
  highestPermission,
  mayManageProjectAccess,
  projectRole,
  roleSatisfies,
} from '@fieldnote/core';
import { PROJECT_GATE_FILTER, type ProjectGateParams } from '@fieldnote/db';
import type { EntityManager } from '@mikro-orm/postgresql';
import { findRestrictedProjectsForMember } from './project-permissions.repository';

/**
 * A member's gate rides on their entity manager as the parameter of the Project entity's filter of
 * the same name. MikroORM copies filter parameters into every fork, transactions included, and
 * honours a value's own `clone()`, so the one gate follows the scope's em into every service and
 * lookup without being passed along, and every ORM query of projects leaves out what it excludes.
 */
const GATE_KEY = PROJECT_GATE_FILTER;

/**
 * Each member's permissions are kept this long per process, so a request that touches projects
 * costs no query most of the time. Changes made in this process forget them at once (see
 * forgetProjectPermissions, also called for access events heard on the bus from other processes);
 * the same bound as the cached member roles otherwise.
 */
const CACHE_TTL_MS = 5_000;
const CACHE_MAX_ENTRIES = 10_000;
const cached = new Map<string, { readAt: number; permissions: LoadedPermissions }>();

/** Forgets every cached permission set: after any change of project access or of groups. */
export function forgetProjectPermissions(): void {
  cached.clear();
  generation += 1;
}
/** Bumped by every forget, so a read that raced a change is not cached after it. */
let generation = 0;

/** What a member may do in the projects that are not open to the whole workspace for writing. */
interface LoadedPermissions {
  /** Project id → the member's effective permission there (null: none). Projects absent: WRITE. */
  restricted: Map<string, Permission | null>;
}

/**
 * One member's access to the workspace's projects for one request (spec 000 §6): the effective
 * permission in a project is the highest of its general (group-wide) access and the member's user
 * and group entries, mapped to a role no higher than the member's workspace role. Every lookup of a
 * project or of something inside one asks the gate; lists leave out `hiddenProjectIds()`.
 * A project the member cannot see is NOT_FOUND, as if it did not exist (its existence is private too).
 */
export class ProjectGate implements ProjectGateParams {
  private loaded: Promise<LoadedPermissions> | undefined;

  constructor(
    private readonly em: EntityManager,
    private readonly schemaName: string,
    readonly memberId: string,
    readonly workspaceRole: Role,
    /** The role the request asked for (a mutation: contributor); each project must grant it too. */
    readonly minimum: Role,
    /** False inside a transaction that is changing access and must read its own changes. */
    private readonly useCache = true,
  ) {}

  /** Shared by every fork of the entity manager (see GATE_KEY). */
  clone(): this {
    return this;
  }

  attachTo(em: EntityManager): void {
    em.setFilterParams(GATE_KEY, this as unknown as Record<string, unknown>);
  }

  static of(em: EntityManager): ProjectGate | undefined {
    const gate: unknown = em.getFilterParams(GATE_KEY);
    return gate instanceof ProjectGate ? gate : undefined;
  }

  /** The member's effective permission in a project, or null when they have none. */
  async permissionIn(projectId: string): Promise<Permission | null> {
    const { restricted } = await this.load();
    return restricted.has(projectId) ? (restricted.get(projectId) ?? null) : Permission.WRITE;
  }

  /** The role the member acts with in a project, or null when it is hidden from them. */
  async roleIn(projectId: string): Promise<Role | null> {
    return projectRole(this.workspaceRole, await this.permissionIn(projectId));
  }

  async mayManageAccess(projectId: string): Promise<boolean> {
    return mayManageProjectAccess(this.workspaceRole, await this.permissionIn(projectId));
  }

  /**
   * Passes when the member may act on the project with the request's role; NOT_FOUND (naming
   * `what`) when the project is hidden from them, FORBIDDEN when they may only view it.
   */
  async require(projectId: string, what: string, minimum: Role = this.minimum): Promise<void> {
    const role = await this.roleIn(projectId);
    if (!role) throw AppError.notFound(what);
    if (!roleSatisfies(role, minimum)) throw this.forbidden(minimum);
  }

  private forbidden(minimum: Role = this.minimum): AppError {
    return AppError.forbidden(
      minimum === Role.MANAGER
        ? 'Only workspace managers can do this.'
        : 'You can only view this project: ask someone with full access to it for write access.',
    );
  }

  /**
   * Projects this request may not touch: hidden ones, and for a request that changes things
   * (minimum contributor) also those the member may only view. The Project filter applies it.
   */
  async excludedProjectIds(): Promise<string[]> {
    if (this.workspaceRole === Role.MANAGER) return [];
    const { restricted } = await this.load();
    return [...restricted]
      .filter(([, permission]) => {
        const role = projectRole(this.workspaceRole, permission);
        return !role || !roleSatisfies(role, this.minimum);
      })
      .map(([id]) => id);
  }

  /**
   * Why a project (or `what` inside it) was not found through the filter: FORBIDDEN when the member
   * can see it but this request needs more than viewing, NOT_FOUND otherwise.
   */
  async refusal(projectId: string, what: string): Promise<AppError> {
    const role = await this.roleIn(projectId);
    if (role && !roleSatisfies(role, this.minimum)) return this.forbidden();
    return AppError.notFound(what);
  }

  /** Projects the member cannot see at all: every list, count and search leaves them out. */
  async hiddenProjectIds(): Promise<string[]> {
    if (this.workspaceRole === Role.MANAGER) return [];
    const { restricted } = await this.load();
    return [...restricted].filter(([, permission]) => permission === null).map(([id]) => id);
  }

  private load(): Promise<LoadedPermissions> {
    this.loaded ??=
      this.workspaceRole === Role.MANAGER ? Promise.resolve({ restricted: new Map() }) : this.cachedQuery();
    return this.loaded;
  }

  private async cachedQuery(): Promise<LoadedPermissions> {
    if (!this.useCache) return this.query();
    const key = `${this.schemaName}:${this.memberId}`;
    const hit = cached.get(key);
    if (hit && Date.now() - hit.readAt < CACHE_TTL_MS) return hit.permissions;
    const readAt = Date.now();
    const before = generation;
    const permissions = await this.query();
    if (generation !== before) return permissions;
    if (cached.size >= CACHE_MAX_ENTRIES) cached.clear();
    cached.set(key, { readAt, permissions });
    return permissions;
  }

  /** The member's restricted projects, folded into their effective permission in each. */
  private async query(): Promise<LoadedPermissions> {
    const rows = await findRestrictedProjectsForMember(this.em, this.schemaName, this.memberId);
    const restricted = new Map<string, Permission | null>();
    for (const row of rows)
      restricted.set(row.id, highestPermission([row.general, row.rank === null ? null : BY_RANK[row.rank]]));
    return { restricted };
  }
}

/** The SQL rank of an entry's permission (READ < WRITE < FULL), back to the permission. */
const BY_RANK: Readonly<Record<number, Permission>> = {
  1: Permission.READ,
  2: Permission.WRITE,
  3: Permission.FULL,
};
