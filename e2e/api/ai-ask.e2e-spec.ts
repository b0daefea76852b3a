import { sharedTestServer } from '../../services/all-in-one/src/testing/shared-test-server';
import type { TestServer } from '../../services/all-in-one/src/testing/test-server';
import { errorCode } from '../../services/all-in-one/src/testing/graphql-client';
import { type AskCorpus, buildAskCorpus } from './ask-corpus';
import { type BuiltAccount, type BuiltWorkspace, expectOk, sql } from './factories';

const ASK = `mutation($input: AskInput!) { ask(input: $input) {
  question isQuestion summary sample extractive droppedQuotes removedSentences aiActivityId
  provider { kind model }
  counts { projects highlights channels items notes people }
  content { type level text citationReferenceIds }
  citations { id type parentId title projectTitle text quote citationReferenceId url noteId startOffset endOffset verification alignmentScore }
} }`;
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

describe('Ask with verified citations', () => {
  let sut: TestServer;
  let corpus: AskCorpus;
  let ws: BuiltWorkspace;
  let viewer: BuiltAccount;
  let schema: string;
  let openProject: string;
  let privateProject: string;
  let notes: AskCorpus['notes'];

  const ask = async (who: BuiltAccount, input: Record<string, unknown>) =>
    who.client.gql<{ ask: Answer }>(ASK, { input });

  beforeAll(async () => {
    sut = await sharedTestServer();
    corpus = await buildAskCorpus(sut);
    ({ ws, viewer, schema, openProject, privateProject, notes } = corpus);
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
    await corpus.expectQuotesAtOffsets(answer.citations);
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
