import MoreVertIcon from '@mui/icons-material/MoreVert';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useState } from 'react';
import { fieldStrings } from '../strings';

/** A field's actions behind one button: how a narrow screen offers edit, change type and delete. */
export function FieldActionsMenu({
  label,
  onAction,
}: {
  label: string;
  onAction: (kind: 'edit' | 'type' | 'delete') => void;
}) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const pick = (kind: 'edit' | 'type' | 'delete') => {
    setAnchor(null);
    onAction(kind);
  };
  return (
    <>
      <IconButton
        size="small"
        aria-label={fieldStrings.actionsFor(label)}
        aria-haspopup="menu"
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <MoreVertIcon fontSize="small" />
      </IconButton>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        <MenuItem onClick={() => pick('edit')}>{fieldStrings.edit}</MenuItem>
        <MenuItem onClick={() => pick('type')}>{fieldStrings.changeType}</MenuItem>
        <MenuItem onClick={() => pick('delete')} sx={{ color: 'error.main' }}>
          {fieldStrings.delete}
        </MenuItem>
      </Menu>
    </>
  );
}
