import { Args, Context, ID, Mutation, Query, Resolver } from '@nestjs/graphql';
import { Role } from '@fieldnote/core';
import type { GqlContext } from '../../context/gql-context';
import { WorkspaceAccess } from '../../context/workspace-access.service';
import { InputArgs } from '../../graphql/input-args.decorator';
import { DataRetentionService } from './data-retention.service';
import {
  DataRetentionPreviewInput,
  UpdateProjectDataRetentionInput,
  UpdateWorkspaceDataRetentionInput,
} from './dto/data-retention.inputs';
import { DataRetentionDeletionModel, DataRetentionSettingsModel } from './dto/data-retention.model';

/**
 * Data retention settings (`/settings/data-retention`, a project's `/settings/data-retention`):
 * workspace managers only (Role.MANAGER), since a policy deletes research. API tokens may read them;
 * changing them needs a person signed in (token-scope.ts).
 */
@Resolver()
export class DataRetentionResolver {
  constructor(
    private readonly access: WorkspaceAccess,
    private readonly service: DataRetentionService,
  ) {}

  @Query(() => DataRetentionSettingsModel, {
    description:
      "The workspace's data retention policy, or a project's (with the workspace's and whether it is locked).",
  })
  async dataRetention(
    @Args('projectId', { type: () => ID, nullable: true }) projectId: string | null,
    @Context() ctx: GqlContext,
  ): Promise<DataRetentionSettingsModel> {
    return this.service.settings(await this.access.require(ctx.req, Role.MANAGER), projectId ?? null);
  }

  @Query(() => DataRetentionDeletionModel, {
    description:
      'What a draft policy would delete at its first deletion, 7 days from now (after the warning).',
  })
  async dataRetentionPreview(
    @InputArgs('input') input: DataRetentionPreviewInput,
    @Context() ctx: GqlContext,
  ): Promise<DataRetentionDeletionModel> {
    return this.service.preview(await this.access.require(ctx.req, Role.MANAGER), input);
  }

  @Mutation(() => DataRetentionSettingsModel)
  async updateWorkspaceDataRetention(
    @InputArgs('input') input: UpdateWorkspaceDataRetentionInput,
    @Context() ctx: GqlContext,
  ): Promise<DataRetentionSettingsModel> {
    return this.service.updateWorkspace(await this.access.require(ctx.req, Role.MANAGER), input);
  }

  @Mutation(() => DataRetentionSettingsModel)
  async updateProjectDataRetention(
    @InputArgs('input') input: UpdateProjectDataRetentionInput,
    @Context() ctx: GqlContext,
  ): Promise<DataRetentionSettingsModel> {
    return this.service.updateProject(await this.access.require(ctx.req, Role.MANAGER), input);
  }
}
