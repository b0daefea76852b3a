import { Args, Context, ID, Mutation, Query, Resolver } from '@nestjs/graphql';
import { Role } from '@fieldnote/core';
import type { GqlContext } from '../../context/gql-context';
import { WorkspaceAccess } from '../../context/workspace-access.service';
import { InputArgs } from '../../graphql/input-args.decorator';
import { InsightModel } from '../insights';
import { ProjectModel } from '../projects';
import {
  CreateInsightFromTemplateInput,
  CreateInsightTemplateInput,
  CreateProjectFromTemplateInput,
  CreateProjectTemplateInput,
  UpdateWorkspaceTemplateInput,
} from './dto/template.inputs';
import { WorkspaceTemplateModel } from './dto/template.model';
import { WorkspaceTemplateType } from './dto/template-type.enum';
import { TemplateUseService } from './template-use.service';
import { TemplatesService } from './templates.service';

/**
 * Workspace templates (/settings/templates): every member reads them, managers save, change and
 * delete them, and contributors make projects and insights from them.
 */
@Resolver(() => WorkspaceTemplateModel)
export class TemplatesResolver {
  constructor(
    private readonly access: WorkspaceAccess,
    private readonly templates: TemplatesService,
    private readonly use: TemplateUseService,
  ) {}

  @Query(() => [WorkspaceTemplateModel], {
    description: "The workspace's templates of one type (or all), by title.",
  })
  async workspaceTemplates(
    @Args('type', { type: () => WorkspaceTemplateType, nullable: true }) type: WorkspaceTemplateType | null,
    @Context() ctx: GqlContext,
  ): Promise<WorkspaceTemplateModel[]> {
    const rows = await this.templates.list(await this.access.require(ctx.req, Role.VIEWER), type ?? null);
    return rows.map(WorkspaceTemplateModel.from);
  }

  @Query(() => WorkspaceTemplateModel, { description: 'By UUID, short id or slug-short id.' })
  async workspaceTemplate(
    @Args('id', { type: () => ID }) id: string,
    @Context() ctx: GqlContext,
  ): Promise<WorkspaceTemplateModel> {
    return WorkspaceTemplateModel.from(
      await this.templates.get(await this.access.require(ctx.req, Role.VIEWER), id),
    );
  }

  @Mutation(() => WorkspaceTemplateModel, { description: "Counts toward the plan's maximum of templates." })
  async createInsightTemplate(
    @InputArgs('input') input: CreateInsightTemplateInput,
    @Context() ctx: GqlContext,
  ): Promise<WorkspaceTemplateModel> {
    const scope = await this.access.require(ctx.req, Role.MANAGER);
    return WorkspaceTemplateModel.from(await this.templates.createInsightTemplate(scope, input));
  }

  @Mutation(() => WorkspaceTemplateModel, { description: "Counts toward the plan's maximum of templates." })
  async createProjectTemplate(
    @InputArgs('input') input: CreateProjectTemplateInput,
    @Context() ctx: GqlContext,
  ): Promise<WorkspaceTemplateModel> {
    const scope = await this.access.require(ctx.req, Role.MANAGER);
    return WorkspaceTemplateModel.from(await this.templates.createProjectTemplate(scope, input));
  }

  @Mutation(() => WorkspaceTemplateModel)
  async updateWorkspaceTemplate(
    @InputArgs('input') input: UpdateWorkspaceTemplateInput,
    @Context() ctx: GqlContext,
  ): Promise<WorkspaceTemplateModel> {
    const scope = await this.access.require(ctx.req, Role.MANAGER);
    return WorkspaceTemplateModel.from(await this.templates.update(scope, input));
  }

  @Mutation(() => Boolean, { description: 'What was made from it stays.' })
  async deleteWorkspaceTemplate(
    @Args('id', { type: () => ID }) id: string,
    @Context() ctx: GqlContext,
  ): Promise<boolean> {
    await this.templates.delete(await this.access.require(ctx.req, Role.MANAGER), id);
    return true;
  }

  @Mutation(() => ProjectModel, {
    description: "A new project with the template's summary, tags and fields.",
  })
  async createProjectFromTemplate(
    @InputArgs('input') input: CreateProjectFromTemplateInput,
    @Context() ctx: GqlContext,
  ): Promise<ProjectModel> {
    const project = await this.use.createProject(await this.access.require(ctx.req, Role.CONTRIBUTOR), input);
    return ProjectModel.from(project, { notes: 0, insights: 0, starred: false });
  }

  @Mutation(() => InsightModel, { description: "A new draft insight with the template's document." })
  async createInsightFromTemplate(
    @InputArgs('input') input: CreateInsightFromTemplateInput,
    @Context() ctx: GqlContext,
  ): Promise<InsightModel> {
    return InsightModel.from(
      await this.use.createInsight(await this.access.require(ctx.req, Role.CONTRIBUTOR), input),
    );
  }
}
