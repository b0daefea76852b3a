import { Args, Context, ID, Mutation, Parent, Query, ResolveField, Resolver } from '@nestjs/graphql';
import { Role } from '@fieldnote/core';
import type { GqlContext } from '../../context/gql-context';
import { WorkspaceAccess } from '../../context/workspace-access.service';
import { InputArgs } from '../../graphql/input-args.decorator';
import { PublishedInsightModel } from '../home';
import { ProjectModel, ProjectsService } from '../projects';
import {
  CreateFolderInput,
  MoveFolderInput,
  MoveProjectToFolderInput,
  UpdateFolderInput,
} from './dto/folder.inputs';
import { FolderModel } from './dto/folder.model';
import { type CountedFolder, FoldersService } from './folders.service';

const toModel = ({ folder, counts }: CountedFolder): FolderModel => FolderModel.from(folder, counts);

/** Folders of projects (project categories): reading for every member, changes for contributors and up. */
@Resolver(() => FolderModel)
export class FoldersResolver {
  constructor(
    private readonly access: WorkspaceAccess,
    private readonly folderService: FoldersService,
    private readonly projectsService: ProjectsService,
  ) {}

  @Query(() => [FolderModel], {
    description: 'Every folder of the workspace, by name; nest them by parentId.',
  })
  async folders(@Context() ctx: GqlContext): Promise<FolderModel[]> {
    return (await this.folderService.list(await this.access.require(ctx.req, Role.VIEWER))).map(toModel);
  }

  @Query(() => FolderModel, { description: 'By UUID, short id or slug-short id.' })
  async folder(@Args('id', { type: () => ID }) id: string, @Context() ctx: GqlContext): Promise<FolderModel> {
    return toModel(await this.folderService.get(await this.access.require(ctx.req, Role.VIEWER), id));
  }

  @ResolveField(() => [FolderModel], { description: 'The folders above this one, outermost first.' })
  async ancestors(@Parent() folder: FolderModel, @Context() ctx: GqlContext): Promise<FolderModel[]> {
    const scope = await this.access.require(ctx.req, Role.VIEWER);
    const { folder: entity } = await this.folderService.get(scope, folder.id);
    return (await this.folderService.ancestors(scope, entity)).map(toModel);
  }

  @ResolveField(() => [FolderModel], { description: 'The sub-folders directly inside, by name.' })
  async children(@Parent() folder: FolderModel, @Context() ctx: GqlContext): Promise<FolderModel[]> {
    return (
      await this.folderService.children(await this.access.require(ctx.req, Role.VIEWER), folder.id)
    ).map(toModel);
  }

  @ResolveField(() => [PublishedInsightModel], {
    description:
      'Every member. The published insights of the projects in this folder and its sub-folders, newest publication first (at most 50). FORBIDDEN below the plans with published insights in folders.',
  })
  async publishedInsights(
    @Parent() folder: FolderModel,
    @Context() ctx: GqlContext,
  ): Promise<PublishedInsightModel[]> {
    return this.folderService.publishedInsights(await this.access.require(ctx.req, Role.VIEWER), folder.id);
  }

  @ResolveField(() => [ProjectModel], {
    description:
      'The live projects directly inside, as the projects list orders them; archived ones only when archived is true.',
  })
  async projects(
    @Parent() folder: FolderModel,
    @Args('archived', { type: () => Boolean, defaultValue: false }) archived: boolean,
    @Context() ctx: GqlContext,
  ): Promise<ProjectModel[]> {
    const rows = await this.projectsService.list(await this.access.require(ctx.req, Role.VIEWER), archived);
    return rows
      .filter(({ project }) => project.categoryId === folder.id)
      .map(({ project, extras }) => ProjectModel.from(project, extras));
  }

  @Mutation(() => FolderModel)
  async createFolder(
    @InputArgs('input') input: CreateFolderInput,
    @Context() ctx: GqlContext,
  ): Promise<FolderModel> {
    return toModel(
      await this.folderService.create(await this.access.require(ctx.req, Role.CONTRIBUTOR), input),
    );
  }

  @Mutation(() => FolderModel, { description: 'Renames the folder.' })
  async updateFolder(
    @InputArgs('input') input: UpdateFolderInput,
    @Context() ctx: GqlContext,
  ): Promise<FolderModel> {
    return toModel(
      await this.folderService.rename(await this.access.require(ctx.req, Role.CONTRIBUTOR), input),
    );
  }

  @Mutation(() => FolderModel, {
    description:
      'Moves the folder, with everything in it, into another folder; never into itself or its sub-folders.',
  })
  async moveFolder(
    @InputArgs('input') input: MoveFolderInput,
    @Context() ctx: GqlContext,
  ): Promise<FolderModel> {
    return toModel(
      await this.folderService.move(await this.access.require(ctx.req, Role.CONTRIBUTOR), input),
    );
  }

  @Mutation(() => Boolean, {
    description:
      'Deletes the folder. Its projects and sub-folders are not deleted: they move up into its parent folder, or to the top level.',
  })
  async deleteFolder(
    @Args('id', { type: () => ID }) id: string,
    @Context() ctx: GqlContext,
  ): Promise<boolean> {
    await this.folderService.delete(await this.access.require(ctx.req, Role.CONTRIBUTOR), id);
    return true;
  }

  @Mutation(() => ProjectModel, {
    description: 'Puts the project into a folder, or at the top level with folderId null.',
  })
  async moveProjectToFolder(
    @InputArgs('input') input: MoveProjectToFolderInput,
    @Context() ctx: GqlContext,
  ): Promise<ProjectModel> {
    const scope = await this.access.require(ctx.req, Role.CONTRIBUTOR);
    const project = await this.folderService.moveProject(scope, input);
    return ProjectModel.from(project, await this.projectsService.extrasOf(scope, project));
  }
}
