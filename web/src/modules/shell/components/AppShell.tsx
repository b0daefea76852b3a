import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { NavLink, Outlet, useLocation } from 'react-router-dom';
import { useViewer } from '../../auth/hooks/useViewer';
import { shellStrings } from '../strings';
import { useLiveRefresh } from '../../live/useLiveRefresh';
import { ConnectionIndicator } from './ConnectionIndicator';
import { UserMenu } from './UserMenu';

const NAV = [
  { to: '/home', label: shellStrings.home, match: ['/home'] },
  { to: '/projects', label: shellStrings.projects, match: ['/projects', '/data', '/insights', '/folders'] },
  { to: '/settings/users', label: shellStrings.settings, match: ['/settings'] },
];

/** The workspace app frame: workspace name, navigation and the user menu above the page. */
export function AppShell() {
  const { viewer } = useViewer();
  const { pathname } = useLocation();
  useLiveRefresh();
  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'background.default' }}>
      <AppBar
        position="sticky"
        color="inherit"
        elevation={0}
        sx={{ borderBottom: 1, borderColor: 'divider' }}
      >
        <Toolbar sx={{ gap: 3 }}>
          <Typography variant="h6" component="p" noWrap sx={{ fontWeight: 700 }} data-testid="workspace-name">
            {viewer?.workspace?.name}
          </Typography>
          <Box
            component="nav"
            aria-label={shellStrings.mainNavigation}
            sx={{ display: 'flex', gap: 1, flexGrow: 1 }}
          >
            {NAV.map((item) => {
              const active = item.match.some((prefix) => pathname.startsWith(prefix));
              return (
                <Button
                  key={item.to}
                  component={NavLink}
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
          {viewer ? <UserMenu account={viewer.account} /> : null}
        </Toolbar>
      </AppBar>
      <Container maxWidth="lg" component="main" sx={{ py: 4 }}>
        <Outlet />
      </Container>
      <ConnectionIndicator />
    </Box>
  );
}
