import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import NotificationsNoneIcon from '@mui/icons-material/NotificationsNone';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useGraphqlQuery } from '../../graphql/hooks/useGraphqlQuery';
import { preloadable } from '../../common/utils/preloadable';
import { graphqlRequest } from '../../graphql/utils/graphqlRequest';
import {
  ACCOUNT_NOTIFICATION_INBOX_QUERY,
  MARK_ACCOUNT_NOTIFICATION_READ_MUTATION,
  MARK_NOTIFICATION_READ_MUTATION,
  NOTIFICATION_INBOX_QUERY,
} from '../operations';
import { notificationStrings } from '../strings';
import { inboxReadInCache } from '../utils/inboxReadInCache';

// The inbox (a popover) loads when the pointer or the keyboard reaches the bell, not with the page.
const NotificationInboxPopover = preloadable(
  () => import('./NotificationInboxPopover').then((m) => m.NotificationInboxPopover),
  null,
);
const preloadInbox = () => void NotificationInboxPopover.preload().catch(() => undefined);

/**
 * The bell in the top bar: the unread count as a badge, and the inbox in a popover. It updates live,
 * as the shell refreshes active queries on every workspace change (a notification is one). Opening an
 * item marks it read and goes to the comment or insight it is about.
 */
export function NotificationBell() {
  const { data } = useGraphqlQuery(NOTIFICATION_INBOX_QUERY);
  // The account's own items (invitations to other workspaces) sit above this workspace's.
  const account = useGraphqlQuery(ACCOUNT_NOTIFICATION_INBOX_QUERY);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  // Mounted from the first opening on, so closing plays the popover's exit transition.
  const [opened, setOpened] = useState(false);
  const navigate = useNavigate();
  const inbox = data?.notificationInbox;
  const accountInbox = account.data?.accountNotificationInbox;
  const unread = (inbox?.unreadCount ?? 0) + (accountInbox?.unreadCount ?? 0);

  const open = async (item: NonNullable<typeof inbox>['items'][number]) => {
    setAnchor(null);
    // The answer marks the cached item read; the update counts it out of the cached inbox.
    if (!item.read)
      await graphqlRequest(
        MARK_NOTIFICATION_READ_MUTATION,
        { id: item.id },
        { update: (cache) => inboxReadInCache(cache, 1) },
      ).catch(() => undefined);
    navigate(item.path);
  };
  // An invitation leads out of this workspace: to the workspace list on the root address.
  const openAccountItem = async (item: NonNullable<typeof accountInbox>['items'][number]) => {
    setAnchor(null);
    if (!item.read)
      await graphqlRequest(MARK_ACCOUNT_NOTIFICATION_READ_MUTATION, { id: item.id }).catch(() => undefined);
    window.location.assign(item.url);
  };

  return (
    <>
      <IconButton
        aria-label={notificationStrings.bell(unread)}
        aria-haspopup="dialog"
        onPointerEnter={preloadInbox}
        onFocus={preloadInbox}
        onClick={(event) => {
          setAnchor(event.currentTarget);
          setOpened(true);
        }}
        data-testid="notification-bell"
      >
        <Badge
          badgeContent={unread > 0 ? unread : null}
          color="error"
          max={99}
          data-testid="notification-badge"
          // The button's label says how many are unread; the badge only shows it.
          slotProps={{ badge: { 'aria-hidden': true } }}
        >
          <NotificationsNoneIcon />
        </Badge>
      </IconButton>
      {opened ? (
        <NotificationInboxPopover
          anchor={anchor}
          inbox={inbox}
          accountInbox={accountInbox}
          unread={inbox?.unreadCount ?? 0}
          onClose={() => setAnchor(null)}
          onOpenItem={(item) => void open(item)}
          onOpenAccountItem={(item) => void openAccountItem(item)}
        />
      ) : null}
    </>
  );
}
