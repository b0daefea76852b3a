import {
  ApiException,
  CoordinationV1Api,
  CoreV1Api,
  CustomObjectsApi,
  NetworkingV1Api,
  PatchStrategy,
  V1MicroTime,
  Watch,
  setHeaderOptions,
  type V1Lease,
} from '@kubernetes/client-node';
import type { Workspace } from '../../workspaces/workspace-resource';
import { startFakeKubeApi, type FakeKubeApi } from './fake-kube-api';
import type { KubeObject } from './fake-resource';
import type { StatusBody } from './kube-status';
import { resourceFromCrd, type CrdDocument } from './resource-from-crd';
import { waitUntil } from './wait-until';
import { workspaceCrdResource } from './workspace-crd-resource';

const NS = 'tenants';
const ws = { group: 'fieldnote.dev', version: 'v1alpha1', plural: 'workspaces', namespace: NS };

function buildWorkspace(name = 'acme', spec: Partial<Workspace['spec']> = {}, namespace = NS): Workspace {
  return {
    apiVersion: 'fieldnote.dev/v1alpha1',
    kind: 'Workspace',
    metadata: { name, namespace },
    spec: { subdomain: name, displayName: 'Acme', ...spec },
  };
}

function buildCrd(): CrdDocument {
  return {
    spec: {
      group: 'fieldnote.dev',
      scope: 'Namespaced',
      names: { plural: 'workspaces', kind: 'Workspace' },
      versions: [
        {
          name: 'v1alpha1',
          storage: true,
          subresources: { status: {} },
          schema: {
            openAPIV3Schema: {
              type: 'object',
              properties: {
                spec: {
                  type: 'object',
                  required: ['subdomain', 'displayName'],
                  properties: {
                    subdomain: { type: 'string', pattern: '^[a-z0-9-]+$' },
                    displayName: { type: 'string' },
                    vectorTier: { type: 'string', enum: ['shared', 'dedicated'], default: 'shared' },
                  },
                },
                status: { type: 'object', 'x-kubernetes-preserve-unknown-fields': true },
              },
            },
          },
        },
      ],
    },
  };
}

/** The Status a rejected client-node call carried. */
async function failure(call: Promise<unknown>): Promise<StatusBody> {
  const error: unknown = await call.then(
    () => new Error('expected the call to fail'),
    (e: unknown) => e,
  );
  if (!(error instanceof ApiException)) throw error;
  return JSON.parse(error.body as string) as StatusBody;
}

type Seen = { type: string; object: KubeObject };

describe('startFakeKubeApi', () => {
  let api: FakeKubeApi;
  let custom: CustomObjectsApi;
  let watchers: AbortController[];

  beforeEach(async () => {
    api = await startFakeKubeApi({ bookmarkIntervalMs: 20 });
    custom = api.kubeConfig().makeApiClient(CustomObjectsApi);
    watchers = [];
  });

  afterEach(async () => {
    watchers.forEach((w) => w.abort());
    await api.close();
  });

  async function watch(path: string, query: Record<string, string | boolean> = {}) {
    const seen: Seen[] = [];
    const done: unknown[] = [];
    const controller = await new Watch(api.kubeConfig()).watch(
      path,
      query,
      (type, object: KubeObject) => seen.push({ type, object }),
      (err) => done.push(err ?? 'closed'),
    );
    watchers.push(controller);
    return { seen, done };
  }

  it('should stamp server metadata and list with a resourceVersion when objects are created', async () => {
    const created = (await custom.createNamespacedCustomObject({
      ...ws,
      body: buildWorkspace(),
    })) as Workspace;
    await custom.createNamespacedCustomObject({
      ...ws,
      namespace: 'other',
      body: buildWorkspace('beta', {}, 'other'),
    });

    expect(created.metadata).toMatchObject({ name: 'acme', namespace: NS, generation: 1 });
    expect(created.metadata?.uid).toEqual(expect.any(String));
    expect(created.metadata?.creationTimestamp).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
    const inNamespace = await custom.listNamespacedCustomObject(ws);
    const everywhere = await custom.listClusterCustomObject({ ...ws });
    expect(inNamespace.items.map((w: Workspace) => w.metadata?.name)).toEqual(['acme']);
    expect(everywhere.items.map((w: Workspace) => w.metadata?.name)).toEqual(['beta', 'acme']);
    expect(everywhere.metadata.resourceVersion).toBe(api.resourceVersion);
    expect(Number(created.metadata?.resourceVersion)).toBeLessThan(Number(api.resourceVersion));
  });

  it('should answer AlreadyExists when the name is taken and NotFound when it is absent', async () => {
    await custom.createNamespacedCustomObject({ ...ws, body: buildWorkspace() });

    const duplicate = await failure(custom.createNamespacedCustomObject({ ...ws, body: buildWorkspace() }));
    const missing = await failure(custom.getNamespacedCustomObject({ ...ws, name: 'nope' }));

    expect(duplicate).toMatchObject({
      kind: 'Status',
      status: 'Failure',
      reason: 'AlreadyExists',
      code: 409,
    });
    expect(missing).toMatchObject({
      kind: 'Status',
      apiVersion: 'v1',
      status: 'Failure',
      reason: 'NotFound',
      code: 404,
      message: 'workspaces.fieldnote.dev "nope" not found',
    });
  });

  it('should answer Conflict when a replace carries a stale resourceVersion', async () => {
    const first = (await custom.createNamespacedCustomObject({ ...ws, body: buildWorkspace() })) as Workspace;
    const second = (await custom.replaceNamespacedCustomObject({
      ...ws,
      name: 'acme',
      body: { ...first, spec: { ...first.spec, displayName: 'Second' } },
    })) as Workspace;

    const stale = await failure(
      custom.replaceNamespacedCustomObject({
        ...ws,
        name: 'acme',
        body: { ...first, spec: { ...first.spec, plan: 'x' } },
      }),
    );

    expect(stale).toMatchObject({ reason: 'Conflict', code: 409 });
    expect(api.get('workspaces', NS, 'acme')?.metadata?.resourceVersion).toBe(
      second.metadata?.resourceVersion,
    );
  });

  it('should bump generation only when the spec changes', async () => {
    const created = (await custom.createNamespacedCustomObject({
      ...ws,
      body: buildWorkspace(),
    })) as Workspace;
    const labelled = (await custom.replaceNamespacedCustomObject({
      ...ws,
      name: 'acme',
      body: { ...created, metadata: { ...created.metadata, labels: { tier: 'gold' } } },
    })) as Workspace;
    const withStatus = (await custom.replaceNamespacedCustomObjectStatus({
      ...ws,
      name: 'acme',
      body: { ...labelled, status: { phase: 'Ready' } },
    })) as Workspace;
    const respecced = (await custom.replaceNamespacedCustomObject({
      ...ws,
      name: 'acme',
      body: { ...withStatus, spec: { ...withStatus.spec, suspend: true } },
    })) as Workspace;

    expect([created, labelled, withStatus, respecced].map((w) => w.metadata?.generation)).toEqual([
      1, 1, 1, 2,
    ]);
  });

  it('should split spec and status writes when the resource has a status subresource', async () => {
    const created = (await custom.createNamespacedCustomObject({
      ...ws,
      body: { ...buildWorkspace(), status: { phase: 'Ready' } },
    })) as Workspace;
    const mainWithStatus = (await custom.replaceNamespacedCustomObject({
      ...ws,
      name: 'acme',
      body: { ...created, status: { phase: 'Failed' } },
    })) as Workspace;
    const statusWithSpec = (await custom.replaceNamespacedCustomObjectStatus({
      ...ws,
      name: 'acme',
      body: {
        ...mainWithStatus,
        metadata: { ...mainWithStatus.metadata, labels: { ignored: 'yes' } },
        spec: { ...mainWithStatus.spec, displayName: 'Ignored' },
        status: { phase: 'Provisioning' },
      },
    })) as Workspace;

    expect(created.status).toBeUndefined();
    expect(mainWithStatus.status).toBeUndefined();
    expect(statusWithSpec.status).toEqual({ phase: 'Provisioning' });
    expect(statusWithSpec.spec.displayName).toBe('Acme');
    expect(statusWithSpec.metadata?.labels).toBeUndefined();
  });

  it('should write nothing when an update changes nothing', async () => {
    const created = (await custom.createNamespacedCustomObject({
      ...ws,
      body: buildWorkspace(),
    })) as Workspace;

    const same = (await custom.replaceNamespacedCustomObject({
      ...ws,
      name: 'acme',
      body: created,
    })) as Workspace;

    expect(same.metadata?.resourceVersion).toBe(created.metadata?.resourceVersion);
    expect(api.resourceVersion).toBe(created.metadata?.resourceVersion);
  });

  it('should keep an object with finalizers until an update removes the last one', async () => {
    api.create('workspaces', {
      ...buildWorkspace(),
      metadata: { ...buildWorkspace().metadata, finalizers: ['a/b'] },
    });
    const { seen } = await watch(`/apis/fieldnote.dev/v1alpha1/namespaces/${NS}/workspaces`, {
      resourceVersion: api.resourceVersion,
    });

    const deleting = (await custom.deleteNamespacedCustomObject({ ...ws, name: 'acme' })) as Workspace;
    const stillThere = (await custom.getNamespacedCustomObject({ ...ws, name: 'acme' })) as Workspace;
    const added = await failure(
      custom.replaceNamespacedCustomObject({
        ...ws,
        name: 'acme',
        body: { ...stillThere, metadata: { ...stillThere.metadata, finalizers: ['a/b', 'c/d'] } },
      }),
    );
    await custom.replaceNamespacedCustomObject({
      ...ws,
      name: 'acme',
      body: { ...stillThere, metadata: { ...stillThere.metadata, finalizers: [] } },
    });

    expect(deleting.metadata?.deletionTimestamp).toEqual(expect.any(String));
    expect(stillThere.metadata?.deletionTimestamp).toBe(deleting.metadata?.deletionTimestamp);
    expect(added).toMatchObject({ code: 422, reason: 'Invalid' });
    await waitUntil(() => seen.length === 2, 'two watch events');
    expect(seen.map((e) => e.type)).toEqual(['MODIFIED', 'DELETED']);
    expect(api.get('workspaces', NS, 'acme')).toBeUndefined();
  });

  it('should delete at once when the object has no finalizers', async () => {
    api.create('workspaces', buildWorkspace());

    const answer = (await custom.deleteNamespacedCustomObject({ ...ws, name: 'acme' })) as StatusBody;

    expect(answer).toMatchObject({ kind: 'Status', status: 'Success' });
    expect(api.get('workspaces', NS, 'acme')).toBeUndefined();
  });

  it('should validate, default and prune by the CRD schema when one is given', async () => {
    await api.close();
    api = await startFakeKubeApi({ resources: [resourceFromCrd(buildCrd())] });
    custom = api.kubeConfig().makeApiClient(CustomObjectsApi);

    const invalid = await failure(
      custom.createNamespacedCustomObject({ ...ws, body: buildWorkspace('bad', { subdomain: 'Not Valid' }) }),
    );
    const created = (await custom.createNamespacedCustomObject({
      ...ws,
      body: { ...buildWorkspace(), spec: { ...buildWorkspace().spec, unknownField: 1 } },
    })) as Workspace;

    expect(invalid).toMatchObject({ code: 422, reason: 'Invalid' });
    expect(invalid.message).toContain('spec.subdomain');
    expect(created.spec).toEqual({ subdomain: 'acme', displayName: 'Acme', vectorTier: 'shared' });
  });

  it('should default and validate by the repository Workspace CRD when it is loaded', async () => {
    await api.close();
    api = await startFakeKubeApi({ resources: [workspaceCrdResource()] });
    custom = api.kubeConfig().makeApiClient(CustomObjectsApi);

    const created = (await custom.createNamespacedCustomObject({
      ...ws,
      body: buildWorkspace(),
    })) as Workspace;
    const tooShort = await failure(
      custom.createNamespacedCustomObject({ ...ws, body: buildWorkspace('ab', { subdomain: 'ab' }) }),
    );

    expect(created.spec).toMatchObject({ region: 'US_B', vectorTier: 'shared', deletionPolicy: 'Retain' });
    expect(tooShort).toMatchObject({ code: 422, reason: 'Invalid' });
  });

  it('should refuse a region change with the CEL rule message the API server gives', async () => {
    await api.close();
    api = await startFakeKubeApi({ resources: [workspaceCrdResource()] });
    custom = api.kubeConfig().makeApiClient(CustomObjectsApi);
    const created = (await custom.createNamespacedCustomObject({
      ...ws,
      body: buildWorkspace('acme', { region: 'EU_A' }),
    })) as Workspace;

    const moved = await failure(
      custom.replaceNamespacedCustomObject({
        ...ws,
        name: 'acme',
        body: { ...created, spec: { ...created.spec, region: 'US_A' } },
      }),
    );
    const renamed = (await custom.replaceNamespacedCustomObject({
      ...ws,
      name: 'acme',
      body: { ...created, spec: { ...created.spec, displayName: 'Acme Research' } },
    })) as Workspace;

    expect(moved).toMatchObject({
      code: 422,
      reason: 'Invalid',
      message:
        'Workspace.fieldnote.dev "acme" is invalid: spec.region: Invalid value: "US_A": region is immutable',
      details: {
        causes: [
          {
            reason: 'FieldValueInvalid',
            message: 'Invalid value: "US_A": region is immutable',
            field: 'spec.region',
          },
        ],
      },
    });
    expect(renamed.spec).toMatchObject({ region: 'EU_A', displayName: 'Acme Research' });
    expect(api.get('workspaces', NS, 'acme')?.spec).toMatchObject({
      region: 'EU_A',
      displayName: 'Acme Research',
    });
  });

  it('should refuse dropping a set teamId in a merge patch and run no CEL rule on an invalid object', async () => {
    await api.close();
    api = await startFakeKubeApi({ resources: [workspaceCrdResource()] });
    custom = api.kubeConfig().makeApiClient(CustomObjectsApi);
    const teamId = '1b4e28ba-2fa1-41d2-883f-0016d3cca427';
    await custom.createNamespacedCustomObject({ ...ws, body: buildWorkspace('acme', { teamId }) });

    const dropped = await failure(
      custom.patchNamespacedCustomObject(
        { ...ws, name: 'acme', body: { spec: { teamId: null } } },
        setHeaderOptions('Content-Type', PatchStrategy.MergePatch),
      ),
    );
    const invalid = await failure(
      custom.patchNamespacedCustomObject(
        { ...ws, name: 'acme', body: { spec: { teamId: null, region: 'Mars' } } },
        setHeaderOptions('Content-Type', PatchStrategy.MergePatch),
      ),
    );

    expect(dropped.message).toBe(
      'Workspace.fieldnote.dev "acme" is invalid: spec: Invalid value: teamId is immutable once set',
    );
    expect(invalid.message).toContain('spec.region: Unsupported value: "Mars"');
    expect(invalid.message).toContain('<nil>: Invalid value: null: some validation rules were not checked');
    expect(invalid.message).not.toContain('teamId is immutable');
    const tooLong = await failure(
      custom.patchNamespacedCustomObject(
        { ...ws, name: 'acme', body: { spec: { teamId: null, displayName: 'x'.repeat(201) } } },
        setHeaderOptions('Content-Type', PatchStrategy.MergePatch),
      ),
    );
    expect(tooLong.message).toContain('spec.displayName: Too long: may not be more than 200 bytes');
    expect(tooLong.message).toContain('some validation rules were not checked');
    expect(api.get('workspaces', NS, 'acme')?.spec).toMatchObject({ teamId });
  });

  it('should refuse an update without a resourceVersion for custom resources', async () => {
    api.create('workspaces', buildWorkspace());

    const answer = await failure(
      custom.replaceNamespacedCustomObject({ ...ws, name: 'acme', body: buildWorkspace() }),
    );

    expect(answer).toMatchObject({ code: 422, reason: 'Invalid' });
  });

  it('should apply JSON and merge patches when client-node sends them', async () => {
    api.create('workspaces', buildWorkspace());

    await custom.patchNamespacedCustomObject({
      ...ws,
      name: 'acme',
      body: [{ op: 'add', path: '/metadata/finalizers', value: ['fieldnote.dev/deprovision'] }],
    });
    const merged = (await custom.patchNamespacedCustomObjectStatus(
      { ...ws, name: 'acme', body: { status: { phase: 'Ready' } } },
      setHeaderOptions('Content-Type', PatchStrategy.MergePatch),
    )) as Workspace;

    expect(merged.metadata?.finalizers).toEqual(['fieldnote.dev/deprovision']);
    expect(merged.status).toEqual({ phase: 'Ready' });
  });

  it('should read and replace leases when renewTime is a MicroTime and refuse a millisecond time', async () => {
    const leases = api.kubeConfig().makeApiClient(CoordinationV1Api);
    const lease: V1Lease = {
      metadata: { name: 'operator', namespace: NS },
      spec: { holderIdentity: 'a', leaseDurationSeconds: 15, renewTime: new V1MicroTime() },
    };

    await leases.createNamespacedLease({ namespace: NS, body: lease });
    const read = await leases.readNamespacedLease({ name: 'operator', namespace: NS });
    const replaced = await leases.replaceNamespacedLease({
      name: 'operator',
      namespace: NS,
      body: { ...read, spec: { ...read.spec, holderIdentity: 'b', renewTime: new V1MicroTime() } },
    });
    const plainDate = await failure(
      leases.replaceNamespacedLease({
        name: 'operator',
        namespace: NS,
        body: { ...replaced, spec: { ...replaced.spec, renewTime: new Date() } },
      }),
    );

    expect(replaced.spec?.holderIdentity).toBe('b');
    expect(plainDate).toMatchObject({ code: 400, reason: 'BadRequest' });
  });

  it('should serve ingresses and events through the typed clients', async () => {
    const networking = api.kubeConfig().makeApiClient(NetworkingV1Api);
    const core = api.kubeConfig().makeApiClient(CoreV1Api);
    const body = {
      metadata: { name: 'acme', namespace: NS },
      spec: { rules: [{ host: 'acme.example.com' }] },
    };

    await networking.createNamespacedIngress({ namespace: NS, body });
    const read = await networking.readNamespacedIngress({ name: 'acme', namespace: NS });
    await networking.replaceNamespacedIngress({
      name: 'acme',
      namespace: NS,
      body: { ...read, spec: { rules: [{ host: 'acme.example.org' }] } },
    });
    const listed = await networking.listNamespacedIngress({ namespace: NS });
    await networking.deleteNamespacedIngress({ name: 'acme', namespace: NS });
    await core.createNamespacedEvent({
      namespace: NS,
      body: { metadata: { generateName: 'acme.' }, involvedObject: { name: 'acme' }, reason: 'Provisioned' },
    });

    expect(listed.items.map((i) => i.spec?.rules?.[0].host)).toEqual(['acme.example.org']);
    expect(api.list('ingresses')).toEqual([]);
    expect(api.list('events', NS).map((e) => e.metadata?.name)).toEqual([
      expect.stringMatching(/^acme\.\w{5}$/),
    ]);
  });

  it('should stream changes after the resourceVersion with bookmarks when a watch allows them', async () => {
    api.create('workspaces', buildWorkspace('before'));
    const from = api.resourceVersion;
    api.create('workspaces', buildWorkspace('acme'));
    const { seen } = await watch(`/apis/fieldnote.dev/v1alpha1/namespaces/${NS}/workspaces`, {
      resourceVersion: from,
      allowWatchBookmarks: true,
    });

    api.modify('workspaces', NS, 'acme', (w) =>
      Object.assign(w, { spec: { subdomain: 'acme', displayName: 'X' } }),
    );
    api.delete('workspaces', NS, 'acme');
    await waitUntil(() => seen.some((e) => e.type === 'BOOKMARK'), 'a bookmark');

    const changes = seen.filter((e) => e.type !== 'BOOKMARK');
    expect(changes.map((e) => [e.type, e.object.metadata?.name])).toEqual([
      ['ADDED', 'acme'],
      ['MODIFIED', 'acme'],
      ['DELETED', 'acme'],
    ]);
    expect(seen.find((e) => e.type === 'BOOKMARK')?.object.metadata?.resourceVersion).toEqual(
      expect.any(String),
    );
  });

  it('should send a 410 Expired ERROR event when the watch starts before the compacted history', async () => {
    api.create('workspaces', buildWorkspace('first'));
    const from = api.resourceVersion;
    api.create('workspaces', buildWorkspace('second'));
    api.expireHistory();

    const { seen, done } = await watch(`/apis/fieldnote.dev/v1alpha1/namespaces/${NS}/workspaces`, {
      resourceVersion: from,
    });

    await waitUntil(() => done.length === 1, 'the watch to end');
    expect(seen).toEqual([
      { type: 'ERROR', object: expect.objectContaining({ code: 410, reason: 'Expired' }) },
    ]);
  });

  it('should close watches when dropped and go silent when stalled', async () => {
    const path = `/apis/fieldnote.dev/v1alpha1/namespaces/${NS}/workspaces`;
    const dropped = await watch(path, { resourceVersion: api.resourceVersion });
    api.dropWatches();
    await waitUntil(() => dropped.done.length === 1, 'the dropped watch to end');

    const stalled = await watch(path, { resourceVersion: api.resourceVersion });
    api.stallWatches();
    api.create('workspaces', buildWorkspace('unseen'));
    const fresh = await watch(path, { resourceVersion: api.resourceVersion });
    api.create('workspaces', buildWorkspace('seen'));
    await waitUntil(() => fresh.seen.length === 1, 'the fresh watch to see the create');

    expect(stalled.seen).toEqual([]);
    expect(stalled.done).toEqual([]);
    expect(api.openWatches).toBe(2);
  });

  it('should fail injected requests and log every request', async () => {
    api.failNext({ verb: 'list', resource: 'workspaces' }, { code: 503 });

    const injected = await failure(custom.listNamespacedCustomObject(ws));
    await custom.listNamespacedCustomObject(ws);

    expect(injected).toMatchObject({ code: 503 });
    expect(api.requests.map((r) => [r.verb, r.resource, r.status])).toEqual([
      ['list', 'workspaces', 503],
      ['list', 'workspaces', 200],
    ]);
  });
});
