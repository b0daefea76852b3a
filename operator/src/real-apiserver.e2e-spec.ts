import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  ApiextensionsV1Api,
  CoordinationV1Api,
  CoreV1Api,
  AuthorizationV1Api,
  CustomObjectsApi,
  KubernetesObjectApi,
  type KubernetesObject,
  NetworkingV1Api,
  PatchStrategy,
  loadYaml,
  type V1CustomResourceDefinition,
  setHeaderOptions,
} from '@kubernetes/client-node';
import { workspaceSchemaName } from '@fieldnote/db';
import { type FakeQdrant, startFakeQdrant } from '../../services/core/src/testing/fake-qdrant';
import { sharedTestServer } from '../../services/all-in-one/src/testing/shared-test-server';
import type { TestServer } from '../../services/all-in-one/src/testing/test-server';
import { buildSubdomain, expectOk, logIn, signUp, sql, uniqueSuffix } from '../../e2e/api/factories';
import { type KubeTestApiServer, startKubeTestApiServer } from './testing/real-kube-api/kube-test-apiserver';
import { type OperatorProcess, startOperatorProcess } from './testing/real-kube-api/operator-process';
import { waitUntil } from './testing/fake-kube-api/wait-until';
import { Informer } from './kube/informer';
import { customResourceSource } from './kube/list-watch-source';
import { HelmChartRenderer } from '../../e2e/deploy/go-template/helm-chart-renderer';
import { VALUE_SETS } from '../../e2e/deploy/chart-value-sets';
import {
  WORKSPACE_FINALIZER,
  WORKSPACE_GROUP,
  WORKSPACE_PLURAL,
  WORKSPACE_VERSION,
  type Workspace,
  type WorkspaceSpec,
} from './workspaces/workspace-resource';

const NS = 'tenants';
/** The chart's release namespace: its ServiceAccount, and the Lease its Role covers. */
const RELEASE_NS = 'fieldnote';
const chart = new HelmChartRenderer(join(__dirname, '../../charts/fieldnote'));
/** A rendered manifest as client-node's model (it sends models by their TypeScript names). */
const asModel = (manifest: object) => loadYaml<KubernetesObject>(JSON.stringify(manifest));
/** Kubernetes' own code under a loaded CI machine: generous, never asserted on. */
const SLOW = 60_000;
/** For the tests that wait on several such steps in a row (a restart, a Lease handover): more than
 * Jest's 30 s default, which a loaded CI machine can pass while every single wait is still within SLOW. */
const SEVERAL_SLOW_STEPS = 4 * SLOW;

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
  let operatorToken: string;

  const custom = () => kube.kubeConfig().makeApiClient(CustomObjectsApi);
  const core = () => kube.kubeConfig().makeApiClient(CoreV1Api);
  const coords = {
    group: WORKSPACE_GROUP,
    version: WORKSPACE_VERSION,
    plural: WORKSPACE_PLURAL,
    namespace: NS,
  };

  async function startOperators(names: string[]) {
    for (const name of names) {
      operators.push(
        // As in the cluster: the chart's ServiceAccount, under the chart's RBAC.
        await startOperatorProcess(name, kube.kubeconfigFile(operatorToken), {
          DATABASE_URL: server.server.config.DATABASE_URL!,
          QDRANT_URL: qdrant.url,
          LEASE_NAMESPACE: RELEASE_NS,
          BASE_DOMAIN: 'localhost',
          WORKSPACE_URL_SCHEME: 'http',
          INGRESS_SERVICE_NAME: 'fieldnote-api',
          INGRESS_CLASS_NAME: 'nginx',
        }),
      );
    }
  }

  beforeAll(async () => {
    [kube, server, qdrant] = await Promise.all([
      startKubeTestApiServer('kube'),
      sharedTestServer(),
      startFakeQdrant(),
    ]);
    for (const name of [NS, RELEASE_NS]) await core().createNamespace({ body: { metadata: { name } } });
    // client-node sends its models by their TypeScript names: a plain object parsed from YAML would
    // lose `default`, `enum` and `x-kubernetes-validations` on the way (loadYaml maps them).
    const crd = loadYaml<V1CustomResourceDefinition>(
      readFileSync(join(__dirname, '../../crds/workspaces.fieldnote.dev.yaml'), 'utf8'),
    );
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
    // `helm install` with the defaults: every manifest the chart renders, created on the server.
    const objects = KubernetesObjectApi.makeApiClient(kube.kubeConfig());
    for (const { manifest } of chart.render(VALUE_SETS.defaults).manifests) {
      const object = asModel(manifest);
      await objects.create({
        ...object,
        metadata: { ...object.metadata, namespace: object.metadata?.namespace ?? RELEASE_NS },
      });
    }
    operatorToken = (
      await core().createNamespacedServiceAccountToken({
        name: 'fieldnote-operator',
        namespace: RELEASE_NS,
        body: { spec: { audiences: [], expirationSeconds: 3600 } },
      })
    ).status!.token!;
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
        .readNamespacedLease({ name: 'fieldnote-operator', namespace: RELEASE_NS })
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
    expect(ws.spec).toMatchObject({
      plan: 'free',
      vectorTier: 'shared',
      deletionPolicy: 'Retain',
      suspend: false,
    });
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

    // Events are recorded once the status that changed is written: they may trail it a little.
    const reasons = async () =>
      (
        await core().listNamespacedEvent({ namespace: NS, fieldSelector: `involvedObject.name=${name}` })
      ).items.map((e) => e.reason);
    await waitUntil(
      async () => {
        const recorded = await reasons();
        return recorded.includes('Provisioned') && recorded.includes('Routed');
      },
      'the Provisioned and Routed Events',
      SLOW,
    );

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
    expect(await sql(server, 'select 1 from control.tenant_routes where team_id = ?', [teamId])).toHaveLength(
      1,
    );
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
      expect(await sql(server, 'select 1 from control.tenant_routes where team_id = ?', [teamId])).toEqual(
        [],
      );
    },
  );

  it(
    'should converge after the API server restarts, and its informer relist after 410 Gone',
    async () => {
      const { name } = await createWorkspace();
      await until(name, 'Ready', (ws) => ws?.status?.phase === 'Ready');
      // The informer the operator's controller runs, here in the test's process so its counters can be
      // read: synced, then watching from the list's resourceVersion.
      const kubeConfig = kube.kubeConfig();
      const informer = new Informer<Workspace>({
        kubeConfig,
        source: customResourceSource<Workspace>(kubeConfig, { ...coords }),
        onEvent: () => undefined,
        resyncIntervalMs: 0,
        backoff: { baseMs: 200, maxMs: 2_000 },
      });
      informer.start();
      try {
        await informer.whenSynced();
        await patchSpec(name, { displayName: 'Written Before The Restart' });
        await waitUntil(
          () => informer.list().some((ws) => ws.spec.displayName === 'Written Before The Restart'),
          'the informer to see the change',
          SLOW,
        );

        // The restarted server's watch cache starts at etcd's current revision, so the informer's
        // resumed watch (from its last resourceVersion) gets 410 once etcd has moved past it. A write
        // the informer does not watch moves it on for certain: lease renewals alone did so only when
        // one fell between the informer's last event and the restart, and a CI run where none did
        // waited for the 410 in vain.
        await core().createNamespacedConfigMap({
          namespace: NS,
          body: { metadata: { generateName: 'etcd-revision-' } },
        });
        await kube.restart();
        const { name: after } = await createWorkspace();

        await waitUntil(() => informer.stats.expired > 0, 'the resumed watch to expire (410)', SLOW);
        await waitUntil(() => informer.list().some((ws) => ws.metadata?.name === after), 'the relist', SLOW);
        expect(informer.stats.lists).toBeGreaterThan(1);
      } finally {
        informer.stop();
      }
      // The operator (whose leader may have lost the Lease while the server was down) converges too.
      const { name: later } = await createWorkspace();
      await until(later, 'Ready after the restart', (ws) => ws?.status?.phase === 'Ready');
      await until(name, 'the change made before the restart reconciled', (ws) =>
        Boolean(
          ws && ws.status?.observedGeneration === ws.metadata?.generation && ws.status?.phase === 'Ready',
        ),
      );
    },
    SEVERAL_SLOW_STEPS,
  );

  it(
    'should lead with one replica, and hand over to the other when the leader dies',
    async () => {
      await waitUntil(async () => Boolean(await leaderName()), 'a leader', SLOW);
      const holder = await leaderName();
      const leading = operators.find((o) => o.name === holder)!;
      const standby = operators.find((o) => o.name !== holder)!;
      expect(leading).toBeDefined();
      const metric = async (o: OperatorProcess) =>
        /^fieldnote_operator_leader (\d)$/m.exec(await (await fetch(`${o.healthUrl}/metrics`)).text())?.[1];
      // One leader: the Lease's holder says so, and the other stands by (after an API server restart
      // the former leader may take a renew period to notice it lost the Lease).
      await waitUntil(
        async () => (await metric(leading)) === '1' && (await metric(standby)) === '0',
        'only the Lease holder to lead',
        SLOW,
      );

      // A crash: the Lease is not released, the standby takes it once it expires.
      await leading.stop('SIGKILL');
      operators = operators.filter((o) => o !== leading);
      await waitUntil(
        async () => (await leaderName()) === standby.name,
        'the standby to take the Lease',
        SLOW,
      );
      const { name } = await createWorkspace();
      await until(name, 'Ready under the new leader', (ws) => ws?.status?.phase === 'Ready');
      expect(await metric(standby)).toBe('1');
      // The pair again, for the tests that run after this one.
      await startOperators([`${leading.name}-again`]);
    },
    SEVERAL_SLOW_STEPS,
  );
  it.each(Object.keys(VALUE_SETS).filter((set) => set !== 'defaults'))(
    'should accept every manifest the chart renders with the value set %p (server-side dry run)',
    async (set) => {
      // A release namespace of its own, so cluster-wide names do not meet the installed release's.
      const namespace = `release-${uniqueSuffix()}`.toLowerCase().slice(0, 40);
      await core().createNamespace({ body: { metadata: { name: namespace } } });
      const objects = KubernetesObjectApi.makeApiClient(kube.kubeConfig());
      const refused: string[] = [];
      for (const { manifest } of chart.render(VALUE_SETS[set], { namespace }).manifests) {
        const object = asModel(manifest);
        try {
          await objects.create(
            {
              ...object,
              metadata: { ...object.metadata, namespace: object.metadata?.namespace ?? namespace },
            },
            undefined,
            'All',
          );
        } catch (error) {
          refused.push(`${object.kind}/${object.metadata?.name}: ${(error as Error).message.slice(0, 300)}`);
        }
      }
      // Not served by this 1.20 server, as expected: Prometheus Operator's ServiceMonitor (only where
      // that operator's CRDs are installed) and policy/v1 PodDisruptionBudget (Kubernetes 1.21; the
      // chart asks for 1.25 or newer).
      expect(refused.filter((r) => !/^(ServiceMonitor|PodDisruptionBudget)\//.test(r))).toEqual([]);
    },
  );

  it.each<[string, string, string, string, boolean]>([
    ['list', 'fieldnote.dev', 'workspaces', '', true],
    ['watch', 'fieldnote.dev', 'workspaces', NS, true],
    ['update', 'fieldnote.dev', 'workspaces', NS, true],
    ['update', 'fieldnote.dev', 'workspaces/status', NS, true],
    ['update', 'fieldnote.dev', 'workspaces/finalizers', NS, true],
    ['create', 'networking.k8s.io', 'ingresses', NS, true],
    ['delete', 'networking.k8s.io', 'ingresses', NS, true],
    ['create', '', 'events', NS, true],
    ['update', 'coordination.k8s.io', 'leases', RELEASE_NS, true],
    ['create', 'fieldnote.dev', 'workspaces', NS, false],
    ['delete', 'fieldnote.dev', 'workspaces', NS, false],
    ['get', '', 'secrets', RELEASE_NS, false],
    ['list', '', 'secrets', NS, false],
    ['list', '', 'pods', NS, false],
    ['delete', '', 'namespaces', '', false],
    ['update', 'coordination.k8s.io', 'leases', NS, false],
    ['create', 'rbac.authorization.k8s.io', 'rolebindings', NS, false],
    ['update', 'apiextensions.k8s.io', 'customresourcedefinitions', '', false],
  ])(
    "should allow the chart's operator ServiceAccount to %s %s %s in %p: %p",
    async (verb, group, resource, namespace, allowed) => {
      const [plural, subresource] = resource.split('/');
      const review = await kube
        .kubeConfig(operatorToken)
        .makeApiClient(AuthorizationV1Api)
        .createSelfSubjectAccessReview({
          body: { spec: { resourceAttributes: { verb, group, resource: plural, subresource, namespace } } },
        });
      expect(review.status?.allowed ?? false).toBe(allowed);
    },
  );

  it("should refuse the operator's ServiceAccount what the chart does not grant, with the server's 403", async () => {
    const refused = await kube
      .kubeConfig(operatorToken)
      .makeApiClient(CoreV1Api)
      .readNamespacedSecret({ name: 'fieldnote', namespace: RELEASE_NS })
      .then(
        () => undefined,
        (error: { code?: number; body?: string }) => error,
      );
    expect(refused?.code).toBe(403);
    expect(JSON.parse(refused!.body!).message).toBe(
      `secrets "fieldnote" is forbidden: User "system:serviceaccount:${RELEASE_NS}:fieldnote-operator" cannot get resource "secrets" in API group "" in the namespace "${RELEASE_NS}"`,
    );
  });
});
