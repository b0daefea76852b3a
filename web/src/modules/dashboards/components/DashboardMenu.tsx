import MoreVertIcon from '@mui/icons-material/MoreVert';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useState } from 'react';
import { dashboardStrings as strings } from '../strings';

/** Rename and delete of a dashboard, for contributors. */
export function DashboardMenu({
  title,
  onRename,
  onDelete,
}: {
  title: string;
  onRename: () => void;
  onDelete: () => void;
}) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const run = (action: () => void) => () => {
    setAnchor(null);
    action();
  };
  return (
    <>
      <IconButton
        aria-label={strings.dashboardActions(title)}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <MoreVertIcon />
      </IconButton>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        <MenuItem onClick={run(onRename)}>{strings.renameDashboard}</MenuItem>
        <MenuItem onClick={run(onDelete)} sx={{ color: 'error.main' }}>
          {strings.deleteDashboard}
        </MenuItem>
      </Menu>
    </>
  );
}
