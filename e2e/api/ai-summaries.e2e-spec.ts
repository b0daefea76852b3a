import { sharedTestServer } from '../../services/all-in-one/src/testing/shared-test-server';
import type { TestServer } from '../../services/all-in-one/src/testing/test-server';
import { errorCode } from '../../services/all-in-one/src/testing/graphql-client';
import { INTERVIEW_NOTE, SHORT_NOTE } from '../../services/api/src/modules/ai/testing/interview-fixture';
import {
  type BuiltAccount,
  type BuiltWorkspace,
  addMember,
  buildApiToken,
  buildNote,
  buildProject,
  expectOk,
  signUpAndCreateWorkspace,
  sql,
  workspaceSchema,
} from './factories';
import { BILLING_ON_ENV, planLimitRefusal } from './plan-limits';

const GENERATE = `mutation($input: GenerateNoteSummaryInput!) { generateNoteSummary(input: $input) {
  noteId framework language content aiActivityId generatedWith { kind model } editedAt } }`;
const EDIT = `mutation($input: UpdateNoteSummaryInput!) { updateNoteSummary(input: $input) { content editedAt editedBy } }`;
const PANEL = `query($id: ID!) { noteSummary(noteId: $id) { noteId defaultFramework defaultLanguage unavailableReason
  unavailableMessage provider { kind model } summary { framework content } } }`;
const SETTINGS = `mutation($on: Boolean!) { updateAiSettings(input: { generativeAiEnabled: $on }) { generativeAiEnabled enabledBySetting } }`;
const DEFAULTS = `mutation($p: ID!, $f: SummaryFramework!, $l: String!) { updateProjectAiDefaults(input: { projectId: $p, defaultFramework: $f, defaultSummaryLanguage: $l }) { defaultFramework defaultSummaryLanguage } }`;
const ACTIVITY = `{ aiActivity(limit: 200) { totalCount nodes { id task framework provider { kind model } promptVersion inputKind inputIds
  projectId language requestedBy requestedByName status startedAt finishedAt outputChars } } }`;

interface Summary {
  noteId: string;
  framework: string;
  language: string;
  content: string;
  aiActivityId: string;
  generatedWith: { kind: string; model: string };
  editedAt: string | null;
}

describe('note summaries, the AI switch and the AI audit trail', () => {
  let sut: TestServer;
  let ws: BuiltWorkspace;
  let contributor: BuiltAccount;
  let viewer: BuiltAccount;
  let schema: string;

  beforeAll(async () => {
    sut = await sharedTestServer({ SEED_DEMO: 'false' });
    ws = await signUpAndCreateWorkspace(sut);
    contributor = await addMember(sut, ws, 'CONTRIBUTOR');
    viewer = await addMember(sut, ws, 'VIEWER');
    schema = await workspaceSchema(sut, ws);
  }, 120_000);
  afterAll(() => sut.close());

  async function interview(): Promise<{ projectId: string; noteId: string }> {
    const projectId = await buildProject(ws.manager.client);
    const noteId = await buildNote(ws.manager.client, projectId, 'Interview with Maria', INTERVIEW_NOTE);
    return { projectId, noteId };
  }

  const summaryRows = (noteId: string) =>
    sql<{ content: string }>(sut, `select content from "${schema}".note_summaries where note_id = ?`, [
      noteId,
    ]);

  it('should generate a summary by the project default framework, quoting only the note, when a contributor asks', async () => {
    const { projectId, noteId } = await interview();
    expectOk(await contributor.client.gql(DEFAULTS, { p: projectId, f: 'ByQuestion', l: 'de' }));
    const summary = expectOk(
      await contributor.client.gql<{ generateNoteSummary: Summary }>(GENERATE, { input: { noteId } }),
    ).generateNoteSummary;
    expect(summary).toMatchObject({
      noteId,
      framework: 'ByQuestion',
      language: 'de',
      generatedWith: { kind: 'BUILT_IN', model: 'fieldnote-extractive-v1' },
      editedAt: null,
    });
    expect(
      summary.content.startsWith('## Questions and answers\n### Could you tell me about your role?'),
    ).toBe(true);
    for (const line of summary.content.split('\n').filter((l) => l.startsWith('- ') || l.startsWith('### ')))
      expect(INTERVIEW_NOTE).toContain(line.replace(/^(- |### )/, ''));

    const panel = expectOk(
      await viewer.client.gql<{ noteSummary: Record<string, unknown> }>(PANEL, { id: noteId }),
    );
    expect(panel.noteSummary).toMatchObject({
      defaultFramework: 'ByQuestion',
      defaultLanguage: 'de',
      unavailableReason: 'VIEWER',
      unavailableMessage: 'Viewers cannot generate summaries.',
      provider: { kind: 'BUILT_IN' },
      summary: { framework: 'ByQuestion', content: summary.content },
    });
  });

  it('should record provider, model, framework, prompt version, inputs and asker in the audit trail when a summary is generated', async () => {
    const { projectId, noteId } = await interview();
    const summary = expectOk(
      await contributor.client.gql<{ generateNoteSummary: Summary }>(GENERATE, {
        input: { noteId, framework: 'SalesMEDICC', language: 'fr' },
      }),
    ).generateNoteSummary;
    const trail = expectOk(
      await ws.manager.client.gql<{ aiActivity: { nodes: Record<string, unknown>[] } }>(ACTIVITY),
    ).aiActivity.nodes;
    const entry = trail.find((e) => e.id === summary.aiActivityId);
    expect(entry).toMatchObject({
      task: 'NOTE_SUMMARY',
      framework: 'SalesMEDICC',
      provider: { kind: 'BUILT_IN', model: 'fieldnote-extractive-v1' },
      promptVersion: 'note-summary/SalesMEDICC@1',
      inputKind: 'NOTE',
      inputIds: [noteId],
      projectId,
      language: 'fr',
      requestedBy: contributor.id,
      requestedByName: contributor.name,
      status: 'SUCCEEDED',
      outputChars: summary.content.length,
    });
    expect(Date.parse(entry?.finishedAt as string)).toBeGreaterThanOrEqual(
      Date.parse(entry?.startedAt as string),
    );
  });

  it('should replace the summary and its edit when it is generated again by another framework', async () => {
    const { noteId } = await interview();
    const first = expectOk(
      await contributor.client.gql<{ generateNoteSummary: Summary }>(GENERATE, {
        input: { noteId, framework: 'Summary' },
      }),
    ).generateNoteSummary;
    const edited = expectOk(
      await contributor.client.gql<{
        updateNoteSummary: { content: string; editedAt: string; editedBy: string };
      }>(EDIT, {
        input: { noteId, content: '## Summary\n- Our own words about Maria.' },
      }),
    ).updateNoteSummary;
    expect(edited).toMatchObject({
      content: '## Summary\n- Our own words about Maria.',
      editedBy: contributor.id,
    });
    expect(edited.editedAt).not.toBeNull();
    const again = expectOk(
      await contributor.client.gql<{ generateNoteSummary: Summary }>(GENERATE, {
        input: { noteId, framework: 'FeatureRequests' },
      }),
    ).generateNoteSummary;
    expect(again.aiActivityId).not.toBe(first.aiActivityId);
    expect(again).toMatchObject({ framework: 'FeatureRequests', editedAt: null });
    expect(again.content).toContain('I would love a way to tag highlights across projects.');
    expect(await summaryRows(noteId)).toEqual([{ content: again.content }]);
  });

  it('should refuse viewers with the spec reason and change nothing when a viewer generates or edits', async () => {
    const { noteId } = await interview();
    for (const response of [
      await viewer.client.gql(GENERATE, { input: { noteId } }),
      await viewer.client.gql(EDIT, { input: { noteId, content: 'x' } }),
    ]) {
      expect(errorCode(response)).toBe('FORBIDDEN');
      expect(response.errors?.[0].message).toBe('Viewers cannot generate summaries.');
    }
    expect(await summaryRows(noteId)).toEqual([]);
  });

  it('should refuse a contributor who may only view the project with the no-edit-permission reason', async () => {
    const { projectId, noteId } = await interview();
    expectOk(
      await ws.manager.client.gql(
        'mutation($p: ID!) { setProjectGeneralAccess(input: { projectId: $p, generalAccess: READ }) { generalAccess } }',
        { p: projectId },
      ),
    );
    const response = await contributor.client.gql(GENERATE, { input: { noteId } });
    expect(errorCode(response)).toBe('FORBIDDEN');
    expect(response.errors?.[0].message).toMatch(/^You have no edit permission in this project/);
    const panel = expectOk(
      await contributor.client.gql<{ noteSummary: { unavailableReason: string } }>(PANEL, { id: noteId }),
    );
    expect(panel.noteSummary.unavailableReason).toBe('NO_EDIT_PERMISSION');
    expect(await summaryRows(noteId)).toEqual([]);
  });

  it("should answer NOT_ENOUGH_DATA 'Not enough content to summarize' when the note is too short", async () => {
    const projectId = await buildProject(ws.manager.client);
    const noteId = await buildNote(ws.manager.client, projectId, 'Short', SHORT_NOTE);
    const response = await contributor.client.gql(GENERATE, { input: { noteId } });
    expect(errorCode(response)).toBe('NOT_ENOUGH_DATA');
    expect(response.errors?.[0].message).toBe('Not enough content to summarize');
    const panel = expectOk(
      await contributor.client.gql<{ noteSummary: { unavailableReason: string } }>(PANEL, { id: noteId }),
    );
    expect(panel.noteSummary.unavailableReason).toBe('NOT_ENOUGH_CONTENT');
    expect(await summaryRows(noteId)).toEqual([]);
  });

  it('should refuse a summary edit longer than 10240 characters and keep the summary when it is too long', async () => {
    const { noteId } = await interview();
    const generated = expectOk(
      await contributor.client.gql<{ generateNoteSummary: Summary }>(GENERATE, { input: { noteId } }),
    ).generateNoteSummary;
    const tooLong = await contributor.client.gql(EDIT, { input: { noteId, content: 'x'.repeat(10241) } });
    expect(errorCode(tooLong)).toBe('BAD_USER_INPUT');
    expect(tooLong.errors?.[0].message).toBe('A note summary can be at most 10240 characters long.');
    const exact = await contributor.client.gql(EDIT, { input: { noteId, content: 'y'.repeat(10240) } });
    expect(exact.errors).toBeUndefined();
    expect((await summaryRows(noteId))[0].content).toHaveLength(10240);
    expect(generated.content.length).toBeLessThanOrEqual(10240);
  });

  it('should refuse to edit a summary that was never generated', async () => {
    const { noteId } = await interview();
    const response = await contributor.client.gql(EDIT, { input: { noteId, content: 'Mine' } });
    expect(errorCode(response)).toBe('BAD_USER_INPUT');
    expect(await summaryRows(noteId)).toEqual([]);
  });

  it('should refuse an unknown language and a CustomPrompt without its prompt', async () => {
    const { noteId } = await interview();
    expect(errorCode(await contributor.client.gql(GENERATE, { input: { noteId, language: 'xx' } }))).toBe(
      'BAD_USER_INPUT',
    );
    const noPrompt = await contributor.client.gql(GENERATE, { input: { noteId, framework: 'CustomPrompt' } });
    expect(errorCode(noPrompt)).toBe('BAD_USER_INPUT');
    const withPrompt = expectOk(
      await contributor.client.gql<{ generateNoteSummary: Summary }>(GENERATE, {
        input: { noteId, framework: 'CustomPrompt', customPrompt: 'What about search?\nAnd tags?' },
      }),
    ).generateNoteSummary;
    expect(withPrompt.content).toContain('## Answer to the prompt');
    expect(await summaryRows(noteId)).toEqual([{ content: withPrompt.content }]);
  });

  it('should refuse every summary call and hide nothing else when a manager turns generative AI off', async () => {
    const { noteId } = await interview();
    expect(errorCode(await contributor.client.gql(SETTINGS, { on: false }))).toBe('FORBIDDEN');
    const token = await buildApiToken(ws.manager.client);
    const tokenClient = sut.client(ws.subdomain);
    tokenClient.bearer = token.secret;
    const byToken = await tokenClient.gql(SETTINGS, { on: false });
    expect(errorCode(byToken)).toBe('FORBIDDEN');
    try {
      expect(expectOk(await ws.manager.client.gql(SETTINGS, { on: false }))).toEqual({
        updateAiSettings: { generativeAiEnabled: false, enabledBySetting: false },
      });
      for (const response of [
        await contributor.client.gql(GENERATE, { input: { noteId } }),
        await contributor.client.gql(EDIT, { input: { noteId, content: 'x' } }),
        await viewer.client.gql(PANEL, { id: noteId }),
      ]) {
        expect(errorCode(response)).toBe('FORBIDDEN');
        expect(response.errors?.[0].message).toMatch(/^Generative AI is turned off for this workspace/);
      }
      const settings = expectOk(
        await viewer.client.gql<{ aiSettings: { generativeAiEnabled: boolean } }>(
          '{ aiSettings { generativeAiEnabled } }',
        ),
      );
      expect(settings.aiSettings.generativeAiEnabled).toBe(false);
      expect(await summaryRows(noteId)).toEqual([]);
    } finally {
      expectOk(await ws.manager.client.gql(SETTINGS, { on: true }));
    }
    expectOk(await contributor.client.gql(GENERATE, { input: { noteId } }));
  });

  it('should show the audit trail to managers only', async () => {
    expect(errorCode(await contributor.client.gql(ACTIVITY))).toBe('FORBIDDEN');
    expect(errorCode(await ws.manager.client.gql('{ aiActivity(limit: 201) { totalCount } }'))).toBe(
      'BAD_USER_INPUT',
    );
  });

  it('should not reach a note of another workspace when its id is sent to the own host', async () => {
    const other = await signUpAndCreateWorkspace(sut);
    const { noteId } = await interview();
    const response = await other.manager.client.gql(GENERATE, { input: { noteId } });
    expect(errorCode(response)).toBe('NOT_FOUND');
    expect(await summaryRows(noteId)).toEqual([]);
  });
});

describe('advanced summary frameworks on a plan without them (allowAiAdvancedSummaries, billing on)', () => {
  let sut: TestServer;

  beforeAll(async () => {
    // The environment of the plans suites: a new workspace is on the free plan, without advanced summaries.
    sut = await sharedTestServer(BILLING_ON_ENV);
  }, 120_000);
  afterAll(() => sut?.close());

  async function setPlan(ws: BuiltWorkspace, planReference: string) {
    const response = await sut.client().http(`/control/workspaces/${ws.id}/plan`, {
      method: 'PUT',
      headers: {
        authorization: `Bearer ${sut.server.built.operatorToken}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ planReference }),
    });
    expect(response.status).toBe(200);
  }

  it('should refuse advanced frameworks for note and insight summaries and project defaults, allow Summary and Essential, and keep summaries made before readable', async () => {
    const ws = await signUpAndCreateWorkspace(sut);
    const contributor = await addMember(sut, ws, 'CONTRIBUTOR');
    const projectId = await buildProject(ws.manager.client);
    const noteId = await buildNote(ws.manager.client, projectId, 'Interview with Maria', INTERVIEW_NOTE);
    const settings = async () =>
      expectOk(
        await contributor.client.gql<{ aiSettings: { advancedSummariesAllowed: boolean } }>(
          '{ aiSettings { advancedSummariesAllowed } }',
        ),
      ).aiSettings.advancedSummariesAllowed;
    expect(await settings()).toBe(false);

    for (const framework of ['Summary', 'Essential'])
      expect(
        expectOk(
          await contributor.client.gql<{ generateNoteSummary: Summary }>(GENERATE, {
            input: { noteId, framework },
          }),
        ).generateNoteSummary.framework,
      ).toBe(framework);
    const refused = planLimitRefusal(
      await contributor.client.gql(GENERATE, { input: { noteId, framework: 'ByQuestion' } }),
    );
    expect(refused.message).toMatch(
      /^Your plan \(.+\) does not include advanced summary frameworks\. Upgrade to .+ to use it\.$/,
    );
    expect(refused.details).toMatchObject({
      planLimit: 'allowAiAdvancedSummaries',
      upgradePlanName: 'Team',
    });
    // A summary job asks the same.
    const job = await contributor.client.gql(
      'mutation($input: GenerateNoteSummaryInput!) { startNoteSummary(input: $input) { id } }',
      { input: { noteId, framework: 'SalesSPICED' } },
    );
    expect(planLimitRefusal(job).details).toMatchObject({ planLimit: 'allowAiAdvancedSummaries' });
    expect(
      planLimitRefusal(await contributor.client.gql(DEFAULTS, { p: projectId, f: 'ResearchReport', l: 'en' }))
        .details,
    ).toMatchObject({ planLimit: 'allowAiAdvancedSummaries' });
    const insightId = expectOk(
      await ws.manager.client.gql<{ createInsight: { id: string } }>(
        'mutation($i: CreateInsightInput!) { createInsight(input: $i) { id } }',
        { i: { projectId, title: 'Search is slow' } },
      ),
    ).createInsight.id;
    const insight = await contributor.client.gql(
      'mutation($input: GenerateInsightSummaryInput!) { generateInsightSummary(input: $input) { content } }',
      { input: { insightId, framework: 'UsabilityTest' } },
    );
    expect(planLimitRefusal(insight).details).toMatchObject({ planLimit: 'allowAiAdvancedSummaries' });
    // Nothing changed: the Essential summary and the spec's default framework stay.
    const panel = async () =>
      expectOk(
        await contributor.client.gql<{
          noteSummary: { defaultFramework: string; summary: { framework: string } };
        }>(PANEL, { id: noteId }),
      ).noteSummary;
    expect(await panel()).toMatchObject({ defaultFramework: 'Summary', summary: { framework: 'Essential' } });

    // On the Team plan they are open; back on the free plan what was made stays readable, and a
    // default kept (its language changed) is no new choice.
    await setPlan(ws, 'team');
    expect(await settings()).toBe(true);
    expectOk(await contributor.client.gql(DEFAULTS, { p: projectId, f: 'ByQuestion', l: 'en' }));
    expectOk(await contributor.client.gql(GENERATE, { input: { noteId } }));
    await setPlan(ws, 'free-jul-2025');
    expect(await panel()).toMatchObject({
      defaultFramework: 'ByQuestion',
      summary: { framework: 'ByQuestion' },
    });
    expectOk(await contributor.client.gql(DEFAULTS, { p: projectId, f: 'ByQuestion', l: 'de' }));
    expect(
      planLimitRefusal(await contributor.client.gql(GENERATE, { input: { noteId } })).details,
    ).toMatchObject({ planLimit: 'allowAiAdvancedSummaries' });
    expectOk(await contributor.client.gql(DEFAULTS, { p: projectId, f: 'Essential', l: 'de' }));
  });
});
