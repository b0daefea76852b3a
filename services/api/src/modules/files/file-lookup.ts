import { AppError, ErrorCode, parsePathId } from '@fieldnote/core';
import { StoredFile } from '@fieldnote/db';
import type { EntityManager } from '@mikro-orm/postgresql';
import { findLiveNote } from '../notes';

/** A file of a live note (not in the trash), by id; NOT_FOUND otherwise. */
export async function findLiveFile(em: EntityManager, rawId: string): Promise<StoredFile> {
  const file = await em.findOne(StoredFile, { id: parsePathId(rawId) });
  if (!file) throw AppError.notFound('File');
  await findLiveNote(em, file.noteId).catch((error: unknown) => {
    // A note the member may only view still refuses a change as FORBIDDEN.
    throw error instanceof AppError && error.code === ErrorCode.FORBIDDEN ? error : AppError.notFound('File');
  });
  return file;
}
