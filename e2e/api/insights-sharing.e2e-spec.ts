import { errorCode, type GqlResponse } from '../../services/all-in-one/src/testing/graphql-client';
import { sharedTestServer } from '../../services/all-in-one/src/testing/shared-test-server';
import type { TestServer } from '../../services/all-in-one/src/testing/test-server';
import { expectNoLeak } from './expect-no-leak';
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
  uniqueSuffix,
} from './factories';

const INSIGHT_FIELDS = 'id title content contentJson published publishedAt locked lockedBy projectId';
const GONE = 'This link was revoked or does not exist.';
const LOCKED = 'This insight is locked. Unlock it before changing its title or content.';
const NOT_PUBLISHED =
  'Publish this insight before sharing it: only published insights can have a public link.';

interface InsightData {
  id: string;
  title: string;
  content: string;
  contentJson: string | null;
  published: boolean;
  publishedAt: string | null;
  locked: boolean;
  lockedBy: string | null;
  projectId: string;
}

interface SharedData {
  title: string;
  contentJson: string | null;
  content: string;
  highlights: { id: string; quote: string; noteTitle: string; tags: { title: string; color: string }[] }[];
}

function expectRefused(response: GqlResponse<unknown>, code: string, message?: string): void {
  expect(errorCode(response)).toBe(code);
  if (message) expect(response.errors?.[0]?.message).toBe(message);
  expect(response.errors?.[0]?.extensions.humanReadable).toBe(true);
  expect(response.data).toBeNull();
  expectNoLeak(JSON.stringify(response.errors));
}

/** A tiptap document with a paragraph and a highlight card per id. */
function documentWith(text: string, highlightIds: string[] = []): string {
  return JSON.stringify({
    type: 'doc',
    content: [
      { type: 'paragraph', content: [{ type: 'text', text }] },
      ...highlightIds.map((highlightId) => ({ type: 'highlightCard', attrs: { highlightId } })),
    ],
  });
}

describe('insights and share links', () => {
  let sut: TestServer;
  let ws: BuiltWorkspace;
  let viewer: BuiltAccount;
  let projectId: string;
  let highlightId: string;
  let noteTitle: string;
  let schema: string;

  const create = (input: Record<string, unknown>, client = ws.manager.client) =>
    client.gql<{ createInsight: InsightData }>(
      `mutation($i: CreateInsightInput!) { createInsight(input: $i) { ${INSIGHT_FIELDS} } }`,
      { i: { projectId, ...input } },
    );
  const buildInsight = async (input: Record<string, unknown> = {}) =>
    expectOk(await create({ title: `Insight ${uniqueSuffix()}`, ...input })).createInsight;
  const update = (input: Record<string, unknown>, client = ws.manager.client) =>
    client.gql<{ updateInsight: InsightData }>(
      `mutation($i: UpdateInsightInput!) { updateInsight(input: $i) { ${INSIGHT_FIELDS} } }`,
      { i: input },
    );
  const byId = <T = Record<string, InsightData>>(mutation: string, id: string, client = ws.manager.client) =>
    client.gql<T>(`mutation($id: ID!) { ${mutation}(id: $id) { ${INSIGHT_FIELDS} } }`, { id });
  const createLink = (insightId: string, client = ws.manager.client) =>
    client.gql<{ createShareLink: { id: string; token: string; active: boolean } }>(
      'mutation($id: ID!) { createShareLink(insightId: $id) { id token active insightId } }',
      { id: insightId },
    );
  /** A cookie-less caller on the workspace host, as the public page is. */
  const shared = (token: string, subdomain = ws.subdomain) =>
    sut
      .client(subdomain)
      .gql<{ sharedInsight: SharedData }>(
        'query($t: String!) { sharedInsight(shareToken: $t) { title content contentJson highlights { id quote noteTitle tags { title color } } } }',
        { t: token },
      );
  const embedded = (id: string, subdomain = ws.subdomain) =>
    sut
      .client(subdomain)
      .gql<{ embeddedHighlight: { quote: string; noteTitle: string } }>(
        'query($id: ID!) { embeddedHighlight(highlightId: $id) { quote noteTitle tags { title } } }',
        { id },
      );
  const eventsOf = async (subject: string, key: string, id: string) =>
    (
      await sql<{ payload: Record<string, unknown> }>(
        sut,
        'select payload from regional.outbox_events where workspace_id = ? and subject = ?',
        [ws.id, subject],
      )
    ).filter((row) => row.payload[key] === id);
  const publishedShare = async (text = 'Onboarding is the main blocker.') => {
    const insight = await buildInsight({ contentJson: documentWith(text, [highlightId]) });
    expectOk(await byId('publishInsight', insight.id));
    const link = expectOk(await createLink(insight.id)).createShareLink;
    return { insight, link };
  };

  beforeAll(async () => {
    sut = await sharedTestServer({ SEED_DEMO: 'false' });
    ws = await signUpAndCreateWorkspace(sut);
    viewer = await addMember(sut, ws, 'VIEWER');
    const [team] = await sql<{ schema_name: string }>(
      sut,
      'select schema_name from control.teams where id = ?',
      [ws.id],
    );
    schema = `"${team.schema_name}"`;
    projectId = await buildProject(ws.manager.client, 'Onboarding study');
    noteTitle = 'Interview with Dana';
    const noteId = await buildNote(ws.manager.client, projectId, noteTitle, 'Onboarding took two weeks.');
    const tag = expectOk(
      await ws.manager.client.gql<{ createTag: { id: string } }>(
        'mutation($p: ID!) { createTag(input: { projectId: $p, title: "Slow onboarding" }) { id } }',
        { p: projectId },
      ),
    ).createTag;
    highlightId = expectOk(
      await ws.manager.client.gql<{ createHighlight: { id: string } }>(
        'mutation($n: ID!, $t: ID!) { createHighlight(input: { noteId: $n, startOffset: 0, endOffset: 10, text: "Onboarding", tagIds: [$t] }) { id } }',
        { n: noteId, t: tag.id },
      ),
    ).createHighlight.id;
  });
  afterAll(() => sut.close());

  describe('insight lifecycle', () => {
    it("should create an insight titled 'Untitled insight' when the title is empty, and announce it", async () => {
      const insight = expectOk(await create({ title: '   ' })).createInsight;
      expect(insight).toMatchObject({
        title: 'Untitled insight',
        published: false,
        locked: false,
        projectId,
      });
      expect(await eventsOf('insight.created', 'insightId', insight.id)).toHaveLength(1);
      const listed = expectOk(
        await ws.manager.client.gql<{ insights: { id: string }[] }>(
          'query($p: ID!) { insights(projectId: $p) { id } }',
          { p: projectId },
        ),
      ).insights;
      expect(listed.map((i) => i.id)).toContain(insight.id);
    });

    it('should keep the document and its plain text when created with content', async () => {
      const insight = await buildInsight({ contentJson: documentWith('Pricing was fine.', [highlightId]) });
      expect(insight.content).toBe('Pricing was fine.');
      expect(JSON.parse(insight.contentJson ?? '{}')).toEqual(
        JSON.parse(documentWith('Pricing was fine.', [highlightId])),
      );
    });

    it('should refuse a title over 200 characters with the spec message and create nothing', async () => {
      const title = `Too long ${uniqueSuffix()}`.padEnd(201, 'x');
      expectRefused(
        await create({ title }),
        'BAD_USER_INPUT',
        'Insight title can be at most 200 characters long.',
      );
      const rows = await sql(sut, `select 1 from ${schema}.insights where title = ?`, [title]);
      expect(rows).toHaveLength(0);
    });

    it('should refuse content that is not a document', async () => {
      expectRefused(
        await create({ title: 'Broken', contentJson: '{"type":"paragraph"}' }),
        'BAD_USER_INPUT',
        'The insight content is not a valid document.',
      );
      expectRefused(await create({ title: 'Broken', contentJson: 'not json' }), 'BAD_USER_INPUT');
    });

    it('should rename an insight and replace its document', async () => {
      const insight = await buildInsight();
      const updated = expectOk(
        await update({
          id: insight.id,
          title: 'Onboarding blocks adoption',
          contentJson: documentWith('New text'),
        }),
      ).updateInsight;
      expect(updated).toMatchObject({ title: 'Onboarding blocks adoption', content: 'New text' });
      // The content goes through the collaborative document (its store announces it), the title directly.
      const events = (await eventsOf('insight.updated', 'insightId', insight.id)) as {
        payload: Record<string, unknown>;
      }[];
      expect(events.map((e) => String(e.payload.source ?? e.payload.fields)).sort()).toEqual([
        'collaboration',
        'title',
      ]);
    });

    it('should publish and unpublish (publishedAt set, then cleared) and announce insight.published once', async () => {
      const insight = await buildInsight();
      const published = expectOk(await byId('publishInsight', insight.id)).publishInsight;
      expect(published.published).toBe(true);
      expect(published.publishedAt).not.toBeNull();
      // Publishing a published insight changes nothing and announces nothing.
      expect(expectOk(await byId('publishInsight', insight.id)).publishInsight.publishedAt).toBe(
        published.publishedAt,
      );
      expect(await eventsOf('insight.published', 'insightId', insight.id)).toHaveLength(1);
      const draft = expectOk(await byId('unpublishInsight', insight.id)).unpublishInsight;
      expect(draft).toMatchObject({ published: false, publishedAt: null });
      expect(await eventsOf('insight.unpublished', 'insightId', insight.id)).toHaveLength(1);
    });

    it('should refuse title and content changes while locked, and allow them again once unlocked', async () => {
      const insight = await buildInsight();
      const locked = expectOk(await byId('lockInsight', insight.id)).lockInsight;
      expect(locked).toMatchObject({ locked: true, lockedBy: ws.manager.id });
      expectRefused(await update({ id: insight.id, title: 'Changed' }), 'FORBIDDEN', LOCKED);
      expectRefused(
        await update({ id: insight.id, contentJson: documentWith('Changed') }),
        'FORBIDDEN',
        LOCKED,
      );
      const still = expectOk(
        await ws.manager.client.gql<{ insight: InsightData }>(
          'query($id: ID!) { insight(id: $id) { title } }',
          {
            id: insight.id,
          },
        ),
      ).insight;
      expect(still.title).toBe(insight.title);
      // Publishing is not a content change: a locked insight can still be published.
      expect(expectOk(await byId('publishInsight', insight.id)).publishInsight.published).toBe(true);
      expect(expectOk(await byId('unlockInsight', insight.id)).unlockInsight.locked).toBe(false);
      expect(expectOk(await update({ id: insight.id, title: 'Changed' })).updateInsight.title).toBe(
        'Changed',
      );
    });

    it('should move an insight to the trash, list it there, restore it, and delete it forever', async () => {
      const insight = await buildInsight();
      expectOk(
        await ws.manager.client.gql('mutation($id: ID!) { deleteInsight(id: $id) }', { id: insight.id }),
      );
      expectRefused(
        await ws.manager.client.gql('query($id: ID!) { insight(id: $id) { id } }', { id: insight.id }),
        'NOT_FOUND',
      );
      const trash = expectOk(
        await ws.manager.client.gql<{ trash: { id: string; kind: string; projectTitle: string }[] }>(
          'query($p: ID) { trash(projectId: $p) { id kind projectTitle } }',
          { p: projectId },
        ),
      ).trash;
      expect(trash).toContainEqual({ id: insight.id, kind: 'INSIGHT', projectTitle: 'Onboarding study' });
      expect(expectOk(await byId('restoreInsight', insight.id)).restoreInsight.id).toBe(insight.id);
      expectRefused(
        await ws.manager.client.gql('mutation($id: ID!) { deleteInsightForever(id: $id) }', {
          id: insight.id,
        }),
        'BAD_USER_INPUT',
        'Only an insight in the trash can be deleted forever. Delete it first.',
      );
      expectOk(
        await ws.manager.client.gql('mutation($id: ID!) { deleteInsight(id: $id) }', { id: insight.id }),
      );
      expectOk(
        await ws.manager.client.gql('mutation($id: ID!) { deleteInsightForever(id: $id) }', {
          id: insight.id,
        }),
      );
      expect(await sql(sut, `select 1 from ${schema}.insights where id = ?`, [insight.id])).toHaveLength(0);
      expect(await eventsOf('insight.deleted', 'insightId', insight.id)).toHaveLength(1);
    });

    it('should refuse every change to a viewer with a clear message and change nothing', async () => {
      const insight = await buildInsight();
      const { link } = await publishedShare();
      const attempts: GqlResponse<unknown>[] = [
        await create({ title: 'By a viewer' }, viewer.client),
        await update({ id: insight.id, title: 'By a viewer' }, viewer.client),
        await byId('publishInsight', insight.id, viewer.client),
        await byId('lockInsight', insight.id, viewer.client),
        await viewer.client.gql('mutation($id: ID!) { deleteInsight(id: $id) }', { id: insight.id }),
        await createLink(insight.id, viewer.client),
        await viewer.client.gql('mutation($id: ID!) { revokeShareLink(id: $id) { id } }', { id: link.id }),
      ];
      for (const response of attempts) expectRefused(response, 'FORBIDDEN', 'Viewers cannot make changes.');
      const after = expectOk(
        await viewer.client.gql<{ insight: InsightData }>(
          `query($id: ID!) { insight(id: $id) { ${INSIGHT_FIELDS} } }`,
          { id: insight.id },
        ),
      ).insight;
      expect(after).toMatchObject({ title: insight.title, published: false, locked: false });
      expect(expectOk(await shared(link.token)).sharedInsight.title).toBeTruthy();
    });

    it('should let an API token change insights but not create share links or delete for good', async () => {
      const { secret } = await buildApiToken(ws.manager.client);
      const client = sut.client(ws.subdomain);
      client.bearer = secret;
      const insight = expectOk(await create({ title: 'From a script' }, client)).createInsight;
      expect(expectOk(await byId('publishInsight', insight.id, client)).publishInsight.published).toBe(true);
      expectRefused(await createLink(insight.id, client), 'FORBIDDEN');
      expect(
        expectOk(
          await ws.manager.client.gql<{ shareLinks: unknown[] }>(
            'query($id: ID!) { shareLinks(insightId: $id) { id } }',
            { id: insight.id },
          ),
        ).shareLinks,
      ).toEqual([]);
    });
  });

  describe('share links', () => {
    it('should create a 12-character alphanumeric token that opens the insight with its highlight cards, without a session', async () => {
      const { insight, link } = await publishedShare('Onboarding is slow for every team.');
      expect(link.token).toMatch(/^[A-Za-z0-9]{12}$/);
      expect(link.active).toBe(true);
      expect(await eventsOf('share_link.created', 'shareLinkId', link.id)).toHaveLength(1);
      const data = expectOk(await shared(link.token)).sharedInsight;
      expect(data.title).toBe(insight.title);
      expect(JSON.parse(data.contentJson ?? '{}')).toEqual(
        JSON.parse(documentWith('Onboarding is slow for every team.', [highlightId])),
      );
      expect(data.highlights).toEqual([
        {
          id: highlightId,
          quote: 'Onboarding',
          noteTitle,
          tags: [{ title: 'Slow onboarding', color: expect.any(String) }],
        },
      ]);
      const links = expectOk(
        await ws.manager.client.gql<{ shareLinks: { id: string }[] }>(
          'query($id: ID!) { shareLinks(insightId: $id) { id token active } }',
          { id: insight.id },
        ),
      ).shareLinks;
      expect(links.map((l) => l.id)).toEqual([link.id]);
    });

    it('should give two links of one insight different tokens', async () => {
      const { insight, link } = await publishedShare();
      const second = expectOk(await createLink(insight.id)).createShareLink;
      expect(second.token).not.toBe(link.token);
    });

    it('should refuse a share link for an insight that is not published', async () => {
      const insight = await buildInsight();
      expectRefused(await createLink(insight.id), 'BAD_USER_INPUT', NOT_PUBLISHED);
    });

    it('should refuse a share whose serialised payload is over 17000 characters, and accept one just under', async () => {
      // The payload is the shared insight as JSON; a long paragraph pushes it over the limit.
      const big = await buildInsight({ contentJson: documentWith('x'.repeat(17_000)) });
      expectOk(await byId('publishInsight', big.id));
      const refused = await createLink(big.id);
      expectRefused(refused, 'BAD_USER_INPUT');
      expect(refused.errors?.[0]?.message).toMatch(
        /^This insight is too large to share: its shared content is \d+ serialised characters, and a share can hold at most 17000\.$/,
      );
      const fits = await buildInsight({ contentJson: documentWith('x'.repeat(16_000)) });
      expectOk(await byId('publishInsight', fits.id));
      const link = expectOk(await createLink(fits.id)).createShareLink;
      expect(link.token).toMatch(/^[A-Za-z0-9]{12}$/);
      expectOk(await shared(link.token));
      // Grown past the limit after it was shared, it tells its readers why it no longer opens.
      expectOk(await update({ id: fits.id, contentJson: documentWith('x'.repeat(17_000)) }));
      const grown = await shared(link.token);
      expectRefused(grown, 'BAD_USER_INPUT');
      expect(grown.errors?.[0]?.message).toMatch(/^This insight is too large to share: /);
    });

    it('should answer "revoked or does not exist" once revoked, the same as for a token that never existed', async () => {
      const { link } = await publishedShare();
      const revoked = expectOk(
        await ws.manager.client.gql<{ revokeShareLink: { active: boolean; revokedAt: string | null } }>(
          'mutation($id: ID!) { revokeShareLink(id: $id) { active revokedAt } }',
          { id: link.id },
        ),
      ).revokeShareLink;
      expect(revoked.active).toBe(false);
      expect(revoked.revokedAt).not.toBeNull();
      expect(await eventsOf('share_link.revoked', 'shareLinkId', link.id)).toHaveLength(1);
      const afterRevoke = await shared(link.token);
      expectRefused(afterRevoke, 'NOT_FOUND', GONE);
      for (const token of ['AAAAAAAAAAAA', 'short', "' or 1=1 --x", 'a'.repeat(200)]) {
        const never = await shared(token);
        expectRefused(never, 'NOT_FOUND', GONE);
        expect(never.errors).toEqual(afterRevoke.errors);
      }
    });

    it('should stop opening when the insight is unpublished or trashed, and open again when published', async () => {
      const { insight, link } = await publishedShare();
      expectOk(await byId('unpublishInsight', insight.id));
      expectRefused(await shared(link.token), 'NOT_FOUND', GONE);
      expectOk(await byId('publishInsight', insight.id));
      expectOk(await shared(link.token));
      expectOk(
        await ws.manager.client.gql('mutation($id: ID!) { deleteInsight(id: $id) }', { id: insight.id }),
      );
      expectRefused(await shared(link.token), 'NOT_FOUND', GONE);
    });

    it("should not open a workspace's token on another workspace's host", async () => {
      const { link } = await publishedShare();
      const other = await signUpAndCreateWorkspace(sut);
      expectRefused(await shared(link.token, other.subdomain), 'NOT_FOUND', GONE);
      expectRefused(await embedded(highlightId, other.subdomain), 'NOT_FOUND');
      // Nor from the root domain, which names no workspace.
      const root = await sut
        .client()
        .gql('query($t: String!) { sharedInsight(shareToken: $t) { title } }', { t: link.token });
      expectRefused(root, 'NOT_FOUND', GONE);
    });
  });

  describe('embeds', () => {
    it('should show a highlight embedded in a shared insight, and not one that no live share shows', async () => {
      const { link } = await publishedShare();
      expect(expectOk(await embedded(highlightId)).embeddedHighlight).toEqual({
        quote: 'Onboarding',
        noteTitle,
        tags: [{ title: 'Slow onboarding' }],
      });
      // Revoking every link of every insight that embeds it closes the embed.
      const links = await sql<{ id: string }>(
        sut,
        `select id from ${schema}.share_links where revoked_at is null`,
      );
      for (const { id } of links)
        expectOk(
          await ws.manager.client.gql('mutation($id: ID!) { revokeShareLink(id: $id) { id } }', { id }),
        );
      expectRefused(
        await embedded(highlightId),
        'NOT_FOUND',
        'This highlight is not available: it is not part of a shared insight.',
      );
      expectRefused(await shared(link.token), 'NOT_FOUND', GONE);
    });
  });

  describe('home', () => {
    it('should list recent items and published insights, newest first', async () => {
      const older = await buildInsight({ title: `Older ${uniqueSuffix()}` });
      const newer = await buildInsight({ title: `Newer ${uniqueSuffix()}` });
      expectOk(await byId('publishInsight', older.id));
      expectOk(await byId('publishInsight', newer.id));
      const home = expectOk(
        await viewer.client.gql<{
          home: {
            recent: { id: string; kind: string; createdByYou: boolean }[];
            publishedInsights: { id: string; publishedAt: string }[];
          };
        }>(
          '{ home { recent { id kind title createdByYou updatedAt } publishedInsights { id title projectTitle publishedAt } } }',
        ),
      ).home;
      const ids = home.publishedInsights.map((i) => i.id);
      expect(ids.indexOf(newer.id)).toBeGreaterThanOrEqual(0);
      expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(older.id));
      const dates = home.publishedInsights.map((i) => i.publishedAt);
      expect([...dates].sort().reverse()).toEqual(dates);
      expect(home.recent.find((r) => r.id === newer.id)).toMatchObject({
        kind: 'INSIGHT',
        createdByYou: false,
      });
    });
  });
});
