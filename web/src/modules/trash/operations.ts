import { defineOperation } from '../graphql/utils/defineOperation';
import type { TrashItem } from './types/TrashItem';

export const TRASH_QUERY = defineOperation<{ trash: TrashItem[] }, { projectId: string | null }>(
  `query Trash($projectId: ID) { trash(projectId: $projectId) {
    id kind title projectId projectTitle deletedAt deletedBy { id name } } }`,
);

export const RESTORE_PROJECT_FROM_TRASH = defineOperation<{ restoreProject: { id: string } }, { id: string }>(
  `mutation RestoreProjectFromTrash($id: ID!) { restoreProject(id: $id) { id } }`,
);

export const RESTORE_NOTE_FROM_TRASH = defineOperation<{ restoreNote: { id: string } }, { id: string }>(
  `mutation RestoreNoteFromTrash($id: ID!) { restoreNote(id: $id) { id } }`,
);

export const DELETE_PROJECT_FOREVER = defineOperation<{ deleteProjectForever: boolean }, { id: string }>(
  `mutation DeleteProjectForever($id: ID!) { deleteProjectForever(id: $id) }`,
);

export const DELETE_NOTE_FOREVER = defineOperation<{ deleteNoteForever: boolean }, { id: string }>(
  `mutation DeleteNoteForever($id: ID!) { deleteNoteForever(id: $id) }`,
);
