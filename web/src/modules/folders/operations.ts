import { defineOperation } from '../graphql/utils/defineOperation';
import type { Project } from '../projects/types/Project';
import type { Folder } from './types/Folder';

const FOLDER_FIELDS = 'id shortId name parentId projectCount folderCount';
const PROJECT_FIELDS =
  'id shortId title summary icon color folderId starred archived noteCount insightCount createdAt updatedAt';

export const FOLDERS_QUERY = defineOperation<{ folders: Folder[] }>(
  `query Folders { folders { ${FOLDER_FIELDS} } }`,
);

export const FOLDER_QUERY = defineOperation<
  { folder: Folder & { ancestors: Folder[]; children: Folder[]; projects: Project[] } },
  { id: string }
>(
  `query Folder($id: ID!) { folder(id: $id) { ${FOLDER_FIELDS} ancestors { ${FOLDER_FIELDS} } children { ${FOLDER_FIELDS} } projects { ${PROJECT_FIELDS} } } }`,
);

export const CREATE_FOLDER_MUTATION = defineOperation<
  { createFolder: Folder },
  { input: { name: string; parentId: string | null } }
>(`mutation CreateFolder($input: CreateFolderInput!) { createFolder(input: $input) { ${FOLDER_FIELDS} } }`);

export const UPDATE_FOLDER_MUTATION = defineOperation<
  { updateFolder: Folder },
  { input: { id: string; name: string } }
>(`mutation UpdateFolder($input: UpdateFolderInput!) { updateFolder(input: $input) { ${FOLDER_FIELDS} } }`);

export const DELETE_FOLDER_MUTATION = defineOperation<{ deleteFolder: boolean }, { id: string }>(
  `mutation DeleteFolder($id: ID!) { deleteFolder(id: $id) }`,
);

export const MOVE_PROJECT_TO_FOLDER_MUTATION = defineOperation<
  { moveProjectToFolder: { id: string; folderId: string | null } },
  { input: { projectId: string; folderId: string | null } }
>(
  `mutation MoveProjectToFolder($input: MoveProjectToFolderInput!) { moveProjectToFolder(input: $input) { id folderId } }`,
);
