import { errorCode } from '../../services/all-in-one/src/testing/graphql-client';
import { sharedTestServer } from '../../services/all-in-one/src/testing/shared-test-server';
import type { TestServer } from '../../services/all-in-one/src/testing/test-server';
import {
  type BuiltWorkspace,
  addMember,
  buildApiToken,
  buildEmail,
  buildNote,
  buildProject,
  expectOk,
  invite,
  signUpAndCreateWorkspace,
  sql,
} from './factories';

const READ = '{ onboarding { answered useCases orgSize jobRole checklist { item done } checklistState } }';
const SAVE = `mutation($i: SaveOnboardingInput!) { saveOnboarding(input: $i) { answered useCases orgSize jobRole checklistState } }`;

interface Onboarding {
  answered: boolean;
  useCases: string[];
  orgSize: string | null;
  jobRole: string | null;
  checklist: { item: string; done: boolean }[];
  checklistState: string;
}

describe('onboarding', () => {
  let sut: TestServer;

  beforeAll(async () => {
    sut = await sharedTestServer();
  }, 120_000);
  afterAll(() => sut.close());

  async function read(ws: BuiltWorkspace, client = ws.manager.client): Promise<Onboarding> {
    return expectOk(await client.gql<{ onboarding: Onboarding }>(READ)).onboarding;
  }
  const doneItems = (o: Onboarding) => o.checklist.filter((s) => s.done).map((s) => s.item);

  it('should store a member’s use cases, organisation size and job role, and replace them when saved again', async () => {
    const ws = await signUpAndCreateWorkspace(sut);
    expect(await read(ws)).toMatchObject({ answered: false, useCases: [], orgSize: null, jobRole: null });
    const saved = expectOk(
      await ws.manager.client.gql<{ saveOnboarding: Onboarding }>(SAVE, {
        i: {
          useCases: ['ResearchAnalysis', 'InsightsHub', 'Surveys'],
          orgSize: '26-200',
          jobRole: 'RESEARCH',
        },
      }),
    ).saveOnboarding;
    expect(saved).toMatchObject({
      answered: true,
      useCases: ['ResearchAnalysis', 'InsightsHub', 'Surveys'],
      orgSize: '26-200',
      jobRole: 'RESEARCH',
    });
    expectOk(
      await ws.manager.client.gql(SAVE, { i: { useCases: ['Others'], orgSize: '5000+', jobRole: null } }),
    );
    expect(await read(ws)).toMatchObject({ useCases: ['Others'], orgSize: '5000+', jobRole: null });
    const [event] = await sql<{ payload: Record<string, unknown> }>(
      sut,
      `select payload from regional.outbox_events where workspace_id = ? and subject = 'onboarding.answered' order by occurred_at desc limit 1`,
      [ws.id],
    );
    expect(event!.payload).toEqual({
      accountId: ws.manager.id,
      useCases: ['Others'],
      orgSize: '5000+',
      jobRole: null,
    });
  });

  it.each([
    [
      'an organisation size outside the buckets',
      { useCases: [], orgSize: '10-20' },
      'BAD_USER_INPUT',
      'Organisation size must be one of 1-25, 26-200, 201-500, 501-1000, 1001-5000, 5000+.',
    ],
    [
      'a use case twice',
      { useCases: ['Surveys', 'Surveys'] },
      'BAD_USER_INPUT',
      'Choose each use case at most once.',
    ],
    ['a use case not in the spec', { useCases: ['Gardening'] }, 'BAD_USER_INPUT', ''],
    ['a job role not in the spec', { useCases: [], jobRole: 'ASTRONAUT' }, 'BAD_USER_INPUT', ''],
  ])('should refuse %s and keep the earlier answers', async (_what, input, code, message) => {
    const ws = await signUpAndCreateWorkspace(sut);
    expectOk(
      await ws.manager.client.gql(SAVE, {
        i: { useCases: ['Recruitment'], orgSize: '1-25', jobRole: 'DESIGN' },
      }),
    );
    const response = await ws.manager.client.gql(SAVE, { i: input });
    expect(errorCode(response)).toBe(code);
    if (message) expect(response.errors![0]!.message).toBe(message);
    expect(await read(ws)).toMatchObject({ useCases: ['Recruitment'], orgSize: '1-25', jobRole: 'DESIGN' });
  });

  it('should tick each checklist step from what the member really did, and be COMPLETED only when all are done', async () => {
    const ws = await signUpAndCreateWorkspace(sut);
    const client = ws.manager.client;
    const first = await read(ws);
    expect(first.checklist.map((s) => s.item)).toEqual([
      'CREATE_PROJECT',
      'ADD_NOTE',
      'MAKE_HIGHLIGHT',
      'WRITE_INSIGHT',
      'INVITE_MEMBER',
    ]);
    expect(first.checklistState).toBe('ACTIVE');

    const projectId = await buildProject(client);
    expect(doneItems(await read(ws))).toEqual(['CREATE_PROJECT']);
    const noteId = await buildNote(client, projectId, 'Call', 'Pricing is fine.');
    expectOk(
      await client.gql('mutation($i: CreateHighlightInput!) { createHighlight(input: $i) { id } }', {
        i: { noteId, startOffset: 0, endOffset: 7, text: 'Pricing' },
      }),
    );
    expectOk(
      await client.gql('mutation($i: CreateInsightInput!) { createInsight(input: $i) { id } }', {
        i: { projectId, title: 'Pricing is fine' },
      }),
    );
    const almost = await read(ws);
    expect(doneItems(almost)).toEqual(['CREATE_PROJECT', 'ADD_NOTE', 'MAKE_HIGHLIGHT', 'WRITE_INSIGHT']);
    expect(almost.checklistState).toBe('ACTIVE');
    await invite(ws, buildEmail('teammate'), 'CONTRIBUTOR');
    const done = await read(ws);
    expect(done.checklist.every((s) => s.done)).toBe(true);
    expect(done.checklistState).toBe('COMPLETED');
  });

  it("should keep each member's answers and checklist their own", async () => {
    const ws = await signUpAndCreateWorkspace(sut);
    const viewer = await addMember(sut, ws, 'VIEWER');
    await buildProject(ws.manager.client);
    expectOk(
      await ws.manager.client.gql(SAVE, {
        i: { useCases: ['ShareInsights'], orgSize: '201-500', jobRole: 'MANAGEMENT' },
      }),
    );
    const theirs = await read(ws, viewer.client);
    expect(theirs).toMatchObject({ answered: false, useCases: [], orgSize: null, jobRole: null });
    expect(doneItems(theirs)).toEqual([]);
    // A viewer answers for themselves too.
    expectOk(
      await viewer.client.gql(SAVE, {
        i: { useCases: ['UnderstandCustomerNeeds'], orgSize: null, jobRole: 'SALES' },
      }),
    );
    expect(await read(ws)).toMatchObject({ useCases: ['ShareInsights'], jobRole: 'MANAGEMENT' });
  });

  it('should refuse an API token answering onboarding for a person, and let it read the checklist', async () => {
    const ws = await signUpAndCreateWorkspace(sut);
    const { secret } = await buildApiToken(ws.manager.client);
    const tokenClient = sut.client(ws.subdomain);
    tokenClient.bearer = secret;
    expect(errorCode(await tokenClient.gql(SAVE, { i: { useCases: ['Others'] } }))).toBe('FORBIDDEN');
    expect(expectOk(await tokenClient.gql<{ onboarding: Onboarding }>(READ)).onboarding.answered).toBe(false);
    expect((await read(ws)).answered).toBe(false);
  });
});
