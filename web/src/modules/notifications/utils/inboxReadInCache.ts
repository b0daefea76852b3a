import type { ApolloCache } from '@apollo/client';
import { NOTIFICATION_INBOX_QUERY } from '../operations';

/**
 * After marking notifications read: the cached inbox shows them read and counts `howMany` fewer
 * unread ('all': none left), so the bell and the inbox need not be read again. markNotificationRead
 * answers the item's own `read`; its count lives on the inbox, which has no id of its own.
 */
export function inboxReadInCache(cache: ApolloCache, howMany: number | 'all'): void {
  cache.updateQuery({ query: NOTIFICATION_INBOX_QUERY }, (data) => {
    if (!data) return data;
    const inbox = data.notificationInbox;
    return {
      notificationInbox: {
        ...inbox,
        unreadCount: howMany === 'all' ? 0 : Math.max(0, inbox.unreadCount - howMany),
        items: howMany === 'all' ? inbox.items.map((item) => ({ ...item, read: true })) : inbox.items,
      },
    };
  });
}
