import { Injectable } from '@nestjs/common';
import { PROJECT_VIEW_EVENTS, parsePathId } from '@fieldnote/core';
import type { ProjectView } from '@fieldnote/db';
import type { EntityManager } from '@mikro-orm/postgresql';
import { recordEvent } from '../../common/record-event';
import type { WorkspaceScope } from '../../context/workspace-access.service';
import { CustomFieldValuesService } from '../custom-fields';
import { InsightsService } from '../insights';
import type { ProjectViewItemModel } from './dto/project-view-items.model';
import { projectViewErrors } from './project-view.errors';
import { type PlacedItem, ProjectViewItemsService } from './project-view-items.service';
import { ProjectViewItemsRepository } from './project-view-items.repository';
import { ProjectViewLookup, lockViews } from './project-view-lookup.service';
import { placeInColumn } from './place-in-column';
import type { ViewQueryContext } from './project-view-query.builder';
import { ProjectViewsRepository } from './project-views.repository';

/**
 * A card dropped on a board (spec 000 §4: drag-reordering computes a rank between neighbours; §9
 * gap 65536, minimum difference 2^-16). Dropped in another column, the card takes that column's
 * value first: the SELECT field's option, the PERSON field's member, or published/draft; then it
 * takes the rank between its new neighbours, and when they are too close (or unranked) the whole
 * column is given evenly spaced ranks in its new order. All in one transaction, one move per view
 * at a time, so two drags cannot compute ranks from the same stale neighbours.
 */
@Injectable()
export class ProjectViewMoveService {
  constructor(
    private readonly items: ProjectViewItemsService,
    private readonly values: CustomFieldValuesService,
    private readonly insights: InsightsService,
    private readonly rows: ProjectViewItemsRepository,
    private readonly views: ProjectViewsRepository,
    private readonly lookup: ProjectViewLookup,
  ) {}

  async move(
    scope: WorkspaceScope,
    input: { viewId: string; objectId: string; columnKey?: string | null; afterObjectId?: string | null },
  ): Promise<ProjectViewItemModel> {
    return scope.em.transactional(async (em) => {
      const view = await this.lookup.find(em, input.viewId);
      await lockViews(em, view.id);
      const objectId = parsePathId(input.objectId);
      const afterId = input.afterObjectId ? parsePathId(input.afterObjectId) : null;
      if (afterId === objectId) throw projectViewErrors.itemAfterItself();
      const inner: WorkspaceScope = { ...scopeParts(scope), em };
      let ctx = await this.items.context(em, scope.workspace.schemaName, view);
      const item = await this.items.placedItem(em, ctx, objectId);
      if (!item) throw projectViewErrors.notInView();
      const target = input.columnKey ?? null;
      await this.checkColumn(em, ctx, target);
      if (ctx.state.group && target !== item.columnKey) {
        await this.changeColumn(inner, ctx, view, item, target);
        ctx = await this.items.context(em, scope.workspace.schemaName, view);
      }
      const column = (await this.items.column(em, ctx, target)).filter((p) => p.id !== objectId);
      const index = afterId === null ? -1 : column.findIndex((p) => p.id === afterId);
      if (afterId !== null && index < 0) throw projectViewErrors.neighbourNotInColumn();
      const ranks = placeInColumn(column, objectId, index);
      await this.rows.saveRanks(em, ctx.table, view.id, ranks);
      await recordEvent(em, PROJECT_VIEW_EVENTS.itemMoved, scope.workspace.id, {
        projectViewId: view.id,
        projectId: view.projectId,
        objectId,
        fromColumn: item.columnKey,
        toColumn: target,
        afterObjectId: afterId,
        rebalanced: ranks.size > 1,
      });
      const moved = await this.items.placedItem(em, ctx, objectId);
      const [model] = await this.items.details(em, ctx, [moved ?? { ...item, columnKey: target }]);
      return model;
    });
  }

  /** The target must be a column the board shows (a hidden option or a foreign key is refused). */
  private async checkColumn(em: EntityManager, ctx: ViewQueryContext, target: string | null): Promise<void> {
    const group = ctx.state.group;
    if (!group) {
      if (target !== null) throw projectViewErrors.notAColumn();
      return;
    }
    switch (group.type) {
      case 'SELECT': {
        if (target === null) {
          if (group.hideUncategorized) throw projectViewErrors.notAColumn();
          return;
        }
        const field = ctx.fields.get(group.id.toLowerCase());
        const option = field?.options.find((o) => o.id.toLowerCase() === target.toLowerCase());
        if (!option) throw projectViewErrors.notAnOption();
        if (group.hiddenOptions.some((id) => id.toLowerCase() === option.id.toLowerCase()))
          throw projectViewErrors.notAColumn();
        return;
      }
      case 'PERSON': {
        if (target === null) return;
        if (
          group.options.length > 0 &&
          !group.options.some((id) => id.toLowerCase() === target.toLowerCase())
        )
          throw projectViewErrors.notAColumn();
        if (
          !/^[0-9a-f-]{36}$/i.test(target) ||
          !(await this.views.activeMemberById(em, target.toLowerCase()))
        )
          throw projectViewErrors.notAColumn();
        return;
      }
      case 'PUBLISHED':
        if (target !== 'PUBLISHED' && target !== 'DRAFT') throw projectViewErrors.notAColumn();
        return;
      case 'TAG':
        return;
    }
  }

  /** Gives the item the value of the target column, through the owning module's own rules and events. */
  private async changeColumn(
    scope: WorkspaceScope,
    ctx: ViewQueryContext,
    view: ProjectView,
    item: PlacedItem,
    target: string | null,
  ): Promise<void> {
    const group = ctx.state.group;
    const objectType = view.objectType;
    switch (group?.type) {
      case 'SELECT': {
        if (target === null) {
          await this.values.clear(scope, group.id, objectType, item.id);
          return;
        }
        const owner = objectType === 'INSIGHT' ? 'insightId' : 'noteId';
        const current = await this.views.valueOf(scope.em, group.id.toLowerCase(), owner, item.id);
        // A multi-select keeps its other options: only the one the card was filed under is swapped.
        const others = (current?.optionIds ?? []).filter(
          (id) => id !== item.columnKey && id !== target.toLowerCase(),
        );
        await this.values.set(scope, {
          fieldId: group.id,
          target: objectType,
          objectId: item.id,
          optionIds: [target.toLowerCase(), ...others],
        });
        return;
      }
      case 'PERSON':
        if (target === null) await this.values.clear(scope, group.id, objectType, item.id);
        else
          await this.values.set(scope, {
            fieldId: group.id,
            target: objectType,
            objectId: item.id,
            text: target.toLowerCase(),
          });
        return;
      case 'PUBLISHED':
        await this.insights.setPublished(scope, item.id, target === 'PUBLISHED');
        return;
      case 'TAG':
        throw projectViewErrors.tagColumnsFixed();
      default:
        return;
    }
  }
}

/** The scope's fixed parts, for a copy of it bound to the transaction's entity manager. */
function scopeParts(scope: WorkspaceScope): Omit<WorkspaceScope, 'em'> {
  return {
    workspace: scope.workspace,
    accountId: scope.accountId,
    role: scope.role,
    projects: scope.projects,
  };
}
