import { Injectable } from '@nestjs/common';
import { PROJECT_VIEW_LIMITS, projectViewStateSchema } from '@fieldnote/core';
import type { CustomField } from '@fieldnote/db';
import type { WorkspaceScope } from '../../context/workspace-access.service';
import { CustomFieldsService, type CustomFieldValueModel } from '../custom-fields';
import type { ProjectViewItemModel } from './dto/project-view-items.model';
import { ProjectViewItemsRepository } from './project-view-items.repository';
import { ProjectViewItemsService } from './project-view-items.service';
import { ProjectViewLookup } from './project-view-lookup.service';

/** Headers of the table's own columns, as the web's table names them. */
const SYSTEM_HEADERS: Record<string, string> = {
  title: 'Title',
  preview: 'Text',
  tags: 'Tags',
  createdAt: 'Created',
  updatedAt: 'Updated',
};

/** A view's table as rows of text: its header, then one row per item, a page at a time. */
export interface ViewTable {
  viewTitle: string;
  header: string[];
  rows: AsyncGenerator<string[]>;
}

type Column = { key: string; header: string; cell: (item: ProjectViewItemModel) => string };

/**
 * A project view's TABLE as the member sees it (spec 000 §3): the columns it shows (title, then text,
 * tags and dates unless hidden, then each shown custom field; those kept on the left first) and its
 * items as its saved sort, filter form and custom-field filters select them, read 100 at a time.
 */
@Injectable()
export class ProjectViewTableService {
  constructor(
    private readonly lookup: ProjectViewLookup,
    private readonly items: ProjectViewItemsService,
    private readonly reads: ProjectViewItemsRepository,
    private readonly customFields: CustomFieldsService,
  ) {}

  async table(scope: WorkspaceScope, rawViewId: string): Promise<ViewTable> {
    const view = await this.lookup.find(scope.em, rawViewId);
    const state = projectViewStateSchema.parse(view.state);
    const visible = (key: string) => state.fieldVisibility?.find((v) => v.key === key)?.visible ?? true;
    const fields: CustomField[] =
      view.objectType === 'HIGHLIGHT'
        ? []
        : (await this.customFields.list(scope, view.objectType, view.projectId))
            .map((counted) => counted.field)
            .filter((f) => visible(f.id));
    const memberNames = new Map<string, string>();
    const valueOf = (item: ProjectViewItemModel, id: string) =>
      item.fieldValues.find((v) => v.fieldId === id);
    const systemColumns: Column[] = [
      { key: 'title', header: SYSTEM_HEADERS.title, cell: (i) => i.title },
      { key: 'preview', header: SYSTEM_HEADERS.preview, cell: (i) => i.preview },
      { key: 'tags', header: SYSTEM_HEADERS.tags, cell: (i) => i.tags.join(', ') },
      { key: 'createdAt', header: SYSTEM_HEADERS.createdAt, cell: (i) => i.createdAt.toISOString() },
      { key: 'updatedAt', header: SYSTEM_HEADERS.updatedAt, cell: (i) => i.updatedAt.toISOString() },
    ];
    const system = systemColumns.filter(
      (c) => c.key === 'title' || (visible(c.key) && (c.key !== 'tags' || view.objectType !== 'INSIGHT')),
    );
    const custom: Column[] = fields.map((field) => ({
      key: field.id,
      header: field.label,
      cell: (item) => cellText(field, valueOf(item, field.id), memberNames),
    }));
    const sticky = new Set((state.columns ?? []).filter((c) => c.sticky).map((c) => c.key));
    const all = [...system, ...custom];
    const columns = [...all.filter((c) => sticky.has(c.key)), ...all.filter((c) => !sticky.has(c.key))];
    const personFields = fields.filter((f) => f.type === 'PERSON').map((f) => f.id);
    const { items, reads } = this;
    const limit = PROJECT_VIEW_LIMITS.pageSize;
    async function* rows(): AsyncGenerator<string[]> {
      for (let offset = 0; ; offset += limit) {
        const page = await items.page(scope, {
          viewId: view.id,
          offset,
          limit,
          reads: { total: false, fieldValues: custom.length > 0, fieldValueUpdatedAt: false, tags: true },
        });
        const unnamed = new Set<string>();
        for (const item of page.items)
          for (const id of personFields) {
            const member = valueOf(item, id)?.text;
            if (member && !memberNames.has(member)) unnamed.add(member);
          }
        for (const m of await reads.membersByIds(scope.em, [...unnamed]))
          memberNames.set(m.id, m.name || m.email);
        for (const item of page.items) yield columns.map((c) => c.cell(item));
        if (page.items.length < limit) return;
      }
    }
    return { viewTitle: view.title, header: columns.map((c) => c.header), rows: rows() };
  }
}

/** A value as the table's cell shows it (members by name, Yes/No, options by label, days as ISO dates). */
function cellText(
  field: CustomField,
  value: CustomFieldValueModel | undefined,
  members: Map<string, string>,
): string {
  if (!value) return '';
  switch (field.type) {
    case 'PERSON':
      return members.get(value.text) ?? value.text;
    case 'BOOLEAN':
      return value.boolean === null ? '' : value.boolean ? 'Yes' : 'No';
    case 'DATETIME':
      return value.date ? value.date.toISOString().slice(0, 10) : '';
    case 'NUMBER':
    case 'NPS':
      return value.number === null ? value.text : String(value.number);
    default: {
      const labels = (value.optionIds ?? []).flatMap((id) => {
        const option = (field.options ?? []).find((o) => o.id === id);
        return option ? [option.displayLabel || option.label] : [];
      });
      return labels.length > 0 ? labels.join(', ') : value.text;
    }
  }
}
