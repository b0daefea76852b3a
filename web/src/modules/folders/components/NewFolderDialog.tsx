import { NameDialog } from '../../common/components/NameDialog';
import { useGraphqlMutation } from '../../graphql/hooks/useGraphqlMutation';
import { CREATE_FOLDER_MUTATION } from '../operations';
import { FOLDER_NAME_MAX, folderStrings } from '../strings';
import type { Folder } from '../types/Folder';

/** "New folder": at the top level, or inside `parentId`. */
export function NewFolderDialog({
  open,
  parentId,
  onClose,
  onCreated,
}: {
  open: boolean;
  parentId: string | null;
  onClose: () => void;
  onCreated: (folder: Folder) => void;
}) {
  const [create, { loading, error, reset }] = useGraphqlMutation(CREATE_FOLDER_MUTATION);
  return (
    <NameDialog
      open={open}
      title={parentId ? folderStrings.newSubfolder : folderStrings.newFolder}
      label={folderStrings.folderName}
      max={FOLDER_NAME_MAX}
      submitLabel={folderStrings.createFolder}
      busyLabel={folderStrings.creating}
      busy={loading}
      error={error}
      onSubmit={async (name) => {
        const result = await create({ input: { name, parentId } });
        if (result) onCreated(result.createFolder);
        return Boolean(result);
      }}
      onClose={() => {
        reset();
        onClose();
      }}
    />
  );
}
