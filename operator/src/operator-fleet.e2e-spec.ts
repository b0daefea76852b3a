import { CustomObjectsApi } from '@kubernetes/client-node';
import { createLogger } from '@fieldnote/core';
import { loadOperatorConfig } from './operator-config';
import { type RunningOperator, startOperator } from './start-operator';
import { type FakeKubeApi, startFakeKubeApi } from './testing/fake-kube-api/fake-kube-api';
import { waitUntil } from './testing/fake-kube-api/wait-until';
import { workspaceCrdResource } from './testing/fake-kube-api/workspace-crd-resource';
import { type FakeQdrant, startFakeQdrant } from '../../services/core/src/testing/fake-qdrant';
import type { Workspace } from './workspaces/workspace-resource';
import { httpRequest } from '../../services/all-in-one/src/testing/graphql-client';
import { startOwnTestServer } from '../../services/all-in-one/src/testing/shared-test-server';
import type { TestServer } from '../../services/all-in-one/src/testing/test-server';
import { buildSubdomain, expectOk, logIn, signUp, sql, uniqueSuffix } from '../../e2e/api/factories';

/**
 * The fleet path end to end: a Workspace resource applied to the (double of the) Kubernetes API is
 * reconciled by the operator, leader-elected among two replicas, into a workspace that the real
 * API server then serves on its subdomain to its owner.
 */
describe('operator in the fleet', () => {
  // The API server is shared (each test makes its own accounts and workspaces on it); each test gets
  // its own Kubernetes API, Qdrant and two operator replicas, since tests stop the leader and count
  // what the fleet holds.
  let server: TestServer;
  let qdrant: FakeQdrant;
  let kube: FakeKubeApi;
  let operators: RunningOperator[];
  const NS = 'tenants';

  beforeAll(async () => {
    server = await startOwnTestServer({ SEED_DEMO: 'false' });
  });
  afterAll(() => server?.close());

  beforeEach(async () => {
    kube = await startFakeKubeApi({ resources: [workspaceCrdResource()] });
    qdrant = await startFakeQdrant();
    const config = loadOperatorConfig({
      DATABASE_URL: server.server.config.DATABASE_URL,
      QDRANT_URL: qdrant.url,
      METRICS_PORT: '0',
      LEASE_NAMESPACE: 'fieldnote-system',
      BASE_DOMAIN: 'localhost',
      WORKSPACE_URL_SCHEME: 'http',
      INGRESS_SERVICE_NAME: 'fieldnote-api',
      LOG_LEVEL: 'silent',
    });
    operators = [];
    for (const name of ['operator-a', 'operator-b']) {
      operators.push(
        await startOperator({ ...config, POD_NAME: name }, kube.kubeConfig(), createLogger('silent'), {
          retryPeriodMs: 20,
          backoff: { baseMs: 20, maxMs: 500 },
        }),
      );
    }
  });
  afterEach(async () => {
    for (const operator of operators) await operator.close();
    await kube?.close();
    await qdrant?.close();
  });

  const workspaces = () => kube.kubeConfig().makeApiClient(CustomObjectsApi);
  const get = (name: string) => kube.get<Workspace>('workspaces', NS, name);
  const leaders = () => operators.filter((o) => o.isLeader());

  /** Declares a Workspace resource owned by a new account and waits until the fleet has made it Ready. */
  async function declareReadyWorkspace(displayName = 'Fleet Team') {
    const owner = await signUp(server);
    const subdomain = buildSubdomain('fleet');
    const name = `fleet-${uniqueSuffix()}`;
    await workspaces().createNamespacedCustomObject({
      group: 'fieldnote.dev',
      version: 'v1alpha1',
      namespace: NS,
      plural: 'workspaces',
      body: {
        apiVersion: 'fieldnote.dev/v1alpha1',
        kind: 'Workspace',
        metadata: { name, namespace: NS },
        spec: { subdomain, displayName, owner: { email: owner.email }, deletionPolicy: 'Delete' },
      },
    });
    await waitUntil(() => get(name)?.status?.phase === 'Ready', 'the workspace to be ready');
    return { owner, subdomain, name };
  }

  it('should serve a workspace declared as a resource to its owner, with one replica leading', async () => {
    const { owner, subdomain, name } = await declareReadyWorkspace();

    expect(leaders()).toHaveLength(1);
    expect(get(name)!.status?.url).toBe(`http://${subdomain}.localhost/`);
    const client = server.client(subdomain);
    expectOk(await logIn(client, owner.email, owner.password));
    const me = expectOk(
      await client.gql<{ me: { role: string; workspace: { name: string } } }>(
        '{ me { role workspace { name } } }',
      ),
    );
    expect(me.me).toEqual({ role: 'MANAGER', workspace: { name: 'Fleet Team' } });
  });

  it('should publish metrics and readiness on every replica', async () => {
    await declareReadyWorkspace();
    const [leader] = leaders();
    const scrape = async () => (await httpRequest(`${leader.healthUrl}/metrics`)).text;
    const updated = /fieldnote_operator_reconcile_total\{outcome="updated"\} [1-9]/;

    // The reconcile is counted once it returns, just after it has written the Ready status.
    await waitUntil(async () => updated.test(await scrape()), 'the reconcile to be counted');
    const metrics = await scrape();

    expect(metrics).toMatch(/fieldnote_operator_leader 1/);
    expect(metrics).toMatch(/fieldnote_operator_workspaces\{phase="Ready"\} 1/);
    const standby = operators.find((o) => !o.isLeader())!;
    expect((await httpRequest(`${standby.healthUrl}/metrics`)).text).toMatch(/fieldnote_operator_leader 0/);
    for (const operator of operators) {
      expect((await httpRequest(`${operator.healthUrl}/readyz`)).status).toBe(200);
      expect((await httpRequest(`${operator.healthUrl}/healthz`)).status).toBe(200);
    }
  });

  it('should hand over to the standby, which applies the next change', async () => {
    const { name } = await declareReadyWorkspace();
    const [leader] = leaders();

    await leader.close();
    operators.splice(operators.indexOf(leader), 1);
    await waitUntil(() => leaders().length === 1, 'the standby to lead');
    kube.modify<Workspace>('workspaces', NS, name, (ws) => void (ws.spec.displayName = 'Fleet Research'));

    await waitUntil(() => get(name)?.status?.observedGeneration === 2, 'the change to be reconciled');
    const [team] = await sql(server, 'select name from control.teams where id = ?', [
      get(name)!.status!.teamId,
    ]);
    expect(team).toEqual({ name: 'Fleet Research' });
  });

  it('should remove the workspace and its data when the resource is deleted', async () => {
    const { name } = await declareReadyWorkspace();
    const teamId = get(name)!.status!.teamId!;

    await workspaces().deleteNamespacedCustomObject({
      group: 'fieldnote.dev',
      version: 'v1alpha1',
      namespace: NS,
      plural: 'workspaces',
      name,
    });

    await waitUntil(() => get(name) === undefined, 'the finalizer to let the resource go');
    expect(await sql(server, 'select id from control.teams where id = ?', [teamId])).toEqual([]);
    expect(
      await sql(server, 'select 1 from information_schema.schemata where schema_name = ?', [
        `ws_${teamId.replace(/-/g, '')}`,
      ]),
    ).toEqual([]);
  });
});
