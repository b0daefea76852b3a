import Dialog from '@mui/material/Dialog';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { DialogForm } from '../../common/components/DialogForm';
import { useGraphqlMutation } from '../../graphql/hooks/useGraphqlMutation';
import { sortsByTitle } from '../../graphql/utils/sortsByTitle';
import { UPDATE_TAG_MUTATION } from '../operations';
import { tagStrings } from '../strings';
import type { Tag } from '../types/Tag';

const TAGS_BY_TITLE = sortsByTitle('tags');

/** Renames a tag; the server's refusal (length, duplicate name) is shown in the dialog. */
export function RenameTagDialog({
  tag,
  onClose,
  onDone,
}: {
  tag: Tag;
  onClose: () => void;
  onDone: () => void;
}) {
  const [title, setTitle] = useState(tag.title);
  // The answer is the tag; its lists, sorted by title, take it to its new place.
  const [update, { loading, error }] = useGraphqlMutation(UPDATE_TAG_MUTATION, {
    update: TAGS_BY_TITLE,
  });
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs">
      <DialogForm
        title={tagStrings.renameTitle}
        error={error}
        busy={loading}
        canSubmit={title.trim().length > 0}
        submitLabel={tagStrings.save}
        busyLabel={tagStrings.save}
        onCancel={onClose}
        onSubmit={async () => {
          if (await update({ input: { id: tag.id, title } })) onDone();
        }}
      >
        <TextField
          autoFocus
          fullWidth
          margin="normal"
          label={tagStrings.titleLabel}
          value={title}
          onChange={(event) => setTitle(event.target.value)}
        />
      </DialogForm>
    </Dialog>
  );
}
