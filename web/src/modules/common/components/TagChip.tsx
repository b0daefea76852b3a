import CancelIcon from '@mui/icons-material/Cancel';
import Chip from '@mui/material/Chip';
import { alpha } from '@mui/material/styles';
import type { ElementType } from 'react';

/**
 * A tag as a chip in its own colour; with `onDelete` it shows a remove button; with `to` (the tag's
 * page) and a `linkComponent` (PeekLink, given by the caller so this common chip does not pull the
 * peek into every page's chunks) it is a link.
 */
export function TagChip({
  title,
  color,
  label,
  onDelete,
  deleteLabel,
  to,
  linkComponent,
}: {
  title: string;
  color: string;
  label?: string;
  onDelete?: () => void;
  deleteLabel?: string;
  to?: string;
  linkComponent?: ElementType;
}) {
  const safe = /^#[0-9a-f]{3}([0-9a-f]{3})?$/i.test(color) ? color : '#757575';
  const link = to && linkComponent ? { component: linkComponent, to, clickable: true } : {};
  return (
    <Chip
      {...link}
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
