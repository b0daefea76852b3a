import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BusEvent, Subscription } from '../../services/core/src';
import { AllInOneModule } from '../../services/all-in-one/src/app.module';
import { type RunningServer, startServer } from '../../services/all-in-one/src/start-server';
import type { HttpResponse } from '../../services/all-in-one/src/testing/graphql-client';
import { startOwnTestServer } from '../../services/all-in-one/src/testing/shared-test-server';
import type { TestServer } from '../../services/all-in-one/src/testing/test-server';
import { buildNote, buildProject, signUpAndCreateWorkspace } from '../api/factories';

const TYPENAME = '{ __typename }';
const NATS_URL = process.env.NATS_URL ?? 'nats://127.0.0.1:4222';
/** How long the worker may take to relay an event before the test fails. */
const DELIVERY_DEADLINE_MS = 15_000;

/** The fleet runs one component per Deployment from one image, chosen by FIELDNOTE_COMPONENTS. */
describe(`${AllInOneModule.name} components`, () => {
  /** An operator call on the root domain with the server's own operator token. */
  function operatorCall(sut: TestServer, path: string): Promise<HttpResponse> {
    return sut
      .client()
      .http(path, { headers: { authorization: `Bearer ${sut.server.built.operatorToken}` } });
  }

  describe('worker', () => {
    let sut: TestServer;
    beforeAll(async () => {
      sut = await startOwnTestServer({ FIELDNOTE_COMPONENTS: 'worker' });
    }, 120_000);
    afterAll(() => sut?.close());

    it('should answer /ping when it runs the worker alone', async () => {
      const response = await sut.client().http('/ping');
      expect(response.status).toBe(200);
      expect(response.json()).toEqual({ status: 'ok' });
    });

    it('should not serve GraphQL when it runs the worker alone', async () => {
      const response = await sut.client('demo').gql(TYPENAME);
      expect(response.status).toBe(404);
      expect(response.data).toBeNull();
    });

    it('should not serve control-plane calls, operator calls or the web app when it runs the worker alone', async () => {
      expect((await sut.client().http('/global/environment')).status).toBe(404);
      expect((await sut.client().http('/team-environment/demo')).status).toBe(404);
      expect((await operatorCall(sut, '/control/workspaces')).status).toBe(404);
      expect((await sut.client().http('/')).status).toBe(404);
      expect((await sut.client().http('/admin/')).status).toBe(404);
    });

    it('should not seed the demo workspace when it runs the worker alone', async () => {
      const teams = await sut.server.built.platform.databases
        .control()
        .em.getConnection()
        .execute<{ count: string }[]>('select count(*)::text as count from control.teams');
      expect(teams).toEqual([{ count: '0' }]);
    });
  });

  describe('api', () => {
    let sut: TestServer;
    beforeAll(async () => {
      sut = await startOwnTestServer({ FIELDNOTE_COMPONENTS: 'api' });
    }, 120_000);
    afterAll(() => sut?.close());

    it('should serve GraphQL when it runs the api alone', async () => {
      const response = await sut.client('demo').gql<{ __typename: string }>(TYPENAME);
      expect(response.status).toBe(200);
      expect(response.errors).toBeUndefined();
      expect(response.data).toEqual({ __typename: 'Query' });
    });

    it("should answer the control plane's public calls a browser makes when it runs the api alone", async () => {
      expect((await sut.client().http('/ping')).status).toBe(200);
      const team = await sut.client('demo').http('/team-environment/demo');
      expect(team.status).toBe(200);
      expect(team.json()).toMatchObject({ name: 'Demo Research Team' });
    });

    it('should not serve operator calls when it runs the api alone', async () => {
      const response = await operatorCall(sut, '/control/workspaces');
      expect(response.status).toBe(404);
    });
  });

  describe('control-plane', () => {
    let sut: TestServer;
    beforeAll(async () => {
      sut = await startOwnTestServer({ FIELDNOTE_COMPONENTS: 'control-plane' });
    }, 120_000);
    afterAll(() => sut?.close());

    it('should serve operator calls when it runs the control plane alone', async () => {
      const response = await operatorCall(sut, '/control/workspaces');
      expect(response.status).toBe(200);
      expect(response.json()).toMatchObject({ items: expect.any(Array) });
    });

    // The demo's recording is stored and transcribed through the member API's services.
    it('should leave the demo workspace to a process with the api when it runs the control plane alone', async () => {
      const response = await operatorCall(sut, '/control/workspaces?search=demo');
      expect(response.status).toBe(200);
      expect(response.json()).toMatchObject({ items: [] });
    });

    it('should answer /ping and not serve GraphQL when it runs the control plane alone', async () => {
      expect((await sut.client().http('/ping')).status).toBe(200);
      expect((await sut.client('demo').gql(TYPENAME)).status).toBe(404);
    });
  });

  describe('api and control-plane together', () => {
    let sut: TestServer;
    beforeAll(async () => {
      sut = await startOwnTestServer({ FIELDNOTE_COMPONENTS: 'control-plane, api' });
    }, 120_000);
    afterAll(() => sut?.close());

    it('should serve GraphQL and operator calls when it runs both', async () => {
      expect((await sut.client('demo').gql(TYPENAME)).status).toBe(200);
      expect((await operatorCall(sut, '/control/workspaces')).status).toBe(200);
      expect((await sut.client().http('/ping')).status).toBe(200);
    });
  });

  describe('api and worker in separate processes', () => {
    let api: TestServer;
    let worker: RunningServer;
    let workerDataDir: string;
    let subscription: Subscription;
    const durable = `e2e-components-${randomUUID().slice(0, 8)}`;
    const received: BusEvent[] = [];

    beforeAll(async () => {
      api = await startOwnTestServer({ FIELDNOTE_COMPONENTS: 'api', NATS_URL });
      // A second process on the same database, as the fleet's worker Deployment runs it.
      workerDataDir = mkdtempSync(join(tmpdir(), 'fieldnote-worker-'));
      worker = await startServer({
        PATH: process.env.PATH,
        NODE_ENV: 'test',
        DATABASE_URL: api.server.config.DATABASE_URL,
        NATS_URL,
        // The api test server has a stream of its own; the worker must relay into the same one.
        NATS_STREAM: api.server.config.NATS_STREAM,
        NATS_SUBJECT_PREFIX: api.server.config.NATS_SUBJECT_PREFIX,
        PORT: '0',
        HOST: '127.0.0.1',
        LOG_LEVEL: 'silent',
        DATA_DIR: workerDataDir,
        SEED_DEMO: 'false',
        FIELDNOTE_COMPONENTS: 'worker',
      });
      subscription = await worker.built.platform.bus.subscribe(
        { durable, subject: 'note.created' },
        async (event) => {
          received.push(event);
          return 'ack';
        },
      );
    }, 120_000);

    afterAll(async () => {
      await subscription?.stop();
      await worker?.close();
      await api?.close();
      // Closing the api test server deletes its stream, and the durable consumer with it.
      rmSync(workerDataDir, { recursive: true, force: true });
    });

    it("should relay the api's committed events from the worker process when each runs alone", async () => {
      const workspace = await signUpAndCreateWorkspace(api);
      const projectId = await buildProject(workspace.manager.client);
      const noteId = await buildNote(workspace.manager.client, projectId, 'Relayed across processes');

      const deadline = Date.now() + DELIVERY_DEADLINE_MS;
      while (!received.some((event) => event.payload.noteId === noteId) && Date.now() < deadline)
        await new Promise((resolve) => setTimeout(resolve, 50));

      expect(received.filter((event) => event.payload.noteId === noteId)).toEqual([
        expect.objectContaining({ subject: 'note.created', workspaceId: workspace.id }),
      ]);
    });
  });

  it('should refuse to start when FIELDNOTE_COMPONENTS names an unknown component', async () => {
    await expect(startOwnTestServer({ FIELDNOTE_COMPONENTS: 'api,wroker' })).rejects.toThrow(
      'unknown component "wroker"',
    );
  });
});
