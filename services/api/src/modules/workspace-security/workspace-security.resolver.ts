import { Context, Mutation, Query, Resolver } from '@nestjs/graphql';
import { Role } from '@fieldnote/core';
import { IdpGroupRolesService, WorkspaceSecurityService } from '@fieldnote/control-plane';
import { AuditActors } from '../../context/audit-actors.service';
import type { GqlContext } from '../../context/gql-context';
import { WorkspaceAccess } from '../../context/workspace-access.service';
import { InputArgs } from '../../graphql/input-args.decorator';
import { IdpGroupRoleModel } from './dto/idp-group-role.model';
import {
  IdpGroupRolesInput,
  SessionLifetimesInput,
  SsoEnforcementInput,
} from './dto/workspace-security.inputs';
import { WorkspaceSecurityModel } from './dto/workspace-security.model';

/**
 * /settings/security: SSO enforcement with break-glass managers, session lifetimes and IdP group to
 * role mappings. Managers only, and only in person (a session, never an API token): these decide who
 * can sign in at all.
 */
@Resolver()
export class WorkspaceSecurityResolver {
  constructor(
    private readonly access: WorkspaceAccess,
    private readonly actors: AuditActors,
    private readonly security: WorkspaceSecurityService,
    private readonly groupRoles: IdpGroupRolesService,
  ) {}

  @Query(() => WorkspaceSecurityModel, {
    description: "Managers only, session only. The workspace's sign-in rules.",
  })
  async workspaceSecurity(@Context() ctx: GqlContext): Promise<WorkspaceSecurityModel> {
    const scope = await this.access.requireSession(ctx.req, Role.MANAGER);
    return WorkspaceSecurityModel.from(await this.security.view(scope.workspace));
  }

  @Mutation(() => WorkspaceSecurityModel, {
    description:
      'Managers only, session only. Sets the idle and absolute session lifetimes (300 to 604800 s, idle not above absolute); sessions past them end now.',
  })
  async saveSessionLifetimes(
    @InputArgs('input') input: SessionLifetimesInput,
    @Context() ctx: GqlContext,
  ): Promise<WorkspaceSecurityModel> {
    const scope = await this.access.requireSession(ctx.req, Role.MANAGER);
    const view = await this.security.saveLifetimes(scope.workspace, await this.actors.of(scope), {
      idleLifetime: input.idleLifetime ?? null,
      absoluteLifetime: input.absoluteLifetime ?? null,
    });
    return WorkspaceSecurityModel.from(view);
  }

  @Mutation(() => WorkspaceSecurityModel, {
    description:
      'Managers only, session only. Requires single sign-on (after a successful test sign-in, with 1 to 5 break-glass managers) or stops requiring it; password sessions of everyone else end.',
  })
  async saveSsoEnforcement(
    @InputArgs('input') input: SsoEnforcementInput,
    @Context() ctx: GqlContext,
  ): Promise<WorkspaceSecurityModel> {
    const scope = await this.access.requireSession(ctx.req, Role.MANAGER);
    const view = await this.security.saveEnforcement(scope.workspace, await this.actors.of(scope), input);
    return WorkspaceSecurityModel.from(view);
  }

  @Query(() => [IdpGroupRoleModel], {
    description: 'Managers only, session only. IdP groups mapped to roles, by name.',
  })
  async idpGroupRoles(@Context() ctx: GqlContext): Promise<IdpGroupRoleModel[]> {
    const scope = await this.access.requireSession(ctx.req, Role.MANAGER);
    return (await this.groupRoles.list(scope.workspace)).map(IdpGroupRoleModel.from);
  }

  @Mutation(() => [IdpGroupRoleModel], {
    description:
      'Managers only, session only. Replaces the IdP group mappings (at most 50); applied at the next SSO sign-in or SCIM group change.',
  })
  async saveIdpGroupRoles(
    @InputArgs('input') input: IdpGroupRolesInput,
    @Context() ctx: GqlContext,
  ): Promise<IdpGroupRoleModel[]> {
    const scope = await this.access.requireSession(ctx.req, Role.MANAGER);
    const saved = await this.groupRoles.replace(scope.workspace, await this.actors.of(scope), input.mappings);
    return saved.map(IdpGroupRoleModel.from);
  }
}
