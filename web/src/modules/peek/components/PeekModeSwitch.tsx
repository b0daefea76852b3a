import FullscreenOutlinedIcon from '@mui/icons-material/FullscreenOutlined';
import ViewSidebarOutlinedIcon from '@mui/icons-material/ViewSidebarOutlined';
import WebAssetOutlinedIcon from '@mui/icons-material/WebAssetOutlined';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Tooltip from '@mui/material/Tooltip';
import type { ReactNode } from 'react';
import { peekStrings } from '../strings';
import { PEEK_MODES, type PeekMode } from '../types/PeekMode';

const ICONS: Record<PeekMode, ReactNode> = {
  Center: <WebAssetOutlinedIcon fontSize="small" />,
  Side: <ViewSidebarOutlinedIcon fontSize="small" />,
  FullPage: <FullscreenOutlinedIcon fontSize="small" />,
};

/** Center peek, Side peek or Full page as three icon buttons, the current one pressed. */
export function PeekModeSwitch({ value, onChange }: { value: PeekMode; onChange: (mode: PeekMode) => void }) {
  return (
    <ToggleButtonGroup
      size="small"
      exclusive
      value={value}
      aria-label={peekStrings.modeSwitch}
      // A click on the pressed button gives null: the mode stays.
      onChange={(_event, next: PeekMode | null) => {
        if (next && next !== value) onChange(next);
      }}
    >
      {PEEK_MODES.map((mode) => (
        <Tooltip key={mode} title={peekStrings.modes[mode]}>
          <ToggleButton value={mode} aria-label={peekStrings.modes[mode]} data-peek-mode={mode}>
            {ICONS[mode]}
          </ToggleButton>
        </Tooltip>
      ))}
    </ToggleButtonGroup>
  );
}
