import { randomBytes } from 'node:crypto';
import type { Bus, Logger, Subscription } from '@fieldnote/core';
import type {
  Document,
  Extension,
  afterLoadDocumentPayload,
  afterUnloadDocumentPayload,
  beforeBroadcastStatelessPayload,
  onAwarenessUpdatePayload,
  onChangePayload,
} from '@hocuspocus/server';
import { applyAwarenessUpdate, encodeAwarenessUpdate } from 'y-protocols/awareness';
import * as Y from 'yjs';

/** What a relay message carries (its first byte). */
const enum Kind {
  /** A Yjs update made on the sending replica (or the answer to a sync request). */
  Update = 0,
  /** Carets and names of the sending replica's members. */
  Awareness = 1,
  /** A replica that just loaded the document asks for what it lacks: the payload is its state vector. */
  SyncRequest = 2,
  /** A stateless message (HIGHLIGHTS_CHANGED…) broadcast on the sending replica. */
  Stateless = 3,
}

/** Bytes of the sending replica's id after the kind byte. */
const REPLICA_ID_BYTES = 16;

/**
 * Hocuspocus' origin for changes that came from another instance: it broadcasts them to this
 * replica's connections but runs no store hooks, so only the replica where an edit was made stores it.
 */
const FROM_PEER = { source: 'redis' } as const;

/** The bus subject of a document's relay: `collab.note.<uuid>` (document names are globally unique). */
export function relaySubject(documentName: string): string {
  return `collab.${documentName}`;
}

/**
 * Keeps a collaborative document in step across API replicas. With more than one replica (the chart
 * runs two) the members editing one note may be connected to different processes; each replica
 * relays its members' edits, carets and stateless messages to the others over the bus (NATS core,
 * never stored) and applies theirs. A replica that loads a document asks the others for the edits
 * they have not stored yet. Edits are stored by the replica they were made on.
 */
export class CollaborationRelay implements Extension {
  private readonly replicaId = randomBytes(REPLICA_ID_BYTES);
  private readonly subscriptions = new Map<string, Promise<Subscription>>();

  constructor(
    private readonly bus: Bus,
    private readonly logger: Logger,
    private readonly documents: (name: string) => Document | undefined,
  ) {}

  async afterLoadDocument({ documentName, document }: afterLoadDocumentPayload): Promise<void> {
    const subscription = this.bus.onSignal(relaySubject(documentName), (_subject, data) =>
      this.receive(documentName, data),
    );
    this.subscriptions.set(documentName, subscription);
    await subscription;
    // Only now, so an answer cannot pass before this replica listens.
    this.send(documentName, Kind.SyncRequest, Y.encodeStateVector(document));
  }

  async afterUnloadDocument({ documentName }: afterUnloadDocumentPayload): Promise<void> {
    const subscription = this.subscriptions.get(documentName);
    this.subscriptions.delete(documentName);
    await (await subscription)?.stop();
  }

  async onChange({ documentName, update, transactionOrigin }: onChangePayload): Promise<void> {
    if (transactionOrigin === FROM_PEER) return;
    this.send(documentName, Kind.Update, update);
  }

  async onAwarenessUpdate(payload: onAwarenessUpdatePayload): Promise<void> {
    if (payload.transactionOrigin === FROM_PEER) return;
    const changed = [...payload.added, ...payload.updated, ...payload.removed];
    if (changed.length === 0) return;
    this.send(payload.documentName, Kind.Awareness, encodeAwarenessUpdate(payload.awareness, changed));
  }

  async beforeBroadcastStateless({ documentName, payload }: beforeBroadcastStatelessPayload): Promise<void> {
    this.send(documentName, Kind.Stateless, new TextEncoder().encode(payload));
  }

  async onDestroy(): Promise<void> {
    const pending = [...this.subscriptions.values()];
    this.subscriptions.clear();
    await Promise.all(pending.map(async (subscription) => (await subscription).stop()));
  }

  private send(documentName: string, kind: Kind, payload: Uint8Array): void {
    const message = new Uint8Array(1 + REPLICA_ID_BYTES + payload.byteLength);
    message[0] = kind;
    message.set(this.replicaId, 1);
    message.set(payload, 1 + REPLICA_ID_BYTES);
    try {
      this.bus.signal(relaySubject(documentName), message);
    } catch (error) {
      // A closed bus (shutting down): the edit is still stored here, the others reload it later.
      this.logger.warn({ err: error, documentName }, 'a collaboration relay message was not sent');
    }
  }

  private receive(documentName: string, message: Uint8Array): void {
    if (message.byteLength < 1 + REPLICA_ID_BYTES) return;
    const sender = message.subarray(1, 1 + REPLICA_ID_BYTES);
    // Every replica hears its own signals too.
    if (Buffer.compare(sender, this.replicaId) === 0) return;
    const document = this.documents(documentName);
    if (!document) return;
    const payload = message.subarray(1 + REPLICA_ID_BYTES);
    switch (message[0]) {
      case Kind.Update:
        Y.applyUpdate(document, payload, FROM_PEER);
        return;
      case Kind.Awareness:
        applyAwarenessUpdate(document.awareness, payload, FROM_PEER);
        return;
      case Kind.SyncRequest: {
        const missing = Y.encodeStateAsUpdate(document, payload);
        // An update of two bytes is empty: the asking replica has everything this one has.
        if (missing.byteLength > 2) this.send(documentName, Kind.Update, missing);
        return;
      }
      case Kind.Stateless:
        document.relayStateless(new TextDecoder().decode(payload));
        return;
    }
  }
}
