import { SearchIndexer, VectorSync, lockIndex } from '@fieldnote/worker';
import { reindexWorkspaces } from '../../services/all-in-one/src/reindex';
import { errorCode } from '../../services/all-in-one/src/testing/graphql-client';
import {
  sharedTestServer,
  startOwnTestServer,
} from '../../services/all-in-one/src/testing/shared-test-server';
import type { TestServer } from '../../services/all-in-one/src/testing/test-server';
import {
  type BuiltAccount,
  type BuiltWorkspace,
  addMember,
  buildNote,
  buildProject,
  expectOk,
  signInDemo,
  signUpAndCreateWorkspace,
} from './factories';
import { BILLING_ON_ENV, planLimitRefusal } from './plan-limits';
import { foundExactly, ids, matched, runSearch, search, searchUntil } from './search-client';

const ONBOARDING = 'Onboarding took three weeks because the importer kept failing on large spreadsheets.';
const PRICING = 'The pricing page confused our finance team; the annual plan felt far too expensive.';
const EXPORT = 'Exporting charts to slides is what we do every Monday for the leadership review.';

describe('search', () => {
  let sut: TestServer;
  let ws: BuiltWorkspace;
  let contributor: BuiltAccount;
  let viewer: BuiltAccount;
  const id: Record<string, string> = {};

  const gql = async <T>(query: string, variables: Record<string, unknown> = {}, who = contributor) =>
    expectOk(await who.client.gql<T>(query, variables));
  async function highlight(noteId: string, text: string, quote: string, tagIds: string[], who = contributor) {
    const start = text.indexOf(quote);
    return (
      await gql<{ createHighlight: { id: string } }>(
        'mutation($input: CreateHighlightInput!) { createHighlight(input: $input) { id } }',
        { input: { noteId, startOffset: start, endOffset: start + quote.length, text: quote, tagIds } },
        who,
      )
    ).createHighlight.id;
  }
  async function tagAs(who: BuiltAccount, projectId: string, title: string): Promise<string> {
    return (
      await gql<{ createTag: { id: string } }>(
        'mutation($input: CreateTagInput!) { createTag(input: $input) { id } }',
        { input: { projectId, title } },
        who,
      )
    ).createTag.id;
  }
  const tag = (projectId: string, title: string) => tagAs(contributor, projectId, title);
  const all = (input: Record<string, unknown> = {}) => search(viewer.client, { limit: 100, ...input });

  beforeAll(async () => {
    sut = await sharedTestServer();
    ws = await signUpAndCreateWorkspace(sut);
    contributor = await addMember(sut, ws, 'CONTRIBUTOR');
    viewer = await addMember(sut, ws, 'VIEWER');
    id.research = await buildProject(contributor.client, 'Customer research 2026');
    id.archive = await buildProject(contributor.client, 'Old studies');
    id.onboarding = await buildNote(contributor.client, id.research, 'Interview with Ana', ONBOARDING);
    id.pricing = await buildNote(contributor.client, id.research, 'Interview with Bo', PRICING);
    id.export = await buildNote(ws.manager.client, id.archive, 'Weekly reporting', EXPORT);
    id.pains = await tag(id.research, 'Pains');
    id.money = await tag(id.research, 'Money');
    id.hOnboarding = await highlight(id.onboarding, ONBOARDING, 'the importer kept failing', [id.pains]);
    id.hPricing = await highlight(id.pricing, PRICING, 'far too expensive', [id.pains, id.money]);
    id.hPlain = await highlight(id.pricing, PRICING, 'The pricing page confused our finance team', []);
    id.insight = (
      await gql<{ createInsight: { id: string } }>(
        'mutation($p: ID!) { createInsight(input: { projectId: $p, title: "Importer failures slow onboarding" }) { id } }',
        { p: id.research },
      )
    ).createInsight.id;
    await gql('mutation($id: ID!) { publishInsight(id: $id) { id } }', { id: id.insight });
    id.draft = (
      await gql<{ createInsight: { id: string } }>(
        'mutation($p: ID!) { createInsight(input: { projectId: $p, title: "Pricing draft" }) { id } }',
        { p: id.research },
      )
    ).createInsight.id;
    id.folder = (
      await gql<{ createFolder: { id: string } }>(
        'mutation { createFolder(input: { name: "Discovery" }) { id } }',
      )
    ).createFolder.id;
    id.subfolder = (
      await gql<{ createFolder: { id: string } }>(
        'mutation($p: ID!) { createFolder(input: { name: "Interviews", parentId: $p }) { id } }',
        { p: id.folder },
      )
    ).createFolder.id;
    await gql(
      'mutation($p: ID!, $f: ID!) { moveProjectToFolder(input: { projectId: $p, folderId: $f }) { id } }',
      {
        p: id.research,
        f: id.subfolder,
      },
    );
    await gql('mutation($id: ID!) { archiveProject(id: $id) { id } }', { id: id.archive }, ws.manager);
    // Everything written above is searchable once each object reads as it now is. Waiting for the
    // last change alone is not enough: each event's rebuild reads what is committed when it runs, so
    // an earlier event's (the archived project's creation) can already show a later change (its
    // archiving) while events before the last (the highlights') are still queued.
    const until = (input: Record<string, unknown>, expected: string[]) =>
      searchUntil(viewer.client, { limit: 100, ...input }, (found) => foundExactly(found, expected));
    await until({ types: ['PROJECT'], archived: true }, [id.archive]);
    await until({ types: ['PROJECT'], location: { operator: 'LOCATED_IN', ids: [id.folder] } }, [
      id.research,
    ]);
    await until({ types: ['NOTE'], archived: null }, [id.onboarding, id.pricing, id.export]);
    await until({ types: ['NOTE'], archived: true }, [id.export]);
    await until({ types: ['HIGHLIGHT'] }, [id.hOnboarding, id.hPricing, id.hPlain]);
    await until({ types: ['NOTE'], tags: { operator: 'CONTAINS', ids: [id.money] } }, [id.pricing]);
    await until({ types: ['INSIGHT'], published: true }, [id.insight]);
    await until({ types: ['INSIGHT'], published: false }, [id.draft]);
    await until({ types: ['PROJECT_CATEGORY'] }, [id.folder, id.subfolder]);
    await until({ types: ['TAG'] }, [id.pains, id.money]);
  }, 120_000);

  afterAll(() => sut.close());

  describe('full text', () => {
    it('should find a note by a word of its content, marking the matched words in the preview', async () => {
      const found = await all({ query: { value: 'spreadsheets' } });
      expect(ids(found)).toEqual([id.onboarding].sort());
      expect(matched(found.items[0].preview.content)).toEqual(['spreadsheets']);
      expect(found.items[0].preview.title.map((s) => s.text).join('')).toBe('Interview with Ana');
    });

    it('should match other forms of a word (english stemming) and the word being typed as a prefix', async () => {
      expect(ids(await all({ query: { value: 'failed importers' }, types: ['NOTE', 'HIGHLIGHT'] }))).toEqual(
        [id.onboarding, id.hOnboarding].sort(),
      );
      const typing = await all({ query: { value: 'spreadsh' } });
      expect(ids(typing)).toEqual([id.onboarding]);
      // Once a space follows, the word is whole and no longer a prefix.
      expect((await all({ query: { value: 'spreadsh ' } })).total).toBe(0);
    });

    it('should need every word, and a quoted phrase in that order', async () => {
      expect(ids(await all({ query: { value: 'pricing finance' }, types: ['NOTE'] }))).toEqual([id.pricing]);
      expect((await all({ query: { value: 'pricing spreadsheets' } })).total).toBe(0);
      expect(ids(await all({ query: { value: '"finance team"' }, types: ['NOTE'] }))).toEqual([id.pricing]);
      expect((await all({ query: { value: '"team finance"' } })).total).toBe(0);
    });

    it('should rank a title match above a content match', async () => {
      const found = await all({ query: { value: 'importer' }, types: ['NOTE', 'INSIGHT'] });
      expect(found.items.map((i) => i.id)).toEqual([id.insight, id.onboarding]);
    });

    it('should search titles only when titleOnly is set', async () => {
      const found = await all({ query: { value: 'onboarding', titleOnly: true } });
      expect(ids(found)).toEqual([id.insight]);
    });

    it('should suggest a spelling from the workspace vocabulary when a word is not in it', async () => {
      const found = await all({ query: { value: 'expnsive' } });
      expect(found.total).toBe(0);
      expect(found.suggestedQuery).toBe('expensive');
      expect((await all({ query: { value: 'expensive' } })).suggestedQuery).toBeNull();
    });

    it('should not suggest a spelling that would find nothing either', async () => {
      // "expensive" is the pricing note's, "spreadsheets" the onboarding note's: none has both.
      const found = await all({ query: { value: 'expnsive spreadsheets' } });
      expect(found.total).toBe(0);
      expect(found.suggestedQuery).toBeNull();
      expect((await all({ query: { value: 'expensive spreadsheets' } })).total).toBe(0);
      // The same word with filters that keep out the note it is in.
      const filtered = await all({ query: { value: 'expnsive' }, types: ['PROJECT'] });
      expect(filtered.suggestedQuery).toBeNull();
      expect((await all({ query: { value: 'expnsive' }, types: ['NOTE'] })).suggestedQuery).toBe('expensive');
      // By meaning, which finds its closest items anyway, the same rule.
      for (const method of ['VECTOR', 'HYBRID']) {
        expect((await all({ query: { value: 'expnsive spreadsheets', method } })).suggestedQuery).toBeNull();
        expect((await all({ query: { value: 'expnsive', method } })).suggestedQuery).toBe('expensive');
      }
    });
  });

  describe('by meaning', () => {
    const meaning = (method: string, value: string, extra: Record<string, unknown> = {}) =>
      searchUntil(viewer.client, { query: { value, method }, limit: 5, ...extra }, (f) => f.total > 0);

    it('should find a paraphrase that shares no word with the text, with VECTOR and with HYBRID', async () => {
      // PRICING says "far too expensive"; none of these words is in it.
      for (const method of ['VECTOR', 'HYBRID']) {
        const found = await meaning(method, 'costly subscription', { types: ['NOTE'] });
        expect(found.items.map((i) => i.id).slice(0, 5)).toContain(id.pricing);
        expect(found.items[0].id).toBe(id.pricing);
      }
      expect((await all({ query: { value: 'costly subscription' } })).total).toBe(0);
    });

    it('should keep what full text finds when fusing it with meaning, and apply the filters to both', async () => {
      const hybrid = await meaning('HYBRID', 'importer failing', { types: ['NOTE', 'HIGHLIGHT'], limit: 20 });
      expect(hybrid.items.map((i) => i.id)).toEqual(expect.arrayContaining([id.onboarding, id.hOnboarding]));
      expect(hybrid.items.every((i) => i.type === 'NOTE' || i.type === 'HIGHLIGHT')).toBe(true);
      const vector = await meaning('VECTOR', 'importer failing', { types: ['HIGHLIGHT'], limit: 20 });
      expect(vector.items.every((i) => i.type === 'HIGHLIGHT')).toBe(true);
      expect(vector.items[0].id).toBe(id.hOnboarding);
    });

    it('should count without items when the limit is 0, and leave out what is not near the query', async () => {
      const counted = await search(viewer.client, { types: ['NOTE'], archived: null, limit: 0 });
      expect(counted).toMatchObject({ total: 3, items: [] });
      const byMeaning = await all({ query: { value: 'costly subscription', method: 'VECTOR' } });
      // Not every item of the workspace: tags such as "Pains" are not about prices.
      expect(byMeaning.total).toBeGreaterThan(0);
      expect(byMeaning.total).toBeLessThan((await all({ archived: null, limit: 0 })).total);
    });

    it('should find nothing by meaning in words the model does not know', async () => {
      expect((await all({ query: { value: 'zxqv wptk', method: 'VECTOR' } })).total).toBe(0);
    });
  });

  describe('filters', () => {
    it('should keep to the requested types', async () => {
      const found = await all({ types: ['TAG'] });
      expect(ids(found)).toEqual([id.pains, id.money].sort());
      expect(found.items.every((i) => i.type === 'TAG')).toBe(true);
    });

    it('should find what is located in a project or in a folder with its sub-folders, and what is not', async () => {
      const inProject = await all({
        location: { operator: 'LOCATED_IN', ids: [id.research] },
        types: ['NOTE'],
      });
      expect(ids(inProject)).toEqual([id.onboarding, id.pricing].sort());
      const inFolder = await all({
        location: { operator: 'LOCATED_IN', ids: [id.folder] },
        types: ['NOTE', 'PROJECT', 'PROJECT_CATEGORY'],
      });
      expect(ids(inFolder)).toEqual([id.onboarding, id.pricing, id.research, id.subfolder].sort());
      const outside = await all({
        location: { operator: 'NOT_LOCATED_IN', ids: [id.folder] },
        types: ['PROJECT_CATEGORY', 'PROJECT'],
      });
      expect(ids(outside)).toEqual([id.folder]);
    });

    it('should apply each tag operator', async () => {
      const highlights = (operator: string, tagIds: string[] = []) =>
        all({ types: ['HIGHLIGHT'], tags: { operator, ids: tagIds } }).then(ids);
      expect(await highlights('CONTAINS', [id.money])).toEqual([id.hPricing]);
      expect(await highlights('CONTAINS', [id.money, id.pains])).toEqual(
        [id.hOnboarding, id.hPricing].sort(),
      );
      expect(await highlights('IS_ALL_OF', [id.money, id.pains])).toEqual([id.hPricing]);
      expect(await highlights('IS_NOT_ALL_OF', [id.money, id.pains])).toEqual(
        [id.hOnboarding, id.hPlain].sort(),
      );
      expect(await highlights('IS_NOT_ONE_OF', [id.money])).toEqual([id.hOnboarding, id.hPlain].sort());
      expect(await highlights('IS_EMPTY')).toEqual([id.hPlain]);
      expect(await highlights('IS_NOT_EMPTY')).toEqual([id.hOnboarding, id.hPricing].sort());
      expect(await highlights('ALL')).toEqual([id.hOnboarding, id.hPricing, id.hPlain].sort());
      // A note carries the tags of its highlights.
      expect(ids(await all({ types: ['NOTE'], tags: { operator: 'CONTAINS', ids: [id.money] } }))).toEqual([
        id.pricing,
      ]);
    });

    it('should filter by who created and who contributed', async () => {
      const notes = (operator: string, who: string) =>
        all({ types: ['NOTE'], archived: null, user: { operator, ids: [who] } }).then(ids);
      expect(await notes('CREATED_BY', ws.manager.id)).toEqual([id.export]);
      expect(await notes('NOT_CREATED_BY', ws.manager.id)).toEqual([id.onboarding, id.pricing].sort());
      expect(await notes('CONTRIBUTED_BY', contributor.id)).toEqual([id.onboarding, id.pricing].sort());
      expect(await notes('NOT_CONTRIBUTED_BY', contributor.id)).toEqual([id.export]);
      expect((await all({ user: { operator: 'CREATED_BY', ids: [], aiContributed: true } })).total).toBe(0);
    });

    it('should filter insights by published', async () => {
      expect(ids(await all({ published: true }))).toEqual([id.insight]);
      expect(ids(await all({ published: false }))).toEqual([id.draft]);
    });

    it('should leave out archived projects by default, show only them with true and both with null', async () => {
      expect((await all({ query: { value: 'leadership' } })).total).toBe(0);
      expect(ids(await all({ query: { value: 'leadership' }, archived: true }))).toEqual([id.export]);
      expect(ids(await all({ query: { value: 'leadership' }, archived: null }))).toEqual([id.export]);
    });

    it('should filter by a date preset and by a custom range', async () => {
      const today = await all({ types: ['NOTE'], date: { method: 'CREATED', preset: 'last7Days' } });
      expect(ids(today)).toEqual([id.onboarding, id.pricing].sort());
      const past = await all({ types: ['NOTE'], date: { method: 'UPDATED', to: '2020-01-01T00:00:00Z' } });
      expect(past.total).toBe(0);
      const range = await all({
        types: ['NOTE'],
        date: {
          from: new Date(Date.now() - 3_600_000).toISOString(),
          to: new Date(Date.now() + 60_000).toISOString(),
        },
      });
      expect(range.total).toBe(2);
    });
  });

  describe('order and pages', () => {
    it('should sort by creation date either way and page through with a stable total', async () => {
      const asc = await all({ types: ['HIGHLIGHT'], sort: { by: 'CREATED', direction: 'ASC' } });
      expect(asc.items.map((i) => i.id)).toEqual([id.hOnboarding, id.hPricing, id.hPlain]);
      const desc = await all({ types: ['HIGHLIGHT'], sort: { by: 'CREATED', direction: 'DESC' } });
      expect(desc.items.map((i) => i.id)).toEqual([id.hPlain, id.hPricing, id.hOnboarding]);
      const second = await search(viewer.client, {
        types: ['HIGHLIGHT'],
        sort: { by: 'CREATED', direction: 'ASC' },
        limit: 1,
        offset: 1,
      });
      expect(second).toMatchObject({ total: 3, offset: 1, items: [{ id: id.hPricing }] });
      const beyond = await search(viewer.client, { types: ['HIGHLIGHT'], limit: 5, offset: 10 });
      expect(beyond).toMatchObject({ total: 3, offset: 10, items: [] });
    });

    it('should show a highlight with its note, project and tags', async () => {
      const [item] = (await all({ query: { value: 'expensive' }, types: ['HIGHLIGHT'] })).items;
      expect(item).toMatchObject({ id: id.hPricing, noteId: id.pricing, projectId: id.research });
      expect(item.tags.map((t) => t.title).sort()).toEqual(['Money', 'Pains']);
    });

    it('should show a short text such as a quote whole, with its match marked', async () => {
      const [item] = (await all({ query: { value: 'expensive' }, types: ['HIGHLIGHT'] })).items;
      expect(item.preview.content.map((s) => s.text).join('')).toBe('far too expensive');
      expect(matched(item.preview.content)).toEqual(['expensive']);
    });

    it('should give each item its creation and update times as ISO 8601', async () => {
      const found = await all({ types: ['NOTE', 'HIGHLIGHT', 'PROJECT', 'TAG'] });
      expect(found.items.length).toBeGreaterThan(0);
      for (const item of found.items) {
        expect(item.createdAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/);
        expect(Date.parse(item.updatedAt)).toBeGreaterThanOrEqual(Date.parse(item.createdAt));
      }
    });
  });

  // In a workspace of their own: these tests add items the others would otherwise count.
  describe('following changes', () => {
    let ownWorkspace: BuiltWorkspace;
    let own: BuiltAccount;
    beforeAll(async () => {
      ownWorkspace = await signUpAndCreateWorkspace(sut);
      own = ownWorkspace.manager;
    });

    it('should rebuild a lost index with the reindex command, and name a workspace it does not know', async () => {
      const project = await buildProject(own.client, 'Reindex test');
      const noteId = await buildNote(own.client, project, 'Narwhal sighting', 'Narwhals off the coast');
      const narwhal = { query: { value: 'narwhal' } };
      await searchUntil(own.client, narwhal, (f) => f.total === 1);
      const databases = sut.server.built.platform.databases;
      const schema = `ws_${ownWorkspace.id.replace(/-/g, '')}`;
      const connection = databases.control().em.getConnection();
      // Every column but when it was written, in a stable order, to compare before and after.
      const indexRows = () =>
        connection.execute(
          `select to_jsonb(s) - 'indexed_at' as row from "${schema}".search_items s order by s.id`,
        );
      // The lexemes a typed prefix is looked up by: emptied by the rebuild, then written again, now
      // exactly those of the items (before, also those of items since changed).
      const lexemes = () =>
        connection.execute<{ lexeme: string }[]>(
          `select lexeme from "${schema}".search_lexemes order by lexeme`,
        );
      const itemLexemes = () =>
        connection.execute<{ lexeme: string }[]>(`select distinct lexeme collate "C" as lexeme
          from "${schema}".search_items, unnest(tsvector_to_array(document)) as lexeme order by 1`);
      const before = await indexRows();
      expect(await lexemes()).toContainEqual({ lexeme: 'narwhal' });
      await connection.execute(`delete from "${schema}".search_items`);
      expect((await search(own.client, narwhal)).total).toBe(0);
      const lines: string[] = [];
      const report = await reindexWorkspaces(databases, [ownWorkspace.subdomain, 'no-such-workspace'], (l) =>
        lines.push(l),
      );
      expect(report).toEqual({ rebuilt: 1, failed: 1 });
      expect(lines).toContain('no-such-workspace: no such workspace');
      expect(
        lines.some((l) => l.startsWith(`${ownWorkspace.subdomain}: `) && /\d+ items indexed/.test(l)),
      ).toBe(true);
      expect(ids(await search(own.client, narwhal))).toEqual([noteId]);
      expect(await indexRows()).toEqual(before);
      expect(await lexemes()).toEqual(await itemLexemes());
    });

    it("should write a workspace's index one call at a time, each reading what the one before committed", async () => {
      const project = await buildProject(own.client, 'Lock test');
      const noteId = await buildNote(own.client, project, 'Okapi sighting', 'Okapis in the forest');
      await searchUntil(own.client, { query: { value: 'okapi' } }, (f) => f.total === 1);
      const databases = sut.server.built.platform.databases;
      const schema = `"ws_${ownWorkspace.id.replace(/-/g, '')}"`;
      const connection = databases.control().em.fork().getConnection();
      let commit = () => {};
      const committed = new Promise<void>((resolve) => (commit = resolve));
      let locked = () => {};
      const isLocked = new Promise<void>((resolve) => (locked = resolve));
      // Another writer of the index, holding its lock, renames the note and commits a little later.
      const holder = connection.transactional(async (trx) => {
        await lockIndex(connection, schema, trx);
        await connection.execute(
          `update ${schema}.notes set title = 'Okapi renamed' where id = ?`,
          [noteId],
          'run',
          trx,
        );
        locked();
        await committed;
      });
      await isLocked;
      const targets = {
        byId: new Map(),
        projects: new Set<string>(),
        notes: new Set([noteId]),
        removedFolders: new Set<string>(),
        removedTags: new Set<string>(),
        channels: new Set<string>(),
      };
      const reindexed = new SearchIndexer(databases).reindex(ownWorkspace.id, targets);
      await new Promise((resolve) => setTimeout(resolve, 300));
      commit();
      await holder;
      expect(await reindexed).toContain(noteId);
      // Without the lock the rebuild read the note before the rename committed, and wrote it so.
      const [row] = await connection.execute<{ title: string }[]>(
        `select title from ${schema}.search_items where id = ?`,
        [noteId],
      );
      expect(row.title).toBe('Okapi renamed');
    });

    it('should embed again only the passages of a note whose text changed', async () => {
      const project = await buildProject(own.client, 'Chunks test');
      const words = (prefix: string, n: number) =>
        Array.from({ length: n }, (_, i) => `${prefix}${i % 7 ? 'customer' : 'pricing'}`).join(' ');
      const text = `${words('', 150)} ${words('', 150)} ${words('', 100)}`;
      const noteId = await buildNote(own.client, project, 'Long interview', text);
      const databases = sut.server.built.platform.databases;
      const schema = `"ws_${ownWorkspace.id.replace(/-/g, '')}"`;
      const rows = async () =>
        (await databases
          .control()
          .em.getConnection()
          .execute(
            `select chunk, text_hash, embedded_at from ${schema}.search_vectors where item_id = ? order by chunk`,
            [noteId],
          )) as { chunk: number; text_hash: string; embedded_at: Date }[];
      let before = await rows();
      for (let i = 0; i < 200 && before.length < 3; i++) {
        await new Promise((resolve) => setTimeout(resolve, 50));
        before = await rows();
      }
      expect(before.map((r) => r.chunk)).toEqual([0, 1, 2]);
      await gql(
        'mutation($id: ID!, $c: String!) { updateNote(input: { id: $id, content: $c }) { id } }',
        { id: noteId, c: `${text} renewal` },
        own,
      );
      let after = await rows();
      for (let i = 0; i < 200 && after[2]?.text_hash === before[2].text_hash; i++) {
        await new Promise((resolve) => setTimeout(resolve, 50));
        after = await rows();
      }
      expect(after[2].text_hash).not.toBe(before[2].text_hash);
      expect(after.slice(0, 2)).toEqual(before.slice(0, 2));
    });

    it('should embed with a backfill what has no vector, and nothing the next time', async () => {
      const project = await buildProject(own.client, 'Backfill test');
      const noteId = await buildNote(
        own.client,
        project,
        'Lost vectors',
        'Renewal talks stalled over seats.',
      );
      const platform = sut.server.built.platform;
      const connection = platform.databases.control().em.getConnection();
      const schema = `"ws_${ownWorkspace.id.replace(/-/g, '')}"`;
      const chunks = async () =>
        (
          (await connection.execute(`select chunk from ${schema}.search_vectors where item_id = ?`, [
            noteId,
          ])) as unknown[]
        ).length;
      for (let i = 0; i < 200 && (await chunks()) === 0; i++) await new Promise((r) => setTimeout(r, 50));
      expect(await chunks()).toBe(1);
      await connection.execute(`delete from ${schema}.search_vectors where item_id = ?`, [noteId]);
      const region = await new SearchIndexer(platform.databases).regionOf(ownWorkspace.id);
      const sync = new VectorSync(platform.databases, platform.vectors, platform.embeddings, platform.logger);
      expect(await sync.backfill(ownWorkspace.id, region!)).toBeGreaterThanOrEqual(1);
      expect(await chunks()).toBe(1);
      expect(await sync.backfill(ownWorkspace.id, region!)).toBe(0);
    });

    it('should drop a trashed note, bring it back on restore and follow a rename', async () => {
      const project = await buildProject(own.client, 'Trash test');
      const noteId = await buildNote(own.client, project, 'Zebra crossing', 'Zebras everywhere');
      const zebra = { query: { value: 'zebra' } };
      expect(ids(await searchUntil(own.client, zebra, (f) => f.total === 1))).toEqual([noteId]);
      await gql('mutation($id: ID!) { deleteNote(id: $id) }', { id: noteId }, own);
      expect((await searchUntil(own.client, zebra, (f) => f.total === 0)).total).toBe(0);
      await gql('mutation($id: ID!) { restoreNote(id: $id) { id } }', { id: noteId }, own);
      expect(ids(await searchUntil(own.client, zebra, (f) => f.total === 1))).toEqual([noteId]);
      await gql(
        'mutation($id: ID!) { updateNote(input: { id: $id, title: "Giraffe" }) { id } }',
        {
          id: noteId,
        },
        own,
      );
      const renamed = await searchUntil(own.client, { query: { value: 'giraffe' } }, (f) => f.total === 1);
      expect(ids(renamed)).toEqual([noteId]);
    });

    it("should move a merged tag's highlights to the tag kept and forget the other", async () => {
      const project = await buildProject(own.client, 'Merge test');
      const text = 'Waiting for support took days.';
      const noteId = await buildNote(own.client, project, 'Support call', text);
      const slow = await tagAs(own, project, 'Slow');
      const waiting = await tagAs(own, project, 'Waiting');
      const highlightId = await highlight(noteId, text, 'Waiting for support', [waiting], own);
      const byWaiting = { types: ['HIGHLIGHT'], tags: { operator: 'CONTAINS', ids: [waiting] } };
      await searchUntil(own.client, byWaiting, (f) => f.total === 1);
      await gql(
        'mutation($s: ID!, $t: ID!) { mergeTags(sourceId: $s, targetId: $t) { id } }',
        {
          s: waiting,
          t: slow,
        },
        own,
      );
      const bySlow = { types: ['HIGHLIGHT'], tags: { operator: 'CONTAINS', ids: [slow] } };
      expect(ids(await searchUntil(own.client, bySlow, (f) => f.total === 1))).toEqual([highlightId]);
      expect((await searchUntil(own.client, byWaiting, (f) => f.total === 0)).total).toBe(0);
      const tags = await searchUntil(
        own.client,
        { types: ['TAG'], location: { operator: 'LOCATED_IN', ids: [project] } },
        (f) => f.total === 1,
      );
      expect(ids(tags)).toEqual([slow]);
    });

    it('should drop everything of a trashed project and bring it back on restore', async () => {
      const project = await buildProject(own.client, 'Quokka project');
      await buildNote(own.client, project, 'Quokka note', 'Quokkas smile');
      const quokka = { query: { value: 'quokka' } };
      await searchUntil(own.client, quokka, (f) => f.total === 2);
      await gql('mutation($id: ID!) { deleteProject(id: $id) }', { id: project }, own);
      expect((await searchUntil(own.client, quokka, (f) => f.total === 0)).total).toBe(0);
      await gql('mutation($id: ID!) { restoreProject(id: $id) { id } }', { id: project }, own);
      expect((await searchUntil(own.client, quokka, (f) => f.total === 2)).total).toBe(2);
    });
  });

  describe('demo workspace', () => {
    it('should rebuild the index into the same rows of every type, written oldest change first', async () => {
      const databases = sut.server.built.platform.databases;
      const demo = await signInDemo(sut);
      const schema = `"ws_${demo.id.replace(/-/g, '')}"`;
      const connection = databases.control().em.getConnection();
      const indexRows = () =>
        connection.execute<{ row: { type: string } }[]>(
          `select to_jsonb(s) - 'indexed_at' as row from ${schema}.search_items s order by s.id`,
        );
      const before = await indexRows();
      const lines: string[] = [];
      expect(await reindexWorkspaces(databases, ['demo'], (l) => lines.push(l))).toEqual({
        rebuilt: 1,
        failed: 0,
      });
      expect(await indexRows()).toEqual(before);
      expect(new Set(before.map(({ row }) => row.type)).size).toBeGreaterThanOrEqual(6);
      // Side by side in date order, so the relevance walk over the newest items reads few pages: going
      // through the items by date moves to another page about once per page, not once per item. (The
      // rows fill pages freed earlier too, so the table's order is not strictly the date order.)
      const [layout] = await connection.execute<{ moves: number; pages: number; items: number }[]>(
        `select count(*) filter (where page <> previous)::int as moves, count(distinct page)::int as pages,
                count(*)::int as items
           from (select (s.ctid::text::point)[0] as page,
                        lag((s.ctid::text::point)[0]) over (order by s.updated_at, s.id) as previous
                   from ${schema}.search_items s) walk`,
      );
      expect(layout.items).toBeGreaterThan(layout.pages * 3);
      expect(layout.moves).toBeLessThan(layout.pages * 2);
    });

    it('should find the sample research the seed writes without events', async () => {
      const demo = await signInDemo(sut);
      const found = await search(demo.manager.client, {
        types: ['PROJECT', 'NOTE', 'INSIGHT', 'TAG'],
        limit: 100,
      });
      expect(new Set(found.items.map((item) => item.type))).toEqual(
        new Set(['PROJECT', 'NOTE', 'INSIGHT', 'TAG']),
      );
    });

    // Paraphrases sharing no word with the note they mean, among everything the demo holds.
    it.each([
      ['hospital privacy rules delayed everything', 'Interview — Aiko'],
      ['purchase rejected', 'Ticket #48213'],
    ])(
      'should rank the note "%s" means in the top 5 by meaning and by both, and find it by none of its words',
      async (query, titleStart) => {
        const demo = await signInDemo(sut);
        const notes = await search(demo.manager.client, { types: ['NOTE'], limit: 100 });
        const note = notes.items.find((item) =>
          item.preview.title
            .map((s) => s.text)
            .join('')
            .startsWith(titleStart),
        );
        if (!note) throw new Error(`the demo has no note "${titleStart}"`);
        for (const word of query.split(' ')) {
          const byWord = await search(demo.manager.client, { query: { value: `${word} ` }, types: ['NOTE'] });
          expect(byWord.items.map((item) => item.id)).not.toContain(note.id);
        }
        for (const method of ['VECTOR', 'HYBRID']) {
          const found = await searchUntil(
            demo.manager.client,
            { query: { value: query, method }, limit: 5 },
            (f) => f.items.some((item) => item.id === note.id),
          );
          expect(found.items.map((item) => item.id)).toContain(note.id);
        }
      },
    );
  });

  describe('refusals', () => {
    const refused: [string, Record<string, unknown>, RegExp][] = [
      ['a limit over 1000', { limit: 1001 }, /from 0 to 1000/],
      ['a negative limit', { limit: -1 }, /from 0 to 1000/],
      ['a negative offset', { offset: -5 }, /0 or more/],
      ['a page past the first 1,000 results', { offset: 990, limit: 20 }, /first 1,000 results/],
      ['a query over 2,000 characters', { query: { value: 'a'.repeat(2001) } }, /2,000 characters/],
      [
        'a query of 61 words',
        { query: { value: Array.from({ length: 61 }, (_, i) => `w${i}`).join(' ') } },
        /60 words/,
      ],
      ['empty double quotes', { query: { value: 'pricing ""' } }, /inside the double quotes/],
      [
        'a location id that is not a UUID',
        { location: { operator: 'LOCATED_IN', ids: ['1 or 1=1'] } },
        /UUID/,
      ],
      ['a tag id that is not a UUID', { tags: { operator: 'CONTAINS', ids: ['x'] } }, /UUID/],
      ['a date that is not ISO 8601', { date: { from: 'March 3' } }, /ISO 8601/],
      [
        'a range that ends before it starts',
        { date: { from: '2026-02-01', to: '2026-01-01' } },
        /before its end/,
      ],
      ['a preset with a range', { date: { preset: 'thisWeek', from: '2026-01-01' } }, /not both/],
    ];
    it.each(refused)(
      'should refuse %s with BAD_USER_INPUT and a clear message',
      async (_name, input, message) => {
        const response = await runSearch(viewer.client, input);
        expect(errorCode(response)).toBe('BAD_USER_INPUT');
        expect(response.errors?.[0]?.message).toMatch(message);
        expect(JSON.stringify(response)).not.toMatch(/select |search_items|at .*\.ts:/);
      },
    );

    it('should accept exactly 60 words, 2,000 characters and limit 1000', async () => {
      expectOk(
        await runSearch(viewer.client, {
          query: { value: Array.from({ length: 60 }, (_, i) => `w${i}`).join(' ') },
        }),
      );
      expectOk(await runSearch(viewer.client, { query: { value: 'a'.repeat(2000) } }));
      expectOk(await runSearch(viewer.client, { limit: 1000 }));
    });

    it('should refuse a caller who is not signed in', async () => {
      const response = await runSearch(viewer.client.at(viewer.client.host), {});
      expect(errorCode(response)).toBe('UNAUTHENTICATED');
    });
  });

  describe('with an embeddings endpoint that cannot be reached', () => {
    let down: TestServer;
    let member: BuiltAccount;
    beforeAll(async () => {
      down = await startOwnTestServer({ EMBEDDINGS_URL: 'http://127.0.0.1:9/v1', EMBEDDING_DIMENSIONS: '8' });
      member = (await signUpAndCreateWorkspace(down)).manager;
    });
    afterAll(() => down.close());

    it('should say search by meaning is unavailable, without internals, and still search words', async () => {
      const project = await buildProject(member.client, 'Offline embeddings');
      await buildNote(member.client, project, 'Walrus notes', 'Walruses on ice');
      expect(
        (await searchUntil(member.client, { query: { value: 'walrus' } }, (f) => f.total === 1)).total,
      ).toBe(1);
      const response = await runSearch(member.client, { query: { value: 'walrus', method: 'HYBRID' } });
      expect(errorCode(response)).toBe('INTERNAL_SERVER_ERROR');
      expect(response.errors?.[0]?.message).toMatch(/Search by meaning is unavailable right now.*FULL_TEXT/);
      expect(JSON.stringify(response)).not.toMatch(/127\.0\.0\.1|ECONNREFUSED/);
    });
  });
});

describe('search by meaning on a plan without it (allowSemanticSearchAndSummarisation, billing on)', () => {
  let sut: TestServer;

  beforeAll(async () => {
    // The plans suites' environment: a new workspace is on the free plan, which searches words only.
    sut = await sharedTestServer(BILLING_ON_ENV);
  }, 120_000);
  afterAll(() => sut?.close());

  it("should refuse meaning and both, and a data point's similar data points, naming the plan that lifts it, and keep word search", async () => {
    const ws = await signUpAndCreateWorkspace(sut);
    const member = await addMember(sut, ws, 'CONTRIBUTOR');
    const project = await buildProject(ws.manager.client, 'Plans');
    await buildNote(ws.manager.client, project, 'Walrus notes', 'Walruses on ice');
    const channel = expectOk(
      await ws.manager.client.gql<{ createChannel: { id: string } }>(
        'mutation { createChannel(input: { title: "App reviews" }) { id } }',
      ),
    ).createChannel.id;
    const allowed = async () =>
      expectOk(
        await member.client.gql<{ aiSettings: { semanticSearchAllowed: boolean } }>(
          '{ aiSettings { semanticSearchAllowed } }',
        ),
      ).aiSettings.semanticSearchAllowed;
    expect(await allowed()).toBe(false);

    expect(
      (await searchUntil(member.client, { query: { value: 'walrus' } }, (f) => f.total === 1)).total,
    ).toBe(1);
    for (const method of ['VECTOR', 'HYBRID']) {
      const refused = planLimitRefusal(
        await runSearch(member.client, { query: { value: 'walrus', method } }),
      );
      expect(refused.message).toMatch(
        /^Your plan \(.+\) does not include search by meaning \(semantic search and similar data points\)\. Upgrade to .+ to use it\.$/,
      );
      expect(refused.details).toMatchObject({
        planLimit: 'allowSemanticSearchAndSummarisation',
        upgradePlanName: 'Pro',
      });
    }
    // The channel drawer's similar data points: a search by meaning in the channel.
    const similar = await runSearch(member.client, {
      types: ['CHANNEL_DATAPOINT'],
      query: { method: 'VECTOR', value: 'checkout keeps failing' },
      location: { operator: 'LOCATED_IN', ids: [channel] },
      limit: 6,
    });
    expect(planLimitRefusal(similar).details).toMatchObject({
      planLimit: 'allowSemanticSearchAndSummarisation',
    });

    // A plan with it (Pro) searches by meaning.
    const put = await sut.client().http(`/control/workspaces/${ws.id}/plan`, {
      method: 'PUT',
      headers: {
        authorization: `Bearer ${sut.server.built.operatorToken}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ planReference: 'pro' }),
    });
    expect(put.status).toBe(200);
    expect(await allowed()).toBe(true);
    expectOk(await runSearch(member.client, { query: { value: 'walrus', method: 'VECTOR' } }));
    expectOk(await runSearch(member.client, { query: { value: 'walrus', method: 'HYBRID' } }));
  });
});
