import { ACCOUNT_NOTIFICATION_EVENTS, type BusEvent, readEventPayload } from '@fieldnote/core';
import type { AccountChangeModel } from './dto/account-change.model';

/** Mercurius pub/sub topic of one account's own changes. */
export function accountTopic(accountId: string): string {
  return `account-changes.${accountId}`;
}

/**
 * The account a bus event is for and what its owner's pages hear of it, or null for any other event
 * (only account notifications concern one account's own inbox). Throws EventPayloadError when the
 * event's payload does not match the catalogue.
 */
export function toAccountChange(event: BusEvent): { accountId: string; change: AccountChangeModel } | null {
  const created = ACCOUNT_NOTIFICATION_EVENTS.created;
  if (event.subject !== created.subject) return null;
  const { accountId, accountNotificationId } = readEventPayload(created, event);
  const [kind = '', action = ''] = event.subject.split('.');
  return {
    accountId,
    change: { kind, action, id: accountNotificationId, occurredAt: new Date(event.occurredAt) },
  };
}
