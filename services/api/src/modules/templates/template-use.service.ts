import { Injectable } from '@nestjs/common';
import { PlanGate } from '@fieldnote/control-plane';
import { TEMPLATE_EVENTS, parsePathId } from '@fieldnote/core';
import type { Insight, Project } from '@fieldnote/db';
import { recordEvent } from '../../common/record-event';
import type { WorkspaceScope } from '../../context/workspace-access.service';
import { CustomFieldsService } from '../custom-fields';
import { InsightsService } from '../insights';
import { ProjectsService } from '../projects';
import { TagsService } from '../tags';
import { projectStructureSchema } from './project-structure';
import { templateErrors } from './template.errors';
import { templateDocumentFrom } from './template-document';
import { TemplatesRepository } from './templates.repository';

/**
 * Makes a project or an insight from a template, in one transaction with the services that own
 * projects, tags, fields and insights (each keeps its own checks, plan limits and events), and
 * records `template.used`. A refusal anywhere (the project maximum, a tag title taken) leaves nothing.
 */
@Injectable()
export class TemplateUseService {
  constructor(
    private readonly templates: TemplatesRepository,
    private readonly projects: ProjectsService,
    private readonly tags: TagsService,
    private readonly fields: CustomFieldsService,
    private readonly insights: InsightsService,
    private readonly plans: PlanGate,
  ) {}

  async createProject(
    scope: WorkspaceScope,
    input: { templateId: string; title?: string | null },
  ): Promise<Project> {
    await this.plans.requireFeature(scope.workspace.id, 'allowTemplates');
    return scope.em.transactional(async (em) => {
      const inTx: WorkspaceScope = { ...scope, em };
      const template = await this.find(inTx, input.templateId, 'PROJECT');
      const structure = projectStructureSchema.parse(template.structure);
      const project = await this.projects.create(inTx, {
        title: input.title?.trim() ? input.title : template.title,
        summary: structure.summary,
      });
      for (const tag of structure.tags)
        await this.tags.create(
          inTx,
          {
            projectId: project.id,
            title: tag.title,
            color: tag.color,
            description: tag.description,
          },
          { colour: 'copied' },
        );
      for (const field of structure.fields)
        await this.fields.create(inTx, {
          target: field.target,
          projectId: project.id,
          label: field.label,
          type: field.type,
          numberFormat: field.numberFormat,
          currencySymbol: field.currencySymbol,
          options: field.type === 'SELECT' ? field.options : null,
        });
      await recordEvent(em, TEMPLATE_EVENTS.used, scope.workspace.id, {
        templateId: template.id,
        type: template.type,
        projectId: project.id,
        insightId: null,
      });
      return project;
    });
  }

  async createInsight(
    scope: WorkspaceScope,
    input: { templateId: string; projectId: string; title?: string | null },
  ): Promise<Insight> {
    await this.plans.requireFeature(scope.workspace.id, 'allowTemplates');
    return scope.em.transactional(async (em) => {
      const inTx: WorkspaceScope = { ...scope, em };
      const template = await this.find(inTx, input.templateId, 'INSIGHT');
      const document = templateDocumentFrom(template.content_json);
      const insight = await this.insights.create(inTx, {
        projectId: input.projectId,
        title: input.title?.trim() ? input.title : template.title,
        contentJson: JSON.stringify(document.json),
      });
      await recordEvent(em, TEMPLATE_EVENTS.used, scope.workspace.id, {
        templateId: template.id,
        type: template.type,
        projectId: insight.projectId,
        insightId: insight.id,
      });
      return insight;
    });
  }

  private async find(scope: WorkspaceScope, rawId: string, type: 'PROJECT' | 'INSIGHT') {
    const row = await this.templates.find(scope.em, scope.workspace.schemaName, parsePathId(rawId));
    if (!row) throw templateErrors.notFound();
    if (row.type !== type) throw templateErrors.wrongType(type);
    return row;
  }
}
