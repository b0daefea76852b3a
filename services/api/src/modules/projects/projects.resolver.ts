import { Args, Context, ID, Mutation, Query, Resolver } from '@nestjs/graphql';
import { Role } from '@fieldnote/core';
import type { GqlContext } from '../../context/gql-context';
import { WorkspaceAccess } from '../../context/workspace-access.service';
import { InputArgs } from '../../graphql/input-args.decorator';
import { ProjectModel } from './dto/project.model';
import { CreateProjectInput, MoveProjectInput, UpdateProjectInput } from './dto/project.inputs';
import { ProjectRankService } from './project-rank.service';
import { ProjectTrashService } from './project-trash.service';
import { ProjectsService } from './projects.service';

/** Project queries and the project lifecycle: edit, star, archive, trash. Viewers only read. */
@Resolver(() => ProjectModel)
export class ProjectsResolver {
  constructor(
    private readonly access: WorkspaceAccess,
    private readonly projectsService: ProjectsService,
    private readonly trashService: ProjectTrashService,
    private readonly rankService: ProjectRankService,
  ) {}

  @Query(() => [ProjectModel], {
    description: "Live projects, the caller's starred first; archived ones only when archived is true.",
  })
  async projects(
    @Args('archived', { type: () => Boolean, defaultValue: false }) archived: boolean,
    @Context() ctx: GqlContext,
  ): Promise<ProjectModel[]> {
    const scope = await this.access.require(ctx.req, Role.VIEWER);
    return (await this.projectsService.list(scope, archived)).map(({ project, extras }) =>
      ProjectModel.from(project, extras),
    );
  }

  @Query(() => ProjectModel, { description: 'By UUID, short id or slug-short id.' })
  async project(
    @Args('id', { type: () => ID }) id: string,
    @Context() ctx: GqlContext,
  ): Promise<ProjectModel> {
    const { project, extras } = await this.projectsService.get(
      await this.access.require(ctx.req, Role.VIEWER),
      id,
    );
    return ProjectModel.from(project, extras);
  }

  @Mutation(() => ProjectModel)
  async createProject(
    @InputArgs('input') input: CreateProjectInput,
    @Context() ctx: GqlContext,
  ): Promise<ProjectModel> {
    const project = await this.projectsService.create(
      await this.access.require(ctx.req, Role.CONTRIBUTOR),
      input,
    );
    return ProjectModel.from(project, { notes: 0, insights: 0, starred: false });
  }

  @Mutation(() => ProjectModel, { description: 'Title, summary, icon and colour; left-out fields stay.' })
  async updateProject(
    @InputArgs('input') input: UpdateProjectInput,
    @Context() ctx: GqlContext,
  ): Promise<ProjectModel> {
    const scope = await this.access.require(ctx.req, Role.CONTRIBUTOR);
    const project = await this.projectsService.update(scope, input.id, input);
    return ProjectModel.from(project, await this.projectsService.extrasOf(scope, project));
  }

  @Mutation(() => ProjectModel, { description: 'Reorders: places the project between its new neighbours.' })
  async moveProject(
    @InputArgs('input') input: MoveProjectInput,
    @Context() ctx: GqlContext,
  ): Promise<ProjectModel> {
    const scope = await this.access.require(ctx.req, Role.CONTRIBUTOR);
    const project = await this.rankService.move(scope, input.id, input.afterId ?? null);
    return ProjectModel.from(project, await this.projectsService.extrasOf(scope, project));
  }

  @Mutation(() => ProjectModel, { description: 'Stars the project for the caller only.' })
  starProject(@Args('id', { type: () => ID }) id: string, @Context() ctx: GqlContext): Promise<ProjectModel> {
    return this.star(ctx, id, true);
  }

  @Mutation(() => ProjectModel)
  unstarProject(
    @Args('id', { type: () => ID }) id: string,
    @Context() ctx: GqlContext,
  ): Promise<ProjectModel> {
    return this.star(ctx, id, false);
  }

  @Mutation(() => ProjectModel)
  archiveProject(
    @Args('id', { type: () => ID }) id: string,
    @Context() ctx: GqlContext,
  ): Promise<ProjectModel> {
    return this.archive(ctx, id, true);
  }

  @Mutation(() => ProjectModel)
  unarchiveProject(
    @Args('id', { type: () => ID }) id: string,
    @Context() ctx: GqlContext,
  ): Promise<ProjectModel> {
    return this.archive(ctx, id, false);
  }

  @Mutation(() => Boolean, { description: 'Moves the project, with its notes, to the trash.' })
  async deleteProject(
    @Args('id', { type: () => ID }) id: string,
    @Context() ctx: GqlContext,
  ): Promise<boolean> {
    await this.trashService.trash(await this.access.require(ctx.req, Role.CONTRIBUTOR), id);
    return true;
  }

  @Mutation(() => ProjectModel, { description: 'Brings a project back from the trash.' })
  async restoreProject(
    @Args('id', { type: () => ID }) id: string,
    @Context() ctx: GqlContext,
  ): Promise<ProjectModel> {
    const scope = await this.access.require(ctx.req, Role.CONTRIBUTOR);
    const project = await this.trashService.restore(scope, id);
    return ProjectModel.from(project, await this.projectsService.extrasOf(scope, project));
  }

  @Mutation(() => Boolean, {
    description: 'Managers only; the project must be in the trash. Removes it and everything in it.',
  })
  async deleteProjectForever(
    @Args('id', { type: () => ID }) id: string,
    @Context() ctx: GqlContext,
  ): Promise<boolean> {
    await this.trashService.deleteForever(await this.access.require(ctx.req, Role.MANAGER), id);
    return true;
  }

  private async star(ctx: GqlContext, id: string, starred: boolean): Promise<ProjectModel> {
    const scope = await this.access.require(ctx.req, Role.CONTRIBUTOR);
    const project = await this.projectsService.setStarred(scope, id, starred);
    return ProjectModel.from(project, await this.projectsService.extrasOf(scope, project));
  }

  private async archive(ctx: GqlContext, id: string, archived: boolean): Promise<ProjectModel> {
    const scope = await this.access.require(ctx.req, Role.CONTRIBUTOR);
    const project = await this.projectsService.setArchived(scope, id, archived);
    return ProjectModel.from(project, await this.projectsService.extrasOf(scope, project));
  }
}
