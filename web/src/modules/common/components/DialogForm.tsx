import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import type { FormEvent, ReactNode } from 'react';
import { commonStrings } from '../strings';
import { ErrorNotice } from './ErrorNotice';

/**
 * The form inside a create/send dialog: title, the mutation's error, the fields, and
 * Cancel + submit buttons (the submit button shows `busyLabel` while `busy`).
 * The caller owns the surrounding `Dialog`, so a dialog can show something else after success.
 */
export function DialogForm({
  title,
  error,
  busy,
  canSubmit,
  submitLabel,
  busyLabel,
  onSubmit,
  onCancel,
  children,
}: {
  title: string;
  error: unknown;
  busy: boolean;
  canSubmit: boolean;
  submitLabel: string;
  busyLabel: string;
  onSubmit: () => Promise<void>;
  onCancel: () => void;
  children: ReactNode;
}) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void onSubmit();
  };

  return (
    <form onSubmit={submit} noValidate>
      <DialogTitle>{title}</DialogTitle>
      <DialogContent>
        {error ? <ErrorNotice error={error} /> : null}
        {children}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onCancel}>{commonStrings.cancel}</Button>
        <Button type="submit" variant="contained" disabled={busy || !canSubmit}>
          {busy ? busyLabel : submitLabel}
        </Button>
      </DialogActions>
    </form>
  );
}
