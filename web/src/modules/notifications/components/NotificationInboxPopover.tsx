import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Popover from '@mui/material/Popover';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type {
  AccountNotificationInboxQuery,
  NotificationInboxQuery,
  NotificationType,
} from '../../../gql/graphql';
import { graphqlRequest } from '../../graphql/utils/graphqlRequest';
import { MARK_ALL_NOTIFICATIONS_READ_MUTATION } from '../operations';
import { notificationStrings } from '../strings';
import { inboxReadInCache } from '../utils/inboxReadInCache';

type Inbox = NotificationInboxQuery['notificationInbox'];
type AccountInbox = AccountNotificationInboxQuery['accountNotificationInbox'];

/** Kinds whose excerpt (a comment's text, an access request's message) is quoted under the line. */
const QUOTED = new Set<NotificationType>(['MENTION', 'REPLY', 'ACCESS_REQUESTED', 'DATA_RETENTION_WARNING']);
const timeFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/**
 * The inbox the bell opens. Its own chunk: a popover (Modal, focus trap, transitions) is not part of
 * the first screen, and loads when the pointer or the keyboard reaches the bell.
 */
export function NotificationInboxPopover({
  anchor,
  inbox,
  accountInbox,
  unread,
  onClose,
  onOpenItem,
  onOpenAccountItem,
}: {
  anchor: HTMLElement | null;
  inbox: Inbox | undefined;
  /** The account's own items (invitations to workspaces not joined yet), above the workspace's. */
  accountInbox: AccountInbox | undefined;
  /** Unread items of this workspace ("Mark all as read" marks those). */
  unread: number;
  onClose: () => void;
  onOpenItem: (item: Inbox['items'][number]) => void;
  onOpenAccountItem: (item: AccountInbox['items'][number]) => void;
}) {
  const accountItems = accountInbox?.items ?? [];
  return (
    <Popover
      open={anchor !== null}
      anchorEl={anchor}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      slotProps={{ paper: { sx: { width: { xs: 'calc(100vw - 32px)', sm: 400 }, maxHeight: '70vh' } } }}
    >
      <Stack direction="row" sx={{ alignItems: 'center', px: 2, py: 1 }}>
        <Typography variant="subtitle1" component="h2" sx={{ flexGrow: 1, fontWeight: 600 }}>
          {notificationStrings.inboxTitle}
        </Typography>
        <Button
          size="small"
          disabled={unread === 0}
          // Every cached item turns read and the count goes to zero, in the cache: no refetch.
          onClick={() =>
            void graphqlRequest(
              MARK_ALL_NOTIFICATIONS_READ_MUTATION,
              {},
              { update: (cache) => inboxReadInCache(cache, 'all') },
            ).catch(() => undefined)
          }
        >
          {notificationStrings.markAllRead}
        </Button>
      </Stack>
      <Divider />
      {accountItems.length > 0 ? (
        <>
          <Typography variant="overline" component="h3" sx={{ px: 2, pt: 1, display: 'block' }}>
            {notificationStrings.accountHeading}
          </Typography>
          <List dense disablePadding aria-label={notificationStrings.accountHeading}>
            {accountItems.map((item) => (
              // In a list item: a <ul> holds <li> elements only.
              <ListItem key={item.id} disablePadding divider>
                <ListItemButton
                  onClick={() => onOpenAccountItem(item)}
                  data-testid="account-notification-item"
                  sx={{ alignItems: 'flex-start', bgcolor: item.read ? undefined : 'action.hover' }}
                >
                  <ListItemText
                    primary={
                      <Box component="span" sx={{ fontWeight: item.read ? 400 : 700 }}>
                        {notificationStrings.invited(item.invitedByName, item.workspaceName, item.role)}
                      </Box>
                    }
                    secondary={
                      <>
                        {item.message ? (
                          <Box component="span" sx={{ display: 'block', fontStyle: 'italic' }}>
                            “{item.message}”
                          </Box>
                        ) : null}
                        <Box component="span" sx={{ display: 'block' }}>
                          {notificationStrings.inviteStatus[item.status]} ·{' '}
                          {timeFormat.format(new Date(item.createdAt))}
                          {item.read ? '' : ` · ${notificationStrings.unread}`}
                        </Box>
                      </>
                    }
                  />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        </>
      ) : null}
      {inbox && inbox.items.length === 0 && accountItems.length === 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ p: 2 }}>
          {notificationStrings.empty}
        </Typography>
      ) : (
        <List dense disablePadding aria-label={notificationStrings.inboxTitle}>
          {inbox?.items.map((item) => (
            <ListItem key={item.id} disablePadding divider>
              <ListItemButton
                onClick={() => onOpenItem(item)}
                data-testid="notification-item"
                sx={{ alignItems: 'flex-start', bgcolor: item.read ? undefined : 'action.hover' }}
              >
                <ListItemText
                  primary={
                    <>
                      <Box component="span" sx={{ fontWeight: item.read ? 400 : 700 }}>
                        {notificationStrings.what[item.type](
                          item.actor?.name ?? notificationStrings.someone,
                          item.role,
                        )}
                      </Box>{' '}
                      {item.title ? notificationStrings.on(item.title) : null}
                    </>
                  }
                  secondary={
                    <>
                      {QUOTED.has(item.type) && item.excerpt ? (
                        <Box component="span" sx={{ display: 'block', fontStyle: 'italic' }}>
                          “{item.excerpt}”
                        </Box>
                      ) : null}
                      <Box component="span" sx={{ display: 'block' }}>
                        {timeFormat.format(new Date(item.createdAt))}
                        {item.read ? '' : ` · ${notificationStrings.unread}`}
                      </Box>
                    </>
                  }
                />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      )}
    </Popover>
  );
}
