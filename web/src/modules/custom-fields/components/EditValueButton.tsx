import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import IconButton from '@mui/material/IconButton';
import type { SxProps, Theme } from '@mui/material/styles';
import { fieldStrings } from '../strings';

/**
 * A grid's styles for its cells' pencils: shown on the row under the pointer or the cell in focus,
 * and always on a screen without a pointer (there is no hover to find them by).
 */
export const EDIT_VALUE_GRID_SX: SxProps<Theme> = {
  '& .edit-value': { opacity: 0 },
  '& .MuiDataGrid-row:hover .edit-value, & .MuiDataGrid-cell:focus-within .edit-value': { opacity: 1 },
  '@media (hover: none)': { '& .edit-value': { opacity: 1 } },
};

/**
 * The pencil at the end of a grid cell that opens its value's editor. It lies over the end of the
 * value, so while hidden it takes no room from it; the cell it sits in is handed over.
 */
export function EditValueButton({
  label,
  onEdit,
  side = 'right',
}: {
  label: string;
  onEdit: (cell: Element | null) => void;
  /** The end it lies over: the left for a value aligned right (a number). */
  side?: 'left' | 'right';
}) {
  return (
    <IconButton
      size="small"
      className="edit-value"
      aria-label={fieldStrings.editValue(label)}
      onClick={(event) => onEdit(event.currentTarget.closest('[role="gridcell"]'))}
      sx={{
        position: 'absolute',
        [side]: 0,
        bgcolor: 'background.paper',
        '&:hover': { bgcolor: 'action.selected' },
      }}
    >
      <EditOutlinedIcon fontSize="inherit" />
    </IconButton>
  );
}

/** A cell's content with room for the pencil to lie over its end. */
export const EDITABLE_CELL_SX: SxProps<Theme> = {
  position: 'relative',
  width: '100%',
  minHeight: '100%',
  display: 'flex',
  alignItems: 'center',
};
