export {
  OUTBOX_CHANNEL,
  OUTBOX_NOTIFY_SQL,
  outboxInsertManySql,
  outboxInsertSql,
  toOutboxParams,
  type OutboxEventInput,
  type OutboxParams,
  type PlaceholderStyle,
} from './outbox-writer';
export { OutboxRelay, type OutboxRelayOptions } from './outbox-relay';
export type { OutboxBatchResult } from './outbox-batch';
