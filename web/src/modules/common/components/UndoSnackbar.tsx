import Button from '@mui/material/Button';
import Snackbar from '@mui/material/Snackbar';
import { commonStrings } from '../strings';

/** "X moved to the trash" with an Undo button; closes by itself after a few seconds. */
export function UndoSnackbar({
  message,
  onUndo,
  onClose,
}: {
  message: string | null;
  onUndo: () => void;
  onClose: () => void;
}) {
  return (
    <Snackbar
      open={message !== null}
      message={message ?? ''}
      autoHideDuration={8000}
      onClose={(_event, reason) => {
        if (reason !== 'clickaway') onClose();
      }}
      action={
        <Button color="inherit" size="small" onClick={onUndo}>
          {commonStrings.undo}
        </Button>
      }
    />
  );
}
