import { Injectable } from '@nestjs/common';
import { Note, StoredFile } from '@fieldnote/db';
import type { EntityManager } from '@mikro-orm/postgresql';

/** The reads of stored files' keys. Every method runs through `em`, in its transaction when it has one. */
@Injectable()
export class FileStorageRepository {
  /** The storage keys of a note's files. */
  async storageKeysOfNote(em: EntityManager, noteId: string): Promise<string[]> {
    return (await em.find(StoredFile, { noteId }, { fields: ['storageKey'] })).map((f) => f.storageKey);
  }

  /** The storage keys of the files of every note of a project. */
  async storageKeysOfProject(em: EntityManager, projectId: string): Promise<string[]> {
    const notes = await em.find(Note, { projectId }, { fields: ['id'] });
    if (notes.length === 0) return [];
    const files = await em.find(
      StoredFile,
      { noteId: { $in: notes.map((n) => n.id) } },
      { fields: ['storageKey'] },
    );
    return files.map((f) => f.storageKey);
  }
}
