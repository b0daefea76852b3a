import { AppError, parsePathId } from '@fieldnote/core';
import type { Note } from '@fieldnote/db';
import type { EntityManager } from '@mikro-orm/postgresql';
import { requireLiveProject } from '../projects';
import { NotesRepository } from './notes.repository';

/**
 * Other modules call this lookup with nothing but an entity manager, so it reads through an
 * instance of its own: the repository holds no state, and the member's gate rides on `em`.
 */
const notes = new NotesRepository();

/**
 * A note that is neither in the trash nor inside a project in the trash, by UUID, short id or
 * slug-short id; NOT_FOUND otherwise (FORBIDDEN for a change in a project the member may only view).
 */
export async function findLiveNote(em: EntityManager, rawId: string): Promise<Note> {
  const note = await notes.findLiveByIdPastGate(em, parsePathId(rawId));
  if (!note) throw AppError.notFound('Note');
  await requireLiveProject(em, note.projectId, 'Note');
  return note;
}
