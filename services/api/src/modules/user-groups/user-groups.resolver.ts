import { Args, Context, ID, Mutation, Query, Resolver } from '@nestjs/graphql';
import { Role } from '@fieldnote/core';
import type { GqlContext } from '../../context/gql-context';
import { WorkspaceAccess } from '../../context/workspace-access.service';
import { InputArgs } from '../../graphql/input-args.decorator';
import { CreateUserGroupInput, RenameUserGroupInput, UserGroupMembersInput } from './dto/user-group.inputs';
import { UserGroupModel } from './dto/user-group.model';
import { UserGroupsService } from './user-groups.service';

/** User groups (/settings/groups): every member reads them, to give a group access; managers change them. */
@Resolver(() => UserGroupModel)
export class UserGroupsResolver {
  constructor(
    private readonly access: WorkspaceAccess,
    private readonly groups: UserGroupsService,
  ) {}

  @Query(() => [UserGroupModel], {
    description: 'Every user group of the workspace, by name, with its members.',
  })
  async userGroups(@Context() ctx: GqlContext): Promise<UserGroupModel[]> {
    return this.groups.list(await this.access.require(ctx.req, Role.VIEWER));
  }

  @Mutation(() => UserGroupModel, { description: 'Managers only. At most 50 groups, 200 members each.' })
  async createUserGroup(
    @InputArgs('input') input: CreateUserGroupInput,
    @Context() ctx: GqlContext,
  ): Promise<UserGroupModel> {
    const scope = await this.access.require(ctx.req, Role.MANAGER);
    return this.groups.get(scope, await this.groups.create(scope, input));
  }

  @Mutation(() => UserGroupModel, { description: 'Managers only.' })
  async renameUserGroup(
    @InputArgs('input') input: RenameUserGroupInput,
    @Context() ctx: GqlContext,
  ): Promise<UserGroupModel> {
    const scope = await this.access.require(ctx.req, Role.MANAGER);
    return this.groups.get(scope, await this.groups.rename(scope, input.id, input.name));
  }

  @Mutation(() => ID, { description: 'Managers only. The project access the group gave goes with it.' })
  async deleteUserGroup(
    @Args('id', { type: () => ID }) id: string,
    @Context() ctx: GqlContext,
  ): Promise<string> {
    return this.groups.delete(await this.access.require(ctx.req, Role.MANAGER), id);
  }

  @Mutation(() => UserGroupModel, { description: 'Managers only.' })
  async addUserGroupMembers(
    @InputArgs('input') input: UserGroupMembersInput,
    @Context() ctx: GqlContext,
  ): Promise<UserGroupModel> {
    const scope = await this.access.require(ctx.req, Role.MANAGER);
    return this.groups.get(scope, await this.groups.addMembers(scope, input.groupId, input.memberIds));
  }

  @Mutation(() => UserGroupModel, { description: 'Managers only.' })
  async removeUserGroupMembers(
    @InputArgs('input') input: UserGroupMembersInput,
    @Context() ctx: GqlContext,
  ): Promise<UserGroupModel> {
    const scope = await this.access.require(ctx.req, Role.MANAGER);
    return this.groups.get(scope, await this.groups.removeMembers(scope, input.groupId, input.memberIds));
  }
}
