import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { PlanGate } from '@fieldnote/control-plane';
import {
  AppError,
  HIGHLIGHT_EVENTS,
  MAX_LENGTH,
  MAX_TAGS_PER_HIGHLIGHT,
  MAX_TAG_DESCRIPTION_LENGTH,
  TAG_COLOR_PATTERN,
  TAG_EVENTS,
  parsePathId,
  requireText,
  textProblem,
} from '@fieldnote/core';
import { type Highlight, type Tag, type TagSentimentValue, advisoryXactLock } from '@fieldnote/db';
import type { EntityManager } from '@mikro-orm/postgresql';
import { recordEvent } from '../../common/record-event';
import type { WorkspaceScope } from '../../context/workspace-access.service';
import { requireLiveProject } from '../projects';
import { tagErrors } from './tag-errors';
import { TagsRepository } from './tags.repository';

/** A tag with its highlight count. */
export interface CountedTag {
  tag: Tag;
  highlightCount: number;
}

/** A highlight under a tag, with the note it comes from and all of its tags. */
export interface TaggedHighlight {
  highlight: Highlight;
  noteTitle: string;
  tags: CountedTag[];
}

const DEFAULT_COLOR = '#607d8b';

/**
 * Tags of one workspace (spec 000 §3): project tags and workspace tags, their highlight counts,
 * and the changes members make to them. Every change writes its outbox event in its transaction.
 */
@Injectable()
export class TagsService {
  constructor(
    private readonly tagRows: TagsRepository,
    private readonly plans: PlanGate,
  ) {}

  /** A project's own tags plus the workspace tags (projectId given), or the workspace tags alone. */
  async list(scope: WorkspaceScope, rawProjectId?: string | null): Promise<CountedTag[]> {
    let tags: Tag[];
    if (rawProjectId != null) {
      const projectId = parsePathId(rawProjectId);
      if (!(await this.tagRows.projectById(scope.em, projectId))) throw AppError.notFound('Project');
      tags = await this.tagRows.tagsOfProject(scope.em, projectId);
    } else {
      tags = await this.tagRows.workspaceTags(scope.em);
    }
    return this.withCounts(scope.em, scope, tags);
  }

  async get(scope: WorkspaceScope, rawId: string): Promise<CountedTag> {
    const tag = await this.tagRows.tagById(scope.em, parsePathId(rawId));
    if (!tag) throw AppError.notFound('Tag');
    return (await this.withCounts(scope.em, scope, [tag]))[0] as CountedTag;
  }

  /** Every highlight carrying the tag, across notes, newest first. */
  async highlightsOf(scope: WorkspaceScope, rawTagId: string): Promise<TaggedHighlight[]> {
    const tagId = parsePathId(rawTagId);
    if (!(await this.tagRows.tagById(scope.em, tagId))) throw AppError.notFound('Tag');
    const links = await this.tagRows.linksOfTag(scope.em, tagId);
    if (links.length === 0) return [];
    const found = await this.tagRows.highlightsNewestFirst(
      scope.em,
      links.map((l) => l.highlightId),
    );
    // Notes come through the project gate: highlights in private projects hidden from the member drop out.
    const notes = await this.tagRows.notesByIds(scope.em, [...new Set(found.map((h) => h.noteId))]);
    const visibleNotes = new Set(notes.map((n) => n.id));
    const highlights = found.filter((h) => visibleNotes.has(h.noteId));
    const ids = highlights.map((h) => h.id);
    const allLinks = await this.tagRows.linksOfHighlights(scope.em, ids);
    const tags = await this.tagRows.tagsByIds(scope.em, [...new Set(allLinks.map((l) => l.tagId))]);
    const counted = new Map((await this.withCounts(scope.em, scope, tags)).map((c) => [c.tag.id, c]));
    const titles = new Map(notes.map((n) => [n.id, n.title]));
    return highlights.map((highlight) => ({
      highlight,
      noteTitle: titles.get(highlight.noteId) ?? '',
      tags: allLinks
        .filter((l) => l.highlightId === highlight.id)
        .map((l) => counted.get(l.tagId))
        .filter((c): c is CountedTag => c !== undefined),
    }));
  }

  async create(
    scope: WorkspaceScope,
    input: {
      projectId?: string | null;
      title: string;
      color?: string | null;
      description?: string | null;
      sentiment?: TagSentimentValue | null;
    },
    /** `copied`: the colour comes with what is copied (a template's or an extension's tags), not chosen here. */
    options: { colour: 'chosen' | 'copied' } = { colour: 'chosen' },
  ): Promise<CountedTag> {
    const title = requireText(input.title, 'Tag title', MAX_LENGTH.tagTitle);
    const color = input.color == null ? DEFAULT_COLOR : checkColor(input.color);
    // A colour of one's own is a plan feature; the default colour never is.
    if (options.colour === 'chosen' && color !== DEFAULT_COLOR)
      await this.plans.requireFeature(scope.workspace.id, 'allowTagColours');
    const description = input.description == null ? null : checkDescription(input.description);
    const projectId = input.projectId ? parsePathId(input.projectId) : null;
    return scope.em.transactional(async (em) => {
      await lockTags(em, scope.workspace.id);
      if (projectId && !(await this.tagRows.projectById(em, projectId))) throw AppError.notFound('Project');
      await this.requireFreeTitle(em, projectId, title, null);
      const tag = await this.tagRows.insertTag(em, {
        id: randomUUID(),
        projectId,
        title,
        color,
        description,
        sentiment: input.sentiment ?? null,
      });
      await recordEvent(em, TAG_EVENTS.created, scope.workspace.id, { tagId: tag.id, projectId, title });
      return { tag, highlightCount: 0 };
    });
  }

  /**
   * Creates a tag and puts it on `highlightIds` in one transaction (a theme accepted as a tag,
   * issue 34): all of it or nothing. Each highlight must be live and in a project the member may
   * change (NOT_FOUND or FORBIDDEN naming the highlight otherwise), and inside the tag's project
   * for a project tag; none may already carry the most tags a highlight can. `within` runs in the
   * same transaction with the new tag (the caller's own record of why the tag was made).
   */
  async createOnHighlights(
    scope: WorkspaceScope,
    input: { projectId?: string | null; title: string; description?: string | null },
    highlightIds: readonly string[],
    within: (em: EntityManager, tag: Tag) => Promise<void>,
  ): Promise<CountedTag> {
    const title = requireText(input.title, 'Tag title', MAX_LENGTH.tagTitle);
    const description = input.description == null ? null : checkDescription(input.description);
    const projectId = input.projectId ? parsePathId(input.projectId) : null;
    const ids = [...new Set(highlightIds.map(parsePathId))];
    return scope.em.transactional(async (em) => {
      await lockTags(em, scope.workspace.id);
      if (projectId) await requireLiveProject(em, projectId, 'Project');
      const highlights = await this.tagRows.highlightsNewestFirst(em, ids);
      if (highlights.length !== ids.length) throw AppError.notFound('Highlight');
      const notes = await this.tagRows.notesByIds(em, [...new Set(highlights.map((h) => h.noteId))]);
      const noteProject = new Map(notes.filter((n) => !n.deletedAt).map((n) => [n.id, n.projectId]));
      const projects = new Set<string>();
      for (const highlight of highlights) {
        const of = noteProject.get(highlight.noteId);
        if (!of) throw AppError.notFound('Highlight');
        if (projectId && of !== projectId) throw tagErrors.highlightOutOfProject();
        projects.add(of);
      }
      // The member must be able to change every project the highlights sit in (not only view it).
      for (const id of projects) await requireLiveProject(em, id, 'Highlight');
      const links = await this.tagRows.linksOfHighlights(em, ids);
      const carried = new Map<string, number>();
      for (const link of links) carried.set(link.highlightId, (carried.get(link.highlightId) ?? 0) + 1);
      if ([...carried.values()].some((n) => n >= MAX_TAGS_PER_HIGHLIGHT)) throw tagErrors.highlightFull();
      await this.requireFreeTitle(em, projectId, title, null);
      const tag = await this.tagRows.insertTag(em, {
        id: randomUUID(),
        projectId,
        title,
        color: DEFAULT_COLOR,
        description,
        sentiment: null,
      });
      await this.tagRows.addToHighlights(em, scope.workspace.schemaName, tag.id, ids);
      await recordEvent(em, TAG_EVENTS.created, scope.workspace.id, { tagId: tag.id, projectId, title });
      for (const highlightId of ids)
        await recordEvent(em, HIGHLIGHT_EVENTS.tagged, scope.workspace.id, { highlightId, tagId: tag.id });
      await within(em, tag);
      return { tag, highlightCount: ids.length };
    });
  }

  async update(
    scope: WorkspaceScope,
    input: {
      id: string;
      title?: string | null;
      color?: string | null;
      description?: string | null;
      sentiment?: TagSentimentValue | null;
    },
  ): Promise<CountedTag> {
    const id = parsePathId(input.id);
    const title = input.title == null ? null : requireText(input.title, 'Tag title', MAX_LENGTH.tagTitle);
    const color = input.color == null ? null : checkColor(input.color);
    const description = input.description == null ? input.description : checkDescription(input.description);
    return scope.em.transactional(async (em) => {
      await lockTags(em, scope.workspace.id);
      const tag = await this.tagRows.tagById(em, id);
      if (!tag) throw AppError.notFound('Tag');
      if (title !== null && title !== tag.title) {
        await this.requireFreeTitle(em, tag.projectId, title, tag.id);
        tag.title = title;
      }
      // A new colour is a plan feature; keeping one (a lowered plan) or going back to the default is not.
      if (color !== null && color !== tag.color && color !== DEFAULT_COLOR)
        await this.plans.requireFeature(scope.workspace.id, 'allowTagColours');
      if (color !== null) tag.color = color;
      if (description !== undefined) tag.description = description === '' ? null : description;
      if (input.sentiment !== undefined) tag.sentiment = input.sentiment;
      await this.tagRows.save(em);
      await recordEvent(em, TAG_EVENTS.updated, scope.workspace.id, {
        tagId: tag.id,
        projectId: tag.projectId,
      });
      return (await this.withCounts(em, scope, [tag]))[0] as CountedTag;
    });
  }

  /**
   * Moves every highlight of `source` to `target` and deletes `source`, in one transaction: a
   * highlight that carried both keeps one row, so the target's count is the size of the union.
   */
  async merge(scope: WorkspaceScope, rawSourceId: string, rawTargetId: string): Promise<CountedTag> {
    const sourceId = parsePathId(rawSourceId);
    const targetId = parsePathId(rawTargetId);
    if (sourceId === targetId) throw tagErrors.mergeIntoItself();
    return scope.em.transactional(async (em) => {
      await lockTags(em, scope.workspace.id);
      // Row locks: a tagging of either tag that is under way finishes first (and is moved), a
      // later one waits and then finds the source gone, so no highlight loses its tag unseen.
      const locked = await this.tagRows.lockTagsByIds(em, [sourceId, targetId]);
      const source = locked.find((t) => t.id === sourceId);
      const target = locked.find((t) => t.id === targetId);
      if (!source || !target) throw AppError.notFound('Tag');
      // A workspace tag's highlights may sit in any project; only a workspace tag can take them all.
      if (target.projectId !== null && target.projectId !== source.projectId)
        throw tagErrors.mergeAcrossProjects();
      const movedHighlightIds = await this.tagRows.merge(
        em,
        scope.workspace.schemaName,
        source.id,
        target.id,
      );
      await recordEvent(em, TAG_EVENTS.merged, scope.workspace.id, {
        sourceId: source.id,
        targetId: target.id,
        movedHighlightIds,
      });
      return (await this.withCounts(em, scope, [target]))[0] as CountedTag;
    });
  }

  async delete(scope: WorkspaceScope, rawId: string): Promise<void> {
    const id = parsePathId(rawId);
    await scope.em.transactional(async (em) => {
      await lockTags(em, scope.workspace.id);
      const tag = await this.tagRows.tagById(em, id);
      if (!tag) throw AppError.notFound('Tag');
      await this.tagRows.deleteTag(em, tag);
      await recordEvent(em, TAG_EVENTS.deleted, scope.workspace.id, { tagId: id, projectId: tag.projectId });
    });
  }

  /** `tags` with their counts, read through `em` (the transaction's, inside one). */
  async withCounts(em: EntityManager, scope: WorkspaceScope, tags: Tag[]): Promise<CountedTag[]> {
    const counts = await this.tagRows.highlightCountsByTag(
      em,
      scope.workspace.schemaName,
      tags.map((t) => t.id),
    );
    return tags.map((tag) => ({ tag, highlightCount: counts.get(tag.id) ?? 0 }));
  }

  /** Titles are unique, ignoring case, within a project (with the workspace tags it sees) and among workspace tags. */
  private async requireFreeTitle(
    em: EntityManager,
    projectId: string | null,
    title: string,
    exceptId: string | null,
  ): Promise<void> {
    const clash = await this.tagRows.tagWithTitle(em, projectId, title, exceptId);
    if (clash) throw tagErrors.duplicateTitle(title);
  }
}

function checkColor(value: string): string {
  if (!TAG_COLOR_PATTERN.test(value)) throw tagErrors.badColor();
  return value.toLowerCase();
}

function checkDescription(value: string): string {
  const problem = textProblem(value, 'multi-line');
  if (problem) throw AppError.badInput(`Tag description ${problem}`, { field: 'description' });
  const trimmed = value.trim();
  if (trimmed.length > MAX_TAG_DESCRIPTION_LENGTH) throw tagErrors.descriptionTooLong();
  return trimmed;
}

/** Serialises tag changes of one workspace inside the caller's transaction (titles stay unique, merges atomic). */
async function lockTags(em: EntityManager, workspaceId: string): Promise<void> {
  await advisoryXactLock(em, `tags:${workspaceId}`);
}
