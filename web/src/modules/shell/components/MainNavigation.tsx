import MenuIcon from '@mui/icons-material/Menu';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import { useState } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { preloadable } from '../../common/utils/preloadable';
import { shellStrings } from '../strings';

// The phone's menu loads when the pointer or the keyboard reaches its button, not with the page.
const MainNavigationMenu = preloadable(
  () => import('./MainNavigationMenu').then((m) => m.MainNavigationMenu),
  null,
);
const preloadMenu = () => void MainNavigationMenu.preload().catch(() => undefined);

export interface NavItem {
  to: string;
  label: string;
  /** Path prefixes under which the item is the current one. */
  match: string[];
}

/**
 * The main navigation: buttons in the top bar where there is room (md and up), and on a phone one
 * menu button, so the workspace name, search and account menu keep their place at 390 px.
 */
export function MainNavigation({
  items,
  section = null,
}: {
  items: readonly NavItem[];
  /** The item a page named as its own (useNavSection), over what the address says. */
  section?: string | null;
}) {
  const { pathname } = useLocation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  // Mounted from the first opening on, so closing plays the menu's exit transition.
  const [opened, setOpened] = useState(false);
  const isActive = (item: NavItem) =>
    section !== null ? item.to === section : item.match.some((prefix) => pathname.startsWith(prefix));
  return (
    <>
      <Box sx={{ display: { xs: 'flex', md: 'none' }, order: -1 }}>
        <IconButton
          edge="start"
          aria-label={shellStrings.openNavigation}
          aria-haspopup="menu"
          aria-expanded={anchor ? true : undefined}
          onPointerEnter={preloadMenu}
          onFocus={preloadMenu}
          onClick={(event) => {
            setAnchor(event.currentTarget);
            setOpened(true);
          }}
        >
          <MenuIcon />
        </IconButton>
        {opened ? (
          <MainNavigationMenu
            items={items}
            anchor={anchor}
            isActive={isActive}
            onClose={() => setAnchor(null)}
          />
        ) : null}
      </Box>
      <Box
        component="nav"
        aria-label={shellStrings.mainNavigation}
        sx={{ display: { xs: 'none', md: 'flex' }, gap: 1, flexGrow: 1 }}
      >
        {items.map((item) => {
          const active = isActive(item);
          return (
            <Button
              key={item.to}
              component={RouterLink}
              to={item.to}
              color={active ? 'primary' : 'inherit'}
              aria-current={active ? 'page' : undefined}
              sx={{ fontWeight: active ? 700 : 500 }}
            >
              {item.label}
            </Button>
          );
        })}
      </Box>
    </>
  );
}
