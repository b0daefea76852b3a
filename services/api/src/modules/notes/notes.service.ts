import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { MAX_LENGTH, NOTE_EVENTS, requireText } from '@fieldnote/core';
import type { Note } from '@fieldnote/db';
import { recordEvent } from '../../common/record-event';
import type { WorkspaceScope } from '../../context/workspace-access.service';
import { CollaborationHub, replacePlainText } from '../collaboration';
import { findLiveProject } from '../projects';
import { findLiveNote } from './note-lookup';
import type { NoteOrderBy } from './dto/note-list.args';
import { NotesRepository } from './notes.repository';

/** A note as a list reads it: its text only when the caller asked for it. */
export interface ListedNote {
  id: string;
  projectId: string;
  title: string;
  createdBy: string;
  createdAt: Date;
  updatedAt: Date;
  content?: string;
  contentJson?: Record<string, unknown> | null;
}

/** What a duplicate's title starts with. */
export const DUPLICATE_PREFIX = 'Copy of ';

/**
 * Notes (raw research data) of one workspace: listing, reading, creating, renaming and editing,
 * duplicating and moving between projects. Notes in the trash are invisible here (see
 * NoteTrashService). Callers check the role; every change announces itself through the outbox.
 */
@Injectable()
export class NotesService {
  constructor(
    private readonly collaboration: CollaborationHub,
    private readonly notes: NotesRepository,
  ) {}

  /** One page of a project's live notes (the Yjs state is lazy and stays unread). */
  async listByProject(
    scope: WorkspaceScope,
    page: { projectId: string; offset: number; limit: number; orderBy: NoteOrderBy },
    /** Whether the caller reads the notes' text: a list rarely does, and a note may be 20,000 words. */
    withText = true,
  ): Promise<ListedNote[]> {
    // The project lookup applies the member's project gate; the notes are then that project's.
    const project = await findLiveProject(scope.em, page.projectId);
    if (page.limit === 0) return [];
    const rows = await this.notes.pageOfProject(
      scope.em,
      scope.workspace.schemaName,
      { ...page, projectId: project.id },
      withText,
    );
    return rows.map((row) => ({
      id: row.id,
      projectId: row.project_id,
      title: row.title,
      createdBy: row.created_by,
      createdAt: new Date(row.created_at),
      updatedAt: new Date(row.updated_at),
      ...(withText && { content: row.content ?? '', contentJson: parsedJson(row.content_json) }),
    }));
  }

  get(scope: WorkspaceScope, rawId: string): Promise<Note> {
    return findLiveNote(scope.em, rawId);
  }

  async create(
    scope: WorkspaceScope,
    input: {
      projectId: string;
      title: string;
      content: string;
      /** The document as the editor's ProseMirror JSON, whose plain text `content` must be (imports). */
      contentJson?: Record<string, unknown> | null;
    },
  ): Promise<Note> {
    const title = requireText(input.title, 'Note title', MAX_LENGTH.noteTitle, 'Untitled note');
    return scope.em.transactional(async (em) => {
      const project = await findLiveProject(em, input.projectId);
      const note = await this.notes.insert(em, {
        id: randomUUID(),
        projectId: project.id,
        title,
        content: input.content,
        contentJson: input.contentJson ?? null,
        createdBy: scope.accountId,
        createdAt: new Date(),
        updatedAt: new Date(),
      });
      await recordEvent(em, NOTE_EVENTS.created, scope.workspace.id, {
        noteId: note.id,
        projectId: project.id,
      });
      return note;
    });
  }

  async update(
    scope: WorkspaceScope,
    input: { id: string; title?: string | null; content?: string | null },
  ): Promise<Note> {
    const title =
      input.title != null
        ? requireText(input.title, 'Note title', MAX_LENGTH.noteTitle, 'Untitled note')
        : null;
    const content = input.content;
    if (content != null) {
      const { id } = await findLiveNote(scope.em, input.id);
      // Through the note's collaborative document: open editors see the new text at once, highlights
      // on unchanged words keep their anchors, and the store writes text, JSON and the event.
      await this.collaboration.change(scope, { kind: 'note', id }, (doc) => replacePlainText(doc, content));
      if (title === null) return findLiveNote(scope.em.fork(), id);
    }
    return scope.em.transactional(async (em) => {
      const note = await findLiveNote(em, input.id);
      if (title !== null) note.title = title;
      await this.notes.save(em);
      await recordEvent(em, NOTE_EVENTS.updated, scope.workspace.id, {
        noteId: note.id,
        projectId: note.projectId,
      });
      return note;
    });
  }

  /**
   * Deletes a note this request has just created, when what was to come with it (an import's original
   * file) could not be stored: the import then leaves nothing. Announced as a deletion for good.
   */
  async discardCreated(scope: WorkspaceScope, id: string): Promise<void> {
    await scope.em.transactional(async (em) => {
      const note = await findLiveNote(em, id);
      await this.notes.delete(em, note);
      await recordEvent(em, NOTE_EVENTS.deleted, scope.workspace.id, {
        noteId: note.id,
        projectId: note.projectId,
      });
    });
  }

  /** A new note in the same project with the same text, titled "Copy of …" (cut to the title limit). */
  async duplicate(scope: WorkspaceScope, rawId: string): Promise<Note> {
    return scope.em.transactional(async (em) => {
      const source = await findLiveNote(em, rawId);
      const copy = await this.notes.insert(em, {
        id: randomUUID(),
        projectId: source.projectId,
        title: `${DUPLICATE_PREFIX}${source.title}`.slice(0, MAX_LENGTH.noteTitle),
        content: source.content,
        contentJson: source.contentJson,
        createdBy: scope.accountId,
        createdAt: new Date(),
        updatedAt: new Date(),
      });
      await recordEvent(em, NOTE_EVENTS.created, scope.workspace.id, {
        noteId: copy.id,
        projectId: copy.projectId,
        duplicateOf: source.id,
      });
      return copy;
    });
  }

  /** Moves the note to another live project of the workspace. */
  async move(scope: WorkspaceScope, rawId: string, rawProjectId: string): Promise<Note> {
    return scope.em.transactional(async (em) => {
      const note = await findLiveNote(em, rawId);
      const target = await findLiveProject(em, rawProjectId);
      const fromProjectId = note.projectId;
      note.projectId = target.id;
      await this.notes.save(em);
      await recordEvent(em, NOTE_EVENTS.moved, scope.workspace.id, {
        noteId: note.id,
        projectId: target.id,
        fromProjectId,
      });
      return note;
    });
  }
}

function parsedJson(
  value: Record<string, unknown> | string | null | undefined,
): Record<string, unknown> | null {
  if (value === null || value === undefined) return null;
  return typeof value === 'string' ? (JSON.parse(value) as Record<string, unknown>) : value;
}
