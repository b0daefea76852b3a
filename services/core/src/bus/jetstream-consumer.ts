import {
  AckPolicy,
  DeliverPolicy,
  JetStreamApiError,
  type ConsumerConfig,
  type JetStreamManager,
} from '@nats-io/jetstream';

/** JetStream's "consumer already exists" error: a create whose config differs from the stored one. */
const CONSUMER_ALREADY_EXISTS = 10148;

/** JetStream durations are nanoseconds. */
const NANOS_PER_MS = 1_000_000;

export interface DurableConsumerSpec {
  stream: string;
  durable: string;
  filterSubject: string;
  maxDeliveries: number;
  ackWaitMs: number;
}

/**
 * Creates (or updates to the given settings) a durable pull consumer with explicit acks, so it keeps
 * its position while no subscriber runs and every subscriber of the same name shares its messages.
 * A new durable starts at the beginning of the stream, so a new service also sees earlier events.
 */
export async function ensureDurableConsumer(jsm: JetStreamManager, spec: DurableConsumerSpec): Promise<void> {
  const config: Partial<ConsumerConfig> = {
    durable_name: spec.durable,
    ack_policy: AckPolicy.Explicit,
    deliver_policy: DeliverPolicy.All,
    filter_subject: spec.filterSubject,
    max_deliver: spec.maxDeliveries,
    ack_wait: spec.ackWaitMs * NANOS_PER_MS,
  };
  try {
    await jsm.consumers.add(spec.stream, config);
  } catch (error) {
    if (!(error instanceof JetStreamApiError && error.code === CONSUMER_ALREADY_EXISTS)) throw error;
    await jsm.consumers.update(spec.stream, spec.durable, {
      filter_subject: config.filter_subject,
      max_deliver: config.max_deliver,
      ack_wait: config.ack_wait,
    });
  }
}
