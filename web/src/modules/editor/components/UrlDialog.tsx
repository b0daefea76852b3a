import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useState } from 'react';

/** Asks for an address (a link's or an image's); an empty answer is allowed when `allowEmpty`. */
export function UrlDialog({
  title,
  label,
  initial = '',
  allowEmpty = false,
  onClose,
  onSubmit,
}: {
  title: string;
  label: string;
  initial?: string;
  allowEmpty?: boolean;
  onClose: () => void;
  onSubmit: (url: string) => void;
}) {
  const [value, setValue] = useState(initial);
  const trimmed = value.trim();
  const valid = (allowEmpty && trimmed === '') || /^(https?:\/\/|mailto:|\/)/i.test(trimmed);
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (valid) onSubmit(trimmed);
        }}
      >
        <DialogTitle>{title}</DialogTitle>
        <DialogContent>
          <TextField
            autoFocus
            fullWidth
            margin="dense"
            label={label}
            value={value}
            onChange={(event) => setValue(event.target.value)}
            error={trimmed !== '' && !valid}
            helperText={trimmed !== '' && !valid ? 'Start the address with https://' : ' '}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained" disabled={!valid}>
            OK
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
