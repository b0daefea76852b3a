import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import {
  AppError,
  ErrorCode,
  MAX_REEL_CLIPS,
  MAX_REEL_TITLE_LENGTH,
  REEL_EVENTS,
  type RichNode,
  highlightCardIds,
  isUuid,
  parsePathId,
} from '@fieldnote/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { recordEvent } from '../../common/record-event';
import type { PublicScope, WorkspaceScope } from '../../context/workspace-access.service';
import { FileLookup } from '../files';
import { HighlightCardsService, findLiveInsight } from '../insights';
import { findLiveNote } from '../notes';
import { PublicHighlightsService } from '../sharing';
import { TagsService } from '../tags';
import { ReelKind, type ReelClipModel, ReelMediaType, type ReelModel } from './dto/reel.model';
import { reelErrors } from './reels.errors';
import { type ReelRow, ReelsRepository } from './reels.repository';

type HighlightCard = Awaited<ReturnType<HighlightCardsService['byIds']>>[number];

/** What a reel is before its clips are read: everything but them. */
type ReelHead = Omit<ReelModel, 'clips' | 'clipCount' | 'maxClips'>;

/** The title an empty one falls back to (spec 000 §5: 'Untitled <kind>'). */
const UNTITLED = 'Untitled reel';

/**
 * Reels (spec 000 §2): a note file's reel (its audio/video highlights in time order), a tag's reel
 * (its audio/video highlights) and an insight's named reels, whose clips members pick and order.
 * Every reel holds at most MAX_REEL_CLIPS clips (spec 000 §9: audio/video export up to 100
 * highlights). Members read clips through the highlight cards, so their project gate applies;
 * embeds show only clips a live share already makes public.
 */
@Injectable()
export class ReelsService {
  constructor(
    private readonly cards: HighlightCardsService,
    private readonly files: FileLookup,
    private readonly tags: TagsService,
    private readonly publicHighlights: PublicHighlightsService,
    private readonly reels: ReelsRepository,
  ) {}

  /** The reel of a note's recording: its audio/video highlights in time order. */
  async ofNoteFile(scope: WorkspaceScope, rawNoteId: string, rawFileId: string): Promise<ReelModel> {
    const head = await this.noteFileHead(scope.em, rawNoteId, rawFileId);
    const ids = await this.reels.highlightIdsOfFile(
      scope.em,
      scope.workspace.schemaName,
      head.fileId as string,
      MAX_REEL_CLIPS,
    );
    return this.withClips(
      scope.em,
      scope.workspace.schemaName,
      head,
      await this.cards.byIds(scope.em, ids),
      false,
    );
  }

  /** The reel of a tag: the audio/video highlights carrying it that the member can read. */
  async ofTag(scope: WorkspaceScope, rawTagId: string): Promise<ReelModel> {
    const { tag } = await this.tags.get(scope, rawTagId);
    const ids = await this.reels.highlightIdsOfTag(
      scope.em,
      scope.workspace.schemaName,
      tag.id,
      await scope.projects.hiddenProjectIds(),
      MAX_REEL_CLIPS,
    );
    return this.withClips(
      scope.em,
      scope.workspace.schemaName,
      tagHead(tag),
      await this.cards.byIds(scope.em, ids),
      false,
    );
  }

  /** An insight's reels, oldest first. */
  async ofInsight(scope: WorkspaceScope, rawInsightId: string): Promise<ReelModel[]> {
    const insight = await findLiveInsight(scope.em, rawInsightId);
    const rows = await this.reels.reelsOfInsight(scope.em, scope.workspace.schemaName, insight.id);
    const reels: ReelModel[] = [];
    for (const row of rows) reels.push(await this.memberReel(scope, row));
    return reels;
  }

  /** One reel of an insight the member can read. */
  async one(scope: WorkspaceScope, rawId: string): Promise<ReelModel> {
    const row = await this.findRow(scope, rawId);
    return this.memberReel(scope, row);
  }

  /** A new reel on an insight: the clips picked, or else the insight's audio/video highlight cards. */
  async create(
    scope: WorkspaceScope,
    input: { insightId: string; title?: string | null; highlightIds?: string[] | null },
  ): Promise<ReelModel> {
    const title = titleOf(input.title);
    const row = await scope.em.transactional(async (em) => {
      const insight = await findLiveInsight(em, input.insightId);
      const picked =
        input.highlightIds ??
        (await this.avCardIds(em, highlightCardIds(insight.contentJson as RichNode | null)));
      const ids = await this.checkedClips(em, picked);
      const created = await this.reels.insert(em, scope.workspace.schemaName, {
        id: randomUUID(),
        insightId: insight.id,
        title,
        highlightIds: ids,
        createdBy: scope.accountId,
      });
      await recordEvent(em, REEL_EVENTS.created, scope.workspace.id, {
        reelId: created.id,
        insightId: insight.id,
        projectId: insight.projectId,
        clipCount: ids.length,
      });
      return created;
    });
    return this.memberReel(scope, row);
  }

  /** Renames a reel, or replaces its clips in a new order (reorder, add and remove in one change). */
  async update(
    scope: WorkspaceScope,
    input: { id: string; title?: string | null; highlightIds?: string[] | null },
  ): Promise<ReelModel> {
    const title = input.title === undefined || input.title === null ? null : titleOf(input.title);
    const row = await scope.em.transactional(async (em) => {
      const current = await this.findRow({ ...scope, em }, input.id);
      // A change needs write access to the insight's project: the gate refuses view-only members.
      const insight = await findLiveInsight(em, current.insight_id);
      const ids = input.highlightIds
        ? await this.checkedClips(em, input.highlightIds)
        : current.highlight_ids;
      const updated = await this.reels.update(em, scope.workspace.schemaName, current.id, {
        title: title ?? current.title,
        highlightIds: ids,
      });
      await recordEvent(em, REEL_EVENTS.updated, scope.workspace.id, {
        reelId: current.id,
        insightId: insight.id,
        projectId: insight.projectId,
        clipCount: ids.length,
      });
      return updated;
    });
    return this.memberReel(scope, row);
  }

  /** Deletes a reel; its highlights are kept. */
  async delete(scope: WorkspaceScope, rawId: string): Promise<string> {
    return scope.em.transactional(async (em) => {
      const current = await this.findRow({ ...scope, em }, rawId);
      const insight = await findLiveInsight(em, current.insight_id);
      await this.reels.delete(em, scope.workspace.schemaName, current.id);
      await recordEvent(em, REEL_EVENTS.deleted, scope.workspace.id, {
        reelId: current.id,
        insightId: insight.id,
        projectId: insight.projectId,
      });
      return current.id;
    });
  }

  /** /embed/reels/{reelId}: a reel of a shared, published insight, with its clips that are public. */
  async embedded(scope: PublicScope, rawId: string): Promise<ReelModel> {
    const id = pathIdOrGone(rawId);
    const row = await this.reels.reelById(scope.em, scope.workspace.schemaName, id);
    if (!row || !(await this.publicHighlights.insightShared(scope, row.insight_id)))
      throw reelErrors.embedGone();
    return this.publicReel(scope, { ...insightHead(row), insightId: null }, row.highlight_ids);
  }

  /** /embed/reels/note/{noteId}/file/{fileId}: the recording's clips that are public. */
  async embeddedNoteFile(scope: PublicScope, rawNoteId: string, rawFileId: string): Promise<ReelModel> {
    const head = await this.noteFileHead(scope.em, rawNoteId, rawFileId).catch(() => {
      throw reelErrors.embedGone();
    });
    const ids = await this.reels.highlightIdsOfFile(
      scope.em,
      scope.workspace.schemaName,
      head.fileId as string,
      MAX_REEL_CLIPS,
    );
    return this.publicReel(scope, { ...head, noteId: null }, ids);
  }

  /** /embed/reels/tags/{tagId}: the tag's clips that are public. */
  async embeddedTag(scope: PublicScope, rawTagId: string): Promise<ReelModel> {
    const tagId = pathIdOrGone(rawTagId);
    const tag = await this.reels.tagById(scope.em, scope.workspace.schemaName, tagId);
    if (!tag) throw reelErrors.embedGone();
    const ids = await this.reels.highlightIdsOfTag(
      scope.em,
      scope.workspace.schemaName,
      tag.id,
      [],
      MAX_REEL_CLIPS,
    );
    return this.publicReel(scope, tagHead(tag), ids);
  }

  /** The clip a public media request may stream: an audio/video highlight that is public. */
  async publicClip(scope: PublicScope, rawHighlightId: string): Promise<{ fileId: string }> {
    const id = pathIdOrGone(rawHighlightId);
    const [card] = await this.publicHighlights.publicAmong(scope, await this.cards.byIds(scope.em, [id]));
    if (!card?.highlight.fileId) throw reelErrors.embedGone();
    return { fileId: card.highlight.fileId };
  }

  private async publicReel(scope: PublicScope, head: ReelHead, ids: string[]): Promise<ReelModel> {
    const shown = await this.publicHighlights.publicAmong(scope, await this.cards.byIds(scope.em, ids));
    const reel = await this.withClips(scope.em, scope.workspace.schemaName, head, shown, true);
    if (reel.clips.length === 0) throw reelErrors.embedGone();
    return reel;
  }

  private async noteFileHead(em: EntityManager, rawNoteId: string, rawFileId: string): Promise<ReelHead> {
    const note = await findLiveNote(em, rawNoteId);
    const file = await this.files.findLive(em, rawFileId);
    if (file.noteId !== note.id) throw AppError.notFound('File');
    if (file.fileType !== 'AUDIO' && file.fileType !== 'VIDEO') throw reelErrors.notMedia();
    return {
      id: `note:${note.id}:file:${file.id}`,
      kind: ReelKind.NOTE_FILE,
      title: `${note.title || 'Untitled note'}: ${file.name}`,
      insightId: null,
      noteId: note.id,
      fileId: file.id,
      tagId: null,
    };
  }

  private async findRow(scope: Pick<WorkspaceScope, 'em' | 'workspace'>, rawId: string): Promise<ReelRow> {
    let id: string;
    try {
      id = parsePathId(rawId);
    } catch {
      throw reelErrors.notFound();
    }
    const row = await this.reels.reelById(scope.em, scope.workspace.schemaName, id);
    if (!row) throw reelErrors.notFound();
    // The insight lookup goes through the member's gate: a reel of an insight they cannot read is not found.
    await findLiveInsight(scope.em, row.insight_id).catch((error: unknown) => {
      if (error instanceof AppError && error.code === ErrorCode.NOT_FOUND) throw reelErrors.notFound();
      throw error;
    });
    return row;
  }

  private async memberReel(scope: WorkspaceScope, row: ReelRow): Promise<ReelModel> {
    return this.withClips(
      scope.em,
      scope.workspace.schemaName,
      insightHead(row),
      await this.cards.byIds(scope.em, row.highlight_ids),
      false,
    );
  }

  /** The audio/video highlights among cited card ids, in their order, each once. */
  private async avCardIds(em: EntityManager, ids: string[]): Promise<string[]> {
    const cards = await this.cards.byIds(em, [...new Set(ids.filter(isUuid).map((id) => id.toLowerCase()))]);
    return cards.filter(isClip).map((card) => card.highlight.id);
  }

  /**
   * The picked clips, checked: at least one, at most MAX_REEL_CLIPS, each once, each an audio/video
   * highlight the member can read. BAD_USER_INPUT otherwise.
   */
  private async checkedClips(em: EntityManager, picked: string[]): Promise<string[]> {
    if (picked.length > MAX_REEL_CLIPS) throw reelErrors.tooManyClips(picked.length);
    if (picked.length === 0) throw reelErrors.noClips();
    if (!picked.every(isUuid)) throw reelErrors.badClip();
    const ids = picked.map((id) => id.toLowerCase());
    if (new Set(ids).size !== ids.length) throw reelErrors.duplicateClip();
    const cards = await this.cards.byIds(em, ids);
    if (cards.length !== ids.length || !cards.every(isClip)) throw reelErrors.badClip();
    return ids;
  }

  /** The reel with its clips: cards whose media is stored and playable, with file and speaker. */
  private async withClips(
    em: EntityManager,
    schemaName: string,
    head: ReelHead,
    cards: HighlightCard[],
    isPublic: boolean,
  ): Promise<ReelModel> {
    const clipCards = cards.filter(isClip).slice(0, MAX_REEL_CLIPS);
    const fileIds = [...new Set(clipCards.map((c) => c.highlight.fileId as string))];
    const files = new Map((await this.reels.filesByIds(em, schemaName, fileIds)).map((f) => [f.id, f]));
    const speakers = new Map(
      (
        await this.reels.speakersOf(
          em,
          schemaName,
          clipCards.map((c) => c.highlight.id),
        )
      ).map((s) => [s.highlight_id, s.speaker]),
    );
    const clips: ReelClipModel[] = [];
    for (const card of clipCards) {
      const h = card.highlight;
      const file = files.get(h.fileId as string);
      // A recording whose bytes are gone (retention) or not uploaded yet has nothing to play.
      if (!file || file.status !== 'DONE' || file.content_deleted_at) continue;
      if (file.file_type !== 'AUDIO' && file.file_type !== 'VIDEO') continue;
      const startTime = h.startTime as number;
      const endTime = h.endTime as number;
      clips.push({
        clipId: h.id,
        fileId: file.id,
        type: file.file_type === 'VIDEO' ? ReelMediaType.VIDEO : ReelMediaType.AUDIO,
        mime: file.mime,
        mediaUrl: isPublic ? `/files/clips/${h.id}` : `/files/${file.id}`,
        startTime,
        endTime,
        clipDuration: endTime - startTime,
        text: h.text,
        speaker: speakers.get(h.id) ?? null,
        noteId: isPublic ? null : h.noteId,
        noteTitle: card.noteTitle,
        tags: card.tags.map((t) => ({ title: t.title, color: t.color })),
      });
    }
    return { ...head, clips, clipCount: clips.length, maxClips: MAX_REEL_CLIPS };
  }
}

/** Whether a card is an audio/video highlight (a stretch of a recording's transcript). */
function isClip(card: HighlightCard): boolean {
  const h = card.highlight;
  return h.fileId !== null && h.startTime !== null && h.endTime !== null;
}

function insightHead(row: ReelRow): ReelHead {
  return {
    id: row.id,
    kind: ReelKind.INSIGHT,
    title: row.title,
    insightId: row.insight_id,
    noteId: null,
    fileId: null,
    tagId: null,
  };
}

function tagHead(tag: { id: string; title: string }): ReelHead {
  return {
    id: `tag:${tag.id}`,
    kind: ReelKind.TAG,
    title: tag.title,
    insightId: null,
    noteId: null,
    fileId: null,
    tagId: tag.id,
  };
}

/** A trimmed title, 'Untitled reel' when empty; BAD_USER_INPUT when too long. */
function titleOf(raw: string | null | undefined): string {
  const title = (raw ?? '').trim();
  if (title.length > MAX_REEL_TITLE_LENGTH) throw reelErrors.titleTooLong();
  return title || UNTITLED;
}

/** A path id of an embed, or the embed's own "not available". */
function pathIdOrGone(raw: string): string {
  try {
    return parsePathId(raw);
  } catch {
    throw reelErrors.embedGone();
  }
}
