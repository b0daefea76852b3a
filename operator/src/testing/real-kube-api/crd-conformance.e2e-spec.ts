import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  ApiextensionsV1Api,
  CustomObjectsApi,
  type KubeConfig,
  PatchStrategy,
  type V1CustomResourceDefinition,
  loadYaml,
  Watch,
  setHeaderOptions,
} from '@kubernetes/client-node';
import { type FakeKubeApi, startFakeKubeApi } from '../fake-kube-api/fake-kube-api';
import { waitUntil } from '../fake-kube-api/wait-until';
import { workspaceCrdResource } from '../fake-kube-api/workspace-crd-resource';
import { type KubeTestApiServer, startKubeTestApiServer } from './kube-test-apiserver';

const NS = 'tenants';
const coords = { group: 'fieldnote.dev', version: 'v1alpha1', plural: 'workspaces', namespace: NS };
const CRD_FILE = join(__dirname, '../../../../crds/workspaces.fieldnote.dev.yaml');
const TEAM_ID = '0b7d7c0e-5a4f-4c59-9a53-6b9c8f6b2f0d';

/** What a request came to: the object's spec and status, or the Status of a refusal. */
type Outcome =
  | {
      ok: true;
      spec?: unknown;
      status?: unknown;
      finalizers?: unknown;
      deleting?: boolean;
      generation?: number;
    }
  | { ok: false; code?: number; reason?: string; message?: string; causes?: unknown };

async function outcome(request: Promise<unknown>): Promise<Outcome> {
  try {
    const object = (await request) as {
      spec?: unknown;
      status?: unknown;
      metadata?: { finalizers?: unknown; deletionTimestamp?: unknown; generation?: number };
    };
    return {
      ok: true,
      spec: object.spec,
      status: object.status,
      finalizers: object.metadata?.finalizers,
      deleting: Boolean(object.metadata?.deletionTimestamp),
      generation: object.metadata?.generation,
    };
  } catch (error) {
    const body = JSON.parse((error as { body?: string }).body ?? '{}') as {
      code?: number;
      reason?: string;
      message?: string;
      details?: { causes?: unknown };
    };
    return {
      ok: false,
      code: body.code,
      reason: body.reason,
      ...unordered(body.message, body.details?.causes as Cause[] | undefined),
    };
  }
}

type Cause = { field: string; message: string; reason: string };

/**
 * The server lists a 422's field errors in no set order (kube-openapi walks the schema's properties
 * as a Go map): compare them as a set, after checking the message lists exactly the causes.
 */
function unordered(message: string | undefined, causes: Cause[] | undefined) {
  if (!message || !causes || causes.length < 2) return { message, causes };
  const listed = causes.map((c) => `${c.field}: ${c.message}`).join(', ');
  if (!message.endsWith(`[${listed}]`)) return { message, causes };
  const key = (c: Cause) => `${c.field}: ${c.message}`;
  const sorted = [...causes].sort((a, b) => key(a).localeCompare(key(b)));
  return { message: `${message.slice(0, -listed.length - 2)}[...]`, causes: sorted };
}

/**
 * The Workspace CRD on Kubernetes' own CRD server (1.36, built from Debian's sources by
 * scripts/kube-test-apiserver, with CEL) and on the double the unit tests use: every case sends the
 * same requests through @kubernetes/client-node to both and expects the same outcome, the real
 * server's being the truth. A case where they differ is a bug in the double.
 */
describe('the Workspace CRD on Kubernetes 1.36 and on the double', () => {
  let real: KubeTestApiServer;
  let fake: FakeKubeApi;

  beforeAll(async () => {
    [real, fake] = await Promise.all([
      startKubeTestApiServer('crd'),
      startFakeKubeApi({ resources: [workspaceCrdResource()] }),
    ]);
    // client-node sends its models by their TypeScript names: a plain object parsed from YAML would
    // lose `default`, `enum` and `x-kubernetes-validations` on the way (loadYaml maps them).
    const crd = loadYaml<V1CustomResourceDefinition>(readFileSync(CRD_FILE, 'utf8'));
    const crds = real.kubeConfig().makeApiClient(ApiextensionsV1Api);
    await crds.createCustomResourceDefinition({ body: crd });
    await waitUntil(
      async () =>
        (await crds.readCustomResourceDefinition({ name: crd.metadata!.name! })).status?.conditions?.some(
          (c) => c.type === 'Established' && c.status === 'True',
        ) ?? false,
      'the CRD to be established',
      60_000,
    );
  }, 180_000);
  afterAll(async () => {
    await fake?.close();
    await real?.close();
  });

  let counter = 0;
  /** Runs the same steps on both servers (each with its own object name) and returns both outcomes. */
  async function onBoth(
    steps: (api: CustomObjectsApi, name: string, config: KubeConfig) => Promise<Outcome>,
  ) {
    const name = `conf-${process.pid}-${++counter}`;
    const [onReal, onFake] = await Promise.all([
      steps(real.kubeConfig().makeApiClient(CustomObjectsApi), name, real.kubeConfig()),
      steps(fake.kubeConfig().makeApiClient(CustomObjectsApi), name, fake.kubeConfig()),
    ]);
    // Messages name the object; both servers got the same name.
    return { onReal, onFake };
  }
  const body = (name: string, spec: Record<string, unknown>) => ({
    apiVersion: 'fieldnote.dev/v1alpha1',
    kind: 'Workspace',
    metadata: { name, namespace: NS },
    spec,
  });
  const valid = { subdomain: 'acme-research', displayName: 'Acme Research' };
  const create = (api: CustomObjectsApi, name: string, spec: Record<string, unknown>) =>
    api.createNamespacedCustomObject({ ...coords, body: body(name, spec) });
  const merge = (api: CustomObjectsApi, name: string, patch: Record<string, unknown>) =>
    api.patchNamespacedCustomObject(
      { ...coords, name, body: patch },
      setHeaderOptions('Content-Type', PatchStrategy.MergePatch),
    );

  it.each<[string, Record<string, unknown>]>([
    ['defaults and prunes unknown fields', { ...valid, unknownField: 'dropped' }],
    ['refuses a subdomain outside the pattern', { ...valid, subdomain: 'Acme_Research' }],
    ['refuses a subdomain too short', { ...valid, subdomain: 'abc' }],
    ['refuses a missing displayName', { subdomain: 'acme-research' }],
    ['refuses a region outside the enum', { ...valid, region: 'MARS' }],
    ['refuses a plan outside the pattern', { ...valid, plan: 'gold' }],
    ['refuses a teamId that is not a uuid', { ...valid, teamId: 'not-a-uuid' }],
    ['refuses an owner without email', { ...valid, owner: {} }],
    ['refuses an owner email that is not one', { ...valid, owner: { email: 'not an email' } }],
    ['refuses a suspend that is not a boolean', { ...valid, suspend: 'yes' }],
    ['refuses a displayName too long', { ...valid, displayName: 'x'.repeat(201) }],
    ['refuses a subdomain too long and off-pattern', { ...valid, subdomain: `A${'a'.repeat(50)}` }],
    ['refuses several problems at once', { subdomain: 'A', region: 'MARS', plan: 'gold' }],
  ])('create: %s', async (_case, spec) => {
    const { onReal, onFake } = await onBoth((api, name) => outcome(create(api, name, spec)));
    expect(onFake).toEqual(onReal);
  });

  it.each<[string, Record<string, unknown>, Record<string, unknown>]>([
    [
      'refuses a change of region (CEL transition rule)',
      { ...valid, region: 'US_A' },
      { spec: { region: 'EU_A' } },
    ],
    [
      'refuses a change of teamId once set (CEL)',
      { ...valid, teamId: TEAM_ID },
      { spec: { teamId: '1b7d7c0e-5a4f-4c59-9a53-6b9c8f6b2f0d' } },
    ],
    ['refuses removing teamId once set (CEL)', { ...valid, teamId: TEAM_ID }, { spec: { teamId: null } }],
    ['accepts setting teamId for the first time', valid, { spec: { teamId: TEAM_ID } }],
    [
      'accepts a change of a mutable field and bumps the generation',
      valid,
      { spec: { displayName: 'Renamed' } },
    ],
    ['keeps the generation for a metadata change', valid, { metadata: { labels: { a: 'b' } } }],
    ['ignores status sent to the main resource', valid, { status: { phase: 'Ready' } }],
  ])('update: %s', async (_case, spec, patch) => {
    const { onReal, onFake } = await onBoth(async (api, name) => {
      await create(api, name, spec);
      return outcome(merge(api, name, patch));
    });
    expect(onFake).toEqual(onReal);
  });

  it('update: refuses a replace with a stale resourceVersion with 409 Conflict', async () => {
    const { onReal, onFake } = await onBoth(async (api, name) => {
      const created = (await create(api, name, valid)) as { metadata: { resourceVersion: string } };
      await merge(api, name, { spec: { displayName: 'Moved on' } });
      return outcome(
        api.replaceNamespacedCustomObjectStatus({
          ...coords,
          name,
          body: {
            ...body(name, valid),
            metadata: { name, namespace: NS, resourceVersion: created.metadata.resourceVersion },
            status: { phase: 'Ready' },
          },
        }),
      );
    });
    expect(onReal).toMatchObject({ ok: false, code: 409, reason: 'Conflict' });
    expect(onFake).toEqual(onReal);
  });

  it('status: a status write keeps the spec and the generation; a status outside its enum is refused', async () => {
    const steps = async (api: CustomObjectsApi, name: string) => {
      await create(api, name, valid);
      const current = (await api.getNamespacedCustomObject({ ...coords, name })) as Record<string, unknown>;
      const written = await outcome(
        api.replaceNamespacedCustomObjectStatus({
          ...coords,
          name,
          body: {
            ...current,
            spec: { ...valid, displayName: 'Ignored' },
            status: { phase: 'Ready', observedGeneration: 1 },
          },
        }),
      );
      const refused = await outcome(
        api.patchNamespacedCustomObjectStatus(
          { ...coords, name, body: { status: { phase: 'Happy' } } },
          setHeaderOptions('Content-Type', PatchStrategy.MergePatch),
        ),
      );
      return { ok: true as const, spec: [written, refused] };
    };
    const { onReal, onFake } = await onBoth(steps);
    expect(onFake).toEqual(onReal);
  });

  it('delete: a finalizer holds the object, marked for deletion, until it is removed', async () => {
    const { onReal, onFake } = await onBoth(async (api, name) => {
      await api.createNamespacedCustomObject({
        ...coords,
        body: {
          ...body(name, valid),
          metadata: { name, namespace: NS, finalizers: ['fieldnote.dev/deprovision'] },
        },
      });
      const deleted = await outcome(api.deleteNamespacedCustomObject({ ...coords, name }));
      const held = await outcome(api.getNamespacedCustomObject({ ...coords, name }));
      // A spec change is refused? No: only new finalizers are; the object still takes updates.
      const changed = await outcome(merge(api, name, { spec: { displayName: 'While deleting' } }));
      await merge(api, name, { metadata: { finalizers: null } });
      const gone = await outcome(api.getNamespacedCustomObject({ ...coords, name }));
      return { ok: true as const, spec: { deleted, held, changed, gone } };
    });
    expect(onFake).toEqual(onReal);
  });

  it('watch: a watch from a compacted resourceVersion ends with a 410 Expired ERROR event', async () => {
    const expiredOn = async (config: KubeConfig, compact: () => Promise<unknown>, name: string) => {
      const api = config.makeApiClient(CustomObjectsApi);
      const created = (await create(api, name, valid)) as { metadata: { resourceVersion: string } };
      await merge(api, name, { spec: { displayName: 'Later' } });
      await compact();
      const events: { type: string; code?: number; reason?: string }[] = [];
      let ended: unknown;
      const request = await new Watch(config).watch(
        `/apis/fieldnote.dev/v1alpha1/namespaces/${NS}/workspaces`,
        { resourceVersion: created.metadata.resourceVersion },
        (type, object: { code?: number; reason?: string }) =>
          events.push({ type, code: object.code, reason: object.reason }),
        (error) => (ended = error ?? 'ended'),
      );
      await waitUntil(() => events.length > 0 || ended !== undefined, 'the watch to answer', 30_000);
      request.abort();
      return events[0] ?? { ended: String(ended) };
    };
    // The real server answers watches from its watch cache, whose window a compaction does not move:
    // a restart after it starts the cache at the current revision, as a rolled API server does.
    const onReal = await expiredOn(
      real.kubeConfig(),
      async () => {
        await real.compactEtcd();
        await real.restart();
        // The resource's storage initialises after /readyz: it answers 429 until then.
        const api = real.kubeConfig().makeApiClient(CustomObjectsApi);
        await waitUntil(
          () =>
            api.listNamespacedCustomObject(coords).then(
              () => true,
              () => false,
            ),
          'the workspaces storage to be ready',
          60_000,
        );
      },
      `conf-watch-${process.pid}`,
    );
    const onFake = await expiredOn(
      fake.kubeConfig(),
      async () => fake.expireHistory(),
      `conf-watch-${process.pid}`,
    );
    expect(onReal).toEqual({ type: 'ERROR', code: 410, reason: 'Expired' });
    expect(onFake).toEqual(onReal);
  });
});
