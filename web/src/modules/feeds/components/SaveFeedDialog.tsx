import Dialog from '@mui/material/Dialog';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { DialogForm } from '../../common/components/DialogForm';
import { useGraphqlMutation } from '../../graphql/hooks/useGraphqlMutation';
import { CREATE_SAVED_FEED_MUTATION } from '../operations';
import { feedStrings as strings } from '../strings';

/** Names and saves the current search (its page parameters) as a feed; the server checks the name. */
export function SaveFeedDialog({
  search,
  suggestedTitle,
  onClose,
  onSaved,
}: {
  search: string;
  suggestedTitle: string;
  onClose: () => void;
  onSaved: (feed: { id: string; title: string; search: string }) => void;
}) {
  const [title, setTitle] = useState(suggestedTitle);
  const [create, { loading, error }] = useGraphqlMutation(CREATE_SAVED_FEED_MUTATION);
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs">
      <DialogForm
        title={strings.saveTitle}
        error={error}
        busy={loading}
        canSubmit={title.trim().length > 0}
        submitLabel={strings.saveConfirm}
        busyLabel={strings.saving}
        onCancel={onClose}
        onSubmit={async () => {
          const data = await create({ input: { title, search } });
          if (data) onSaved(data.createSavedFeed);
        }}
      >
        <Typography variant="body2" color="text.secondary">
          {strings.saveExplain}
        </Typography>
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
