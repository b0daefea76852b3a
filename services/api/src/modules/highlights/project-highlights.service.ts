import { Injectable } from '@nestjs/common';
import { AppError, parsePathId } from '@fieldnote/core';
import type { WorkspaceScope } from '../../context/workspace-access.service';
import { findLiveProject } from '../projects';
import { type CountedTag, TagsService } from '../tags';
import type { FullHighlight } from './highlights.service';
import { HighlightsRepository } from './highlights.repository';

/** Page size when none is asked for, and the largest one allowed. */
export const PROJECT_HIGHLIGHTS_PAGE = { default: 50, max: 200 } as const;
/** How many tags one filter may name, so a query stays cheap to plan. */
export const MAX_FILTER_TAGS = 100;

/** One page of a project's highlights and how many there are in all under the filter. */
export interface HighlightPage {
  total: number;
  items: FullHighlight[];
}

/**
 * A project's highlights (its `/highlights` tab): those of its notes that are not in the trash,
 * newest first, optionally only those carrying any of some tags, page by page.
 */
@Injectable()
export class ProjectHighlightsService {
  constructor(
    private readonly tags: TagsService,
    private readonly highlights: HighlightsRepository,
  ) {}

  async page(
    scope: WorkspaceScope,
    input: { projectId: string; tagIds?: string[] | null; offset?: number | null; limit?: number | null },
  ): Promise<HighlightPage> {
    const offset = input.offset ?? 0;
    const limit = input.limit ?? PROJECT_HIGHLIGHTS_PAGE.default;
    if (!Number.isInteger(offset) || offset < 0)
      throw AppError.badInput('Offset must be a whole number, 0 or more.', { field: 'offset' });
    if (!Number.isInteger(limit) || limit < 1 || limit > PROJECT_HIGHLIGHTS_PAGE.max)
      throw AppError.badInput(`Limit must be between 1 and ${PROJECT_HIGHLIGHTS_PAGE.max}.`, {
        field: 'limit',
      });
    const tagIds = [...new Set((input.tagIds ?? []).map(parsePathId))];
    if (tagIds.length > MAX_FILTER_TAGS)
      throw AppError.badInput(`A filter can name at most ${MAX_FILTER_TAGS} tags.`, { field: 'tagIds' });
    const project = await findLiveProject(scope.em, input.projectId);

    const { total, rows } = await this.highlights.projectPage(
      scope.em,
      scope.workspace.schemaName,
      project.id,
      tagIds,
      { limit, offset },
    );
    if (rows.length === 0) return { total, items: [] };

    const ids = rows.map((r) => r.id);
    const { highlights, links, tags } = await this.highlights.withTagLinks(scope.em, ids);
    const counted2 = new Map((await this.tags.withCounts(scope.em, scope, tags)).map((c) => [c.tag.id, c]));
    const byId = new Map(highlights.map((h) => [h.id, h]));
    const items = rows.flatMap((row): FullHighlight[] => {
      const highlight = byId.get(row.id);
      if (!highlight) return [];
      const own = links
        .filter((l) => l.highlightId === row.id)
        .map((l) => counted2.get(l.tagId))
        .filter((c): c is CountedTag => c !== undefined)
        .sort((a, b) => a.tag.title.localeCompare(b.tag.title));
      return [{ highlight, noteTitle: row.note_title, tags: own }];
    });
    return { total, items };
  }
}
