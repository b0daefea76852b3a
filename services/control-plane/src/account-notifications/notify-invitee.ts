import type { ControlAndWorkspaceTx } from '../audit/workspace-transactions';
import { recordEvent } from '@fieldnote/db';
import { ACCOUNT_NOTIFICATION_EVENTS } from '@fieldnote/core';
import { upsertInviteNotice } from './account-notifications.repository';

/**
 * Puts an invitation in the invitee's own inbox, in the invite's transaction (issue 10): the account
 * inbox lives in the control schema because the invitee is not a member of the inviting workspace,
 * and a copy in their other workspaces would put one tenant's data in another's schema (and, across
 * regions, out of its region). Sent again, the item comes back to the top as unread. Its outbox event
 * goes with the invite's, in the inviting workspace's region; it carries ids only.
 */
export async function notifyInvitee(
  tx: ControlAndWorkspaceTx,
  workspaceId: string,
  invitee: { accountId: string; inviteId: string },
): Promise<void> {
  const noticeId = await upsertInviteNotice(tx.control, invitee);
  // The account id routes the event to the invitee's open pages (live channel), and only theirs.
  await recordEvent(tx.workspace, ACCOUNT_NOTIFICATION_EVENTS.created, workspaceId, {
    accountNotificationId: noticeId,
    accountId: invitee.accountId,
    inviteId: invitee.inviteId,
  });
}
