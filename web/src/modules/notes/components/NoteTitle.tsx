import Alert from '@mui/material/Alert';
import ButtonBase from '@mui/material/ButtonBase';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useGraphqlMutation } from '../../graphql/hooks/useGraphqlMutation';
import { errorMessage } from '../../graphql/utils/errorMessage';
import { NOTE_TITLE_MAX } from '../../projects/strings';
import { RENAME_NOTE_MUTATION } from '../operations';
import { noteStrings } from '../strings';

/**
 * The note's title; members who may edit click it to rename inline (Enter or leaving the field
 * saves, Escape cancels). A refused rename keeps the field open with the server's message.
 */
export function NoteTitle({ noteId, title, editable }: { noteId: string; title: string; editable: boolean }) {
  const [draft, setDraft] = useState<string | null>(null);
  const [rename, { loading, error, reset }] = useGraphqlMutation(RENAME_NOTE_MUTATION);
  const shown = title || noteStrings.untitledNote;
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
        title={noteStrings.renameHint}
        aria-label={`${noteStrings.renameHint}: ${shown}`}
        sx={{ textAlign: 'left', borderRadius: 1, '&:hover': { bgcolor: 'action.hover' } }}
      >
        {heading}
      </ButtonBase>
    );

  const save = async () => {
    if (loading) return;
    const next = draft.trim();
    if (next === title || next === '') {
      setDraft(null);
      reset();
      return;
    }
    const result = await rename({ input: { id: noteId, title: next } });
    // The answer is the note's title, which every cached view of the note shows.
    if (result) {
      setDraft(null);
    }
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
          if (event.key === 'Escape') {
            setDraft(null);
            reset();
          }
        }}
        autoFocus
        fullWidth
        disabled={loading}
        label={noteStrings.titleLabel}
        slotProps={{ htmlInput: { maxLength: NOTE_TITLE_MAX } }}
      />
    </>
  );
}
