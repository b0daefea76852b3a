import BorderColorIcon from '@mui/icons-material/BorderColor';
import Button from '@mui/material/Button';
import { noteStrings } from '../strings';

/** The floating "Highlight" button over a text selection in the note (H does the same). */
export function HighlightButton({
  position,
  onClick,
}: {
  position: { top: number; left: number };
  onClick: () => void;
}) {
  return (
    <Button
      variant="contained"
      size="small"
      startIcon={<BorderColorIcon />}
      title={noteStrings.highlightShortcut}
      // Keeps the selection: a mouse-down on the button would otherwise clear it first.
      onMouseDown={(event) => event.preventDefault()}
      onClick={onClick}
      data-testid="highlight-button"
      sx={{
        position: 'fixed',
        top: Math.max(position.top - 44, 8),
        left: position.left,
        transform: 'translateX(-50%)',
        zIndex: (theme) => theme.zIndex.tooltip,
      }}
    >
      {noteStrings.highlightButton} (H)
    </Button>
  );
}
