import MoreVertIcon from '@mui/icons-material/MoreVert';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useState } from 'react';
import { dashboardStrings as strings } from '../strings';

/** A chart's actions: downloads for everyone, editing, moving and deleting for contributors. */
export function ChartMenu({
  title,
  editable,
  canMoveUp,
  canMoveDown,
  onEdit,
  onMoveUp,
  onMoveDown,
  onDownloadPng,
  onDownloadCsv,
  onDelete,
}: {
  title: string;
  editable: boolean;
  canMoveUp: boolean;
  canMoveDown: boolean;
  onEdit: () => void;
  onMoveUp: () => void;
  onMoveDown: () => void;
  onDownloadPng: () => void;
  onDownloadCsv: () => void;
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
        size="small"
        aria-label={strings.chartActions(title)}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <MoreVertIcon fontSize="small" />
      </IconButton>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {editable ? <MenuItem onClick={run(onEdit)}>{strings.editChart}</MenuItem> : null}
        {editable && canMoveUp ? <MenuItem onClick={run(onMoveUp)}>{strings.moveUp}</MenuItem> : null}
        {editable && canMoveDown ? <MenuItem onClick={run(onMoveDown)}>{strings.moveDown}</MenuItem> : null}
        {editable ? <Divider /> : null}
        <MenuItem onClick={run(onDownloadPng)}>{strings.downloadPng}</MenuItem>
        <MenuItem onClick={run(onDownloadCsv)}>{strings.downloadCsv}</MenuItem>
        {editable ? <Divider /> : null}
        {editable ? (
          <MenuItem onClick={run(onDelete)} sx={{ color: 'error.main' }}>
            {strings.deleteChart}
          </MenuItem>
        ) : null}
      </Menu>
    </>
  );
}
