import { randomUUID } from 'node:crypto';
import {
  CoreV1Api,
  CoreV1Event,
  CustomObjectsApi,
  NetworkingV1Api,
  type V1Ingress,
} from '@kubernetes/client-node';
import {
  QdrantCollections,
  Region,
  TENANT_KEY,
  createLogger,
  dedicatedCollectionName,
} from '@fieldnote/core';
import { WorkspaceProvisioner, WorkspaceRegistry, workspaceSchemaName } from '@fieldnote/db';
import { type TestDatabases, openTestDatabases } from '../../../services/db/src/testing/test-platform';
import { QdrantClient } from '@qdrant/js-client-rest';
import { EventRecorder } from '../kube/event-recorder';
import { WorkspaceIngress } from '../routes/workspace-ingress';
import { type FakeKubeApi, startFakeKubeApi } from '../testing/fake-kube-api/fake-kube-api';
import { workspaceCrdResource } from '../testing/fake-kube-api/workspace-crd-resource';
import { type FakeQdrant, startFakeQdrant } from '../../../services/core/src/testing/fake-qdrant';
import { WorkspaceApi } from './workspace-api';
import { type ReconcilerDeps, WorkspaceReconciler } from './workspace-reconciler';
import { WORKSPACE_FINALIZER, type Workspace, type WorkspaceSpec } from './workspace-resource';

const NS = 'tenants';

describe(WorkspaceReconciler.name, () => {
  let kube: FakeKubeApi;
  let qdrant: FakeQdrant;
  let db: TestDatabases;
  let sut: WorkspaceReconciler;
  let baseDeps: ReconcilerDeps;

  beforeAll(async () => {
    db = await openTestDatabases();
  });
  afterAll(() => db.close());

  beforeEach(async () => {
    kube = await startFakeKubeApi({ resources: [workspaceCrdResource()] });
    qdrant = await startFakeQdrant();
    const qdrantClient = new QdrantClient({ url: qdrant.url, checkCompatibility: false });
    baseDeps = {
      workspaces: new WorkspaceApi(kube.kubeConfig().makeApiClient(CustomObjectsApi)),
      provisioner: new WorkspaceProvisioner(db.databases),
      registry: new WorkspaceRegistry(db.databases),
      vectors: new QdrantCollections((region) => (region === Region.AU_A ? undefined : qdrantClient), 8),
      ingress: new WorkspaceIngress(kube.kubeConfig().makeApiClient(NetworkingV1Api), {
        serviceName: 'fieldnote-api',
        servicePort: 80,
        className: 'nginx',
      }),
      events: new EventRecorder(
        kube.kubeConfig().makeApiClient(CoreV1Api),
        'fieldnote-operator',
        createLogger('silent'),
      ),
      baseDomain: () => 'fieldnote.example.com',
      urlScheme: 'https',
      logger: createLogger('silent'),
      // Every pass verifies everything, unless a test is about steady workspaces.
      steadyVerifyMs: 0,
    };
    sut = new WorkspaceReconciler(baseDeps);
  });
  afterEach(async () => {
    await kube.close();
    await qdrant.close();
  });

  const sql = (q: string, p: unknown[] = []) =>
    db.databases.control().em.getConnection().execute<Record<string, unknown>[]>(q, p);
  const schemaExists = async (teamId: string) =>
    (
      await sql('select 1 from information_schema.schemata where schema_name = ?', [
        workspaceSchemaName(teamId),
      ])
    ).length === 1;
  const get = (name: string) => kube.get<Workspace>('workspaces', NS, name);
  const createWorkspace = (spec: Partial<WorkspaceSpec> = {}) => {
    const name = `ws-${randomUUID().slice(0, 8)}`;
    const ws = kube.create<Workspace>('workspaces', {
      apiVersion: 'fieldnote.dev/v1alpha1',
      kind: 'Workspace',
      metadata: { name, namespace: NS },
      spec: { subdomain: `acme-${randomUUID().slice(0, 8)}`, displayName: 'Acme Research', ...spec },
    });
    return { name, key: `${NS}/${name}`, ws, teamId: ws.metadata!.uid! };
  };
  const events = (name: string) =>
    kube
      .list<CoreV1Event>('events', NS)
      .filter((e) => e.involvedObject.name === name)
      .map((e) => `${e.type} ${e.reason}`);
  const condition = (name: string, type: string) =>
    get(name)?.status?.conditions?.find((c) => c.type === type);

  it('should provision schema, vectors, route and ingress, and report each as ready', async () => {
    const { name, key, teamId, ws } = createWorkspace({ region: 'EU_A', plan: 'team' });
    expect(await sut.reconcile(key)).toBe('updated');

    const after = get(name)!;
    expect(after.metadata?.finalizers).toContain(WORKSPACE_FINALIZER);
    expect(after.status).toMatchObject({
      phase: 'Ready',
      observedGeneration: 1,
      teamId,
      schema: workspaceSchemaName(teamId),
      url: `https://${ws.spec.subdomain}.fieldnote.example.com/`,
    });
    expect(after.status?.conditions?.map((c) => [c.type, c.status, c.reason])).toEqual([
      ['SchemaReady', 'True', 'Provisioned'],
      ['VectorReady', 'True', 'CollectionReady'],
      ['RouteReady', 'True', 'Routed'],
      ['Ready', 'True', 'Ready'],
    ]);
    expect(await schemaExists(teamId)).toBe(true);
    expect(
      await sql('select name, subdomain, region, plan from control.teams where id = ?', [teamId]),
    ).toEqual([{ name: 'Acme Research', subdomain: ws.spec.subdomain, region: 'EU_A', plan: 'team' }]);
    expect(await sql('select subdomain from control.tenant_routes where team_id = ?', [teamId])).toEqual([
      { subdomain: ws.spec.subdomain },
    ]);
    expect(qdrant.collections.get('fieldnote_eu_a')?.payloadSchema[TENANT_KEY]?.params).toMatchObject({
      is_tenant: true,
    });
    const ingress = kube.get<V1Ingress>('ingresses.networking.k8s.io', NS, `workspace-${name}`);
    expect(ingress?.spec?.rules?.[0]?.host).toBe(`${ws.spec.subdomain}.fieldnote.example.com`);
    expect(ingress?.spec?.ingressClassName).toBe('nginx');
    expect(ingress?.metadata?.ownerReferences?.[0]).toMatchObject({ kind: 'Workspace', name, uid: teamId });
    expect(events(name).sort()).toEqual([
      'Normal CollectionReady',
      'Normal Provisioned',
      'Normal Ready',
      'Normal Routed',
    ]);
  });

  it('should change nothing, not even the status, when reconciling a ready workspace again', async () => {
    const { name, key } = createWorkspace();
    await sut.reconcile(key);
    const version = get(name)!.metadata?.resourceVersion;
    const statusWrites = kube.count({ verb: 'update', resource: 'workspaces', subresource: 'status' });
    const ingressWrites = kube.count({ verb: 'update', resource: 'ingresses' });
    expect(await sut.reconcile(key)).toBe('unchanged');
    expect(get(name)!.metadata?.resourceVersion).toBe(version);
    expect(kube.count({ verb: 'update', resource: 'workspaces', subresource: 'status' })).toBe(statusWrites);
    expect(kube.count({ verb: 'update', resource: 'ingresses' })).toBe(ingressWrites);
    expect(events(name)).toHaveLength(4);
  });

  const requestsSince = (from: number) =>
    kube.requests
      .slice(from)
      .map((r) => `${r.verb} ${r.resource}${r.subresource ? `/${r.subresource}` : ''}`);

  it("should bring a new workspace to Ready from the informer's copy: one write each for finalizer, Ingress and status, its Events, and no read", async () => {
    const { name, key } = createWorkspace();
    const from = kube.requests.length;
    expect(await sut.reconcile(key, get(name))).toBe('updated');

    expect(get(name)!.status?.phase).toBe('Ready');
    expect(requestsSince(from)).toEqual([
      'update workspaces',
      'create ingresses',
      'update workspaces/status',
      'create events',
      'create events',
      'create events',
      'create events',
    ]);
  });

  it('should not touch the informer’s cached object when it works from it', async () => {
    const { name, key } = createWorkspace();
    const cached = get(name)!;
    const copy = structuredClone(cached);
    await sut.reconcile(key, cached);
    expect(cached).toEqual(copy);
  });

  it('should end without a request a pass over its own finalizer write, which its status write replaced', async () => {
    const { name, key } = createWorkspace();
    // The version the finalizer write made, as the watch delivers it before the status's.
    const statusWrite = kube.hold({ verb: 'update', resource: 'workspaces', subresource: 'status' });
    const pass = sut.reconcile(key, get(name));
    await statusWrite.whenHeld(1);
    const withFinalizer = structuredClone(get(name)!);
    statusWrite.release();
    expect(await pass).toBe('updated');
    expect(withFinalizer.metadata?.finalizers).toEqual([WORKSPACE_FINALIZER]);
    expect(withFinalizer.status).toBeUndefined();

    const from = kube.requests.length;
    expect(await sut.reconcile(key, withFinalizer)).toBe('unchanged');
    expect(requestsSince(from)).toEqual([]);
  });

  it('should answer "conflict" when its cached copy is out of date, and converge from the next one', async () => {
    const { name, key, teamId } = createWorkspace();
    const stale = get(name)!;
    kube.modify<Workspace>('workspaces', NS, name, (ws) => void (ws.spec.displayName = 'Acme Insights'));
    expect(await sut.reconcile(key, stale)).toBe('conflict');

    expect(await sut.reconcile(key, get(name))).toBe('updated');
    expect(get(name)!.status?.phase).toBe('Ready');
    expect(await sql('select name from control.teams where id = ?', [teamId])).toEqual([
      { name: 'Acme Insights' },
    ]);
  });

  it('should bring an Ingress left by an earlier run to the desired spec when it first routes a workspace', async () => {
    const { name, key, ws } = createWorkspace();
    kube.create<V1Ingress>('ingresses.networking.k8s.io', {
      apiVersion: 'networking.k8s.io/v1',
      kind: 'Ingress',
      metadata: { name: `workspace-${name}`, namespace: NS },
      spec: { rules: [{ host: 'elsewhere.example.com' }] },
    });
    const from = kube.requests.length;
    expect(await sut.reconcile(key, get(name))).toBe('updated');
    expect(requestsSince(from).filter((r) => r.includes('ingresses'))).toEqual([
      'create ingresses',
      'get ingresses',
      'update ingresses',
    ]);
    const ingress = kube.get<V1Ingress>('ingresses.networking.k8s.io', NS, `workspace-${name}`);
    expect(ingress?.spec?.rules?.[0]?.host).toBe(`${ws.spec.subdomain}.fieldnote.example.com`);
    expect(get(name)!.status?.phase).toBe('Ready');
  });

  it('should only read the resource of a steady workspace, and verify it again once it changes', async () => {
    const steady = new WorkspaceReconciler({ ...baseDeps, steadyVerifyMs: 60_000 });
    const { name, key, teamId } = createWorkspace();
    await steady.reconcile(key);
    await sql('delete from control.tenant_routes where team_id = ?', [teamId]);
    const requests = kube.requests.length;

    expect(await steady.reconcile(key)).toBe('unchanged');
    expect(await steady.reconcile(key, get(name))).toBe('unchanged');
    expect(kube.requests.slice(requests).map((r) => `${r.verb} ${r.resource}`)).toEqual(['get workspaces']);
    expect(await sql('select subdomain from control.tenant_routes where team_id = ?', [teamId])).toEqual([]);

    kube.modify<Workspace>('workspaces', NS, name, (ws) => void (ws.spec.displayName = 'Acme Insights'));
    expect(await steady.reconcile(key)).toBe('updated');
    expect(await sql('select name from control.teams where id = ?', [teamId])).toEqual([
      { name: 'Acme Insights' },
    ]);
    expect(await sql('select team_id from control.tenant_routes where team_id = ?', [teamId])).toHaveLength(
      1,
    );
  });

  it('should seed the owner as the first manager when an account with that e-mail exists', async () => {
    const accountId = randomUUID();
    const email = `owner-${accountId}@acme.example`;
    await sql(`insert into control.accounts (id, email, name, password_hash) values (?, ?, 'Olive', 'x')`, [
      accountId,
      email,
    ]);
    const { key, teamId } = createWorkspace({ owner: { email } });
    await sut.reconcile(key);
    const members = await db.databases
      .region(Region.US_B)
      .em.getConnection()
      .execute(`select id, role from "${workspaceSchemaName(teamId)}".members`);
    expect(members).toEqual([{ id: accountId, role: 'MANAGER' }]);
    expect(await sql('select account_id from control.memberships where team_id = ?', [teamId])).toEqual([
      { account_id: accountId },
    ]);
  });

  it('should refuse a reserved subdomain, provisioning nothing', async () => {
    const { name, key, teamId } = createWorkspace({ subdomain: 'admin-portal' });
    expect(await sut.reconcile(key)).toBe('updated');
    expect(get(name)!.status?.phase).toBe('Failed');
    expect(condition(name, 'Ready')).toMatchObject({
      status: 'False',
      reason: 'InvalidSpec',
      message: '"admin" is reserved. Please choose another subdomain.',
    });
    expect(await schemaExists(teamId)).toBe(false);
    expect(await sql('select id from control.teams where id = ?', [teamId])).toEqual([]);
  });

  it("should report a subdomain another workspace holds, and leave that workspace's route alone", async () => {
    const first = createWorkspace();
    await sut.reconcile(first.key);
    const second = createWorkspace({ subdomain: first.ws.spec.subdomain });
    await sut.reconcile(second.key);
    expect(get(second.name)!.status?.phase).toBe('Failed');
    expect(condition(second.name, 'RouteReady')).toMatchObject({ status: 'False', reason: 'SubdomainTaken' });
    expect(condition(second.name, 'Ready')).toMatchObject({ status: 'False', reason: 'SubdomainTaken' });
    expect(events(second.name)).toContain('Warning SubdomainTaken');
    expect(
      await sql('select team_id from control.tenant_routes where subdomain = ?', [first.ws.spec.subdomain]),
    ).toEqual([{ team_id: first.teamId }]);
  });

  it('should report a failing step, retry through the error, and keep the transition time of conditions that held', async () => {
    const { name, key } = createWorkspace();
    qdrant.failNext(1);
    await expect(sut.reconcile(key)).rejects.toThrow();
    expect(get(name)!.status?.phase).toBe('Provisioning');
    expect(condition(name, 'SchemaReady')?.status).toBe('True');
    expect(condition(name, 'VectorReady')).toMatchObject({ status: 'False', reason: 'Error' });
    expect(condition(name, 'Ready')).toMatchObject({ status: 'False', reason: 'Error' });
    const schemaSince = condition(name, 'SchemaReady')?.lastTransitionTime;

    expect(await sut.reconcile(key)).toBe('updated');
    expect(get(name)!.status?.phase).toBe('Ready');
    expect(condition(name, 'SchemaReady')?.lastTransitionTime).toBe(schemaSince);
  });

  it('should say vectors are off in a region without Qdrant and still serve the workspace', async () => {
    const { name, key } = createWorkspace({ region: 'AU_A' });
    await sut.reconcile(key);
    expect(condition(name, 'VectorReady')).toMatchObject({ status: 'True', reason: 'NotConfigured' });
    expect(get(name)!.status?.phase).toBe('Ready');
  });

  it('should take a suspended workspace off the network, keeping its data, and bring it back', async () => {
    const { name, key, teamId } = createWorkspace();
    await sut.reconcile(key);
    kube.modify<Workspace>('workspaces', NS, name, (ws) => void (ws.spec.suspend = true));
    await sut.reconcile(key);
    expect(get(name)!.status).toMatchObject({ phase: 'Suspended', observedGeneration: 2 });
    expect(condition(name, 'Ready')).toMatchObject({ status: 'False', reason: 'Suspended' });
    expect(await sql('select * from control.tenant_routes where team_id = ?', [teamId])).toEqual([]);
    expect(kube.get('ingresses.networking.k8s.io', NS, `workspace-${name}`)).toBeUndefined();
    expect(await schemaExists(teamId)).toBe(true);

    kube.modify<Workspace>('workspaces', NS, name, (ws) => void (ws.spec.suspend = false));
    await sut.reconcile(key);
    expect(get(name)!.status?.phase).toBe('Ready');
    expect(await sql('select * from control.tenant_routes where team_id = ?', [teamId])).toHaveLength(1);
  });

  it('should keep data and team but drop routes when a Retain workspace is deleted, then let it go', async () => {
    const { name, key, teamId } = createWorkspace({ deletionPolicy: 'Retain' });
    await sut.reconcile(key);
    kube.delete('workspaces', NS, name);
    expect(get(name)?.metadata?.deletionTimestamp).toBeDefined();
    expect(await sut.reconcile(key)).toBe('deleted');
    expect(get(name)).toBeUndefined();
    expect(await schemaExists(teamId)).toBe(true);
    expect(await sql('select id from control.teams where id = ?', [teamId])).toHaveLength(1);
    expect(await sql('select * from control.tenant_routes where team_id = ?', [teamId])).toEqual([]);
    expect(kube.get('ingresses.networking.k8s.io', NS, `workspace-${name}`)).toBeUndefined();
  });

  it('should drop schema, vectors, team and routes when a Delete workspace is deleted', async () => {
    const { name, key, teamId } = createWorkspace({ deletionPolicy: 'Delete', vectorTier: 'dedicated' });
    await sut.reconcile(key);
    expect(qdrant.collections.has(dedicatedCollectionName(teamId))).toBe(true);
    kube.delete('workspaces', NS, name);
    expect(await sut.reconcile(key)).toBe('deleted');
    expect(get(name)).toBeUndefined();
    expect(events(name)).toContain('Normal Deleted');
    expect(await schemaExists(teamId)).toBe(false);
    expect(await sql('select id from control.teams where id = ?', [teamId])).toEqual([]);
    expect(qdrant.collections.has(dedicatedCollectionName(teamId))).toBe(false);
  });

  it('should adopt a retained workspace through spec.teamId', async () => {
    const first = createWorkspace({ deletionPolicy: 'Retain' });
    await sut.reconcile(first.key);
    kube.delete('workspaces', NS, first.name);
    await sut.reconcile(first.key);

    const again = createWorkspace({ teamId: first.teamId, subdomain: first.ws.spec.subdomain });
    await sut.reconcile(again.key);
    expect(get(again.name)!.status).toMatchObject({ phase: 'Ready', teamId: first.teamId });
    expect(
      await sql('select subdomain from control.tenant_routes where team_id = ?', [first.teamId]),
    ).toEqual([{ subdomain: first.ws.spec.subdomain }]);
  });

  it('should answer "gone" for a workspace that no longer exists', async () => {
    expect(await sut.reconcile(`${NS}/nobody`)).toBe('gone');
  });
});
