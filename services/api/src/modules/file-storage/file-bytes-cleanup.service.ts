import { Inject, Injectable } from '@nestjs/common';
import type { Logger } from '@fieldnote/core';
import { LOGGER } from '@fieldnote/db';
import type { EntityManager } from '@mikro-orm/postgresql';
import { FILE_STORAGE, type FileStorage } from './file-storage';
import { FileStorageRepository } from './file-storage.repository';

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
    private readonly files: FileStorageRepository,
  ) {}

  keysOfNote(em: EntityManager, noteId: string): Promise<string[]> {
    return this.files.storageKeysOfNote(em, noteId);
  }

  keysOfProject(em: EntityManager, projectId: string): Promise<string[]> {
    return this.files.storageKeysOfProject(em, projectId);
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
