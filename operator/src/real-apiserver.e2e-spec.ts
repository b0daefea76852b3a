import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  ApiextensionsV1Api,
  CoordinationV1Api,
  CoreV1Api,
  CustomObjectsApi,
  NetworkingV1Api,
  PatchStrategy,
  type V1CustomResourceDefinition,
  setHeaderOptions,
} from '@kubernetes/client-node';
import { parse } from 'yaml';
import { workspaceSchemaName } from '@fieldnote/db';
import { type FakeQdrant, startFakeQdrant } from '../../services/core/src/testing/fake-qdrant';
import { sharedTestServer } from '../../services/all-in-one/src/testing/shared-test-server';
import type { TestServer } from '../../services/all-in-one/src/testing/test-server';
import { buildSubdomain, expectOk, logIn, signUp, sql, uniqueSuffix } from '../../e2e/api/factories';
import { type KubeTestApiServer, startKubeTestApiServer } from './testing/real-kube-api/kube-test-apiserver';
import { type OperatorProcess, startOperatorProcess } from './testing/real-kube-api/operator-process';
import { waitUntil } from './testing/fake-kube-api/wait-until';
import {
  WORKSPACE_FINALIZER,
  WORKSPACE_GROUP,
  WORKSPACE_PLURAL,
  WORKSPACE_VERSION,
  type Workspace,
  type WorkspaceSpec,
} from './workspaces/workspace-resource';

const NS = 'tenants';
const LEASE_NS = 'fieldnote-system';
/** Kubernetes' own code under a loaded CI machine: generous, never asserted on. */
const SLOW = 60_000;

/**
 * The operator as the fleet runs it (`node operator/dist/main.js`, two replicas) against Kubernetes'
 * own API server (kube-apiserver 1.20 built from Debian's sources by scripts/kube-test-apiserver),
 * with the chart's CRD, real PostgreSQL and the Qdrant double. One API server and one operator pair
 * serve the whole file (CI time); each test makes its own Workspaces. CEL rules need a newer server:
 * crd-cel.real-apiserver.e2e-spec.ts checks them on Kubernetes 1.36's CRD server.
 */
describe('operator on a real Kubernetes API server', () => {
  let kube: KubeTestApiServer;
  let server: TestServer;
  let qdrant: FakeQdrant;
  let operators: OperatorProcess[] = [];

  const custom = () => kube.kubeConfig().makeApiClient(CustomObjectsApi);
  const core = () => kube.kubeConfig().makeApiClient(CoreV1Api);
  const coords = { group: WORKSPACE_GROUP, version: WORKSPACE_VERSION, plural: WORKSPACE_PLURAL, namespace: NS };

  async function startOperators(names: string[]) {
    for (const name of names) {
      operators.push(
        await startOperatorProcess(name, kube.kubeconfigPath, {
          DATABASE_URL: server.server.config.DATABASE_URL,
          QDRANT_URL: qdrant.url,
          LEASE_NAMESPACE: LEASE_NS,
          BASE_DOMAIN: 'localhost',
          WORKSPACE_URL_SCHEME: 'http',
          INGRESS_SERVICE_NAME: 'fieldnote-api',
          INGRESS_CLASS_NAME: 'nginx',
          OPERATOR_NAMESPACE: NS,
        }),
      );
    }
  }

  beforeAll(async () => {
    [kube, server, qdrant] = await Promise.all([
      startKubeTestApiServer('kube'),
      sharedTestServer({ SEED_DEMO: 'false' }),
      startFakeQdrant(),
    ]);
    for (const name of [NS, LEASE_NS]) await core().createNamespace({ body: { metadata: { name } } });
    const crd = parse(
      readFileSync(join(__dirname, '../../crds/workspaces.fieldnote.dev.yaml'), 'utf8'),
    ) as V1CustomResourceDefinition;
    const crds = kube.kubeConfig().makeApiClient(ApiextensionsV1Api);
    await crds.createCustomResourceDefinition({ body: crd });
    await waitUntil(
      async () =>
        (await crds.readCustomResourceDefinition({ name: crd.metadata!.name! })).status?.conditions?.some(
          (c) => c.type === 'Established' && c.status === 'True',
        ) ?? false,
      'the CRD to be established',
      SLOW,
    );
    await startOperators(['operator-a', 'operator-b']);
  }, 240_000);

  afterAll(async () => {
    await Promise.all(operators.map((o) => o.stop()));
    await qdrant?.close();
    await server?.close();
    await kube?.close();
  }, 60_000);

  const get = async (name: string) => {
    try {
      return (await custom().getNamespacedCustomObject({ ...coords, name })) as Workspace;
    } catch (error) {
      if ((error as { code?: number }).code === 404) return undefined;
      throw error;
    }
  };
  const patchSpec = (name: string, spec: Partial<WorkspaceSpec>) =>
    custom().patchNamespacedCustomObject(
      { ...coords, name, body: { spec } },
      // client-node sends a JSON patch unless told otherwise.
      setHeaderOptions('Content-Type', PatchStrategy.MergePatch),
    );
  const conditions = (ws: Workspace | undefined) =>
    ws?.status?.conditions?.map((c) => [c.type, c.status, c.reason]) ?? [];
  const schemaExists = async (teamId: string) =>
    (
      await sql(server, 'select 1 from information_schema.schemata where schema_name = ?', [
        workspaceSchemaName(teamId),
      ])
    ).length === 1;
  const leaderName = async () =>
    (
      await kube
        .kubeConfig()
        .makeApiClient(CoordinationV1Api)
        .readNamespacedLease({ name: 'fieldnote-operator', namespace: LEASE_NS })
    ).spec?.holderIdentity;

  async function createWorkspace(spec: Partial<WorkspaceSpec> = {}) {
    const name = `real-${uniqueSuffix()}`;
    const subdomain = buildSubdomain('real');
    await custom().createNamespacedCustomObject({
      ...coords,
      body: {
        apiVersion: `${WORKSPACE_GROUP}/${WORKSPACE_VERSION}`,
        kind: 'Workspace',
        metadata: { name, namespace: NS },
        spec: { subdomain, displayName: 'Real Research', ...spec },
      },
    });
    return { name, subdomain };
  }
  const until = (name: string, what: string, check: (ws: Workspace | undefined) => boolean) =>
    waitUntil(async () => check(await get(name)), `${name}: ${what}`, SLOW);

  it('should reconcile a Workspace to Ready: schema, vectors, route, Ingress, status and Events', async () => {
    const owner = await signUp(server);
    const { name, subdomain } = await createWorkspace({ owner: { email: owner.email }, region: 'EU_A' });

    await until(name, 'Ready', (ws) => ws?.status?.phase === 'Ready');
    const ws = (await get(name))!;
    const teamId = ws.metadata!.uid!;
    // The server applied the CRD's defaults; the operator added its finalizer and reported.
    expect(ws.spec).toMatchObject({ plan: 'free', vectorTier: 'shared', deletionPolicy: 'Retain', suspend: false });
    expect(ws.metadata?.finalizers).toEqual([WORKSPACE_FINALIZER]);
    expect(ws.status).toMatchObject({
      phase: 'Ready',
      observedGeneration: ws.metadata!.generation,
      teamId,
      schema: workspaceSchemaName(teamId),
      url: `http://${subdomain}.localhost/`,
    });
    expect(conditions(ws)).toEqual([
      ['SchemaReady', 'True', 'Provisioned'],
      ['VectorReady', 'True', 'CollectionReady'],
      ['RouteReady', 'True', 'Routed'],
      ['Ready', 'True', 'Ready'],
    ]);
    expect(await schemaExists(teamId)).toBe(true);
    expect(await sql(server, 'select region from control.teams where id = ?', [teamId])).toEqual([
      { region: 'EU_A' },
    ]);
    expect(qdrant.collections.has('fieldnote_eu_a')).toBe(true);

    const ingress = await kube
      .kubeConfig()
      .makeApiClient(NetworkingV1Api)
      .readNamespacedIngress({ name: `workspace-${name}`, namespace: NS });
    expect(ingress.spec?.rules?.[0]?.host).toBe(`${subdomain}.localhost`);
    expect(ingress.spec?.ingressClassName).toBe('nginx');
    expect(ingress.metadata?.ownerReferences?.[0]).toMatchObject({ kind: 'Workspace', name, uid: teamId });

    const events = await core().listNamespacedEvent({
      namespace: NS,
      fieldSelector: `involvedObject.name=${name}`,
    });
    expect(events.items.map((e) => e.reason)).toEqual(expect.arrayContaining(['Provisioned', 'Routed']));

    // The owner is the workspace's first manager, served on its subdomain.
    const client = server.client(subdomain);
    expectOk(await logIn(client, owner.email, owner.password));
    const me = expectOk(await client.gql<{ me: { role: string } }>('{ me { role } }'));
    expect(me.me.role).toBe('MANAGER');
  });

  it('should apply a change of a mutable field, and converge after a burst of changes whose status writes conflict', async () => {
    const { name } = await createWorkspace();
    await until(name, 'Ready', (ws) => ws?.status?.phase === 'Ready');

    // Each change bumps the generation while the operator may be writing the previous one's
    // status: its write carries a stale resourceVersion, the server answers 409, it reads again.
    for (const displayName of ['Real One', 'Real Two', 'Real Three', 'Real Four']) {
      await patchSpec(name, { displayName });
    }
    const generation = (await get(name))!.metadata!.generation!;
    await until(
      name,
      'the last change reconciled',
      (ws) => ws?.status?.observedGeneration === generation && ws.status.phase === 'Ready',
    );
    const teamId = (await get(name))!.metadata!.uid!;
    expect(await sql(server, 'select name from control.teams where id = ?', [teamId])).toEqual([
      { name: 'Real Four' },
    ]);
  });

  it('should refuse a status write with a stale resourceVersion with the server’s 409', async () => {
    const { name } = await createWorkspace();
    await until(name, 'Ready', (ws) => ws?.status?.phase === 'Ready');
    const stale = (await get(name))!;
    await patchSpec(name, { displayName: 'Moved On' });

    const refused = await custom()
      .replaceNamespacedCustomObjectStatus({ ...coords, name, body: stale })
      .then(
        () => undefined,
        (error: { code?: number; body?: string }) => error,
      );
    expect(refused?.code).toBe(409);
    expect(JSON.parse(refused!.body!)).toMatchObject({
      reason: 'Conflict',
      message: `Operation cannot be fulfilled on workspaces.fieldnote.dev "${name}": the object has been modified; please apply your changes to the latest version and try again`,
    });
  });

  it('should take a suspended workspace offline and keep its data, then serve it again', async () => {
    const { name } = await createWorkspace();
    await until(name, 'Ready', (ws) => ws?.status?.phase === 'Ready');
    const teamId = (await get(name))!.metadata!.uid!;

    await patchSpec(name, { suspend: true });
    await until(name, 'Suspended', (ws) => ws?.status?.phase === 'Suspended');
    expect(await sql(server, 'select 1 from control.tenant_routes where team_id = ?', [teamId])).toEqual([]);
    expect(await schemaExists(teamId)).toBe(true);

    await patchSpec(name, { suspend: false });
    await until(name, 'Ready again', (ws) => ws?.status?.phase === 'Ready');
    expect(await sql(server, 'select 1 from control.tenant_routes where team_id = ?', [teamId])).toHaveLength(1);
  });

  it.each([
    ['Delete', false],
    ['Retain', true],
  ] as const)(
    'should hold a deleted Workspace by its finalizer until deletion policy %s is carried out',
    async (deletionPolicy, dataKept) => {
      const { name } = await createWorkspace({ deletionPolicy });
      await until(name, 'Ready', (ws) => ws?.status?.phase === 'Ready');
      const teamId = (await get(name))!.metadata!.uid!;

      await custom().deleteNamespacedCustomObject({ ...coords, name });
      await until(name, 'gone once the finalizer is removed', (ws) => ws === undefined);
      expect(await schemaExists(teamId)).toBe(dataKept);
      expect(await sql(server, 'select 1 from control.tenant_routes where team_id = ?', [teamId])).toEqual([]);
    },
  );

  it('should relist and converge when the API server restarts under its watch (410 Gone)', async () => {
    const { name } = await createWorkspace();
    await until(name, 'Ready', (ws) => ws?.status?.phase === 'Ready');

    // Writes the watch has not seen, then history compacted past them: the watch the operator
    // resumes from its last resourceVersion can only be answered 410 Gone.
    await patchSpec(name, { displayName: 'Written Before The Restart' });
    await kube.compactEtcd();
    await kube.restart();
    const { name: after } = await createWorkspace();

    await until(after, 'Ready after the restart', (ws) => ws?.status?.phase === 'Ready');
    await until(name, 'the change made before the restart reconciled', (ws) => ws?.status?.observedGeneration === ws?.metadata?.generation);
    const interrupted = operators.flatMap((o) => o.logs()).filter((l) => l.msg === 'workspace watch interrupted; reconnecting');
    expect(interrupted.length).toBeGreaterThan(0);
  });

  it('should lead with one replica, and hand over to the other when the leader dies', async () => {
    await waitUntil(async () => Boolean(await leaderName()), 'a leader', SLOW);
    const holder = await leaderName();
    const leading = operators.find((o) => o.name === holder)!;
    const standby = operators.find((o) => o.name !== holder)!;
    expect(leading).toBeDefined();
    const metric = async (o: OperatorProcess) =>
      /fieldnote_operator_leader (\d)/.exec(await (await fetch(`${o.healthUrl}/metrics`)).text())?.[1];
    expect([await metric(leading), await metric(standby)]).toEqual(['1', '0']);

    // A crash: the Lease is not released, the standby takes it once it expires.
    await leading.stop('SIGKILL');
    operators = operators.filter((o) => o !== leading);
    await waitUntil(async () => (await leaderName()) === standby.name, 'the standby to take the Lease', SLOW);
    const { name } = await createWorkspace();
    await until(name, 'Ready under the new leader', (ws) => ws?.status?.phase === 'Ready');
    expect(await metric(standby)).toBe('1');
    // The pair again, for the tests that run after this one.
    await startOperators([`${leading.name}-again`]);
  });
});
