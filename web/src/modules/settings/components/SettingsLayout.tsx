import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Paper from '@mui/material/Paper';
import { NavLink, Outlet, useLocation } from 'react-router-dom';
import { accessStrings } from '../../access/strings';
import { useViewer } from '../../auth/hooks/useViewer';
import { fieldStrings } from '../../custom-fields/strings';
import { trashStrings } from '../../trash/strings';
import { notificationStrings } from '../../notifications/strings';
import { settingsStrings } from '../strings';

const SECTIONS = [
  {
    title: settingsStrings.workspaceSection,
    items: [
      { to: '/settings/users', label: settingsStrings.membersNav },
      { to: '/settings/groups', label: accessStrings.groupsNav },
      { to: '/settings/tags', label: settingsStrings.tagsNav },
      { to: '/settings/fields', label: fieldStrings.nav },
      { to: '/settings/trash', label: trashStrings.nav },
      { to: '/audit-log', label: settingsStrings.auditLogNav, managersOnly: true },
    ],
  },
  {
    title: settingsStrings.personalSection,
    items: [
      { to: '/settings/user/account', label: settingsStrings.accountNav },
      { to: '/settings/user/notifications', label: notificationStrings.settingsNav },
    ],
  },
];

/** Settings pages: a navigation column beside the page. */
export function SettingsLayout() {
  const { pathname } = useLocation();
  const { viewer } = useViewer();
  const isManager = viewer?.role === 'MANAGER';
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 3,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '240px minmax(0, 1fr)' },
        alignItems: 'start',
      }}
    >
      <Paper variant="outlined" component="nav" aria-label={settingsStrings.settingsTitle}>
        {SECTIONS.map((section) => (
          <List key={section.title} dense subheader={<ListSubheader>{section.title}</ListSubheader>}>
            {section.items
              .filter((item) => isManager || !('managersOnly' in item))
              .map((item) => (
                // A list holds list items: the link goes inside one (axe-core "list").
                <ListItem key={item.to} disablePadding>
                  <ListItemButton
                    component={NavLink}
                    to={item.to}
                    selected={pathname === item.to || pathname.startsWith(`${item.to}/`)}
                  >
                    <ListItemText primary={item.label} />
                  </ListItemButton>
                </ListItem>
              ))}
          </List>
        ))}
      </Paper>
      <Box>
        <Outlet />
      </Box>
    </Box>
  );
}
