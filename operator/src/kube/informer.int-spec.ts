import { startFakeKubeApi, type FakeKubeApi } from '../testing/fake-kube-api/fake-kube-api';
import { waitUntil } from '../testing/fake-kube-api/wait-until';
import type { Workspace } from '../workspaces/workspace-resource';
import { Informer, type InformerEventType, type InformerOptions } from './informer';
import { customResourceSource } from './list-watch-source';

const NS = 'tenants';

function buildWorkspace(name: string, namespace = NS): Workspace {
  return {
    apiVersion: 'fieldnote.dev/v1alpha1',
    kind: 'Workspace',
    metadata: { name, namespace },
    spec: { subdomain: name, displayName: name },
  };
}

describe(Informer.name, () => {
  let api: FakeKubeApi;
  let sut: Informer<Workspace>;
  let events: [string, InformerEventType][];
  let errors: { error: unknown; retryInMs: number }[];

  async function startInformer(
    options: Partial<InformerOptions<Workspace>> = {},
    scope = { namespace: NS as string | undefined },
  ) {
    const kubeConfig = api.kubeConfig();
    const source = customResourceSource<Workspace>(kubeConfig, {
      group: 'fieldnote.dev',
      version: 'v1alpha1',
      plural: 'workspaces',
      namespace: scope.namespace,
    });
    sut = new Informer<Workspace>({
      kubeConfig,
      source,
      onEvent: (key, type) => events.push([key, type]),
      onError: (error, retryInMs) => errors.push({ error, retryInMs }),
      resyncIntervalMs: 0,
      stallTimeoutMs: 5_000,
      backoff: { baseMs: 5, maxMs: 40 },
      ...options,
    });
    sut.start();
    await sut.whenSynced();
    await waitUntil(() => api.openWatches === 1, 'the watch to open');
  }

  const names = () =>
    sut
      .list()
      .map((w) => w.metadata?.name)
      .sort();

  beforeEach(async () => {
    api = await startFakeKubeApi({ bookmarkIntervalMs: 20 });
    events = [];
    errors = [];
  });

  afterEach(async () => {
    sut.stop();
    await api.close();
  });

  it('should fill the cache from the list and report each object as added when it starts', async () => {
    api.create('workspaces', buildWorkspace('a'));
    api.create('workspaces', buildWorkspace('elsewhere', 'other'));

    await startInformer();

    expect(sut.hasSynced).toBe(true);
    expect(sut.get(`${NS}/a`)?.spec.subdomain).toBe('a');
    expect(events).toEqual([[`${NS}/a`, 'add']]);
  });

  it('should see adds, updates and deletes when they happen after the list', async () => {
    await startInformer();

    api.create('workspaces', buildWorkspace('a'));
    api.modify<Workspace>('workspaces', NS, 'a', (w) => (w.spec.displayName = 'Renamed'));
    api.delete('workspaces', NS, 'a');
    await waitUntil(() => events.length === 3, 'three events');

    expect(events).toEqual([
      [`${NS}/a`, 'add'],
      [`${NS}/a`, 'update'],
      [`${NS}/a`, 'delete'],
    ]);
    expect(sut.list()).toEqual([]);
  });

  it('should watch every namespace when no namespace is given', async () => {
    await startInformer({}, { namespace: undefined });

    api.create('workspaces', buildWorkspace('a', 'one'));
    api.create('workspaces', buildWorkspace('b', 'two'));
    await waitUntil(() => events.length === 2, 'two adds');

    expect(sut.get('one/a')).toBeDefined();
    expect(sut.get('two/b')).toBeDefined();
  });

  it('should relist and reconcile the cache when the watch answers 410 Gone', async () => {
    api.create('workspaces', buildWorkspace('kept'));
    api.create('workspaces', buildWorkspace('removed'));
    await startInformer();
    // Changes the informer misses, then history it can no longer watch from.
    api.stallWatches();
    api.delete('workspaces', NS, 'removed');
    api.create('workspaces', buildWorkspace('added'));
    api.expireHistory();

    api.dropWatches();
    await waitUntil(() => names().join() === 'added,kept', 'the relisted cache');

    expect(sut.stats.expired).toBe(1);
    expect(api.count({ verb: 'list', resource: 'workspaces' })).toBe(2);
    expect(events).toEqual(
      expect.arrayContaining([
        [`${NS}/removed`, 'delete'],
        [`${NS}/added`, 'add'],
      ]),
    );
  });

  it('should watch again from its resourceVersion without relisting when the connection is dropped', async () => {
    await startInformer();

    api.dropWatches();
    api.create('workspaces', buildWorkspace('after-clean-close'));
    await waitUntil(() => sut.get(`${NS}/after-clean-close`) !== undefined, 'the first object');
    api.dropWatches({ abrupt: true });
    api.create('workspaces', buildWorkspace('after-cut'));
    await waitUntil(() => sut.get(`${NS}/after-cut`) !== undefined, 'the second object');

    expect(api.count({ verb: 'watch', resource: 'workspaces' })).toBe(3);
    expect(api.count({ verb: 'list', resource: 'workspaces' })).toBe(1);
  });

  it('should abort and watch again when the watch goes silent', async () => {
    await startInformer({ stallTimeoutMs: 300 });
    // On a loaded machine the first list itself may take longer than the stall timeout (the guard is
    // armed before it) and be asked again: what counts is that a stalled watch relists nothing.
    const listsAtSync = api.count({ verb: 'list', resource: 'workspaces' });

    api.stallWatches();
    api.create('workspaces', buildWorkspace('sent-while-stalled'));
    await waitUntil(() => sut.get(`${NS}/sent-while-stalled`) !== undefined, 'the object');

    expect(sut.stats.stalls).toBeGreaterThanOrEqual(1);
    expect(api.count({ verb: 'list', resource: 'workspaces' })).toBe(listsAtSync);
  });

  it('should retry with growing delays when the API fails and sync once it answers', async () => {
    api.failNext({ verb: 'list', resource: 'workspaces' }, { times: 4 });

    await startInformer();

    expect(errors.map((e) => e.retryInMs)).toEqual([0, 5, 10, 20]);
    expect(sut.hasSynced).toBe(true);
  });

  it('should re-deliver every cached key when the resync interval passes', async () => {
    api.create('workspaces', buildWorkspace('a'));
    api.create('workspaces', buildWorkspace('b'));
    await startInformer({ resyncIntervalMs: 20 });

    await waitUntil(() => events.filter(([, type]) => type === 'resync').length >= 4, 'two resyncs');

    expect(events.slice(2, 4)).toEqual([
      [`${NS}/a`, 'resync'],
      [`${NS}/b`, 'resync'],
    ]);
  });
});
