import { randomUUID } from 'node:crypto';
import type { V1ObjectMeta } from '@kubernetes/client-node';
import { deepEqual } from './deep-equal';
import type { FakeResource, KubeObject } from './fake-resource';
import { KubeStatusError, OBJECT_MODIFIED } from './kube-status';
import { checkBody, checkIdentity, checkName, invalidField, serverTimestamp } from './object-checks';
import { admitBySchema } from './schema-admission';

export type WatchEventType = 'ADDED' | 'MODIFIED' | 'DELETED';

/** One write, as a watch delivers it. */
export interface StoreEvent {
  type: WatchEventType;
  resource: FakeResource;
  object: KubeObject;
  resourceVersion: number;
}

/** Preconditions a DELETE may carry in its DeleteOptions body. */
export interface DeletePreconditions {
  uid?: string;
  resourceVersion?: string;
}

// Metadata only the server writes: an update's body cannot change them.
const SERVER_METADATA = [
  'uid',
  'creationTimestamp',
  'generation',
  'deletionTimestamp',
  'deletionGracePeriodSeconds',
] as const;

function copy<T>(value: T): T {
  return structuredClone(value);
}

function meta(object: KubeObject): V1ObjectMeta {
  object.metadata = object.metadata ?? {};
  return object.metadata;
}

/** What metadata.generation tracks: everything but metadata (and status when it is a subresource). */
function generationContent(resource: FakeResource, object: KubeObject): object {
  const content: Record<string, unknown> = { ...object };
  delete content.metadata;
  if (resource.statusSubresource) delete content.status;
  return content;
}

/**
 * The fake API server's storage: objects per resource, one global resourceVersion counter stamped on
 * every write, and the event history watches replay from. Encodes the write semantics of the real
 * server (conflicts, generation, status subresource, finalizers, no-op updates that write nothing).
 */
export class ObjectStore {
  // Like etcd, revisions start at 1: "0" in a watch or list means "any", never a real version.
  private revision = 1;
  private compactedRevision = 1;
  private history: StoreEvent[] = [];
  private readonly objects = new Map<FakeResource, Map<string, KubeObject>>();
  private readonly listeners = new Set<(event: StoreEvent) => void>();

  /** The newest resourceVersion, as list responses and bookmarks carry it. */
  get resourceVersion(): string {
    return String(this.revision);
  }

  get(resource: FakeResource, namespace: string, name: string): KubeObject | undefined {
    const found = this.bucket(resource).get(`${namespace}/${name}`);
    return found && copy(found);
  }

  /** Objects of a resource, in one namespace or ('' / undefined) all, ordered by namespace and name. */
  list(resource: FakeResource, namespace?: string): KubeObject[] {
    return [...this.bucket(resource).entries()]
      .filter(([key]) => !namespace || key.startsWith(`${namespace}/`))
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([, object]) => copy(object));
  }

  create(resource: FakeResource, namespace: string, body: unknown): KubeObject {
    const object = copy(checkBody(resource, body));
    checkIdentity(object, namespace);
    const metadata = meta(object);
    if (metadata.resourceVersion) {
      throw new KubeStatusError(
        500,
        'InternalError',
        'Internal error occurred: resourceVersion should not be set on objects to be created',
      );
    }
    if (!metadata.name && metadata.generateName) {
      metadata.name = `${metadata.generateName}${randomUUID().replace(/-/g, '').slice(0, 5)}`;
    }
    const name = checkName(resource, metadata.name);
    if (resource.namespaced) metadata.namespace = namespace;
    else delete metadata.namespace;
    if (this.bucket(resource).has(`${namespace}/${name}`)) {
      throw KubeStatusError.alreadyExists(resource.plural, resource.group, name);
    }
    if (resource.statusSubresource) delete object.status;
    for (const field of SERVER_METADATA) delete metadata[field];
    Object.assign(metadata, { uid: randomUUID(), creationTimestamp: serverTimestamp() });
    if (resource.generation) metadata.generation = 1;
    this.admit(resource, object);
    return this.write('ADDED', resource, object);
  }

  /** PUT on the object (or on its /status when `status` is true). */
  update(resource: FakeResource, namespace: string, name: string, body: unknown, status = false): KubeObject {
    const existing = this.bucket(resource).get(`${namespace}/${name}`);
    if (!existing) throw KubeStatusError.notFound(resource.plural, resource.group, name);
    const incoming = copy(checkBody(resource, body));
    checkIdentity(incoming, namespace, name);
    this.checkResourceVersion(resource, existing, incoming);
    const next = status
      ? this.statusUpdate(existing, incoming)
      : this.specUpdate(resource, existing, incoming);
    this.admit(resource, next, existing);
    if (
      resource.generation &&
      !deepEqual(generationContent(resource, next), generationContent(resource, existing))
    ) {
      meta(next).generation = (existing.metadata?.generation ?? 0) + 1;
    }
    // The server compares the bytes it would store and skips a write that changes nothing.
    meta(next).resourceVersion = existing.metadata?.resourceVersion;
    if (deepEqual(next, existing)) return copy(existing);
    if (existing.metadata?.deletionTimestamp && !next.metadata?.finalizers?.length) {
      this.write('DELETED', resource, copy(existing));
      return { ...next, metadata: { ...next.metadata, resourceVersion: this.resourceVersion } };
    }
    return this.write('MODIFIED', resource, next);
  }

  /**
   * DELETE: without finalizers the object goes at once (`deleted`); with finalizers it only gains a
   * deletionTimestamp and stays until an update removes the last finalizer.
   */
  delete(
    resource: FakeResource,
    namespace: string,
    name: string,
    preconditions: DeletePreconditions = {},
  ): { object: KubeObject; deleted: boolean } {
    const existing = this.bucket(resource).get(`${namespace}/${name}`);
    if (!existing) throw KubeStatusError.notFound(resource.plural, resource.group, name);
    const metadata = meta(existing);
    for (const field of ['uid', 'resourceVersion'] as const) {
      const expected = preconditions[field];
      if (expected && expected !== metadata[field]) {
        const label = field === 'uid' ? 'UID' : 'ResourceVersion';
        const why = `Precondition failed: ${label} in precondition: ${expected}, ${label} in object meta: ${metadata[field]}`;
        throw KubeStatusError.conflict(resource.plural, resource.group, name, why);
      }
    }
    if (!metadata.finalizers?.length)
      return { object: this.write('DELETED', resource, copy(existing)), deleted: true };
    if (metadata.deletionTimestamp) return { object: copy(existing), deleted: false };
    const next = copy(existing);
    Object.assign(meta(next), { deletionTimestamp: serverTimestamp(), deletionGracePeriodSeconds: 0 });
    // Marking an object for deletion is a change its controllers must see: the server bumps the
    // generation of a resource that has one (Kubernetes 1.36's CRD server does, checked by
    // crd-conformance.e2e-spec.ts).
    if (resource.generation) meta(next).generation = (existing.metadata?.generation ?? 0) + 1;
    return { object: this.write('MODIFIED', resource, next), deleted: false };
  }

  /** Events after `resourceVersion` for a resource; 410 Expired once history before it is compacted. */
  eventsSince(resource: FakeResource, resourceVersion: number): StoreEvent[] {
    if (resourceVersion < this.compactedRevision) {
      throw new KubeStatusError(
        410,
        'Expired',
        `too old resource version: ${resourceVersion} (${this.compactedRevision})`,
      );
    }
    return this.history.filter((e) => e.resource === resource && e.resourceVersion > resourceVersion);
  }

  /** Forgets the event history, as etcd compaction does: older watches must relist. */
  compact(): void {
    this.compactedRevision = this.revision;
    this.history = [];
  }

  subscribe(listener: (event: StoreEvent) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private bucket(resource: FakeResource): Map<string, KubeObject> {
    let bucket = this.objects.get(resource);
    if (!bucket) {
      bucket = new Map();
      this.objects.set(resource, bucket);
    }
    return bucket;
  }

  private checkResourceVersion(resource: FakeResource, existing: KubeObject, incoming: KubeObject): void {
    const name = existing.metadata?.name ?? '';
    const wanted = incoming.metadata?.resourceVersion;
    if (!wanted) {
      // Custom resources refuse unconditional updates; most built-in types allow them.
      if (resource.custom) {
        throw invalidField(
          resource,
          name,
          'metadata.resourceVersion',
          'Invalid value: 0x0: must be specified for an update',
        );
      }
      return;
    }
    if (wanted !== existing.metadata?.resourceVersion) {
      throw KubeStatusError.conflict(resource.plural, resource.group, name, OBJECT_MODIFIED);
    }
  }

  /** The body's spec, labels, annotations and finalizers; server metadata and (subresource) status kept. */
  private specUpdate(resource: FakeResource, existing: KubeObject, incoming: KubeObject): KubeObject {
    const metadata = meta(incoming);
    const before = meta(existing);
    for (const field of SERVER_METADATA) {
      if (before[field] === undefined) delete metadata[field];
      else Object.assign(metadata, { [field]: before[field] });
    }
    metadata.namespace = before.namespace;
    if (resource.statusSubresource) {
      if (existing.status === undefined) delete incoming.status;
      else incoming.status = copy(existing.status);
    }
    const added = (metadata.finalizers ?? []).filter((f) => !(before.finalizers ?? []).includes(f));
    if (before.deletionTimestamp && added.length) {
      throw invalidField(
        resource,
        before.name ?? '',
        'metadata.finalizers',
        `Forbidden: no new finalizers can be added if the object is being deleted, found new finalizers ${JSON.stringify(added)}`,
      );
    }
    return incoming;
  }

  /** Only .status from the body; everything else, metadata included, stays as stored. */
  private statusUpdate(existing: KubeObject, incoming: KubeObject): KubeObject {
    const next = copy(existing);
    if (incoming.status === undefined) delete next.status;
    else next.status = incoming.status;
    return next;
  }

  private admit(resource: FakeResource, object: KubeObject, old?: KubeObject): void {
    admitBySchema(resource, object, old);
    resource.validate?.(object);
  }

  private write(type: WatchEventType, resource: FakeResource, object: KubeObject): KubeObject {
    this.revision += 1;
    meta(object).resourceVersion = this.resourceVersion;
    const key = `${object.metadata?.namespace ?? ''}/${object.metadata?.name}`;
    if (type === 'DELETED') this.bucket(resource).delete(key);
    else this.bucket(resource).set(key, object);
    const event: StoreEvent = { type, resource, object: copy(object), resourceVersion: this.revision };
    this.history.push(event);
    for (const listener of this.listeners) listener(event);
    return copy(object);
  }
}
