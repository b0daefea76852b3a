import type { BusEvent } from '@fieldnote/core';
import type { AccountChangeModel } from './dto/account-change.model';

/** Bus subjects that concern one account's own inbox, carrying `accountId` in their payload. */
const ACCOUNT_SUBJECTS = new Set(['account_notification.created']);

/** Mercurius pub/sub topic of one account's own changes. */
export function accountTopic(accountId: string): string {
  return `account-changes.${accountId}`;
}

/** The account a bus event is for and what its owner's pages hear of it, or null for any other event. */
export function toAccountChange(event: BusEvent): { accountId: string; change: AccountChangeModel } | null {
  if (!ACCOUNT_SUBJECTS.has(event.subject)) return null;
  const accountId = event.payload.accountId;
  const id = event.payload.accountNotificationId;
  if (typeof accountId !== 'string') return null;
  const [kind = '', action = ''] = event.subject.split('.');
  return {
    accountId,
    change: { kind, action, id: typeof id === 'string' ? id : null, occurredAt: new Date(event.occurredAt) },
  };
}
