import { Injectable } from '@nestjs/common';
import { AppError, Role, roleSatisfies } from '@fieldnote/core';
import { MembershipsService, type WorkspaceRef } from '@fieldnote/control-plane';
import { Databases } from '@fieldnote/db';
import type { EntityManager } from '@mikro-orm/postgresql';
import { ProjectGate } from './project-gate';
import { type AuthRequest, RequestAuthService } from './request-auth.service';

/** A member acting inside one workspace: every workspace query goes through `em`, bound to its schema. */
export interface WorkspaceScope {
  workspace: WorkspaceRef;
  accountId: string;
  role: Role;
  readonly em: EntityManager;
  /** The member's access to each project (private projects, permission sets); rides on `em` too. */
  readonly projects: ProjectGate;
}

/**
 * The workspace a request's host names, for the public pages (share links, embeds) that anyone may
 * open without signing in: no account, no role. Only the sharing module uses it, and only to look
 * up what a share token or an embed makes public.
 */
export interface PublicScope {
  workspace: WorkspaceRef;
  readonly em: EntityManager;
}

/**
 * The one way into workspace data. It needs a workspace (from the host or the token), a signed-in
 * caller who is a member of it, and at least `minimum` role; then it hands out an entity manager
 * bound to that workspace's schema. There is no other path to a workspace's tables. `minimum` has
 * no default: every call names the least role it lets in, so a call open to viewers says so
 * (Role.VIEWER) and reads as a decision, not an omission.
 */
@Injectable()
export class WorkspaceAccess {
  constructor(
    private readonly auth: RequestAuthService,
    private readonly memberships: MembershipsService,
    private readonly databases: Databases,
  ) {}

  async require(req: AuthRequest, minimum: Role): Promise<WorkspaceScope> {
    // Cached answers are taken synchronously: on a hot request this method awaits nothing.
    const { accountId, workspace } = this.auth.cached(req) ?? (await this.auth.of(req));
    if (!workspace) throw AppError.badInput('Open a workspace first: this call needs a workspace address.');
    if (!accountId) throw AppError.unauthenticated();
    const role =
      this.memberships.cachedRoleOf(workspace, accountId) ??
      (await this.memberships.roleOf(workspace, accountId));
    if (!role) throw AppError.forbidden('You are not a member of this workspace.');
    if (!roleSatisfies(role, minimum)) {
      throw AppError.forbidden(
        minimum === Role.MANAGER ? 'Only workspace managers can do this.' : 'Viewers cannot make changes.',
      );
    }
    const databases = this.databases;
    let em: EntityManager | undefined;
    let gate: ProjectGate | undefined;
    const scope: WorkspaceScope = {
      workspace,
      accountId,
      role,
      // Forked on first use: many resolvers answer from the scope alone and need no query.
      get em(): EntityManager {
        if (!em) {
          em = databases
            .region(workspace.region)
            .em.fork({ schema: workspace.schemaName }) as unknown as EntityManager;
          // Every lookup through this em (and its transactions) asks the member's project gate.
          this.projects.attachTo(em);
        }
        return em;
      },
      get projects(): ProjectGate {
        gate ??= new ProjectGate(this.em, workspace.schemaName, accountId, role, minimum);
        return gate;
      },
    };
    return scope;
  }

  /**
   * require() for calls a person must make in a browser session, never an API token: reading the
   * audit log and the pending invites, whose addresses and history a leaked token should not reveal.
   */
  async requireSession(req: AuthRequest, minimum: Role): Promise<WorkspaceScope> {
    const { apiTokenId } = this.auth.cached(req) ?? (await this.auth.of(req));
    if (apiTokenId) throw apiTokenOutOfScope();
    return this.require(req, minimum);
  }

  /**
   * The workspace named by the host (or an API token) for a public read, whoever is calling: a share
   * token or embed is then looked up in that workspace's schema only. `missing` is the answer when
   * the request names no workspace.
   */
  async public(req: AuthRequest, missing: () => AppError): Promise<PublicScope> {
    const { workspace } = this.auth.cached(req) ?? (await this.auth.of(req));
    if (!workspace) throw missing();
    return {
      workspace,
      em: this.databases
        .region(workspace.region)
        .em.fork({ schema: workspace.schemaName }) as unknown as EntityManager,
    };
  }

  /** The signed-in account, or UNAUTHENTICATED. */
  async requireAccount(req: AuthRequest): Promise<string> {
    const { accountId, apiTokenId } = this.auth.cached(req) ?? (await this.auth.of(req));
    if (!accountId) throw AppError.unauthenticated();
    // An API token opens one workspace, never the whole account (its other workspaces, new ones, invites).
    if (apiTokenId) throw apiTokenOutOfScope();
    return accountId;
  }
}

/** The answer to an API token used for an account-level call. */
export function apiTokenOutOfScope(): AppError {
  return AppError.forbidden('An API token can only be used inside its own workspace. Sign in to do this.');
}
