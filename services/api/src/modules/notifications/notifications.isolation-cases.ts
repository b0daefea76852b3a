import { Role } from '@fieldnote/core';
import { TokenScope } from '../../context/token-scope';
import type { ModuleCases } from '../../testing/operation-cases';

/** How the notifications calls keep workspace B's data from workspace A, and what an API token may call. */
/** Why these are not sent on A's own host: they change only the caller's own inbox or settings in A. */
const OWN_INBOX = "changes only the caller's own inbox or settings in A: it names nothing of B";

export const cases: ModuleCases = {
  isolation: [
    {
      name: 'markNotificationRead',
      document: 'mutation($id: ID!) { markNotificationRead(id: $id) { id } }',
      variables: (b) => ({ id: b.commentId }),
      onOwnHost: 'NOT_FOUND',
      minRole: Role.VIEWER,
      tokenScope: TokenScope.SESSION_ONLY,
    },
    {
      name: 'markNotificationRead(notification)',
      document: 'mutation($id: ID!) { markNotificationRead(id: $id) { id } }',
      variables: (b) => ({ id: b.notificationId }),
      onOwnHost: 'NOT_FOUND',
      minRole: Role.VIEWER,
      tokenScope: TokenScope.SESSION_ONLY,
    },
    {
      name: 'notificationInbox',
      document: '{ notificationInbox { unreadCount items { id excerpt accessRequestId } } }',
      onOwnHost: 'NO_LEAK',
      minRole: Role.VIEWER,
      tokenScope: TokenScope.TOKEN_ALLOWED,
    },
    {
      name: 'notificationSettings',
      document: '{ notificationSettings { followFrequency allCommentsEnabled } }',
      onOwnHost: 'NO_LEAK',
      minRole: Role.VIEWER,
      tokenScope: TokenScope.TOKEN_ALLOWED,
    },
    {
      name: 'markAllNotificationsRead',
      document: 'mutation { markAllNotificationsRead }',
      onOwnHost: { notRun: OWN_INBOX },
      minRole: Role.VIEWER,
      tokenScope: TokenScope.SESSION_ONLY,
    },
    {
      name: 'updateNotificationSettings',
      document:
        'mutation { updateNotificationSettings(input: { allCommentsEnabled: false }) { allCommentsEnabled } }',
      onOwnHost: { notRun: OWN_INBOX },
      minRole: Role.VIEWER,
      tokenScope: TokenScope.SESSION_ONLY,
    },
  ],
  tokenScope: [
    // The account's inbox of invitations to other workspaces, not one workspace's data: a dedicated
    // test of tenant-isolation.e2e-spec.ts covers it (see e2e/api/operation-cases/exemptions.ts).
    {
      name: 'accountNotificationInbox',
      document: '{ accountNotificationInbox { unreadCount } }',
      tokenScope: TokenScope.SESSION_ONLY,
    },
    {
      name: 'markAccountNotificationRead',
      document: 'mutation($id: ID!) { markAccountNotificationRead(id: $id) { id } }',
      variables: (b) => ({ id: b.accountNotificationId }),
      tokenScope: TokenScope.SESSION_ONLY,
    },
  ],
};
