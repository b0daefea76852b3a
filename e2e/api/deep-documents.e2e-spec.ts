import * as Y from 'yjs';
import { MAX_COLLABORATION_MESSAGE_PARTS, MAX_DOCUMENT_DEPTH } from '../../services/core/src';
import { sharedTestServer } from '../../services/all-in-one/src/testing/shared-test-server';
import type { TestServer } from '../../services/all-in-one/src/testing/test-server';
import {
  type CollabClient,
  appendParagraph,
  connect,
  eventually,
  paragraphs,
  synced,
} from './collaboration-client';
import {
  type BuiltWorkspace,
  buildNote,
  buildProject,
  expectOk,
  signUpAndCreateWorkspace,
} from './factories';

interface InsightData {
  id: string;
  content: string;
  contentJson: string | null;
}
const INSIGHT = 'query($id: ID!) { insight(id: $id) { id content contentJson } }';
const INSIGHTS = 'query($p: ID!) { insights(projectId: $p) { id } }';
const CREATE = `mutation($input: CreateInsightInput!) { createInsight(input: $input) { id content contentJson } }`;
const UPDATE = `mutation($input: UpdateInsightInput!) { updateInsight(input: $input) { id content contentJson } }`;
const NOTE = 'query($id: ID!) { note(id: $id) { content contentJson } }';
const TOO_DEEP = `This document is nested too deeply (at most ${MAX_DOCUMENT_DEPTH} levels).`;
const TOO_LARGE = `This change is too large to send at once (more than ${MAX_COLLABORATION_MESSAGE_PARTS} parts).`;

type Json = Record<string, unknown>;
const text = (value: string, marks?: Json[]): Json => ({
  type: 'text',
  text: value,
  ...(marks ? { marks } : {}),
});
const paragraph = (...content: Json[]): Json => ({ type: 'paragraph', content });

/**
 * The original report's shape: `levels` levels of quotes around one paragraph (the doc is level 1,
 * the text node level `levels`). Built as text, so 100,000 levels need no deep recursion here either.
 */
function nestedQuotes(levels: number): string {
  const quotes = levels - 3;
  return (
    '{"type":"doc","content":[' +
    '{"type":"blockquote","content":['.repeat(quotes) +
    JSON.stringify(paragraph(text('Deep down'))) +
    ']}'.repeat(quotes) +
    ']}'
  );
}

/**
 * The deepest document the limit admits, written as an editor would: a quote around lists nested
 * in lists (Tab in a list item), whose innermost item's text carries a link (the mark and its attrs
 * are the last two levels). `extraQuotes` wraps it in more quotes, one level each.
 */
function deepestLists(extraQuotes = 0): Json {
  // doc 1 + quote 1 + (list, item) per list level + paragraph, text, mark, mark attrs 4.
  const listLevels = (MAX_DOCUMENT_DEPTH - 6) / 2;
  let item: Json = {
    type: 'listItem',
    content: [paragraph(text('innermost', [{ type: 'link', attrs: { href: 'https://example.org' } }]))],
  };
  for (let i = 1; i < listLevels; i++)
    item = {
      type: 'listItem',
      content: [paragraph(text(`level ${i}`)), { type: 'bulletList', content: [item] }],
    };
  let block: Json = { type: 'blockquote', content: [{ type: 'bulletList', content: [item] }] };
  for (let i = 0; i < extraQuotes; i++) block = { type: 'blockquote', content: [block] };
  return { type: 'doc', content: [block] };
}

describe('deeply nested documents', () => {
  let sut: TestServer;
  let ws: BuiltWorkspace;
  let projectId: string;
  const open: CollabClient[] = [];

  beforeAll(async () => {
    sut = await sharedTestServer();
    ws = await signUpAndCreateWorkspace(sut);
    projectId = await buildProject(ws.manager.client);
  });
  afterEach(() => {
    for (const client of open.splice(0)) client.close();
  });
  afterAll(() => sut.close());

  function opened(client: CollabClient): CollabClient {
    open.push(client);
    return client;
  }
  async function insight(id: string): Promise<InsightData> {
    return expectOk(await ws.manager.client.gql<{ insight: InsightData }>(INSIGHT, { id })).insight;
  }
  async function insightCount(): Promise<number> {
    return expectOk(await ws.manager.client.gql<{ insights: unknown[] }>(INSIGHTS, { p: projectId })).insights
      .length;
  }
  async function buildInsight(): Promise<string> {
    const contentJson = JSON.stringify({ type: 'doc', content: [paragraph(text('Keep me'))] });
    return expectOk(
      await ws.manager.client.gql<{ createInsight: InsightData }>(CREATE, {
        input: { projectId, title: 'Deep', contentJson },
      }),
    ).createInsight.id;
  }
  function expectTooDeep(response: { errors?: { message: string; extensions: unknown }[] }): void {
    expect(response.errors?.[0]?.message).toBe(TOO_DEEP);
    expect(response.errors?.[0]?.extensions).toEqual({
      errorCode: 'BAD_USER_INPUT',
      humanReadable: true,
      details: { field: 'contentJson', limit: 'maxDocumentDepth', maximum: MAX_DOCUMENT_DEPTH },
    });
  }

  it.each([1_000, 100_000])(
    'should refuse createInsight with a document nested %i levels, and create nothing',
    async (levels) => {
      const before = await insightCount();
      const contentJson = nestedQuotes(levels);
      const response = await ws.manager.client.gql(CREATE, {
        input: { projectId, title: 'Deep', contentJson },
      });
      expectTooDeep(response);
      expect(await insightCount()).toBe(before);
    },
  );

  it.each([1_000, 100_000])(
    'should refuse updateInsight with a document nested %i levels, and change nothing',
    async (levels) => {
      const id = await buildInsight();
      const response = await ws.manager.client.gql(UPDATE, {
        input: { id, contentJson: nestedQuotes(levels) },
      });
      expectTooDeep(response);
      expect((await insight(id)).content).toBe('Keep me');
    },
  );

  it('should accept the deepest document the limit admits, and refuse it one level deeper', async () => {
    const deepest = JSON.stringify(deepestLists());
    const created = expectOk(
      await ws.manager.client.gql<{ createInsight: InsightData }>(CREATE, {
        input: { projectId, title: 'Deepest', contentJson: deepest },
      }),
    ).createInsight;
    expect(created.content).toContain('innermost');
    const id = await buildInsight();
    const updated = expectOk(
      await ws.manager.client.gql<{ updateInsight: InsightData }>(UPDATE, {
        input: { id, contentJson: deepest },
      }),
    ).updateInsight;
    expect(updated.content).toContain('innermost');
    expect(updated.contentJson).toContain('https://example.org');
    expectTooDeep(
      await ws.manager.client.gql(UPDATE, { input: { id, contentJson: JSON.stringify(deepestLists(1)) } }),
    );
    expect((await insight(id)).content).toBe(updated.content);
  });

  /** Nests `levels` quotes in the editor's document, one insert at a time (no recursion). */
  function nestQuotes(fragment: Y.XmlFragment, levels: number): void {
    fragment.doc?.transact(() => {
      let parent: Y.XmlFragment | Y.XmlElement = fragment;
      for (let i = 0; i < levels; i++) {
        const quote = new Y.XmlElement('blockquote');
        parent.insert(parent.length, [quote]);
        parent = quote;
      }
      const line = new Y.XmlElement('paragraph');
      parent.insert(0, [line]);
      line.insert(0, [new Y.XmlText('Deep down')]);
    });
  }

  // 100,000 levels are also more parts than one message may hold: refused for that, before decoding.
  it.each([
    ['an insight 1,000', 'insight', 1_000, TOO_DEEP],
    ['a note 10,000', 'note', 10_000, TOO_DEEP],
    ['a note 100,000', 'note', 100_000, TOO_LARGE],
  ])(
    'should refuse a collaborative edit that nests %s levels: the others never see it and nothing is stored',
    async (_label, kind, levels, reason) => {
      const id =
        kind === 'insight'
          ? await buildInsight()
          : await buildNote(ws.manager.client, projectId, 'Deep note', 'Keep me');
      const vandal = opened(connect(ws.manager.client, `${kind}.${id}`));
      const watcher = opened(connect(ws.manager.client, `${kind}.${id}`));
      await Promise.all([synced(vandal), synced(watcher)]);
      // The server closes the vandal's connection to the document, saying why.
      const closed = new Promise<string>((resolve) =>
        vandal.provider.on('close', ({ event }: { event: { reason: string } }) => resolve(event.reason)),
      );
      nestQuotes(vandal.fragment, levels);
      expect(await closed).toBe(reason);
      // The watcher keeps editing; once its edit is stored, the refused one is known to be nowhere.
      appendParagraph(watcher.fragment, 'Still here');
      const query = kind === 'insight' ? INSIGHT : NOTE;
      await eventually(async () => {
        const data = expectOk(
          await ws.manager.client.gql<Record<string, { content: string }>>(query, { id }),
        );
        return data[kind]?.content === 'Keep me\nStill here';
      });
      expect(paragraphs(watcher.fragment)).toBe('Keep me\nStill here');
    },
  );

  it('should take a collaborative edit as deep as the limit admits, and refuse one a level deeper', async () => {
    const id = await buildInsight();
    const editor = opened(connect(ws.manager.client, `insight.${id}`));
    await synced(editor);
    // Quotes around a paragraph and its text: the text node sits at the deepest level the limit
    // admits for text that carries marks (the mark and its attrs take the last two).
    nestQuotes(editor.fragment, MAX_DOCUMENT_DEPTH - 5);
    await eventually(async () => (await insight(id)).content === 'Keep me\nDeep down');
    // What the editors wrote is a document the API takes back as it is.
    const stored = (await insight(id)).contentJson as string;
    expectOk(await ws.manager.client.gql(UPDATE, { input: { id, contentJson: stored } }));
    const deeper = opened(connect(ws.manager.client, `insight.${id}`));
    await synced(deeper);
    const closed = new Promise<string>((resolve) =>
      deeper.provider.on('close', ({ event }: { event: { reason: string } }) => resolve(event.reason)),
    );
    nestQuotes(deeper.fragment, MAX_DOCUMENT_DEPTH - 4);
    expect(await closed).toBe(TOO_DEEP);
  });
});
