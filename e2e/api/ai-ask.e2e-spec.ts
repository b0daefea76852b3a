import { sharedTestServer } from '../../services/all-in-one/src/testing/shared-test-server';
import type { TestServer } from '../../services/all-in-one/src/testing/test-server';
import { errorCode } from '../../services/all-in-one/src/testing/graphql-client';
import {
  type BuiltAccount,
  type BuiltWorkspace,
  addMember,
  buildNote,
  buildProject,
  expectOk,
  signUpAndCreateWorkspace,
  sql,
  workspaceSchema,
} from './factories';
import { searchUntil } from './search-client';

const ASK = `mutation($input: AskInput!) { ask(input: $input) {
  question isQuestion summary sample extractive droppedQuotes removedSentences aiActivityId
  provider { kind model }
  counts { projects highlights channels items notes people }
  content { type level text citationReferenceIds }
  citations { id type parentId title projectTitle text quote citationReferenceId url noteId startOffset endOffset verification alignmentScore }
} }`;
const SET_GENERAL = `mutation($p: ID!, $a: GeneralAccess!) { setProjectGeneralAccess(input: { projectId: $p, generalAccess: $a }) { generalAccess } }`;
const ACTIVITY = `{ aiActivity(limit: 200) { nodes { id task provider { kind model } promptVersion inputKind inputIds projectId requestedBy status } } }`;

interface Citation {
  id: string;
  type: string;
  noteId: string;
  quote: string;
  url: string;
  startOffset: number | null;
  endOffset: number | null;
  citationReferenceId: string;
}
interface Answer {
  summary: string;
  sample: string;
  extractive: boolean;
  isQuestion: boolean;
  aiActivityId: string;
  counts: Record<string, number>;
  content: { type: string; text: string; citationReferenceIds: string[] }[];
  citations: Citation[];
}

const ONBOARDING = [
  'Interviewer: How did onboarding go for your team?',
  'Maria: Onboarding took us three weeks before a new hire could run an interview alone.',
  'Maria: The onboarding checklist lives in a wiki nobody reads, so new researchers ask the same questions.',
  'Interviewer: Anything else?',
  'Maria: Pricing was fine for us, the per-seat price matched our budget.',
].join('\n');
const ONBOARDING_TOO = [
  'Interviewer: Tell me about your first month.',
  'Jonas: My onboarding was slow because the tagging scheme had forty tags and no examples.',
  'Jonas: After three weeks I still could not find old interview recordings.',
].join('\n');
const SECRET = [
  'Interviewer: What slowed down onboarding at the acquired company?',
  'Priya: Onboarding after the Zanzibar merger took weeks because the contracts were confidential.',
].join('\n');

describe('Ask with verified citations', () => {
  let sut: TestServer;
  let ws: BuiltWorkspace;
  let viewer: BuiltAccount;
  let schema: string;
  let openProject: string;
  let privateProject: string;
  let notes: { onboarding: string; onboardingToo: string; secret: string };

  const ask = async (who: BuiltAccount, input: Record<string, unknown>) =>
    who.client.gql<{ ask: Answer }>(ASK, { input });

  const noteContent = async (id: string) =>
    (await sql<{ content: string }>(sut, `select content from "${schema}".notes where id = ?`, [id]))[0]!
      .content;

  beforeAll(async () => {
    sut = await sharedTestServer();
    ws = await signUpAndCreateWorkspace(sut);
    viewer = await addMember(sut, ws, 'VIEWER');
    schema = await workspaceSchema(sut, ws);
    openProject = await buildProject(ws.manager.client, 'Research ops interviews');
    privateProject = await buildProject(ws.manager.client, 'Acquisition due diligence');
    notes = {
      onboarding: await buildNote(ws.manager.client, openProject, 'Interview with Maria', ONBOARDING),
      onboardingToo: await buildNote(ws.manager.client, openProject, 'Interview with Jonas', ONBOARDING_TOO),
      secret: await buildNote(ws.manager.client, privateProject, 'Interview with Priya', SECRET),
    };
    expectOk(await ws.manager.client.gql(SET_GENERAL, { p: privateProject, a: 'NONE' }));
    // The index follows writes through the bus: wait until all three notes are found.
    await searchUntil(
      ws.manager.client,
      { query: { value: 'onboarding' }, types: ['NOTE'] },
      (f) => f.total === 3,
    );
  }, 180_000);
  afterAll(() => sut.close());

  it('should cite only notes the viewer can read, each quote found at its offsets, when a viewer asks the whole workspace', async () => {
    const answer = expectOk(await ask(viewer, { question: 'What slowed down onboarding?' })).ask;
    expect(answer.extractive).toBe(true);
    expect(answer.isQuestion).toBe(true);
    expect(answer.citations.length).toBeGreaterThan(0);
    const cited = new Set(answer.citations.map((c) => c.noteId));
    expect(cited.has(notes.secret)).toBe(false);
    expect(JSON.stringify(answer)).not.toContain('Zanzibar');
    expect(JSON.stringify(answer)).not.toContain('Acquisition due diligence');
    for (const citation of answer.citations) {
      const content = await noteContent(citation.noteId);
      expect(content.slice(citation.startOffset!, citation.endOffset!)).toBe(citation.quote);
      expect(citation.url).toBe(
        `/data/${citation.noteId}#quote-${citation.startOffset}-${citation.endOffset}`,
      );
    }
    // Every text block cites something the answer lists.
    const refs = new Set(answer.citations.map((c) => c.citationReferenceId));
    for (const block of answer.content.filter((b) => b.type === 'TEXT'))
      expect(block.citationReferenceIds.every((r) => refs.has(r))).toBe(true);
    expect(answer.counts).toMatchObject({ notes: cited.size, projects: 1, channels: 0 });
    expect(answer.sample).toMatch(new RegExp(`from ${cited.size} notes? in 1 project, with 0 people`));
    expect(cited).toEqual(new Set([notes.onboarding, notes.onboardingToo]));
    expect(answer.summary).toContain('does not write answers');
  });

  it('should cite the private project to the member who may read it when the manager asks', async () => {
    const answer = expectOk(
      await ask(ws.manager, { question: 'What slowed down onboarding after the merger?' }),
    ).ask;
    expect(answer.citations.some((c) => c.noteId === notes.secret)).toBe(true);
  });

  it('should answer NOT_FOUND and cite nothing when a viewer asks within a private project they cannot read', async () => {
    const response = await ask(viewer, {
      question: 'What slowed down onboarding?',
      projectId: privateProject,
    });
    expect(errorCode(response)).toBe('NOT_FOUND');
    expect(JSON.stringify(response)).not.toContain('Zanzibar');
    const inNote = await ask(viewer, { question: 'What slowed down onboarding?', noteId: notes.secret });
    expect(errorCode(inNote)).toBe('NOT_FOUND');
  });

  it('should keep to one note when asked within it', async () => {
    const answer = expectOk(
      await ask(viewer, { question: 'How long did onboarding take?', noteId: notes.onboardingToo }),
    ).ask;
    expect(new Set(answer.citations.map((c) => c.noteId))).toEqual(new Set([notes.onboardingToo]));
  });

  it('should answer NOT_ENOUGH_DATA and record nothing when nothing readable is about the question', async () => {
    const before = await sql<{ count: string }>(sut, `select count(*) from "${schema}".ai_activity`);
    const response = await ask(viewer, { question: 'What do customers think about blockchain payments?' });
    expect(errorCode(response)).toBe('NOT_ENOUGH_DATA');
    expect(response.errors?.[0]?.message).toMatch(/^Not enough data to answer this question/);
    // The private note's words are not "data" to a viewer who cannot read it.
    expect(
      errorCode(await ask(viewer, { question: 'What happened with the Zanzibar merger contracts?' })),
    ).toBe('NOT_ENOUGH_DATA');
    const after = await sql<{ count: string }>(sut, `select count(*) from "${schema}".ai_activity`);
    expect(after).toEqual(before);
  });

  it('should record the answer with its inputs and asker in the AI audit trail when a viewer asks', async () => {
    const answer = expectOk(
      await ask(viewer, { question: 'What slowed down onboarding?', projectId: openProject }),
    ).ask;
    const trail = expectOk(
      await ws.manager.client.gql<{ aiActivity: { nodes: Record<string, unknown>[] } }>(ACTIVITY),
    ).aiActivity.nodes;
    const entry = trail.find((e) => e.id === answer.aiActivityId);
    expect(entry).toMatchObject({
      task: 'ASK',
      provider: { kind: 'BUILT_IN', model: 'fieldnote-extractive-v1' },
      promptVersion: 'ask/extractive@1',
      inputKind: 'SEARCH_ITEM',
      projectId: openProject,
      requestedBy: viewer.id,
      status: 'SUCCEEDED',
    });
    const inputs = entry!.inputIds as string[];
    for (const citation of answer.citations) expect(inputs).toContain(citation.id);
    expect(inputs).not.toContain(notes.secret);
  });

  it('should refuse an empty question, a question over 2000 characters and two scopes at once, with BAD_USER_INPUT', async () => {
    expect(errorCode(await ask(viewer, { question: '   ' }))).toBe('BAD_USER_INPUT');
    expect(errorCode(await ask(viewer, { question: `onboarding ${'x'.repeat(2000)}` }))).toBe(
      'BAD_USER_INPUT',
    );
    expect(
      errorCode(
        await ask(viewer, { question: 'onboarding?', projectId: openProject, noteId: notes.onboarding }),
      ),
    ).toBe('BAD_USER_INPUT');
  });

  it('should answer FORBIDDEN when generative AI is turned off for the workspace', async () => {
    const toggle = `mutation($on: Boolean!) { updateAiSettings(input: { generativeAiEnabled: $on }) { generativeAiEnabled } }`;
    expectOk(await ws.manager.client.gql(toggle, { on: false }));
    try {
      const response = await ask(viewer, { question: 'What slowed down onboarding?' });
      expect(errorCode(response)).toBe('FORBIDDEN');
      expect(response.errors?.[0]?.message).toMatch(/Generative AI is turned off/);
    } finally {
      expectOk(await ws.manager.client.gql(toggle, { on: true }));
    }
  });
});
