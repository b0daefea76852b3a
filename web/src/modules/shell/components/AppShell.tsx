import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { useCallback, useState } from 'react';
import { Outlet } from 'react-router-dom';
import { useViewer } from '../../auth/hooks/useViewer';
import { shellStrings } from '../strings';
import { useLiveRefresh } from '../../live/useLiveRefresh';
import { LazyPeekHost } from '../../peek/LazyPeekHost';
import { LazyPeekPageBar } from '../../peek/LazyPeekPageBar';
import { usePeekLayout } from '../../peek/hooks/usePeekLayout';
import { SIDE_PEEK_WIDTH } from '../../peek/utils/sidePeekWidth';
import { NotificationBell } from '../../notifications/components/NotificationBell';
import { BillingStatusBanner } from '../../billing/components/BillingStatusBanner';
import { GlobalSearch } from '../../search/components/GlobalSearch';
import { ConnectionIndicator } from './ConnectionIndicator';
import { NavSectionContext } from '../hooks/useNavSection';
import { OpenShortcutsContext } from '../hooks/useOpenShortcuts';
import { useShortcutsKey } from '../hooks/useShortcutsKey';
import { preloadable } from '../../common/utils/preloadable';
import { MainNavigation, type NavItem } from './MainNavigation';
import { UserMenu } from './UserMenu';

// The shortcuts list (a Dialog with its focus trap) is not part of the first screen: it loads on "?".
const KeyboardShortcutsDialog = preloadable(
  () => import('./KeyboardShortcutsDialog').then((m) => m.KeyboardShortcutsDialog),
  null,
);

const NAV: readonly NavItem[] = [
  { to: '/home', label: shellStrings.home, match: ['/home'] },
  { to: '/projects', label: shellStrings.projects, match: ['/projects', '/data', '/insights', '/folders'] },
  { to: '/people', label: shellStrings.people, match: ['/people', '/contacts'] },
  // '/t/' with its slash: a topic's page, not every path that starts with a t (/tags).
  { to: '/channels', label: shellStrings.channels, match: ['/channels', '/themes', '/t/', '/outliers'] },
  { to: '/dashboards', label: shellStrings.dashboards, match: ['/dashboards'] },
  { to: '/settings/users', label: shellStrings.settings, match: ['/settings', '/audit-log'] },
];

/**
 * The workspace app frame: workspace name, navigation and the user menu above the page, and the
 * peek of `?peek=` over it (a Side peek narrows the page so the list beside it stays usable).
 */
export function AppShell() {
  const { viewer } = useViewer();
  const { peek, sidePeek, fromList } = usePeekLayout();
  // Set by a page whose address does not say which item it belongs to (useNavSection).
  const [section, setSection] = useState<string | null>(null);
  const [shortcutsOpen, setShortcutsOpen] = useState(false);
  // Mounted from the first opening on, so closing plays the dialog's exit transition.
  const [shortcutsOpened, setShortcutsOpened] = useState(false);
  const openShortcuts = useCallback(() => {
    setShortcutsOpen(true);
    setShortcutsOpened(true);
  }, []);
  useShortcutsKey(openShortcuts);
  useLiveRefresh();
  return (
    <NavSectionContext.Provider value={setSection}>
      <OpenShortcutsContext.Provider value={openShortcuts}>
        <Box sx={{ minHeight: '100vh', bgcolor: 'background.default' }}>
          <AppBar
            position="sticky"
            color="inherit"
            elevation={0}
            // Above the Side peek's drawer, which opens under it.
            sx={{ borderBottom: 1, borderColor: 'divider', zIndex: (theme) => theme.zIndex.drawer + 1 }}
          >
            <Toolbar sx={{ gap: { xs: 1, sm: 3 } }}>
              <Typography
                variant="h6"
                component="p"
                noWrap
                sx={{
                  fontWeight: 700,
                  minWidth: 0,
                  flexShrink: 1,
                  fontSize: { xs: '1.05rem', sm: '1.25rem' },
                }}
                data-testid="workspace-name"
              >
                {viewer?.workspace?.name}
              </Typography>
              <MainNavigation items={NAV} section={section} />
              {/* Takes the room left over, so search and the account menu sit at the right on a phone too. */}
              <Box sx={{ flexGrow: 1, display: { xs: 'block', md: 'none' } }} />
              <GlobalSearch />
              {viewer ? <NotificationBell /> : null}
              {viewer ? <UserMenu account={viewer.account} /> : null}
            </Toolbar>
          </AppBar>
          <Box sx={{ mr: sidePeek ? { md: SIDE_PEEK_WIDTH.md } : 0 }}>
            <Container maxWidth="lg" component="main" sx={{ py: 4 }}>
              {fromList ? <LazyPeekPageBar /> : null}
              {viewer?.role === 'MANAGER' ? <BillingStatusBanner /> : null}
              <Outlet />
            </Container>
          </Box>
          {peek ? <LazyPeekHost target={peek} /> : null}
          <ConnectionIndicator />
          {shortcutsOpened ? (
            <KeyboardShortcutsDialog open={shortcutsOpen} onClose={() => setShortcutsOpen(false)} />
          ) : null}
        </Box>
      </OpenShortcutsContext.Provider>
    </NavSectionContext.Provider>
  );
}
