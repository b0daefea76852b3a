import MoreVertIcon from '@mui/icons-material/MoreVert';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useState } from 'react';
import { tagChartStrings as strings } from '../strings';

/** The tag chart's downloads, for everyone who can see it (as a dashboard chart's are). */
export function TagChartMenu({
  canDownloadPng,
  onDownloadPng,
  onDownloadCsv,
}: {
  /** False while nothing is drawn: there is no picture to save, though the figures are there. */
  canDownloadPng: boolean;
  onDownloadPng: () => void;
  onDownloadCsv: () => void;
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
        aria-label={strings.actions}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <MoreVertIcon fontSize="small" />
      </IconButton>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        <MenuItem disabled={!canDownloadPng} onClick={run(onDownloadPng)}>
          {strings.downloadPng}
        </MenuItem>
        <MenuItem onClick={run(onDownloadCsv)}>{strings.downloadCsv}</MenuItem>
      </Menu>
    </>
  );
}
