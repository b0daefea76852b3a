import { RecordingLogger } from '../testing/recording-logger';
import { settle } from '../testing/settle';
import { waitFor } from '../testing/wait-for';
import { makeEvent, recorder, runBusContract } from './testing/bus.contract';
import { InProcessBus } from './in-process-bus';

runBusContract(InProcessBus.name, async (logger) => new InProcessBus(logger));

describe(InProcessBus.name, () => {
  let sut: InProcessBus;

  beforeEach(() => {
    sut = new InProcessBus(new RecordingLogger());
  });

  afterEach(async () => {
    await sut.close();
  });

  it('should resolve publish before any handler runs when a subscriber matches', async () => {
    const { handler, received } = recorder();
    await sut.subscribe({ durable: 'a', subject: 'note.created' }, handler);

    await sut.publish(makeEvent('note.created'));

    expect(received).toHaveLength(0);
    await waitFor(() => expect(received).toHaveLength(1));
  });

  it('should not deliver an event when it was published before the durable subscribed', async () => {
    const { handler, received } = recorder();
    const early = makeEvent('note.created');
    const late = makeEvent('note.created');

    await sut.publish(early);
    await sut.subscribe({ durable: 'a', subject: 'note.created' }, handler);
    await sut.publish(late);

    await waitFor(() => expect(received).toHaveLength(1));
    expect(received[0].id).toBe(late.id);
  });

  it('should wait for the running handler when closed', async () => {
    let release: (() => void) | null = null;
    let finished = false;
    await sut.subscribe({ durable: 'a', subject: 'note.created' }, async () => {
      await new Promise<void>((resolve) => (release = resolve));
      finished = true;
    });
    await sut.publish(makeEvent('note.created'));
    const releaseHandler = await waitFor(() => {
      if (!release) throw new Error('handler not started');
      return release;
    });

    const closing = sut.close();
    releaseHandler();
    await closing;

    expect(finished).toBe(true);
  });

  it('should cancel the pending redelivery when closed', async () => {
    const { handler, received } = recorder(async () => 'retry');
    await sut.subscribe({ durable: 'a', subject: 'note.created', retryDelayMs: 20 }, handler);
    await sut.publish(makeEvent('note.created'));
    await waitFor(() => expect(received).toHaveLength(1));

    await sut.close();
    await settle(100);

    expect(received).toHaveLength(1);
  });

  it('should reject publish when the bus is closed', async () => {
    await sut.close();

    await expect(sut.publish(makeEvent('note.created'))).rejects.toThrow('The bus is closed.');
  });

  it('should keep delivering to the remaining subscriber when one sharing the durable stops', async () => {
    const first = recorder();
    const second = recorder();
    const firstSubscription = await sut.subscribe({ durable: 'shared', subject: 'note.*' }, first.handler);
    await sut.subscribe({ durable: 'shared', subject: 'note.*' }, second.handler);

    await firstSubscription.stop();
    const events = [makeEvent('note.a'), makeEvent('note.b'), makeEvent('note.c')];
    for (const event of events) await sut.publish(event);

    await waitFor(() => expect(second.received).toHaveLength(3));
    expect(first.received).toHaveLength(0);
  });
});
