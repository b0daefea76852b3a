import { NameDialog } from '../../common/components/NameDialog';
import { useGraphqlMutation } from '../../graphql/hooks/useGraphqlMutation';
import { CREATE_FOLDER_MUTATION } from '../operations';
import { FOLDER_NAME_MAX, folderStrings } from '../strings';
import { addFolderInCache } from '../utils/addFolderInCache';

/** "New folder": at the top level, or inside `parentId`. */
export function NewFolderDialog({
  open,
  parentId,
  onClose,
}: {
  open: boolean;
  parentId: string | null;
  onClose: () => void;
}) {
  // The folder joins the cached list and its parent's children.
  const [create, { loading, error, reset }] = useGraphqlMutation(CREATE_FOLDER_MUTATION, {
    update: addFolderInCache,
  });
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
        return Boolean(await create({ input: { name, parentId } }));
      }}
      onClose={() => {
        reset();
        onClose();
      }}
    />
  );
}
