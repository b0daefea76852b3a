import ViewColumnIcon from '@mui/icons-material/ViewColumn';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useState } from 'react';
import { projectViewStrings as strings } from '../strings';
import type { FieldVisibility } from '../types/ViewState';
import { isVisible, withVisibility } from '../utils/fieldVisibility';

/** Which fields the view shows (spec 000 §3 fieldVisibility), saved with the view. */
export function ViewFieldsMenu({
  choices,
  visibility,
  disabled,
  onChange,
}: {
  choices: { key: string; label: string }[];
  visibility: FieldVisibility[] | undefined;
  disabled: boolean;
  onChange: (visibility: FieldVisibility[]) => void;
}) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <Button
        startIcon={<ViewColumnIcon />}
        aria-haspopup="menu"
        disabled={disabled}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        {strings.fieldsButton}
      </Button>
      <Menu
        anchorEl={anchor}
        open={anchor !== null}
        onClose={() => setAnchor(null)}
        slotProps={{ list: { 'aria-label': strings.fieldsMenuLabel } }}
      >
        {choices.map((choice) => {
          const shown = isVisible(visibility, choice.key);
          return (
            <MenuItem
              key={choice.key}
              role="menuitemcheckbox"
              aria-checked={shown}
              onClick={() => onChange(withVisibility(visibility, choice.key, !shown))}
            >
              <Checkbox checked={shown} tabIndex={-1} disableRipple />
              <ListItemText primary={choice.label} />
            </MenuItem>
          );
        })}
      </Menu>
    </>
  );
}
