import { randomUUID } from 'node:crypto';
import type { BusEvent } from '../bus/bus';
import { RecordingLogger } from '../testing/recording-logger';
import type { CataloguedBusEvent } from './catalogue';
import { handleAnyCataloguedEvent, handleCataloguedEvents } from './event-handlers';
import { INSIGHT_EVENTS } from './insights.events';

const busEvent = (subject: string, payload: Record<string, unknown>): BusEvent => ({
  id: randomUUID(),
  subject,
  workspaceId: randomUUID(),
  occurredAt: new Date().toISOString(),
  payload,
});

const published = () => ({
  insightId: randomUUID(),
  projectId: randomUUID(),
  title: 'Churn',
  publishedBy: randomUUID(),
});

describe(handleCataloguedEvents.name, () => {
  let logger: RecordingLogger;
  let received: { insightId: string; publishedBy: string }[];

  beforeEach(() => {
    logger = new RecordingLogger();
    received = [];
  });

  const sut = () =>
    handleCataloguedEvents(logger, {
      [INSIGHT_EVENTS.published.subject]: async (event) => {
        received.push({ insightId: event.payload.insightId, publishedBy: event.payload.publishedBy });
      },
    });

  it('should hand the handler the parsed payload when its event arrives', async () => {
    const payload = published();

    await sut()(busEvent('insight.published', payload));

    expect(received).toEqual([{ insightId: payload.insightId, publishedBy: payload.publishedBy }]);
  });

  it('should log the event and ack it, not retry, when its payload fails the schema', async () => {
    const event = busEvent('insight.published', { ...published(), publishedBy: 'someone' });

    const result = await sut()(event);

    expect(result).toBe('ack');
    expect(received).toEqual([]);
    expect(logger.at('error')).toEqual([
      expect.objectContaining({
        context: expect.objectContaining({
          subject: 'insight.published',
          eventId: event.id,
          fields: ['publishedBy'],
        }),
      }),
    ]);
  });

  it('should ack an event it has no handler for without reading it', async () => {
    const result = await sut()(busEvent('insight.created', { broken: true }));

    expect(result).toBe('ack');
    expect(logger.entries).toEqual([]);
  });
});

describe(handleAnyCataloguedEvent.name, () => {
  it('should pass on every catalogued event and ack the subjects the catalogue does not know', async () => {
    const seen: CataloguedBusEvent[] = [];
    const sut = handleAnyCataloguedEvent(new RecordingLogger(), async (event) => {
      seen.push(event);
    });

    await sut(busEvent('insight.published', published()));
    const unknown = await sut(busEvent('weather.changed', {}));

    expect(seen.map((event) => event.subject)).toEqual(['insight.published']);
    expect(unknown).toBe('ack');
  });
});
