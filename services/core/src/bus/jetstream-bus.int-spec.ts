import { randomUUID } from 'node:crypto';
import { jetstream, jetstreamManager, type JetStreamManager } from '@nats-io/jetstream';
import { connect } from '@nats-io/transport-node';
import { RecordingLogger } from '../testing/recording-logger';
import { waitFor } from '../testing/wait-for';
import type { BusEvent } from './bus';
import { makeEvent, recorder, runBusContract } from './testing/bus.contract';
import { JetStreamBus } from './jetstream-bus';

const servers = process.env.NATS_URL ?? 'nats://127.0.0.1:4222';
const suffix = randomUUID().replace(/-/g, '').slice(0, 12);
const streamName = `FIELDNOTE_TEST_${suffix}`;
const subjectPrefix = `fieldnote-test-${suffix}`;

type NatsConnection = Awaited<ReturnType<typeof connect>>;
let admin: NatsConnection;
let jsm: JetStreamManager;

beforeAll(async () => {
  admin = await connect({ servers });
  jsm = await jetstreamManager(admin);
});

afterAll(async () => {
  await jsm.streams.delete(streamName).catch(() => false);
  await admin.close();
});

runBusContract(JetStreamBus.name, (logger) =>
  JetStreamBus.connect({ servers, streamName, subjectPrefix, logger }),
);

describe(JetStreamBus.name, () => {
  let sut: JetStreamBus;
  let logger: RecordingLogger;
  let ns: string;

  beforeEach(async () => {
    logger = new RecordingLogger();
    sut = await JetStreamBus.connect({ servers, streamName, subjectPrefix, logger });
    ns = `t${randomUUID().replace(/-/g, '').slice(0, 12)}`;
  });

  afterEach(async () => {
    await sut.close();
  });

  const ids = (events: BusEvent[]): string[] => events.map((event) => event.id);

  it('should deliver events published while no subscriber ran when the durable subscribes again', async () => {
    const first = recorder();
    const options = { durable: `${ns}-a`, subject: `${ns}.note.*` };
    const subscription = await sut.subscribe(options, first.handler);
    const before = makeEvent(`${ns}.note.created`);
    await sut.publish(before);
    await waitFor(() => expect(ids(first.received)).toEqual([before.id]));
    await subscription.stop();

    const whileDown = [makeEvent(`${ns}.note.updated`), makeEvent(`${ns}.note.deleted`)];
    for (const event of whileDown) await sut.publish(event);
    const second = recorder();
    await sut.subscribe(options, second.handler);

    await waitFor(() => expect(ids(second.received)).toEqual(ids(whileDown)));
    expect(ids(first.received)).toEqual([before.id]);
  });

  it('should deliver the event once when it is re-published with the same id', async () => {
    const { handler, received } = recorder();
    await sut.subscribe({ durable: `${ns}-a`, subject: `${ns}.>` }, handler);
    const event = makeEvent(`${ns}.note.created`);
    const sentinel = makeEvent(`${ns}.note.sentinel`);

    await sut.publish(event);
    await sut.publish(event);
    await sut.publish(sentinel);

    await waitFor(() => expect(ids(received)).toContain(sentinel.id));
    expect(ids(received)).toEqual([event.id, sentinel.id]);
  });

  it('should terminate and log the message when it is not a valid event', async () => {
    const { handler, received } = recorder();
    const durable = `${ns}-a`;
    await sut.subscribe({ durable, subject: `${ns}.>` }, handler);
    const js = jetstream(admin);
    const sentinel = makeEvent(`${ns}.note.sentinel`);

    await js.publish(`${subjectPrefix}.${ns}.note.garbage`, 'not json at all');
    await js.publish(`${subjectPrefix}.${ns}.note.wrong`, JSON.stringify({ id: 'nope', subject: 'x' }));
    await sut.publish(sentinel);

    await waitFor(() => expect(ids(received)).toContain(sentinel.id));
    expect(ids(received)).toEqual([sentinel.id]);
    expect(logger.at('error').filter((entry) => entry.message?.startsWith('Invalid event'))).toHaveLength(2);
    await waitFor(async () => {
      const info = await jsm.consumers.info(streamName, durable);
      expect(info.num_ack_pending).toBe(0);
      expect(info.num_redelivered).toBe(0);
    });
  });

  it('should put the event on the prefixed subject when it is published', async () => {
    const event = makeEvent(`${ns}.note.created`);

    await sut.publish(event);

    const stored = await jsm.streams.getMessage(streamName, {
      last_by_subj: `${subjectPrefix}.${event.subject}`,
    });
    expect(stored?.json<BusEvent>()).toEqual(event);
  });

  it('should connect when the stream already exists', async () => {
    const again = await JetStreamBus.connect({ servers, streamName, subjectPrefix });

    await again.close();

    const info = await jsm.streams.info(streamName);
    expect(info.config.subjects).toEqual([`${subjectPrefix}.>`]);
  });
});
