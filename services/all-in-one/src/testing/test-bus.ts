import { JetStreamApiCodes, JetStreamApiError, jetstreamManager } from '@nats-io/jetstream';
import { connect } from '@nats-io/transport-node';

/** The two buses a test server can run on: production's clustered mode runs on NATS. */
export type TestBusKind = 'in-process' | 'nats';

/** The NATS JetStream of the test machine (README "Test"). */
export const TEST_NATS_URL = process.env.NATS_URL ?? 'nats://127.0.0.1:4222';

/**
 * The bus a test server gets: NATS when its env names a NATS_URL or when the run sets
 * `FIELDNOTE_TEST_BUS=nats` (the "on NATS" Jest project), otherwise the in-process bus.
 */
export function testBusKind(
  env: Record<string, string>,
): { kind: 'in-process' } | { kind: 'nats'; url: string } {
  if (env.NATS_URL) return { kind: 'nats', url: env.NATS_URL };
  if (process.env.FIELDNOTE_TEST_BUS === 'nats') return { kind: 'nats', url: TEST_NATS_URL };
  return { kind: 'in-process' };
}

/** Deletes a test server's own stream (and with it its consumers), so NATS keeps nothing of the run. */
export async function deleteTestStream(url: string, stream: string): Promise<void> {
  const nc = await connect({ servers: url });
  try {
    const jsm = await jetstreamManager(nc);
    await jsm.streams.delete(stream).catch((error: unknown) => {
      const gone = error instanceof JetStreamApiError && error.code === JetStreamApiCodes.StreamNotFound;
      if (!gone) throw error;
    });
  } finally {
    await nc.close();
  }
}
