import { AppError, parsePathId } from '@fieldnote/core';
import { Note, Project } from '@fieldnote/db';
import type { EntityManager } from '@mikro-orm/postgresql';

/**
 * A note that is neither in the trash nor inside a project in the trash, by UUID, short id or
 * slug-short id; NOT_FOUND otherwise.
 */
export async function findLiveNote(em: EntityManager, rawId: string): Promise<Note> {
  const note = await em.findOne(Note, { id: parsePathId(rawId), deletedAt: null });
  if (!note || !(await em.findOne(Project, { id: note.projectId, deletedAt: null })))
    throw AppError.notFound('Note');
  return note;
}
