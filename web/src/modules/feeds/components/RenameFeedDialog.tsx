import Dialog from '@mui/material/Dialog';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { DialogForm } from '../../common/components/DialogForm';
import { useGraphqlMutation } from '../../graphql/hooks/useGraphqlMutation';
import { RENAME_SAVED_FEED_MUTATION } from '../operations';
import { feedStrings as strings } from '../strings';

/** Renames a feed; the server's refusal (empty, over 200 characters) shows in the dialog. */
export function RenameFeedDialog({
  feed,
  onClose,
  onDone,
}: {
  feed: { id: string; title: string };
  onClose: () => void;
  onDone: () => void;
}) {
  const [title, setTitle] = useState(feed.title);
  const [rename, { loading, error }] = useGraphqlMutation(RENAME_SAVED_FEED_MUTATION);
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs">
      <DialogForm
        title={strings.renameTitle}
        error={error}
        busy={loading}
        canSubmit={title.trim().length > 0}
        submitLabel={strings.renameConfirm}
        busyLabel={strings.renameConfirm}
        onCancel={onClose}
        onSubmit={async () => {
          if (await rename({ input: { id: feed.id, title } })) onDone();
        }}
      >
        <TextField
          autoFocus
          fullWidth
          margin="normal"
          label={strings.titleLabel}
          value={title}
          onChange={(event) => setTitle(event.target.value)}
        />
      </DialogForm>
    </Dialog>
  );
}
