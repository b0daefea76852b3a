import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sharedTestServer } from '../../services/all-in-one/src/testing/shared-test-server';
import type { TestServer } from '../../services/all-in-one/src/testing/test-server';
import {
  type OpenAiTestServer,
  startOpenAiTestServer,
  writeTinyGguf,
} from '../../services/api/src/modules/ai/testing/openai-test-server';
import {
  type BuiltWorkspace,
  buildNote,
  buildProject,
  expectOk,
  signUpAndCreateWorkspace,
} from './factories';
import { searchUntil } from './search-client';
import { MARIA_SHORT as NOTE } from './ask-corpus';

const SEND = `mutation($input: SendChatMessageInput!) { sendChatMessage(input: $input) {
  messages { role content aiActivityId
    answer { extractive provider { kind model } citations { noteId quote verification } content { type text citationReferenceIds } } }
} }`;
const ACTIVITY = `{ aiActivity(limit: 200) { nodes { id task provider { kind model } promptVersion status } } }`;

interface Turn {
  messages: {
    role: string;
    content: string;
    aiActivityId: string | null;
    answer: {
      extractive: boolean;
      provider: { kind: string; model: string };
      citations: { noteId: string; quote: string; verification: string }[];
      content: { type: string; text: string; citationReferenceIds: string[] }[];
    } | null;
  }[];
}

/**
 * Chat with a configured model (issue 34): a server whose AI_BASE_URL is a real OpenAI-compatible
 * server in this process, scripted to answer from the numbered sources it is sent. Its own server:
 * the model is server configuration.
 */
describe('Chat with an OpenAI-compatible model', () => {
  let dir: string;
  let model: OpenAiTestServer;
  let sut: TestServer;
  let ws: BuiltWorkspace;
  let projectId: string;
  let noteId: string;

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'fieldnote-chat-model-'));
    model = await startOpenAiTestServer({ modelPath: await writeTinyGguf(join(dir, 'tiny.gguf')) });
    sut = await sharedTestServer({ AI_BASE_URL: model.baseUrl, AI_MODEL: model.modelName });
    ws = await signUpAndCreateWorkspace(sut);
    projectId = await buildProject(ws.manager.client, 'Onboarding study');
    noteId = await buildNote(ws.manager.client, projectId, 'Interview with Maria', NOTE);
    await searchUntil(
      ws.manager.client,
      { query: { value: 'onboarding' }, types: ['NOTE'] },
      (f) => f.total === 1,
    );
  }, 180_000);
  afterAll(async () => {
    await sut?.close();
    await model?.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('should answer from the model with its quotes verified, and send it the earlier turns on a follow-up', async () => {
    // The model quotes the first source's words: the first seven words of its passage.
    model.script = (messages) => {
      const last = messages[messages.length - 1]!.content;
      const source = /\[1\][^\n]*\n([^\n]+)/.exec(last)?.[1] ?? '';
      const words = source
        .replace(/^[A-Za-z]+:\s*/, '')
        .split(/\s+/)
        .slice(0, 7)
        .join(' ');
      return [`Onboarding was slow for new hires [1] "${words}"`];
    };
    const { id } = expectOk(
      await ws.manager.client.gql<{ createConversation: { id: string } }>(
        `mutation($p: ID!) { createConversation(input: { projectId: $p }) { id } }`,
        { p: projectId },
      ),
    ).createConversation;
    const send = async (content: string) =>
      expectOk(
        await ws.manager.client.gql<{ sendChatMessage: Turn }>(SEND, {
          input: { conversationId: id, content },
        }),
      ).sendChatMessage;

    const first = await send('What slowed down onboarding?');
    const answer = first.messages[2]!.answer!;
    expect(answer).toMatchObject({
      extractive: false,
      provider: { kind: 'OPENAI_COMPATIBLE', model: model.modelName },
    });
    expect(answer.content.find((b) => b.type === 'TEXT')?.text).toBe('Onboarding was slow for new hires');
    expect(answer.citations).toHaveLength(1);
    expect(answer.citations[0]!.noteId).toBe(noteId);
    expect(NOTE).toContain(answer.citations[0]!.quote);

    model.requests.length = 0;
    const followUp = await send('How long did it take?');
    expect(followUp.messages[2]!.answer!.citations[0]!.noteId).toBe(noteId);
    const sent = model.requests.find((r) => r.path.endsWith('/chat/completions'))!.body!.messages as {
      role: string;
      content: string;
    }[];
    expect(sent.map((m) => m.role)).toEqual(['system', 'user', 'assistant', 'user']);
    expect(sent[1]!.content).toBe('What slowed down onboarding?');
    expect(sent[2]!.content).toContain('Onboarding was slow for new hires [1]');
    expect(sent[3]!.content).toMatch(/Question: How long did it take\?$/);

    const trail = expectOk(
      await ws.manager.client.gql<{ aiActivity: { nodes: Record<string, unknown>[] } }>(ACTIVITY),
    ).aiActivity.nodes;
    expect(trail.find((e) => e.id === followUp.messages[2]!.aiActivityId)).toMatchObject({
      task: 'CHAT',
      provider: { kind: 'OPENAI_COMPATIBLE', model: model.modelName },
      promptVersion: 'chat/model@1',
      status: 'SUCCEEDED',
    });
  });

  it('should keep the model’s NOT_ENOUGH_DATA as a turn saying so, recorded once', async () => {
    model.script = () => ['NOT_ENOUGH_DATA'];
    const { id } = expectOk(
      await ws.manager.client.gql<{ createConversation: { id: string } }>(
        'mutation { createConversation(input: {}) { id } }',
      ),
    ).createConversation;
    const turn = expectOk(
      await ws.manager.client.gql<{ sendChatMessage: Turn }>(SEND, {
        input: { conversationId: id, content: 'What slowed down onboarding?' },
      }),
    ).sendChatMessage;
    const assistant = turn.messages[2]!;
    expect(assistant.answer).toBeNull();
    expect(assistant.content).toMatch(/^Not enough data to answer this question/);
    const trail = expectOk(
      await ws.manager.client.gql<{ aiActivity: { nodes: Record<string, unknown>[] } }>(ACTIVITY),
    ).aiActivity.nodes;
    expect(trail.filter((e) => e.id === assistant.aiActivityId)).toEqual([
      expect.objectContaining({ task: 'CHAT', promptVersion: 'chat/model@1' }),
    ]);
  });
});
