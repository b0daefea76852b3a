import { Injectable } from '@nestjs/common';
import { AppError, NOTE_EVENTS, parsePathId } from '@fieldnote/core';
import { Note, Project } from '@fieldnote/db';
import type { EntityManager } from '@mikro-orm/postgresql';
import { recordEvent } from '../../common/record-event';
import { FileBytesCleanup } from '../file-storage';
import type { WorkspaceScope } from '../../context/workspace-access.service';
import { NOTE_MESSAGES } from './note.errors';
import { findLiveNote } from './note-lookup';

/**
 * A note's way through the trash: delete (hidden, restorable), restore, delete forever (only from
 * the trash; its highlights go with it). Callers check the role.
 */
@Injectable()
export class NoteTrashService {
  constructor(private readonly fileBytes: FileBytesCleanup) {}

  async trash(scope: WorkspaceScope, rawId: string): Promise<Note> {
    return scope.em.transactional(async (em) => {
      const note = await findLiveNote(em, rawId);
      note.deletedAt = new Date();
      note.deletedBy = scope.accountId;
      await em.flush();
      await recordEvent(em, NOTE_EVENTS.trashed, scope.workspace.id, {
        noteId: note.id,
        projectId: note.projectId,
      });
      return note;
    });
  }

  async restore(scope: WorkspaceScope, rawId: string): Promise<Note> {
    return scope.em.transactional(async (em) => {
      const note = await this.findTrashed(em, rawId);
      if (!(await em.findOne(Project, { id: note.projectId, deletedAt: null })))
        throw AppError.badInput(NOTE_MESSAGES.projectInTrash);
      note.deletedAt = null;
      note.deletedBy = null;
      await em.flush();
      await recordEvent(em, NOTE_EVENTS.restored, scope.workspace.id, {
        noteId: note.id,
        projectId: note.projectId,
      });
      return note;
    });
  }

  async deleteForever(scope: WorkspaceScope, rawId: string): Promise<void> {
    const fileKeys = await scope.em.transactional(async (em) => {
      const note = await this.findTrashed(em, rawId);
      const payload = { noteId: note.id, projectId: note.projectId };
      // Its files' rows cascade with it; their bytes are removed once this commits.
      const keys = await this.fileBytes.keysOfNote(em, note.id);
      em.remove(note);
      await em.flush();
      await recordEvent(em, NOTE_EVENTS.deleted, scope.workspace.id, payload);
      return keys;
    });
    await this.fileBytes.remove(fileKeys);
  }

  private async findTrashed(em: EntityManager, rawId: string): Promise<Note> {
    const note = await em.findOne(Note, { id: parsePathId(rawId) });
    if (!note) throw AppError.notFound('Note');
    if (!note.deletedAt) throw AppError.badInput(NOTE_MESSAGES.notInTrash);
    return note;
  }
}
