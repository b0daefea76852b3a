import { Inject, Injectable } from '@nestjs/common';
import type { Logger } from '@fieldnote/core';
import { LOGGER, Note, StoredFile } from '@fieldnote/db';
import type { EntityManager } from '@mikro-orm/postgresql';
import { FILE_STORAGE, type FileStorage } from './file-storage';

/**
 * The stored bytes of files whose rows go with a note or project deleted for good: their keys are
 * read inside the deleting transaction (before the rows cascade away) and the bytes removed after
 * it commits, so a row never points at missing bytes and deleted research leaves no bytes behind.
 */
@Injectable()
export class FileBytesCleanup {
  constructor(
    @Inject(FILE_STORAGE) private readonly storage: FileStorage,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async keysOfNote(em: EntityManager, noteId: string): Promise<string[]> {
    return (await em.find(StoredFile, { noteId }, { fields: ['storageKey'] })).map((f) => f.storageKey);
  }

  async keysOfProject(em: EntityManager, projectId: string): Promise<string[]> {
    const notes = await em.find(Note, { projectId }, { fields: ['id'] });
    if (notes.length === 0) return [];
    const files = await em.find(
      StoredFile,
      { noteId: { $in: notes.map((n) => n.id) } },
      { fields: ['storageKey'] },
    );
    return files.map((f) => f.storageKey);
  }

  /** Removes the bytes; a failure is logged (an orphaned object), never thrown at the person. */
  async remove(keys: string[]): Promise<void> {
    for (const key of keys)
      await this.storage
        .delete(key)
        .catch((error: unknown) =>
          this.logger.error({ err: error, key }, 'could not remove the bytes of a deleted file'),
        );
  }
}
