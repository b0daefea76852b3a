import { Injectable } from '@nestjs/common';
import { NOTE_EVENTS, Role } from '@fieldnote/core';
import type { Note } from '@fieldnote/db';
import { FileBytesCleanup } from '../file-storage';
import { projectAsParent } from '../projects';
import { type EventFieldsOf, SoftDeleteLifecycle, trashAccess } from '../trash';
import { NOTE_MESSAGES } from './note.errors';
import { findLiveNote } from './note-lookup';
import { NotesRepository } from './notes.repository';

/**
 * A note's way through the trash (the shared lifecycle): it follows its project (it cannot come back
 * while the project is in the trash), and deleting it for good cascades to its highlights and files,
 * whose bytes are removed once that has committed.
 */
@Injectable()
export class NoteTrashService extends SoftDeleteLifecycle<Note, EventFieldsOf<typeof NOTE_EVENTS.trashed>> {
  constructor(notes: NotesRepository, fileBytes: FileBytesCleanup) {
    super({
      name: 'Note',
      access: trashAccess(Role.CONTRIBUTOR),
      events: NOTE_EVENTS,
      payloadOf: (note) => ({ noteId: note.id, projectId: note.projectId }),
      notInTrash: NOTE_MESSAGES.notInTrash,
      findLive: findLiveNote,
      rows: notes,
      parent: projectAsParent(NOTE_MESSAGES.projectInTrash),
      releaseOutsideDatabase: async (em, note) => {
        const keys = await fileBytes.keysOfNote(em, note.id);
        return () => fileBytes.remove(keys);
      },
    });
  }
}
