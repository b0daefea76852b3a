import { CoreV1Api, CustomObjectsApi } from '@kubernetes/client-node';
import { type FakeKubeApi, startFakeKubeApi } from '../testing/fake-kube-api/fake-kube-api';
import { workspaceCrdResource } from '../testing/fake-kube-api/workspace-crd-resource';
import { KubeApiClients } from './api-clients';

describe(KubeApiClients.name, () => {
  let kube: FakeKubeApi;
  let clients: KubeApiClients;

  beforeEach(async () => {
    kube = await startFakeKubeApi({ resources: [workspaceCrdResource()] });
    clients = new KubeApiClients(kube.kubeConfig());
  });
  afterEach(async () => {
    await clients.close();
    await kube.close();
  });

  const listEvents = (api: CoreV1Api) => api.listNamespacedEvent({ namespace: 'tenants' });

  // client-node's own clients open a connection per request (a new undici Agent each time).
  it('should send one request after another over kept-alive connections, not one connection each', async () => {
    const core = clients.make(CoreV1Api);
    const before = kube.connections;
    for (let i = 0; i < 10; i += 1) await listEvents(core);
    expect(kube.count({ verb: 'list', resource: 'events' })).toBe(10);
    // undici may open a second one while the first is being handed back to its pool.
    expect(kube.connections - before).toBeLessThanOrEqual(2);
  });

  it('should share the connections between the clients it makes', async () => {
    const core = clients.make(CoreV1Api);
    const custom = clients.make(CustomObjectsApi);
    const before = kube.connections;
    for (let round = 0; round < 3; round += 1) {
      await Promise.all([
        listEvents(core),
        listEvents(core),
        custom.listNamespacedCustomObject({
          group: 'fieldnote.dev',
          version: 'v1alpha1',
          namespace: 'tenants',
          plural: 'workspaces',
        }),
      ]);
    }
    expect(kube.requests).toHaveLength(9);
    // Three in flight at a time, and one more at most while a connection is handed back.
    expect(kube.connections - before).toBeLessThanOrEqual(4);
  });

  it("should authenticate every request with the kubeconfig's credentials", async () => {
    await expect(listEvents(clients.make(CoreV1Api))).resolves.toBeDefined();
    const config = kube.kubeConfig();
    config.users[0] = { ...config.users[0], token: 'not-the-token' };
    const stranger = new KubeApiClients(config);
    const refused = await listEvents(stranger.make(CoreV1Api)).then(
      () => undefined,
      (error: { code?: number }) => error.code,
    );
    await stranger.close();
    expect(refused).toBe(401);
  });
});
