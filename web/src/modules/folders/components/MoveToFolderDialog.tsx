import Dialog from '@mui/material/Dialog';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useEffect, useState } from 'react';
import { DialogForm } from '../../common/components/DialogForm';
import { ErrorAlert } from '../../common/components/ErrorAlert';
import { useGraphqlMutation } from '../../graphql/hooks/useGraphqlMutation';
import { useGraphqlQuery } from '../../graphql/hooks/useGraphqlQuery';
import { FOLDERS_QUERY, MOVE_PROJECT_TO_FOLDER_MUTATION } from '../operations';
import { folderStrings } from '../strings';
import { folderOptions } from '../utils/folderOptions';

const FOLDER_QUERIES: readonly string[] = ['Folders', 'Folder'];

const TOP_LEVEL = '';

/** Picks the folder a project goes into (or the top level) and moves it there. */
export function MoveToFolderDialog({
  project,
  open,
  onClose,
}: {
  project: { id: string; title: string; folderId?: string | null };
  open: boolean;
  onClose: () => void;
}) {
  const folders = useGraphqlQuery(FOLDERS_QUERY, {}, { skip: !open });
  const [target, setTarget] = useState(project.folderId ?? TOP_LEVEL);
  // The answer is the project's folder; the folders' counts and contents are read again by policy.
  const [move, { loading, error, reset }] = useGraphqlMutation(MOVE_PROJECT_TO_FOLDER_MUTATION, {
    refetchQueries: FOLDER_QUERIES,
  });
  useEffect(() => {
    if (open) setTarget(project.folderId ?? TOP_LEVEL);
  }, [open, project.folderId]);

  const close = () => {
    reset();
    onClose();
  };

  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="sm">
      <DialogForm
        title={folderStrings.moveToFolderTitle(project.title)}
        error={error}
        busy={loading}
        canSubmit={target !== (project.folderId ?? TOP_LEVEL)}
        submitLabel={folderStrings.move}
        busyLabel={folderStrings.moving}
        onSubmit={async () => {
          const result = await move({ input: { projectId: project.id, folderId: target || null } });
          if (result) close();
        }}
        onCancel={close}
      >
        <ErrorAlert error={folders.error} onRetry={folders.refetch} />
        <TextField
          select
          label={folderStrings.destination}
          value={target}
          onChange={(event) => setTarget(event.target.value)}
          fullWidth
          margin="normal"
          helperText={folders.data?.folders.length === 0 ? folderStrings.noFoldersYet : undefined}
        >
          <MenuItem value={TOP_LEVEL}>{folderStrings.topLevel}</MenuItem>
          {folderOptions(folders.data?.folders ?? []).map(({ folder, depth }) => (
            <MenuItem key={folder.id} value={folder.id} sx={{ pl: 2 + depth * 2 }}>
              {folder.name}
            </MenuItem>
          ))}
        </TextField>
      </DialogForm>
    </Dialog>
  );
}
