import { errorCode } from '../../services/all-in-one/src/testing/graphql-client';
import { sharedTestServer } from '../../services/all-in-one/src/testing/shared-test-server';
import type { TestServer } from '../../services/all-in-one/src/testing/test-server';
import { type AskCorpus, buildAskCorpus } from './ask-corpus';
import {
  type BuiltAccount,
  type BuiltWorkspace,
  addMember,
  buildNote,
  buildProject,
  expectOk,
  sql,
} from './factories';
import { searchUntil } from './search-client';

const CREATE = `mutation($input: CreateConversationInput!) { createConversation(input: $input) { id title projectId projectTitle messageCount } }`;
const RENAME = `mutation($input: RenameConversationInput!) { renameConversation(input: $input) { id title } }`;
const DELETE = `mutation($id: ID!) { deleteConversation(id: $id) }`;
const LIST = `{ conversations { id title projectId messageCount createdAt updatedAt } }`;
const MESSAGES = `query($id: ID!) { conversationMessages(conversationId: $id) {
  id position role content notEnoughData aiActivityId
  answer { summary extractive citations { id noteId quote url startOffset endOffset citationReferenceId } content { type text citationReferenceIds } }
} }`;
const SEND = `mutation($input: SendChatMessageInput!) { sendChatMessage(input: $input) {
  conversation { id title messageCount }
  messages { id position role content notEnoughData aiActivityId createdAt
    answer { question isQuestion summary droppedQuotes removedSentences aiActivityId provider { kind model } counts { projects highlights channels items notes people } extractive sample citations { id noteId quote url startOffset endOffset citationReferenceId } content { type text citationReferenceIds } } }
} }`;
const SAMPLES = `{ chatSampleQuestions { roleGroup questions } }`;
const SET_GENERAL = `mutation($p: ID!, $a: GeneralAccess!) { setProjectGeneralAccess(input: { projectId: $p, generalAccess: $a }) { generalAccess } }`;
const ACTIVITY = `{ aiActivity(limit: 200) { nodes { id task provider { kind model } promptVersion inputKind inputIds projectId requestedBy status } } }`;
const TOGGLE = `mutation($on: Boolean!) { updateAiSettings(input: { generativeAiEnabled: $on }) { generativeAiEnabled } }`;

interface Citation {
  id: string;
  noteId: string;
  quote: string;
  url: string;
  startOffset: number | null;
  endOffset: number | null;
  citationReferenceId: string;
}
interface Message {
  id: string;
  position: number;
  role: 'USER' | 'THINKING' | 'ASSISTANT';
  content: string;
  notEnoughData: boolean;
  aiActivityId: string | null;
  answer: {
    extractive: boolean;
    sample: string;
    citations: Citation[];
    content: { type: string; text: string; citationReferenceIds: string[] }[];
  } | null;
}
interface Sent {
  conversation: { id: string; title: string; messageCount: number };
  messages: Message[];
}

/**
 * Chat (issue 34): a member's conversations answered by Ask's retrieval and verification in turns,
 * with the built-in provider (no model configured).
 */
describe('Chat over the research data', () => {
  let sut: TestServer;
  let corpus: AskCorpus;
  let ws: BuiltWorkspace;
  let viewer: BuiltAccount;
  let contributor: BuiltAccount;
  let schema: string;
  let openProject: string;
  let privateProject: string;
  let notes: AskCorpus['notes'];

  const send = (who: BuiltAccount, conversationId: string, content: string) =>
    who.client.gql<{ sendChatMessage: Sent }>(SEND, { input: { conversationId, content } });
  const create = async (who: BuiltAccount, input: Record<string, unknown> = {}) =>
    expectOk(await who.client.gql<{ createConversation: { id: string; title: string } }>(CREATE, { input }))
      .createConversation;
  const expectVerified = (citations: Citation[]) => corpus.expectQuotesAtOffsets(citations);

  beforeAll(async () => {
    sut = await sharedTestServer();
    corpus = await buildAskCorpus(sut);
    ({ ws, viewer, schema, openProject, privateProject, notes } = corpus);
    contributor = await addMember(sut, ws, 'CONTRIBUTOR');
  }, 180_000);
  afterAll(() => sut.close());

  it('should answer a question and a follow-up with verified citations the viewer can read, and record each assistant turn', async () => {
    const conversation = await create(viewer);
    expect(conversation.title).toBe('Untitled conversation');
    const first = expectOk(
      await send(viewer, conversation.id, 'What slowed down onboarding?'),
    ).sendChatMessage;
    expect(first.messages.map((m) => m.role)).toEqual(['USER', 'THINKING', 'ASSISTANT']);
    expect(first.conversation).toMatchObject({ title: 'What slowed down onboarding?', messageCount: 3 });
    const answer = first.messages[2]!.answer!;
    expect(answer.extractive).toBe(true);
    expect(answer.citations.length).toBeGreaterThan(0);
    expect(answer.citations.some((c) => c.noteId === notes.secret)).toBe(false);
    expect(JSON.stringify(first)).not.toContain('Zanzibar');
    await expectVerified(answer.citations);

    // "How long did it take?" has no keywords of its own: the earlier question's words find the notes.
    const followUp = expectOk(await send(viewer, conversation.id, 'How long did it take?')).sendChatMessage;
    expect(followUp.messages.map((m) => [m.role, m.position])).toEqual([
      ['USER', 3],
      ['THINKING', 4],
      ['ASSISTANT', 5],
    ]);
    expect(followUp.messages[1]!.content).toMatch(/onboarding/);
    const followAnswer = followUp.messages[2]!.answer!;
    expect(followAnswer.citations.length).toBeGreaterThan(0);
    expect(JSON.stringify(followUp)).not.toContain('Zanzibar');
    await expectVerified(followAnswer.citations);

    const trail = expectOk(
      await ws.manager.client.gql<{ aiActivity: { nodes: Record<string, unknown>[] } }>(ACTIVITY),
    ).aiActivity.nodes;
    for (const turn of [first, followUp]) {
      const assistant = turn.messages[2]!;
      const entry = trail.find((e) => e.id === assistant.aiActivityId);
      expect(entry).toMatchObject({
        task: 'CHAT',
        provider: { kind: 'BUILT_IN', model: 'fieldnote-extractive-v1' },
        promptVersion: 'chat/extractive@1',
        inputKind: 'SEARCH_ITEM',
        requestedBy: viewer.id,
        status: 'SUCCEEDED',
      });
      for (const c of assistant.answer!.citations) expect(entry!.inputIds).toContain(c.id);
      expect(entry!.inputIds).not.toContain(notes.secret);
    }

    // Reading the conversation back gives the same six messages in order.
    const messages = expectOk(
      await viewer.client.gql<{ conversationMessages: Message[] }>(MESSAGES, { id: conversation.id }),
    ).conversationMessages;
    expect(messages.map((m) => m.role)).toEqual([
      'USER',
      'THINKING',
      'ASSISTANT',
      'USER',
      'THINKING',
      'ASSISTANT',
    ]);
    expect(messages[2]!.answer!.citations).toEqual(answer.citations);
  });

  it('should keep to the conversation’s project and answer NOT_FOUND for a private project the viewer cannot read', async () => {
    const inProject = await create(viewer, { projectId: openProject });
    const turn = expectOk(await send(viewer, inProject.id, 'What slowed down onboarding?')).sendChatMessage;
    const cited = new Set(turn.messages[2]!.answer!.citations.map((c) => c.noteId));
    expect([...cited].every((id) => id === notes.onboarding || id === notes.onboardingToo)).toBe(true);
    expect(errorCode(await viewer.client.gql(CREATE, { input: { projectId: privateProject } }))).toBe(
      'NOT_FOUND',
    );
    // The manager, who may read the private project, is answered from it.
    const managers = await create(ws.manager, { projectId: privateProject });
    const secret = expectOk(
      await send(ws.manager, managers.id, 'What slowed down onboarding after the merger?'),
    ).sendChatMessage;
    expect(secret.messages[2]!.answer!.citations.some((c) => c.noteId === notes.secret)).toBe(true);
  });

  it('should drop from a stored answer what the viewer can no longer read when its project is made private', async () => {
    const later = await buildProject(ws.manager.client, 'Later private interviews');
    const lenaNote = await buildNote(
      ws.manager.client,
      later,
      'Interview with Lena',
      'Lena: Onboarding was slow because the VPN setup took two days.',
    );
    await searchUntil(ws.manager.client, { query: { value: 'VPN' }, types: ['NOTE'] }, (f) => f.total === 1);
    const conversation = await create(viewer);
    const inLater = await create(viewer, { projectId: later });
    const turn = expectOk(
      await send(viewer, conversation.id, 'Why was onboarding slow with the VPN?'),
    ).sendChatMessage;
    expect(turn.messages[2]!.answer!.citations.some((c) => c.noteId === lenaNote)).toBe(true);

    expectOk(await ws.manager.client.gql(SET_GENERAL, { p: later, a: 'NONE' }));
    const messages = expectOk(
      await viewer.client.gql<{ conversationMessages: Message[] }>(MESSAGES, { id: conversation.id }),
    ).conversationMessages;
    const assistant = messages[2]!;
    expect(assistant.answer!.citations.some((c) => c.noteId === lenaNote)).toBe(false);
    expect(assistant.content).not.toContain('VPN');
    expect(JSON.stringify(assistant.answer)).not.toContain('VPN');
    expect(errorCode(await viewer.client.gql(MESSAGES, { id: inLater.id }))).toBe('NOT_FOUND');
    const listed = expectOk(await viewer.client.gql<{ conversations: { id: string }[] }>(LIST)).conversations;
    expect(listed.map((c) => c.id)).not.toContain(inLater.id);
  });

  it('should keep a not-enough-data turn in the conversation, saying so and citing nothing', async () => {
    const conversation = await create(viewer);
    const turn = expectOk(
      await send(viewer, conversation.id, 'What happened with the Zanzibar merger contracts?'),
    ).sendChatMessage;
    const assistant = turn.messages[2]!;
    expect(assistant).toMatchObject({ role: 'ASSISTANT', notEnoughData: true, answer: null });
    expect(assistant.content).toMatch(/^Not enough data to answer this question/);
    expect(assistant.aiActivityId).not.toBeNull();
    expect(JSON.stringify(turn)).not.toContain('Priya');
  });

  it('should let only the owner list, read, rename, send to and delete a conversation', async () => {
    const own = await create(contributor, { title: 'Contributor’s own' });
    const listed = expectOk(await viewer.client.gql<{ conversations: { id: string }[] }>(LIST)).conversations;
    expect(listed.map((c) => c.id)).not.toContain(own.id);
    expect(errorCode(await viewer.client.gql(MESSAGES, { id: own.id }))).toBe('NOT_FOUND');
    expect(errorCode(await viewer.client.gql(RENAME, { input: { id: own.id, title: 'Mine now' } }))).toBe(
      'NOT_FOUND',
    );
    expect(errorCode(await send(viewer, own.id, 'What slowed down onboarding?'))).toBe('NOT_FOUND');
    expect(errorCode(await ws.manager.client.gql(DELETE, { id: own.id }))).toBe('NOT_FOUND');
    expect(
      expectOk(
        await contributor.client.gql<{ renameConversation: { title: string } }>(RENAME, {
          input: { id: own.id, title: '  Onboarding questions  ' },
        }),
      ).renameConversation.title,
    ).toBe('Onboarding questions');
    expect(
      expectOk(await contributor.client.gql<{ deleteConversation: boolean }>(DELETE, { id: own.id }))
        .deleteConversation,
    ).toBe(true);
    expect(errorCode(await contributor.client.gql(MESSAGES, { id: own.id }))).toBe('NOT_FOUND');
  });

  it('should refuse a title over 500 characters and a message over 40,000 or empty, with BAD_USER_INPUT and the limit', async () => {
    const long = await viewer.client.gql(CREATE, { input: { title: 'x'.repeat(501) } });
    expect(errorCode(long)).toBe('BAD_USER_INPUT');
    expect(long.errors?.[0]?.message).toBe('A conversation title can be at most 500 characters long.');
    const conversation = await create(viewer, { title: 'y'.repeat(500) });
    expect(conversation.title).toHaveLength(500);
    const tooLong = await send(viewer, conversation.id, `onboarding ${'x'.repeat(40_000)}`);
    expect(errorCode(tooLong)).toBe('BAD_USER_INPUT');
    expect(tooLong.errors?.[0]?.message).toBe('A message can be at most 40000 characters long.');
    expect(errorCode(await send(viewer, conversation.id, '   '))).toBe('BAD_USER_INPUT');
    const renamed = await viewer.client.gql(RENAME, {
      input: { id: conversation.id, title: 'z'.repeat(501) },
    });
    expect(errorCode(renamed)).toBe('BAD_USER_INPUT');
    // Nothing was stored by the refused message.
    const [{ n }] = await sql<{ n: string }>(
      sut,
      `select count(*) as n from "${schema}".conversation_messages where conversation_id = ?`,
      [conversation.id],
    );
    expect(Number(n)).toBe(0);
  });

  it('should offer sample questions by the member’s role group', async () => {
    const before = expectOk(
      await viewer.client.gql<{ chatSampleQuestions: { roleGroup: string; questions: string[] } }>(SAMPLES),
    ).chatSampleQuestions;
    expect(before.roleGroup).toBe('DEFAULT');
    expect(before.questions.length).toBeGreaterThan(0);
    expectOk(
      await viewer.client.gql(
        `mutation { saveOnboarding(input: { useCases: [ResearchAnalysis], jobRole: SALES }) { jobRole } }`,
      ),
    );
    const sales = expectOk(
      await viewer.client.gql<{ chatSampleQuestions: { roleGroup: string; questions: string[] } }>(SAMPLES),
    ).chatSampleQuestions;
    expect(sales.roleGroup).toBe('MARKETING_SALES');
    expect(sales.questions).not.toEqual(before.questions);
  });

  it('should answer FORBIDDEN to every chat call when generative AI is turned off', async () => {
    const conversation = await create(viewer);
    expectOk(await ws.manager.client.gql(TOGGLE, { on: false }));
    try {
      for (const response of [
        await viewer.client.gql(LIST),
        await viewer.client.gql(SAMPLES),
        await viewer.client.gql(CREATE, { input: {} }),
        await send(viewer, conversation.id, 'What slowed down onboarding?'),
      ]) {
        expect(errorCode(response)).toBe('FORBIDDEN');
        expect(response.errors?.[0]?.message).toMatch(/Generative AI is turned off/);
      }
    } finally {
      expectOk(await ws.manager.client.gql(TOGGLE, { on: true }));
    }
  });
});
