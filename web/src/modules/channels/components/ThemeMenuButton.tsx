import AddIcon from '@mui/icons-material/Add';
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { type ReactNode, useId, useState } from 'react';
import { channelStrings } from '../strings';

/** A theme as the menus list it. */
export interface ThemeOption {
  id: string;
  title: string;
  datapointCount: number;
}

/**
 * A button opening a menu of the channel's themes (with their counts); picking one calls `onPick`.
 * With `onNew`, the menu ends with "New theme…".
 */
export function ThemeMenuButton({
  label,
  menuLabel,
  icon,
  themes,
  disabled,
  onPick,
  onNew,
}: {
  label: string;
  menuLabel: string;
  icon: ReactNode;
  themes: readonly ThemeOption[];
  disabled: boolean;
  onPick: (theme: ThemeOption) => void;
  onNew?: () => void;
}) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  return (
    <>
      <Button
        startIcon={icon}
        endIcon={<ArrowDropDownIcon />}
        disabled={disabled}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        aria-controls={anchor ? menuId : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        {label}
      </Button>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={anchor !== null}
        onClose={() => setAnchor(null)}
        slotProps={{ list: { 'aria-label': menuLabel } }}
      >
        {themes.length === 0 ? <MenuItem disabled>{channelStrings.noThemesViewer}</MenuItem> : null}
        {themes.map((theme) => (
          <MenuItem
            key={theme.id}
            onClick={() => {
              setAnchor(null);
              onPick(theme);
            }}
            sx={{ whiteSpace: 'normal', overflowWrap: 'anywhere', maxWidth: 360 }}
          >
            {channelStrings.themeOption(theme.title, theme.datapointCount)}
          </MenuItem>
        ))}
        {onNew ? <Divider /> : null}
        {onNew ? (
          <MenuItem
            onClick={() => {
              setAnchor(null);
              onNew();
            }}
          >
            <ListItemIcon>
              <AddIcon fontSize="small" />
            </ListItemIcon>
            {channelStrings.newThemeEllipsis}
          </MenuItem>
        ) : null}
      </Menu>
    </>
  );
}
