import { AppError, parsePathId } from '@fieldnote/core';
import { Note, PROJECT_GATE_FILTER, Project } from '@fieldnote/db';
import type { EntityManager } from '@mikro-orm/postgresql';
import { refusalOf } from '../projects';

/**
 * A note that is neither in the trash nor inside a project in the trash, by UUID, short id or
 * slug-short id; NOT_FOUND otherwise.
 */
export async function findLiveNote(em: EntityManager, rawId: string): Promise<Note> {
  const note = await em.findOne(
    Note,
    { id: parsePathId(rawId), deletedAt: null },
    // Found whatever the gate says, so that its project's check below can answer FORBIDDEN or NOT_FOUND.
    { filters: { [PROJECT_GATE_FILTER]: false } },
  );
  if (!note) throw AppError.notFound('Note');
  if (!(await em.findOne(Project, { id: note.projectId, deletedAt: null })))
    throw await refusalOf(em, note.projectId, 'Note');
  return note;
}
