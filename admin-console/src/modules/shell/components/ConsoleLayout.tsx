import LogoutIcon from '@mui/icons-material/Logout';
import { AppBar, Box, Button, Container, Stack, Toolbar, Typography } from '@mui/material';
import { NavLink, Outlet } from 'react-router-dom';
import { useOperatorSession } from '../../auth/hooks/useOperatorSession';
import { authStrings } from '../../auth/strings';
import { shellStrings } from '../strings';

const NAV = [
  { to: '/workspaces', label: shellStrings.navWorkspaces },
  { to: '/regions', label: shellStrings.navRegions },
  { to: '/plans', label: shellStrings.navPlans },
];

/** The frame of every signed-in screen: product name, navigation and sign out. */
export function ConsoleLayout() {
  const { signOut, operatorName } = useOperatorSession();
  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'background.default' }}>
      <AppBar position="sticky" color="primary" elevation={0}>
        <Toolbar sx={{ gap: 3 }}>
          <Typography variant="h6" component="div" sx={{ whiteSpace: 'nowrap' }}>
            {shellStrings.product}{' '}
            <Box component="span" sx={{ fontWeight: 400, opacity: 0.8 }}>
              {shellStrings.console}
            </Box>
          </Typography>
          <Stack component="nav" direction="row" spacing={1} sx={{ flex: 1 }}>
            {NAV.map((item) => (
              <Button
                key={item.to}
                component={NavLink}
                to={item.to}
                color="inherit"
                sx={{ opacity: 0.85, '&.active': { opacity: 1, bgcolor: 'rgba(255,255,255,0.16)' } }}
              >
                {item.label}
              </Button>
            ))}
          </Stack>
          {operatorName && (
            <Typography
              variant="body2"
              data-testid="operator-name"
              sx={{ display: { xs: 'none', md: 'block' }, opacity: 0.85, whiteSpace: 'nowrap' }}
            >
              {authStrings.signedInAs(operatorName)}
            </Typography>
          )}
          <Button color="inherit" startIcon={<LogoutIcon />} onClick={() => signOut()}>
            {shellStrings.signOut}
          </Button>
        </Toolbar>
      </AppBar>
      <Container maxWidth="lg" sx={{ py: 4 }} component="main">
        <Outlet />
      </Container>
    </Box>
  );
}
