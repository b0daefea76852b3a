import Alert from '@mui/material/Alert';
import ButtonBase from '@mui/material/ButtonBase';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { errorMessage } from '../../graphql/utils/errorMessage';

/**
 * A page's title (h1); members who may edit click it to rename inline (Enter or leaving the field
 * saves, Escape cancels). A refused rename keeps the field open with the server's message. The caller
 * owns the mutation: `save` answers whether the new title was taken.
 */
export function InlineTitle({
  title,
  untitled,
  renameHint,
  label,
  maxLength,
  editable,
  saving,
  error,
  onSave,
  onCancel,
}: {
  title: string;
  /** What is shown while the title is empty. */
  untitled: string;
  renameHint: string;
  /** The field's label while renaming. */
  label: string;
  maxLength: number;
  editable: boolean;
  saving: boolean;
  error: unknown;
  /** Saves the draft (as typed); resolves true once renamed. Not called when nothing changed. */
  onSave: (draft: string) => Promise<boolean>;
  /** Clears the last refusal, when the field closes without saving. */
  onCancel: () => void;
}) {
  const [draft, setDraft] = useState<string | null>(null);
  const shown = title || untitled;
  const heading = (
    <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }}>
      {shown}
    </Typography>
  );

  if (!editable) return heading;
  if (draft === null)
    return (
      <ButtonBase
        onClick={() => setDraft(title)}
        title={renameHint}
        aria-label={`${renameHint}: ${shown}`}
        sx={{ textAlign: 'left', borderRadius: 1, '&:hover': { bgcolor: 'action.hover' } }}
      >
        {heading}
      </ButtonBase>
    );

  const close = () => {
    setDraft(null);
    onCancel();
  };
  const save = async () => {
    if (saving) return;
    if (draft.trim() === title) return close();
    if (await onSave(draft)) setDraft(null);
  };

  return (
    <>
      {error ? <Alert severity="error">{errorMessage(error)}</Alert> : null}
      <TextField
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
        onBlur={() => void save()}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            void save();
          }
          if (event.key === 'Escape') close();
        }}
        autoFocus
        fullWidth
        disabled={saving}
        label={label}
        slotProps={{ htmlInput: { maxLength } }}
      />
    </>
  );
}
