import Dialog from '@mui/material/Dialog';
import TextField from '@mui/material/TextField';
import { useEffect, useState } from 'react';
import { commonStrings } from '../strings';
import { DialogForm } from './DialogForm';

/**
 * A dialog asking for one name (create or rename something), with a characters-left counter and
 * the change's refusal shown inside. `onSubmit` resolves true when the dialog may close.
 */
export function NameDialog({
  open,
  title,
  label,
  initialValue = '',
  max,
  submitLabel,
  busyLabel,
  busy,
  error,
  onSubmit,
  onClose,
}: {
  open: boolean;
  title: string;
  label: string;
  initialValue?: string;
  max: number;
  submitLabel: string;
  busyLabel: string;
  busy: boolean;
  error: unknown;
  onSubmit: (value: string) => Promise<boolean>;
  onClose: () => void;
}) {
  const [value, setValue] = useState(initialValue);
  useEffect(() => {
    if (open) setValue(initialValue);
  }, [open, initialValue]);

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm">
      <DialogForm
        title={title}
        error={error}
        busy={busy}
        canSubmit={Boolean(value.trim())}
        submitLabel={submitLabel}
        busyLabel={busyLabel}
        onSubmit={async () => {
          if (await onSubmit(value.trim())) onClose();
        }}
        onCancel={onClose}
      >
        <TextField
          label={label}
          value={value}
          onChange={(event) => setValue(event.target.value)}
          required
          autoFocus
          fullWidth
          margin="normal"
          helperText={commonStrings.charactersUsed(value.length, max)}
          slotProps={{ htmlInput: { maxLength: max } }}
        />
      </DialogForm>
    </Dialog>
  );
}
