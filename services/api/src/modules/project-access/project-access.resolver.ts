import { Args, Context, ID, Mutation, Parent, Query, ResolveField, Resolver } from '@nestjs/graphql';
import { Role } from '@fieldnote/core';
import type { GqlContext } from '../../context/gql-context';
import { WorkspaceAccess } from '../../context/workspace-access.service';
import { InputArgs } from '../../graphql/input-args.decorator';
import { ProjectModel } from '../projects';
import {
  RemoveProjectPermissionInput,
  SetProjectGeneralAccessInput,
  SetProjectPermissionInput,
} from './dto/project-access.inputs';
import { ProjectAccessModel, ProjectViewerAccessModel } from './dto/project-access.model';
import { ProjectAccessService } from './project-access.service';

/**
 * Project permission sets (/projects/{projectId}/settings/access). Reading needs access to the
 * project; changing needs a workspace manager or full access to it (and a signed-in person: API
 * tokens never change access).
 */
@Resolver(() => ProjectModel)
export class ProjectAccessResolver {
  constructor(
    private readonly access: WorkspaceAccess,
    private readonly permissionSets: ProjectAccessService,
  ) {}

  @Query(() => ProjectAccessModel, { description: 'Who has access to the project and how (spec 000 §6).' })
  async projectAccess(
    @Args('projectId', { type: () => ID }) projectId: string,
    @Context() ctx: GqlContext,
  ): Promise<ProjectAccessModel> {
    return this.permissionSets.get(await this.access.require(ctx.req, Role.VIEWER), projectId);
  }

  @ResolveField(() => ProjectViewerAccessModel, { description: 'What the caller may do in this project.' })
  async viewerAccess(
    @Parent() project: ProjectModel,
    @Context() ctx: GqlContext,
  ): Promise<ProjectViewerAccessModel> {
    return this.permissionSets.viewerAccess(await this.access.require(ctx.req, Role.VIEWER), project.id);
  }

  @Mutation(() => ProjectAccessModel, {
    description: 'What every member gets: NONE makes the project private (managers and its entries only).',
  })
  async setProjectGeneralAccess(
    @InputArgs('input') input: SetProjectGeneralAccessInput,
    @Context() ctx: GqlContext,
  ): Promise<ProjectAccessModel> {
    const scope = await this.access.require(ctx.req, Role.CONTRIBUTOR);
    return this.permissionSets.get(
      scope,
      await this.permissionSets.setGeneralAccess(scope, input.projectId, input.generalAccess),
    );
  }

  @Mutation(() => ProjectAccessModel, { description: 'Gives a member or a user group READ, WRITE or FULL.' })
  async setProjectPermission(
    @InputArgs('input') input: SetProjectPermissionInput,
    @Context() ctx: GqlContext,
  ): Promise<ProjectAccessModel> {
    const scope = await this.access.require(ctx.req, Role.CONTRIBUTOR);
    return this.permissionSets.get(scope, await this.permissionSets.setPermission(scope, input));
  }

  @Mutation(() => ProjectAccessModel, { description: "Removes a member's or a group's entry." })
  async removeProjectPermission(
    @InputArgs('input') input: RemoveProjectPermissionInput,
    @Context() ctx: GqlContext,
  ): Promise<ProjectAccessModel> {
    const scope = await this.access.require(ctx.req, Role.CONTRIBUTOR);
    return this.permissionSets.get(scope, await this.permissionSets.removePermission(scope, input));
  }
}
