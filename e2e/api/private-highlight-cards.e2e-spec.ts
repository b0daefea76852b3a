import { randomUUID } from 'node:crypto';
import { errorCode } from '../../services/all-in-one/src/testing/graphql-client';
import type { GraphqlClient } from '../../services/all-in-one/src/testing/graphql-client';
import { sharedTestServer } from '../../services/all-in-one/src/testing/shared-test-server';
import type { TestServer } from '../../services/all-in-one/src/testing/test-server';
import { expectNoLeak } from './expect-no-leak';
import {
  type BuiltAccount,
  type BuiltWorkspace,
  addMember,
  buildNote,
  buildProject,
  expectOk,
  signUpAndCreateWorkspace,
  uniqueSuffix,
} from './factories';

const SHARED =
  'query($t: String!) { sharedInsight(shareToken: $t) { title content contentJson highlights { id quote noteTitle tags { title color } } } }';
const EMBED = 'query($id: ID!) { embeddedHighlight(highlightId: $id) { id quote noteTitle tags { title } } }';
const HIGHLIGHT = 'query($id: ID!) { highlight(id: $id) { id text noteTitle tags { title } } }';
const SET_PERMISSION = `mutation($p: ID!, $s: ID!, $perm: Permission!) {
  setProjectPermission(input: { projectId: $p, subjectKind: USER, subjectId: $s, permission: $perm }) { generalAccess } }`;
const REMOVE_PERMISSION = `mutation($p: ID!, $s: ID!) {
  removeProjectPermission(input: { projectId: $p, subjectKind: USER, subjectId: $s }) { generalAccess } }`;
const EMBED_GONE = 'This highlight is not available: it is not part of a shared insight.';

interface SharedData {
  sharedInsight: {
    title: string;
    contentJson: string | null;
    highlights: { id: string; quote: string; noteTitle: string; tags: { title: string }[] }[];
  };
}

interface CardNode {
  type: string;
  attrs?: { highlightId?: string | null };
}

/** A highlight with its quote, note title and tag title: what a card shows, each unique to it. */
interface BuiltHighlight {
  id: string;
  projectId: string;
  secrets: string[];
}

/** A tiptap document with a paragraph and one highlight card per id. */
function documentWith(highlightIds: string[]): string {
  return JSON.stringify({
    type: 'doc',
    content: [
      { type: 'paragraph', content: [{ type: 'text', text: 'What we learnt.' }] },
      ...highlightIds.map((highlightId) => ({ type: 'highlightCard', attrs: { highlightId } })),
    ],
  });
}

function cardsOf(contentJson: string | null): CardNode[] {
  const doc = JSON.parse(contentJson ?? '{}') as { content?: CardNode[] };
  return (doc.content ?? []).filter((node) => node.type === 'highlightCard');
}

/**
 * Highlight cards read highlights of other projects: a card resolves on a public page only while
 * both the insight's author and the share's creator can read its highlight, and for a member only
 * when they can read it themselves. Issue 30: a contributor without access to a private project put
 * one of its highlight ids in a card of their own insight, shared it, and anyone could read it.
 */
describe('highlight cards of private projects', () => {
  let sut: TestServer;
  let ws: BuiltWorkspace;
  let contributor: BuiltAccount;
  let openProjectId: string;
  let openHighlight: BuiltHighlight;

  const manager = () => ws.manager.client;
  const anonymous = () => sut.client(ws.subdomain);

  async function buildHighlight(projectId: string, label: string): Promise<BuiltHighlight> {
    const quote = `${label} quote ${randomUUID()}`;
    const noteTitle = `${label} note ${uniqueSuffix()}`;
    const tagTitle = `${label} tag ${uniqueSuffix()}`;
    const noteId = await buildNote(manager(), projectId, noteTitle, quote);
    const tagId = expectOk(
      await manager().gql<{ createTag: { id: string } }>(
        'mutation($p: ID!, $t: String!) { createTag(input: { projectId: $p, title: $t }) { id } }',
        { p: projectId, t: tagTitle },
      ),
    ).createTag.id;
    const id = expectOk(
      await manager().gql<{ createHighlight: { id: string } }>(
        'mutation($n: ID!, $e: Int!, $q: String!, $t: ID!) { createHighlight(input: { noteId: $n, startOffset: 0, endOffset: $e, text: $q, tagIds: [$t] }) { id } }',
        { n: noteId, e: quote.length, q: quote, t: tagId },
      ),
    ).createHighlight.id;
    return { id, projectId, secrets: [quote, noteTitle, tagTitle] };
  }

  /** A highlight of a new project that only the manager (and whom they grant) can open. */
  async function privateHighlight(): Promise<BuiltHighlight> {
    const projectId = await buildProject(manager(), `Secret study ${uniqueSuffix()}`);
    const highlight = await buildHighlight(projectId, 'Private');
    expectOk(
      await manager().gql(
        'mutation($p: ID!) { setProjectGeneralAccess(input: { projectId: $p, generalAccess: NONE }) { generalAccess } }',
        { p: projectId },
      ),
    );
    return highlight;
  }

  /** `author` writes a published insight in the open project whose cards embed `highlightIds`. */
  async function publishedInsight(author: GraphqlClient, highlightIds: string[]): Promise<string> {
    const id = expectOk(
      await author.gql<{ createInsight: { id: string } }>(
        'mutation($i: CreateInsightInput!) { createInsight(input: $i) { id } }',
        {
          i: {
            projectId: openProjectId,
            title: `Findings ${uniqueSuffix()}`,
            contentJson: documentWith(highlightIds),
          },
        },
      ),
    ).createInsight.id;
    expectOk(await author.gql('mutation($id: ID!) { publishInsight(id: $id) { id } }', { id }));
    return id;
  }

  async function shareLink(sharer: GraphqlClient, insightId: string): Promise<string> {
    return expectOk(
      await sharer.gql<{ createShareLink: { token: string } }>(
        'mutation($id: ID!) { createShareLink(insightId: $id) { token } }',
        { id: insightId },
      ),
    ).createShareLink.token;
  }

  /** Reads the share anonymously and asserts nothing of `hidden` comes through, its id included. */
  async function expectHiddenFromShare(token: string, hidden: BuiltHighlight): Promise<SharedData> {
    const response = await anonymous().gql<SharedData>(SHARED, { t: token });
    const data = expectOk(response);
    expectNoLeak(JSON.stringify(response), [...hidden.secrets, hidden.id]);
    expect(data.sharedInsight.highlights.map((h) => h.id)).not.toContain(hidden.id);
    return data;
  }

  async function expectEmbedRefused(highlight: BuiltHighlight): Promise<void> {
    const response = await anonymous().gql(EMBED, { id: highlight.id });
    expect(errorCode(response)).toBe('NOT_FOUND');
    expect(response.errors?.[0]?.message).toBe(EMBED_GONE);
    expectNoLeak(JSON.stringify(response), highlight.secrets);
  }

  beforeAll(async () => {
    sut = await sharedTestServer({ SEED_DEMO: 'false' });
    ws = await signUpAndCreateWorkspace(sut);
    contributor = await addMember(sut, ws, 'CONTRIBUTOR');
    openProjectId = await buildProject(manager(), `Open study ${uniqueSuffix()}`);
    openHighlight = await buildHighlight(openProjectId, 'Open');
  }, 120_000);
  afterAll(() => sut.close());

  it('should not show a private highlight that a contributor without access put in a card of an insight they shared', async () => {
    const hidden = await privateHighlight();
    // The contributor cannot open the highlight in the workspace...
    const own = await contributor.client.gql(HIGHLIGHT, { id: hidden.id });
    expect(errorCode(own)).toBe('NOT_FOUND');
    expectNoLeak(JSON.stringify(own), hidden.secrets);
    // ...so their card of it must not open it for anyone else either.
    const insightId = await publishedInsight(contributor.client, [hidden.id, openHighlight.id]);
    const token = await shareLink(contributor.client, insightId);

    const data = await expectHiddenFromShare(token, hidden);
    // The readable card still resolves, and both cards stay in place: the hidden one without its id.
    expect(data.sharedInsight.highlights).toEqual([
      {
        id: openHighlight.id,
        quote: openHighlight.secrets[0],
        noteTitle: openHighlight.secrets[1],
        tags: [{ title: openHighlight.secrets[2], color: expect.any(String) }],
      },
    ]);
    expect(cardsOf(data.sharedInsight.contentJson).map((c) => c.attrs?.highlightId ?? null)).toEqual([
      null,
      openHighlight.id,
    ]);
    await expectEmbedRefused(hidden);
    expect(expectOk(await anonymous().gql(EMBED, { id: openHighlight.id }))).toEqual({
      embeddedHighlight: {
        id: openHighlight.id,
        quote: openHighlight.secrets[0],
        noteTitle: openHighlight.secrets[1],
        tags: [{ title: openHighlight.secrets[2] }],
      },
    });
  });

  it("should show a private highlight only through a share both the insight's author and the share's creator can read it in", async () => {
    const hidden = await privateHighlight();
    // The manager (who can read it) writes the insight; a contributor who cannot shares it.
    const insightId = await publishedInsight(manager(), [hidden.id]);
    const contributorsToken = await shareLink(contributor.client, insightId);
    await expectHiddenFromShare(contributorsToken, hidden);
    await expectEmbedRefused(hidden);

    // Shared by the manager too, it shows: on that link, and embedded.
    const managersToken = await shareLink(manager(), insightId);
    const data = expectOk(await anonymous().gql<SharedData>(SHARED, { t: managersToken }));
    expect(data.sharedInsight.highlights.map((h) => h.quote)).toEqual([hidden.secrets[0]]);
    expect(cardsOf(data.sharedInsight.contentJson)).toEqual([
      { type: 'highlightCard', attrs: { highlightId: hidden.id } },
    ]);
    expect(
      expectOk(await anonymous().gql<{ embeddedHighlight: { quote: string } }>(EMBED, { id: hidden.id }))
        .embeddedHighlight.quote,
    ).toBe(hidden.secrets[0]);
    // The contributor's link still hides it.
    await expectHiddenFromShare(contributorsToken, hidden);
  });

  it('should stop showing a card on the public page once its author loses access to the highlight', async () => {
    const hidden = await privateHighlight();
    expectOk(await manager().gql(SET_PERMISSION, { p: hidden.projectId, s: contributor.id, perm: 'READ' }));
    const insightId = await publishedInsight(contributor.client, [hidden.id]);
    const token = await shareLink(contributor.client, insightId);
    const before = expectOk(await anonymous().gql<SharedData>(SHARED, { t: token }));
    expect(before.sharedInsight.highlights.map((h) => h.id)).toEqual([hidden.id]);
    expect(
      expectOk(await anonymous().gql<{ embeddedHighlight: { id: string } }>(EMBED, { id: hidden.id }))
        .embeddedHighlight.id,
    ).toBe(hidden.id);

    expectOk(await manager().gql(REMOVE_PERMISSION, { p: hidden.projectId, s: contributor.id }));
    await expectHiddenFromShare(token, hidden);
    await expectEmbedRefused(hidden);
    // The insight itself is unchanged: the card comes back if access does.
    expectOk(await manager().gql(SET_PERMISSION, { p: hidden.projectId, s: contributor.id, perm: 'READ' }));
    expect(
      expectOk(await anonymous().gql<SharedData>(SHARED, { t: token })).sharedInsight.highlights.map(
        (h) => h.id,
      ),
    ).toEqual([hidden.id]);
  });

  it('should not resolve a card of a highlight whose project is in the trash, publicly or for members', async () => {
    const trashedProjectId = await buildProject(manager(), `Trashed study ${uniqueSuffix()}`);
    const trashed = await buildHighlight(trashedProjectId, 'Trashed');
    const insightId = await publishedInsight(manager(), [trashed.id]);
    const token = await shareLink(manager(), insightId);
    expect(
      expectOk(await anonymous().gql<SharedData>(SHARED, { t: token })).sharedInsight.highlights,
    ).toHaveLength(1);

    expectOk(await manager().gql('mutation($p: ID!) { deleteProject(id: $p) }', { p: trashedProjectId }));
    await expectHiddenFromShare(token, trashed);
    await expectEmbedRefused(trashed);
    const response = await manager().gql(HIGHLIGHT, { id: trashed.id });
    expect(errorCode(response)).toBe('NOT_FOUND');
    expectNoLeak(JSON.stringify(response), trashed.secrets);
  });
});
