import Dialog from '@mui/material/Dialog';
import TextField from '@mui/material/TextField';
import { useEffect, useState } from 'react';
import { DialogForm } from '../../common/components/DialogForm';
import { commonStrings } from '../../common/strings';
import { CHANNEL_LIMITS } from '../strings';

/** What the dialog asks for. */
export interface TitleDescription {
  title: string;
  description: string;
}

/**
 * A dialog asking for a title and a description (a channel or a theme, new or edited), with
 * characters-used counters and the server's refusal shown inside. `onSubmit` resolves true when the
 * dialog may close.
 */
export function TitleDescriptionDialog({
  open,
  heading,
  titleLabel,
  titleHelper,
  descriptionLabel,
  descriptionHelper,
  initial,
  submitLabel,
  busyLabel,
  busy,
  error,
  onSubmit,
  onClose,
}: {
  open: boolean;
  heading: string;
  titleLabel: string;
  titleHelper: string;
  descriptionLabel: string;
  descriptionHelper: string;
  initial?: TitleDescription;
  submitLabel: string;
  busyLabel: string;
  busy: boolean;
  error: unknown;
  onSubmit: (values: TitleDescription) => Promise<boolean>;
  onClose: () => void;
}) {
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const initialTitle = initial?.title ?? '';
  const initialDescription = initial?.description ?? '';
  useEffect(() => {
    if (!open) return;
    setTitle(initialTitle);
    setDescription(initialDescription);
  }, [open, initialTitle, initialDescription]);

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm">
      <DialogForm
        title={heading}
        error={error}
        busy={busy}
        canSubmit={Boolean(title.trim())}
        submitLabel={submitLabel}
        busyLabel={busyLabel}
        onSubmit={async () => {
          if (await onSubmit({ title: title.trim(), description: description.trim() })) onClose();
        }}
        onCancel={onClose}
      >
        <TextField
          label={titleLabel}
          value={title}
          onChange={(event) => setTitle(event.target.value)}
          required
          autoFocus
          fullWidth
          margin="normal"
          helperText={`${titleHelper} ${commonStrings.charactersUsed(title.length, CHANNEL_LIMITS.title)}`}
          slotProps={{ htmlInput: { maxLength: CHANNEL_LIMITS.title } }}
        />
        <TextField
          label={descriptionLabel}
          value={description}
          onChange={(event) => setDescription(event.target.value)}
          multiline
          minRows={3}
          maxRows={8}
          fullWidth
          margin="normal"
          helperText={`${descriptionHelper} ${commonStrings.charactersUsed(description.length, CHANNEL_LIMITS.description)}`}
          slotProps={{ htmlInput: { maxLength: CHANNEL_LIMITS.description } }}
        />
      </DialogForm>
    </Dialog>
  );
}
