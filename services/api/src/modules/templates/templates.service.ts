import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { MAX_LENGTH, TEMPLATE_EVENTS, parsePathId, requireText } from '@fieldnote/core';
import { PlanGate } from '@fieldnote/control-plane';
import { advisoryXactLock } from '@fieldnote/db';
import type { EntityManager } from '@mikro-orm/postgresql';
import { recordEvent } from '../../common/record-event';
import type { WorkspaceScope } from '../../context/workspace-access.service';
import { CustomFieldsService } from '../custom-fields';
import { InsightsService } from '../insights';
import { findLiveProject } from '../projects';
import { TagsService } from '../tags';
import type { ProjectStructure } from './project-structure';
import { templateErrors } from './template.errors';
import { parseTemplateDocument, templateDocumentFrom } from './template-document';
import { TEMPLATE_LIMITS } from './template-limits';
import { type TemplateRow, TemplatesRepository } from './templates.repository';

export type TemplateType = 'PROJECT' | 'INSIGHT';

const EMPTY_DOCUMENT = { type: 'doc', content: [{ type: 'paragraph' }] };

/** The title and description checks with the spec's limits (000 §9). */
function checkTitle(title: string): string {
  return requireText(title, 'Template title', MAX_LENGTH.templateTitle);
}
function checkDescription(description: string | null | undefined): string {
  if (description == null || description.trim() === '') return '';
  return requireText(
    description,
    'Template description',
    MAX_LENGTH.templateDescription,
    undefined,
    'multi-line',
  );
}

/**
 * Workspace templates (spec 001 §3 workspaceTemplate PROJECT or INSIGHT): saved, listed, changed and
 * deleted here; TemplateUseService makes projects and insights from them. The plan's `maxTemplates`
 * counts both types; additions run one at a time per workspace so two at once cannot both fit.
 */
@Injectable()
export class TemplatesService {
  constructor(
    private readonly templates: TemplatesRepository,
    private readonly plans: PlanGate,
    private readonly insights: InsightsService,
    private readonly tags: TagsService,
    private readonly fields: CustomFieldsService,
  ) {}

  list(scope: WorkspaceScope, type: TemplateType | null): Promise<TemplateRow[]> {
    return this.templates.list(scope.em, scope.workspace.schemaName, type);
  }

  async get(
    scope: WorkspaceScope,
    rawId: string,
    em: EntityManager = scope.em,
    lock = false,
  ): Promise<TemplateRow> {
    const row = await this.templates.find(em, scope.workspace.schemaName, parsePathId(rawId), lock);
    if (!row) throw templateErrors.notFound();
    return row;
  }

  /** A new insight template: a document sent, an existing insight's document, or an empty one. */
  async createInsightTemplate(
    scope: WorkspaceScope,
    input: {
      title: string;
      description?: string | null;
      contentJson?: string | null;
      fromInsightId?: string | null;
    },
  ): Promise<TemplateRow> {
    const title = checkTitle(input.title);
    const description = checkDescription(input.description);
    let document = input.contentJson != null ? parseTemplateDocument(input.contentJson) : null;
    if (!document && input.fromInsightId) {
      const insight = await this.insights.get(scope, input.fromInsightId);
      document = templateDocumentFrom(insight.contentJson ?? EMPTY_DOCUMENT);
    }
    document ??= templateDocumentFrom(EMPTY_DOCUMENT);
    const { json, text } = document;
    return this.insert(scope, {
      type: 'INSIGHT',
      title,
      description,
      contentJson: json,
      content: text,
      structure: null,
    });
  }

  /** A new project template carrying a project's summary, own tags and own note and insight fields. */
  async createProjectTemplate(
    scope: WorkspaceScope,
    input: { title: string; description?: string | null; fromProjectId: string },
  ): Promise<TemplateRow> {
    const title = checkTitle(input.title);
    const description = checkDescription(input.description);
    const structure = await this.structureOf(scope, input.fromProjectId);
    return this.insert(scope, {
      type: 'PROJECT',
      title,
      description,
      contentJson: null,
      content: '',
      structure,
    });
  }

  /** Title, description and (insight templates) document; left-out fields stay. */
  async update(
    scope: WorkspaceScope,
    input: { id: string; title?: string | null; description?: string | null; contentJson?: string | null },
  ): Promise<TemplateRow> {
    const title = input.title == null ? null : checkTitle(input.title);
    const description =
      input.description === undefined || input.description === null
        ? null
        : checkDescription(input.description);
    const document = input.contentJson == null ? null : parseTemplateDocument(input.contentJson);
    const schema = scope.workspace.schemaName;
    return scope.em.transactional(async (em) => {
      const row = await this.get(scope, input.id, em, true);
      if (document && row.type === 'PROJECT') throw templateErrors.documentOfProjectTemplate();
      const changed = [
        ...(title !== null ? ['title'] : []),
        ...(description !== null ? ['description'] : []),
        ...(document ? ['contentJson'] : []),
      ];
      const updated = await this.templates.update(em, schema, row.id, {
        title: title ?? row.title,
        description: description ?? row.description,
        contentJson: document ? document.json : row.content_json,
        content: document ? document.text : row.content,
      });
      await recordEvent(em, TEMPLATE_EVENTS.updated, scope.workspace.id, {
        templateId: row.id,
        type: row.type,
        fields: changed,
      });
      return updated;
    });
  }

  async delete(scope: WorkspaceScope, rawId: string): Promise<void> {
    await scope.em.transactional(async (em) => {
      const row = await this.get(scope, rawId, em, true);
      await this.templates.delete(em, scope.workspace.schemaName, row.id);
      await recordEvent(em, TEMPLATE_EVENTS.deleted, scope.workspace.id, {
        templateId: row.id,
        type: row.type,
      });
    });
  }

  private insert(
    scope: WorkspaceScope,
    t: {
      type: TemplateType;
      title: string;
      description: string;
      contentJson: unknown;
      content: string;
      structure: ProjectStructure | null;
    },
  ): Promise<TemplateRow> {
    const schema = scope.workspace.schemaName;
    return scope.em.transactional(async (em) => {
      await advisoryXactLock(em, `templates:${scope.workspace.id}`);
      await this.plans.requireFeature(scope.workspace.id, 'allowTemplates');
      await this.plans.admitOneMore(
        scope.workspace.id,
        'maxTemplates',
        await this.templates.count(em, schema),
      );
      const row = await this.templates.insert(em, schema, {
        id: randomUUID(),
        createdBy: scope.accountId,
        ...t,
      });
      await recordEvent(em, TEMPLATE_EVENTS.created, scope.workspace.id, {
        templateId: row.id,
        type: row.type,
        title: row.title,
      });
      return row;
    });
  }

  /** What a project template takes from a live project the caller can see. */
  private async structureOf(scope: WorkspaceScope, rawProjectId: string): Promise<ProjectStructure> {
    const project = await findLiveProject(scope.em, rawProjectId);
    const tags = (await this.tags.list(scope, project.id)).filter((t) => t.tag.projectId === project.id);
    const fields = [
      ...(await this.fields.list(scope, 'NOTE', project.id)),
      ...(await this.fields.list(scope, 'INSIGHT', project.id)),
    ].filter((f) => f.field.projectId === project.id);
    if (tags.length > TEMPLATE_LIMITS.tags) throw templateErrors.tooManyParts('tags', TEMPLATE_LIMITS.tags);
    if (fields.length > TEMPLATE_LIMITS.fields)
      throw templateErrors.tooManyParts('fields', TEMPLATE_LIMITS.fields);
    return {
      summary: project.summary ?? null,
      tags: tags.map(({ tag }) => ({
        title: tag.title,
        color: tag.color,
        description: tag.description ?? null,
      })),
      fields: fields.map(({ field }) => ({
        target: field.target as ProjectStructure['fields'][number]['target'],
        label: field.label,
        type: field.type as ProjectStructure['fields'][number]['type'],
        numberFormat: field.numberFormat,
        currencySymbol: field.currencySymbol,
        options: field.options.map((o) => ({ label: o.label, color: o.color })),
      })),
    };
  }
}
