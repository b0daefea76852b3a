import { Args, Context, ID, Mutation, Query, Resolver } from '@nestjs/graphql';
import { Role } from '@fieldnote/core';
import type { GqlContext } from '../context/gql-context';
import { WorkspaceAccess } from '../context/workspace-access.service';
import { InputArgs } from '../graphql/input-args.decorator';
import { InsightModel, ProjectModel } from './dto/research.models';
import { CreateProjectInput } from './dto/research.inputs';
import { HighlightsService } from './highlights.service';
import { ProjectsService } from './projects.service';

@Resolver(() => ProjectModel)
export class ProjectsResolver {
  constructor(
    private readonly access: WorkspaceAccess,
    private readonly projectsService: ProjectsService,
    private readonly highlightsService: HighlightsService,
  ) {}

  @Query(() => [ProjectModel])
  async projects(@Context() ctx: GqlContext): Promise<ProjectModel[]> {
    const scope = await this.access.require(ctx.req);
    return (await this.projectsService.list(scope)).map(({ project, counts }) =>
      ProjectModel.from(project, counts),
    );
  }

  @Query(() => ProjectModel, { description: 'By UUID, short id or slug-short id.' })
  async project(
    @Args('id', { type: () => ID }) id: string,
    @Context() ctx: GqlContext,
  ): Promise<ProjectModel> {
    const { project, counts } = await this.projectsService.get(await this.access.require(ctx.req), id);
    return ProjectModel.from(project, counts);
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
    return ProjectModel.from(project, { notes: 0, insights: 0 });
  }

  @Query(() => [InsightModel])
  async insights(
    @Args('projectId', { type: () => ID }) projectId: string,
    @Context() ctx: GqlContext,
  ): Promise<InsightModel[]> {
    return (
      await this.highlightsService.insightsOfProject(await this.access.require(ctx.req), projectId)
    ).map(InsightModel.from);
  }

  @Query(() => InsightModel)
  async insight(
    @Args('id', { type: () => ID }) id: string,
    @Context() ctx: GqlContext,
  ): Promise<InsightModel> {
    return InsightModel.from(await this.highlightsService.insight(await this.access.require(ctx.req), id));
  }
}
