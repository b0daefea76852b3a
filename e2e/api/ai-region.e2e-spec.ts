import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { errorCode } from '../../services/all-in-one/src/testing/graphql-client';
import { sharedTestServer } from '../../services/all-in-one/src/testing/shared-test-server';
import type { TestServer } from '../../services/all-in-one/src/testing/test-server';
import { INTERVIEW_NOTE } from '../../services/api/src/modules/ai/testing/interview-fixture';
import {
  type OpenAiTestServer,
  startOpenAiTestServer,
  writeTinyGguf,
} from '../../services/api/src/modules/ai/testing/openai-test-server';
import {
  addMember,
  buildNote,
  buildProject,
  expectOk,
  signUpAndCreateWorkspace,
  sql,
  workspaceSchema,
} from './factories';
import { BILLING_ON_ENV, planLimitRefusal } from './plan-limits';

const SETTINGS = `{ aiRegionSettings { region dataRegion chooseAllowed options { region location model available } } }`;
const CHOOSE = `mutation($r: Region!) { updateAiRegion(input: { region: $r }) { region dataRegion } }`;
const GENERATE = `mutation($input: GenerateNoteSummaryInput!) { generateNoteSummary(input: $input) {
  content aiActivityId generatedWith { kind model } } }`;

/**
 * The workspace's AI model region (spec 001 §3 allowChooseAiRegion): a server whose own model
 * (AI_BASE_URL) and whose EU_A model (AI_REGION_EU_A_*) are two real OpenAI-compatible servers in
 * this process; its own server, the models being server configuration. Billing on, so the free plan
 * refuses the choice and the Enterprise plan allows it.
 */
describe('AI model region', () => {
  let dir: string;
  let own: OpenAiTestServer;
  let eu: OpenAiTestServer;
  let sut: TestServer;

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'fieldnote-ai-region-'));
    const modelPath = await writeTinyGguf(join(dir, 'tiny.gguf'));
    own = await startOpenAiTestServer({ modelPath, modelName: 'own-model' });
    eu = await startOpenAiTestServer({ modelPath, modelName: 'eu-model', apiKey: 'sk-eu' });
    for (const server of [own, eu]) server.script = () => [`## Summary\n- Answered by ${server.modelName}.`];
    sut = await sharedTestServer({
      ...BILLING_ON_ENV,
      SEED_DEMO: 'false',
      AI_BASE_URL: own.baseUrl,
      AI_MODEL: own.modelName,
      AI_REGION_EU_A_BASE_URL: eu.baseUrl,
      AI_REGION_EU_A_MODEL: eu.modelName,
      AI_REGION_EU_A_API_KEY: 'sk-eu',
    });
  }, 180_000);
  afterAll(async () => {
    await sut?.close();
    await own?.close();
    await eu?.close();
    await rm(dir, { recursive: true, force: true });
  });

  it("should send every AI request to the chosen region's model, refuse the choice without the plan or a configured model, and audit the source and target region", async () => {
    const ws = await signUpAndCreateWorkspace(sut);
    const contributor = await addMember(sut, ws, 'CONTRIBUTOR');
    const projectId = await buildProject(ws.manager.client);
    const noteId = await buildNote(ws.manager.client, projectId, 'Interview with Maria', INTERVIEW_NOTE);
    const chatRequests = (server: OpenAiTestServer) =>
      server.requests.filter((r) => r.path === '/v1/chat/completions');
    const summarise = async () =>
      expectOk(
        await contributor.client.gql<{
          generateNoteSummary: { content: string; generatedWith: { kind: string; model: string } };
        }>(GENERATE, { input: { noteId, framework: 'Summary' } }),
      ).generateNoteSummary;
    const settings = async () =>
      expectOk(
        await ws.manager.client.gql<{
          aiRegionSettings: {
            region: string;
            dataRegion: string;
            chooseAllowed: boolean;
            options: { region: string; model: string | null; available: boolean }[];
          };
        }>(SETTINGS),
      ).aiRegionSettings;

    // The workspace's data region's model (the server's own) answers until a region is chosen.
    const before = await settings();
    expect(before).toMatchObject({ region: before.dataRegion, chooseAllowed: false });
    expect(before.options.find((o) => o.region === 'EU_A')).toMatchObject({
      model: 'eu-model',
      available: true,
    });
    expect(before.options.find((o) => o.region === 'AU_A')).toMatchObject({ model: null, available: false });
    expect(before.options.find((o) => o.region === before.dataRegion)).toMatchObject({
      model: 'own-model',
      available: true,
    });
    own.requests.length = 0;
    eu.requests.length = 0;
    expect((await summarise()).generatedWith).toEqual({ kind: 'OPENAI_COMPATIBLE', model: 'own-model' });
    expect(chatRequests(own)).toHaveLength(1);
    expect(chatRequests(eu)).toHaveLength(0);

    // The free plan refuses the choice, naming the plan that lifts it; a contributor is refused anyway.
    expect(planLimitRefusal(await ws.manager.client.gql(CHOOSE, { r: 'EU_A' })).details).toMatchObject({
      planLimit: 'allowChooseAiRegion',
      upgradePlanName: 'Enterprise',
    });
    expect(errorCode(await contributor.client.gql(CHOOSE, { r: 'EU_A' }))).toBe('FORBIDDEN');
    const put = await sut.client().http(`/control/workspaces/${ws.id}/plan`, {
      method: 'PUT',
      headers: {
        authorization: `Bearer ${sut.server.built.operatorToken}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ planReference: 'enterprise' }),
    });
    expect(put.status).toBe(200);
    expect(errorCode(await contributor.client.gql(CHOOSE, { r: 'EU_A' }))).toBe('FORBIDDEN');
    // A region without a configured model cannot be chosen.
    const unconfigured = await ws.manager.client.gql(CHOOSE, { r: 'AU_A' });
    expect(errorCode(unconfigured)).toBe('BAD_USER_INPUT');
    expect(unconfigured.errors?.[0]?.message).toMatch(
      /^No AI model is configured for the AU_A region \(Sydney, Australia\) on this server/,
    );
    expect((await settings()).region).toBe(before.dataRegion);

    expect(expectOk(await ws.manager.client.gql(CHOOSE, { r: 'EU_A' }))).toEqual({
      updateAiRegion: { region: 'EU_A', dataRegion: before.dataRegion },
    });
    own.requests.length = 0;
    const byEu = await summarise();
    expect(byEu.generatedWith).toEqual({ kind: 'OPENAI_COMPATIBLE', model: 'eu-model' });
    expect(byEu.content).toContain('Answered by eu-model.');
    expect(chatRequests(eu)).toHaveLength(1);
    expect(chatRequests(eu)[0]!.authorization).toBe('Bearer sk-eu');
    expect(chatRequests(own)).toHaveLength(0);

    // Highlight suggestions go there too, and the trail names the model that answered.
    eu.requests.length = 0;
    const suggested = expectOk(
      await contributor.client.gql<{ suggestHighlights: { aiActivityId: string } }>(
        'mutation($id: ID!) { suggestHighlights(noteId: $id) { aiActivityId } }',
        { id: noteId },
      ),
    ).suggestHighlights;
    expect(chatRequests(eu)).toHaveLength(1);
    expect(chatRequests(own)).toHaveLength(0);
    const trail = async () =>
      expectOk(
        await ws.manager.client.gql<{
          aiActivity: {
            nodes: { id: string; task: string; provider: { model: string }; modelRegion: string | null }[];
          };
        }>('{ aiActivity(limit: 50) { nodes { id task provider { model } modelRegion } } }'),
      ).aiActivity.nodes;
    // The trail names the model that answered and the region it serves: two regions may serve a
    // model of the same name, and an auditor must see where the note's text went.
    const answered = await trail();
    expect(answered.find((e) => e.id === suggested.aiActivityId)).toMatchObject({
      provider: { model: 'eu-model' },
      modelRegion: 'EU_A',
    });
    expect(
      answered.filter((e) => e.task === 'NOTE_SUMMARY').map((e) => [e.provider.model, e.modelRegion]),
    ).toEqual([
      ['eu-model', 'EU_A'],
      ['own-model', null],
    ]);

    const schema = await workspaceSchema(sut, ws);
    const audit = await sql<{ actor_id: string; old_value: unknown; new_value: unknown }>(
      sut,
      `select actor_id, old_value, new_value from "${schema}".audit_entries where action = 'AI_MODEL_REGION_CHANGED'`,
    );
    expect(audit).toEqual([
      { actor_id: ws.manager.id, old_value: { region: before.dataRegion }, new_value: { region: 'EU_A' } },
    ]);

    // Back to the data region: its model answers again.
    expectOk(await ws.manager.client.gql(CHOOSE, { r: before.dataRegion }));
    eu.requests.length = 0;
    expect((await summarise()).generatedWith.model).toBe('own-model');
    expect(chatRequests(eu)).toHaveLength(0);
    expect((await trail()).find((e) => e.task === 'NOTE_SUMMARY')).toMatchObject({
      provider: { model: 'own-model' },
      modelRegion: null,
    });
  }, 120_000);
});
