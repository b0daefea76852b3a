import { AppError } from '@fieldnote/core';
import type { Note, Tag } from '@fieldnote/db';
import type { EntityManager } from '@mikro-orm/postgresql';
import { highlightErrors } from './highlight-errors';
import type { HighlightsRepository } from './highlights.repository';

/**
 * The tags `tagIds` for a highlight of `note`: each must exist and be the note's project's or the
 * workspace's. Share-locked, so a merge or deletion of these tags waits until this change commits.
 */
export async function tagsForNote(
  highlights: HighlightsRepository,
  em: EntityManager,
  note: Note,
  tagIds: string[],
): Promise<Tag[]> {
  if (tagIds.length === 0) return [];
  const tags = await highlights.findTagsLocked(em, tagIds);
  if (tags.length !== tagIds.length) throw AppError.notFound('Tag');
  if (tags.some((t) => t.projectId !== null && t.projectId !== note.projectId))
    throw highlightErrors.tagOutOfProject();
  return tags;
}
