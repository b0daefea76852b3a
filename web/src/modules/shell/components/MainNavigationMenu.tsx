import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { Link as RouterLink } from 'react-router-dom';
import type { NavItem } from './MainNavigation';

/**
 * The phone's navigation menu. Its own chunk: a menu (Popover, Modal, focus trap) is not part of the
 * first screen, and loads when the pointer or the keyboard reaches the menu button.
 */
export function MainNavigationMenu({
  items,
  anchor,
  isActive,
  onClose,
}: {
  items: readonly NavItem[];
  anchor: HTMLElement | null;
  isActive: (item: NavItem) => boolean;
  onClose: () => void;
}) {
  return (
    <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={onClose}>
      {items.map((item) => (
        <MenuItem
          key={item.to}
          component={RouterLink}
          to={item.to}
          selected={isActive(item)}
          aria-current={isActive(item) ? 'page' : undefined}
          onClick={onClose}
        >
          {item.label}
        </MenuItem>
      ))}
    </Menu>
  );
}
