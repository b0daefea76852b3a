import { JetStreamApiCodes, JetStreamApiError, StorageType, type JetStreamManager } from '@nats-io/jetstream';

function isStreamNotFound(error: unknown): boolean {
  return error instanceof JetStreamApiError && error.code === JetStreamApiCodes.StreamNotFound;
}

/**
 * Creates the file-backed stream that captures `<prefix>.>` unless it exists, so every process can
 * call it at start-up; a stream that exists without that subject is a misconfiguration and throws.
 */
export async function ensureStream(
  jsm: JetStreamManager,
  name: string,
  subjectPrefix: string,
): Promise<void> {
  const subject = `${subjectPrefix}.>`;
  try {
    const info = await jsm.streams.info(name);
    if (!info.config.subjects?.includes(subject)) {
      throw new Error(`Stream ${name} exists but does not capture "${subject}".`);
    }
    return;
  } catch (error) {
    if (!isStreamNotFound(error)) throw error;
  }
  try {
    await jsm.streams.add({ name, subjects: [subject], storage: StorageType.File });
  } catch (error) {
    // Another process may have created it in the meantime; it is fine if it is now there.
    await jsm.streams.info(name).catch(() => Promise.reject(error));
  }
}
