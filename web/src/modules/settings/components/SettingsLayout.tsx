import { aiStrings } from '../../ai/strings';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Paper from '@mui/material/Paper';
import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useEffect, useRef } from 'react';
import { NavLink, Outlet, useLocation } from 'react-router-dom';
import { accessStrings } from '../../access/strings';
import { bulkImportStrings } from '../../bulk-import/strings';
import { dataRetentionStrings } from '../../data-retention/strings';
import { canEdit } from '../../projects/utils/canEdit';
import { useViewer } from '../../auth/hooks/useViewer';
import { fieldStrings } from '../../custom-fields/strings';
import { templateStrings } from '../../templates/strings';
import { trashStrings } from '../../trash/strings';
import { notificationStrings } from '../../notifications/strings';
import { securityStrings } from '../../security/strings';
import { ssoStrings } from '../../sso/strings';
import { useGraphqlQuery } from '../../graphql/hooks/useGraphqlQuery';
import { BILLING_MODE_QUERY } from '../../plans/operations';
import { planStrings } from '../../plans/strings';
import { billingStrings } from '../../billing/strings';
import { settingsStrings } from '../strings';
import { extrasStrings } from '../../workspace-extras/strings';
import { transcriptionStrings } from '../../transcription/strings';

interface SettingsLink {
  to: string;
  label: string;
  managersOnly?: boolean;
  /** Shown only with billing on (a SaaS installation); self-hosters see no billing at all. */
  billingOnly?: boolean;
  /** Contributors and managers only (viewers cannot add notes). */
  editorsOnly?: boolean;
}

const SECTIONS: { title: string; items: SettingsLink[] }[] = [
  {
    title: settingsStrings.workspaceSection,
    items: [
      { to: '/settings/users', label: settingsStrings.membersNav },
      { to: '/settings/groups', label: accessStrings.groupsNav },
      { to: '/settings/projects', label: settingsStrings.projectsNav },
      { to: '/settings/tags', label: settingsStrings.tagsNav },
      { to: '/settings/fields', label: fieldStrings.nav },
      { to: '/settings/templates', label: templateStrings.nav },
      { to: '/settings/extensions', label: extrasStrings.extensionsNav },
      { to: '/settings/trash', label: trashStrings.nav },
      { to: '/settings/bulk-import', label: bulkImportStrings.nav, editorsOnly: true },
      { to: '/settings/data-retention', label: dataRetentionStrings.nav, managersOnly: true },
      { to: '/settings/authentication', label: ssoStrings.nav, managersOnly: true },
      { to: '/settings/plans', label: planStrings.nav, managersOnly: true, billingOnly: true },
      { to: '/settings/billing', label: billingStrings.nav, managersOnly: true, billingOnly: true },
      { to: '/settings/security', label: securityStrings.nav },
      { to: '/settings/ai', label: aiStrings.nav, managersOnly: true },
      { to: '/settings/transcription', label: transcriptionStrings.nav },
      { to: '/settings/beta', label: extrasStrings.betaNav },
      { to: '/settings/analytics', label: aiStrings.analyticsNav, managersOnly: true },
      { to: '/audit-log', label: settingsStrings.auditLogNav, managersOnly: true },
    ],
  },
  {
    title: settingsStrings.personalSection,
    items: [
      { to: '/settings/user/account', label: settingsStrings.accountNav },
      { to: '/settings/user/notifications', label: notificationStrings.settingsNav },
      { to: '/settings/feedback', label: extrasStrings.feedbackNav },
    ],
  },
];

const isCurrent = (pathname: string, to: string) => pathname === to || pathname.startsWith(`${to}/`);

/**
 * Settings pages: a navigation column beside the page. Below the md breakpoint the column would
 * fill a phone's first screen before the page starts, so the same links become one scrollable row.
 */
export function SettingsLayout() {
  const { pathname } = useLocation();
  const { viewer } = useViewer();
  const narrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  const isManager = viewer?.role === 'MANAGER';
  const billing = useGraphqlQuery(BILLING_MODE_QUERY, undefined, { skip: !isManager });
  const billingOn = billing.data?.workspacePlan.selfHosted === false;
  const sections = SECTIONS.map((section) => ({
    ...section,
    items: section.items.filter(
      (item) =>
        (isManager || !item.managersOnly) &&
        (billingOn || !item.billingOnly) &&
        (!item.editorsOnly || canEdit(viewer?.role)),
    ),
  }));
  return (
    <Box
      sx={{
        display: 'grid',
        gap: { xs: 2, md: 3 },
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '240px minmax(0, 1fr)' },
        alignItems: 'start',
      }}
    >
      {narrow ? (
        <SettingsTabs pathname={pathname} links={sections.flatMap((section) => section.items)} />
      ) : (
        <Paper variant="outlined" component="nav" aria-label={settingsStrings.settingsTitle}>
          {sections.map((section) => (
            <List key={section.title} dense subheader={<ListSubheader>{section.title}</ListSubheader>}>
              {section.items.map((item) => (
                // A list holds list items: the link goes inside one (axe-core "list").
                <ListItem key={item.to} disablePadding>
                  <ListItemButton component={NavLink} to={item.to} selected={isCurrent(pathname, item.to)}>
                    <ListItemText primary={item.label} />
                  </ListItemButton>
                </ListItem>
              ))}
            </List>
          ))}
        </Paper>
      )}
      <Box>
        <Outlet />
      </Box>
    </Box>
  );
}

/** The settings links as one row of chips that scrolls sideways; the current page's chip is filled. */
function SettingsTabs({ pathname, links }: { pathname: string; links: SettingsLink[] }) {
  const row = useRef<HTMLElement>(null);
  // The current page's chip may sit past the screen's edge (Audit log, Notifications): bring it in.
  useEffect(() => {
    const nav = row.current;
    const current = nav?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!nav || !current) return;
    nav.scrollLeft = current.offsetLeft - nav.offsetLeft - (nav.clientWidth - current.offsetWidth) / 2;
    // The links may arrive later (Plans, once billing is known): centre the current one again then.
  }, [pathname, links.length]);
  return (
    <Box
      ref={row}
      component="nav"
      aria-label={settingsStrings.settingsTitle}
      sx={{ display: 'flex', gap: 1, overflowX: 'auto', pb: 1, mx: -0.5, px: 0.5 }}
    >
      {links.map((link) => {
        const current = isCurrent(pathname, link.to);
        return (
          <Chip
            key={link.to}
            component={NavLink}
            to={link.to}
            clickable
            label={link.label}
            color={current ? 'primary' : 'default'}
            variant={current ? 'filled' : 'outlined'}
          />
        );
      })}
    </Box>
  );
}
