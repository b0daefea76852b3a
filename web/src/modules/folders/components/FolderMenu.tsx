import { ItemActionsMenu } from '../../common/components/ItemActionsMenu';
import { useGraphqlMutation } from '../../graphql/hooks/useGraphqlMutation';
import { DELETE_FOLDER_MUTATION, UPDATE_FOLDER_MUTATION } from '../operations';
import { FOLDER_NAME_MAX, folderStrings } from '../strings';
import type { Folder } from '../types/Folder';

/** A folder page's menu: rename, delete (its contents move up, as the confirmation says). */
export function FolderMenu({
  folder,
  parentName,
  onDeleted,
}: {
  folder: Folder;
  parentName: string | null;
  onDeleted: () => void;
}) {
  const [rename, renameState] = useGraphqlMutation(UPDATE_FOLDER_MUTATION);
  const [remove, removal] = useGraphqlMutation(DELETE_FOLDER_MUTATION);

  return (
    <ItemActionsMenu
      label={folderStrings.folderActions}
      actions={[
        {
          kind: 'rename',
          label: folderStrings.rename,
          dialog: {
            title: folderStrings.renameFolder,
            label: folderStrings.folderName,
            initialValue: folder.name,
            max: FOLDER_NAME_MAX,
            submitLabel: folderStrings.rename,
            busyLabel: folderStrings.saving,
          },
          mutation: renameState,
          // The answer's name lands in the cached folder, which the page and its breadcrumbs read.
          onSubmit: async (name) => Boolean(await rename({ input: { id: folder.id, name } })),
        },
        {
          kind: 'delete',
          label: folderStrings.deleteFolder,
          danger: true,
          confirm: {
            title: folderStrings.deleteFolderTitle,
            body: folderStrings.deleteFolderBody(folder.name, parentName),
            confirmLabel: folderStrings.delete,
          },
          mutation: removal,
          onConfirm: async () => {
            const result = await remove({ id: folder.id });
            if (result) onDeleted();
            return Boolean(result);
          },
        },
      ]}
    />
  );
}
