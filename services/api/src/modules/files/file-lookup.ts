import { Injectable } from '@nestjs/common';
import { AppError, ErrorCode, parsePathId } from '@fieldnote/core';
import type { StoredFile } from '@fieldnote/db';
import type { EntityManager } from '@mikro-orm/postgresql';
import { findLiveNote } from '../notes';
import { FilesRepository } from './files.repository';

/** Finds files of live notes, for this module and for highlights cut from a transcript. */
@Injectable()
export class FileLookup {
  constructor(private readonly files: FilesRepository) {}

  /** A file of a live note (not in the trash), by id; NOT_FOUND otherwise. */
  async findLive(em: EntityManager, rawId: string): Promise<StoredFile> {
    const file = await this.files.findById(em, parsePathId(rawId));
    if (!file) throw AppError.notFound('File');
    await findLiveNote(em, file.noteId).catch((error: unknown) => {
      // A note the member may only view still refuses a change as FORBIDDEN.
      throw error instanceof AppError && error.code === ErrorCode.FORBIDDEN
        ? error
        : AppError.notFound('File');
    });
    return file;
  }
}
