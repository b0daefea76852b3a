import CancelIcon from '@mui/icons-material/Cancel';
import Chip from '@mui/material/Chip';
import { alpha } from '@mui/material/styles';

/** A tag as a chip in its own colour; with `onDelete` it shows a remove button. */
export function TagChip({
  title,
  color,
  label,
  onDelete,
  deleteLabel,
}: {
  title: string;
  color: string;
  label?: string;
  onDelete?: () => void;
  deleteLabel?: string;
}) {
  const safe = /^#[0-9a-f]{3}([0-9a-f]{3})?$/i.test(color) ? color : '#757575';
  return (
    <Chip
      size="small"
      label={label ?? title}
      onDelete={onDelete}
      deleteIcon={
        onDelete ? <CancelIcon aria-hidden={false} aria-label={deleteLabel} role="button" /> : undefined
      }
      data-testid="tag-chip"
      sx={{
        bgcolor: alpha(safe, 0.14),
        color: 'text.primary',
        border: 1,
        borderColor: alpha(safe, 0.5),
        fontWeight: 500,
        '&::before': { content: '""', width: 8, height: 8, borderRadius: '50%', bgcolor: safe, ml: 1 },
      }}
    />
  );
}
