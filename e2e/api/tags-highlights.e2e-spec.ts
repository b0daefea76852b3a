import { MAX_LENGTH, MAX_TAG_DESCRIPTION_LENGTH } from '../../services/core/src';
import { type GraphqlClient, errorCode } from '../../services/all-in-one/src/testing/graphql-client';
import { sharedTestServer } from '../../services/all-in-one/src/testing/shared-test-server';
import type { TestServer } from '../../services/all-in-one/src/testing/test-server';
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

const NOTE_TEXT = 'We churned because onboarding took weeks. Pricing felt fair, but support was slow.';

interface TagData {
  id: string;
  projectId: string | null;
  title: string;
  color: string;
  description: string | null;
  sentiment: string | null;
  highlightCount: number;
}
interface HighlightData {
  id: string;
  noteId: string;
  noteTitle: string;
  text: string;
  startOffset: number;
  endOffset: number;
  tags: { id: string; title: string; highlightCount: number }[];
}

const TAG_FIELDS = 'id projectId title color description sentiment highlightCount';
const HIGHLIGHT_FIELDS = 'id noteId noteTitle text startOffset endOffset tags { id title highlightCount }';
const CREATE_TAG = `mutation($input: CreateTagInput!) { createTag(input: $input) { ${TAG_FIELDS} } }`;
const UPDATE_TAG = `mutation($input: UpdateTagInput!) { updateTag(input: $input) { ${TAG_FIELDS} } }`;
const MERGE_TAGS = `mutation($s: ID!, $t: ID!) { mergeTags(sourceId: $s, targetId: $t) { ${TAG_FIELDS} } }`;
const DELETE_TAG = 'mutation($id: ID!) { deleteTag(id: $id) }';
const CREATE_HIGHLIGHT = `mutation($input: CreateHighlightInput!) { createHighlight(input: $input) { ${HIGHLIGHT_FIELDS} } }`;
const DELETE_HIGHLIGHT = 'mutation($id: ID!) { deleteHighlight(id: $id) }';
const TAG_HIGHLIGHT = `mutation($h: ID!, $t: ID!) { tagHighlight(highlightId: $h, tagId: $t) { ${HIGHLIGHT_FIELDS} } }`;
const UNTAG_HIGHLIGHT = `mutation($h: ID!, $t: ID!) { untagHighlight(highlightId: $h, tagId: $t) { ${HIGHLIGHT_FIELDS} } }`;
const TAG = `query($id: ID!) { tag(id: $id) { ${TAG_FIELDS} } }`;
const TAG_HIGHLIGHTS = `query($id: ID!) { tagHighlights(tagId: $id) { ${HIGHLIGHT_FIELDS} } }`;

/** The offsets of `quote` in NOTE_TEXT, as the note page computes them from a selection. */
function anchor(quote: string, text = NOTE_TEXT) {
  const startOffset = text.indexOf(quote);
  if (startOffset < 0) throw new Error(`"${quote}" is not in the note`);
  return { startOffset, endOffset: startOffset + quote.length, text: quote };
}

describe('tags and highlights', () => {
  let sut: TestServer;
  let ws: BuiltWorkspace;
  let contributor: BuiltAccount;
  let viewer: BuiltAccount;

  beforeAll(async () => {
    sut = await sharedTestServer();
    ws = await signUpAndCreateWorkspace(sut);
    contributor = await addMember(sut, ws, 'CONTRIBUTOR');
    viewer = await addMember(sut, ws, 'VIEWER');
  });
  afterAll(() => sut.close());

  async function createTag(client: GraphqlClient, input: Record<string, unknown>): Promise<TagData> {
    return expectOk(await client.gql<{ createTag: TagData }>(CREATE_TAG, { input })).createTag;
  }
  async function highlight(
    client: GraphqlClient,
    noteId: string,
    quote: string,
    tagIds: string[] = [],
  ): Promise<HighlightData> {
    return expectOk(
      await client.gql<{ createHighlight: HighlightData }>(CREATE_HIGHLIGHT, {
        input: { noteId, ...anchor(quote), tagIds },
      }),
    ).createHighlight;
  }
  async function tagById(id: string): Promise<TagData> {
    return expectOk(await ws.manager.client.gql<{ tag: TagData }>(TAG, { id })).tag;
  }
  /** A project with one note holding NOTE_TEXT. */
  async function buildNoteWithText(): Promise<{ projectId: string; noteId: string }> {
    const projectId = await buildProject(contributor.client);
    const noteId = await buildNote(contributor.client, projectId, `Interview ${uniqueSuffix()}`, NOTE_TEXT);
    return { projectId, noteId };
  }
  async function outboxSubjects(): Promise<string[]> {
    const rows = await sql<{ subject: string }>(
      sut,
      'select subject from regional.outbox_events where workspace_id = ? order by occurred_at',
      [ws.id],
    );
    return rows.map((r) => r.subject);
  }
  async function tagRowCount(): Promise<number> {
    const [team] = await sql<{ schema_name: string }>(
      sut,
      'select schema_name from control.teams where id = ?',
      [ws.id],
    );
    const [row] = await sql<{ n: string }>(sut, `select count(*) as n from "${team.schema_name}".tags`);
    return Number(row.n);
  }

  describe('createTag', () => {
    it('should create a workspace tag with colour, description and sentiment and write tag.created', async () => {
      const title = `Onboarding ${uniqueSuffix()}`;
      const tag = await createTag(contributor.client, {
        title: `  ${title} `,
        color: '#1E88E5',
        description: 'Anything about the first week.\nIncluding setup.',
        sentiment: 'negative',
      });
      expect(tag).toMatchObject({
        projectId: null,
        title,
        color: '#1e88e5',
        description: 'Anything about the first week.\nIncluding setup.',
        sentiment: 'negative',
        highlightCount: 0,
      });
      const workspaceTags = expectOk(await viewer.client.gql<{ tags: TagData[] }>('{ tags { id } }')).tags;
      expect(workspaceTags.map((t) => t.id)).toContain(tag.id);
      expect(await outboxSubjects()).toContain('tag.created');
    });

    it("should list a project tag with the project's tags and not among the workspace tags", async () => {
      const { projectId } = await buildNoteWithText();
      const tag = await createTag(contributor.client, { projectId, title: `Pricing ${uniqueSuffix()}` });
      expect(tag.projectId).toBe(projectId);
      const data = expectOk(
        await viewer.client.gql<{ project: TagData[]; workspace: TagData[] }>(
          'query($p: ID!) { project: tags(projectId: $p) { id } workspace: tags { id } }',
          { p: projectId },
        ),
      );
      expect(data.project.map((t) => t.id)).toContain(tag.id);
      expect(data.workspace.map((t) => t.id)).not.toContain(tag.id);
    });

    it('should refuse a title longer than the spec limit with its message', async () => {
      const response = await contributor.client.gql(CREATE_TAG, {
        input: { title: 'x'.repeat(MAX_LENGTH.tagTitle + 1) },
      });
      expect(errorCode(response)).toBe('BAD_USER_INPUT');
      expect(response.errors?.[0]?.message).toBe(
        `Tag title can be at most ${MAX_LENGTH.tagTitle} characters long.`,
      );
      expect(response.errors?.[0]?.extensions.humanReadable).toBe(true);
    });

    it('should accept a title of exactly the spec limit', async () => {
      const title = `${uniqueSuffix()}${'x'.repeat(MAX_LENGTH.tagTitle - 8)}`;
      expect((await createTag(contributor.client, { title })).title).toBe(title);
    });

    it('should refuse a description over the limit, a bad colour and an empty title', async () => {
      const before = await tagRowCount();
      for (const [input, message] of [
        [
          { title: `D ${uniqueSuffix()}`, description: 'd'.repeat(MAX_TAG_DESCRIPTION_LENGTH + 1) },
          `Tag description can be at most ${MAX_TAG_DESCRIPTION_LENGTH} characters long.`,
        ],
        [{ title: `C ${uniqueSuffix()}`, color: 'red' }, 'Tag colour must be a hex colour such as #1e88e5.'],
        [{ title: '   ' }, 'Tag title cannot be empty.'],
      ] as const) {
        const response = await contributor.client.gql(CREATE_TAG, { input });
        expect({ code: errorCode(response), message: response.errors?.[0]?.message }).toEqual({
          code: 'BAD_USER_INPUT',
          message,
        });
      }
      expect(await tagRowCount()).toBe(before);
    });

    it('should refuse a second tag with the same title, whatever its case', async () => {
      const title = `Support ${uniqueSuffix()}`;
      await createTag(contributor.client, { title });
      const response = await contributor.client.gql(CREATE_TAG, { input: { title: title.toUpperCase() } });
      expect(errorCode(response)).toBe('BAD_USER_INPUT');
      expect(response.errors?.[0]?.message).toContain('already exists');
    });

    it('should refuse a viewer with FORBIDDEN and a clear message, creating nothing', async () => {
      const before = await tagRowCount();
      const response = await viewer.client.gql(CREATE_TAG, { input: { title: `Viewer ${uniqueSuffix()}` } });
      expect(errorCode(response)).toBe('FORBIDDEN');
      expect(response.errors?.[0]?.message).toBe('Viewers cannot make changes.');
      expect(await tagRowCount()).toBe(before);
    });

    it('should let an API token of the workspace create a tag', async () => {
      const client = sut.client();
      client.bearer = (await buildApiToken(ws.manager.client)).secret;
      const tag = await createTag(client, { title: `Scripted ${uniqueSuffix()}` });
      expect(tag.highlightCount).toBe(0);
    });
  });

  describe('updateTag', () => {
    it('should rename, recolour, describe and set the sentiment, then clear description and sentiment', async () => {
      const tag = await createTag(contributor.client, { title: `Old ${uniqueSuffix()}` });
      const title = `New ${uniqueSuffix()}`;
      const updated = expectOk(
        await contributor.client.gql<{ updateTag: TagData }>(UPDATE_TAG, {
          input: { id: tag.id, title, color: '#43a047', description: 'Why', sentiment: 'mixed' },
        }),
      ).updateTag;
      expect(updated).toMatchObject({ title, color: '#43a047', description: 'Why', sentiment: 'mixed' });
      const cleared = expectOk(
        await contributor.client.gql<{ updateTag: TagData }>(UPDATE_TAG, {
          input: { id: tag.id, description: null, sentiment: null },
        }),
      ).updateTag;
      expect(cleared).toMatchObject({ title, color: '#43a047', description: null, sentiment: null });
      expect(await outboxSubjects()).toContain('tag.updated');
    });

    it('should refuse a viewer and leave the tag unchanged', async () => {
      const tag = await createTag(contributor.client, { title: `Kept ${uniqueSuffix()}` });
      const response = await viewer.client.gql(UPDATE_TAG, { input: { id: tag.id, title: 'Changed' } });
      expect(errorCode(response)).toBe('FORBIDDEN');
      expect((await tagById(tag.id)).title).toBe(tag.title);
    });

    it('should answer NOT_FOUND for an unknown tag', async () => {
      const response = await contributor.client.gql(UPDATE_TAG, {
        input: { id: '00000000-0000-4000-8000-000000000000', title: 'x' },
      });
      expect(errorCode(response)).toBe('NOT_FOUND');
    });
  });

  describe('highlights', () => {
    it('should create a tagged highlight, count it and write highlight.created', async () => {
      const { noteId } = await buildNoteWithText();
      const tag = await createTag(contributor.client, { title: `Churn ${uniqueSuffix()}` });
      const created = await highlight(contributor.client, noteId, 'onboarding took weeks', [tag.id]);
      expect(created).toMatchObject({ noteId, ...anchor('onboarding took weeks') });
      expect(created.tags).toEqual([{ id: tag.id, title: tag.title, highlightCount: 1 }]);
      expect((await tagById(tag.id)).highlightCount).toBe(1);
      const note = expectOk(
        await viewer.client.gql<{ note: { highlights: HighlightData[] } }>(
          `query($id: ID!) { note(id: $id) { highlights { ${HIGHLIGHT_FIELDS} } } }`,
          { id: noteId },
        ),
      ).note;
      expect(note.highlights.map((h) => h.id)).toEqual([created.id]);
      expect(await outboxSubjects()).toContain('highlight.created');
    });

    it('should refuse a quote that does not match the note at the offsets, and offsets outside it', async () => {
      const { noteId } = await buildNoteWithText();
      const mismatch = await contributor.client.gql(CREATE_HIGHLIGHT, {
        input: { noteId, ...anchor('onboarding took weeks'), text: 'onboarding took days!' },
      });
      expect(errorCode(mismatch)).toBe('BAD_USER_INPUT');
      expect(mismatch.errors?.[0]?.message).toContain('no longer matches the note');
      const outside = await contributor.client.gql(CREATE_HIGHLIGHT, {
        input: {
          noteId,
          startOffset: NOTE_TEXT.length - 2,
          endOffset: NOTE_TEXT.length + 5,
          text: 'w.xxxxx',
        },
      });
      expect(errorCode(outside)).toBe('BAD_USER_INPUT');
      expect(outside.errors?.[0]?.message).toContain('outside the note');
      const note = expectOk(
        await contributor.client.gql<{ note: { highlights: unknown[] } }>(
          'query($id: ID!) { note(id: $id) { highlights { id } } }',
          { id: noteId },
        ),
      ).note;
      expect(note.highlights).toEqual([]);
    });

    it('should refuse a highlight longer than the spec limit', async () => {
      const projectId = await buildProject(contributor.client);
      const long = 'a'.repeat(MAX_LENGTH.highlightText + 1);
      const noteId = await buildNote(contributor.client, projectId, 'Long', long);
      const response = await contributor.client.gql(CREATE_HIGHLIGHT, {
        input: { noteId, startOffset: 0, endOffset: long.length, text: long },
      });
      expect(errorCode(response)).toBe('BAD_USER_INPUT');
      expect(response.errors?.[0]?.message).toBe(
        `Highlight text can be at most ${MAX_LENGTH.highlightText} characters long.`,
      );
    });

    it("should refuse a tag of another project on a note's highlight", async () => {
      const { noteId } = await buildNoteWithText();
      const other = await buildNoteWithText();
      const foreign = await createTag(contributor.client, {
        projectId: other.projectId,
        title: `Other ${uniqueSuffix()}`,
      });
      const response = await contributor.client.gql(CREATE_HIGHLIGHT, {
        input: { noteId, ...anchor('support was slow'), tagIds: [foreign.id] },
      });
      expect(errorCode(response)).toBe('BAD_USER_INPUT');
      expect((await tagById(foreign.id)).highlightCount).toBe(0);
    });

    it('should tag and untag a highlight, idempotently, keeping the count right', async () => {
      const { noteId } = await buildNoteWithText();
      const tag = await createTag(contributor.client, { title: `Speed ${uniqueSuffix()}` });
      const h = await highlight(contributor.client, noteId, 'support was slow');
      for (let i = 0; i < 2; i += 1) {
        const tagged = expectOk(
          await contributor.client.gql<{ tagHighlight: HighlightData }>(TAG_HIGHLIGHT, {
            h: h.id,
            t: tag.id,
          }),
        ).tagHighlight;
        expect(tagged.tags).toEqual([{ id: tag.id, title: tag.title, highlightCount: 1 }]);
      }
      const untagged = expectOk(
        await contributor.client.gql<{ untagHighlight: HighlightData }>(UNTAG_HIGHLIGHT, {
          h: h.id,
          t: tag.id,
        }),
      ).untagHighlight;
      expect(untagged.tags).toEqual([]);
      expect((await tagById(tag.id)).highlightCount).toBe(0);
      const subjects = await outboxSubjects();
      expect(subjects).toContain('highlight.tagged');
      expect(subjects).toContain('highlight.untagged');
    });

    it('should refuse a viewer every highlight change, changing nothing', async () => {
      const { noteId } = await buildNoteWithText();
      const tag = await createTag(contributor.client, { title: `V ${uniqueSuffix()}` });
      const h = await highlight(contributor.client, noteId, 'Pricing felt fair', [tag.id]);
      for (const [query, variables] of [
        [CREATE_HIGHLIGHT, { input: { noteId, ...anchor('support was slow') } }],
        [DELETE_HIGHLIGHT, { id: h.id }],
        [TAG_HIGHLIGHT, { h: h.id, t: tag.id }],
        [UNTAG_HIGHLIGHT, { h: h.id, t: tag.id }],
      ] as const) {
        const response = await viewer.client.gql(query, variables);
        expect(errorCode(response)).toBe('FORBIDDEN');
        expect(response.errors?.[0]?.message).toBe('Viewers cannot make changes.');
      }
      const highlights = expectOk(
        await viewer.client.gql<{ tagHighlights: HighlightData[] }>(TAG_HIGHLIGHTS, { id: tag.id }),
      ).tagHighlights;
      expect(highlights.map((x) => x.id)).toEqual([h.id]);
    });

    it('should delete a highlight and drop it from its tags', async () => {
      const { noteId } = await buildNoteWithText();
      const tag = await createTag(contributor.client, { title: `Gone ${uniqueSuffix()}` });
      const h = await highlight(contributor.client, noteId, 'We churned', [tag.id]);
      expect(expectOk(await contributor.client.gql(DELETE_HIGHLIGHT, { id: h.id }))).toEqual({
        deleteHighlight: true,
      });
      expect((await tagById(tag.id)).highlightCount).toBe(0);
      expect(errorCode(await contributor.client.gql(DELETE_HIGHLIGHT, { id: h.id }))).toBe('NOT_FOUND');
      expect(await outboxSubjects()).toContain('highlight.deleted');
    });

    it('should list a tag’s highlights across notes with their note titles', async () => {
      const first = await buildNoteWithText();
      const second = await buildNoteWithText();
      const tag = await createTag(contributor.client, { title: `Across ${uniqueSuffix()}` });
      const a = await highlight(contributor.client, first.noteId, 'We churned', [tag.id]);
      const b = await highlight(contributor.client, second.noteId, 'Pricing felt fair', [tag.id]);
      const list = expectOk(
        await viewer.client.gql<{ tagHighlights: HighlightData[] }>(TAG_HIGHLIGHTS, { id: tag.id }),
      ).tagHighlights;
      expect(list.map((h) => h.id).sort()).toEqual([a.id, b.id].sort());
      expect(list.every((h) => h.noteTitle.startsWith('Interview '))).toBe(true);
    });
  });

  describe('mergeTags', () => {
    it('should move every highlight to the target, keep one row for a highlight with both, and delete the source', async () => {
      const { noteId } = await buildNoteWithText();
      const source = await createTag(contributor.client, { title: `Slow ${uniqueSuffix()}` });
      const target = await createTag(contributor.client, { title: `Speed ${uniqueSuffix()}` });
      const both = await highlight(contributor.client, noteId, 'support was slow', [source.id, target.id]);
      const onlySource = await highlight(contributor.client, noteId, 'onboarding took weeks', [source.id]);
      const onlyTarget = await highlight(contributor.client, noteId, 'Pricing felt fair', [target.id]);

      const merged = expectOk(
        await contributor.client.gql<{ mergeTags: TagData }>(MERGE_TAGS, { s: source.id, t: target.id }),
      ).mergeTags;
      expect(merged).toMatchObject({ id: target.id, highlightCount: 3 });
      expect(errorCode(await contributor.client.gql(TAG, { id: source.id }))).toBe('NOT_FOUND');
      const list = expectOk(
        await contributor.client.gql<{ tagHighlights: HighlightData[] }>(TAG_HIGHLIGHTS, { id: target.id }),
      ).tagHighlights;
      expect(list.map((h) => h.id).sort()).toEqual([both.id, onlySource.id, onlyTarget.id].sort());
      const bothNow = list.find((h) => h.id === both.id);
      expect(bothNow?.tags).toEqual([{ id: target.id, title: target.title, highlightCount: 3 }]);
      expect(await outboxSubjects()).toContain('tags.merged');
    });

    it('should lose no tagging done while a merge runs: each lands on the target or is refused NOT_FOUND', async () => {
      const projectId = await buildProject(contributor.client);
      const noteId = await buildNote(contributor.client, projectId, 'Race', NOTE_TEXT);
      const source = await createTag(contributor.client, { title: `Race S ${uniqueSuffix()}` });
      const target = await createTag(contributor.client, { title: `Race T ${uniqueSuffix()}` });
      const quotes = [
        'We churned',
        'onboarding',
        'took weeks',
        'Pricing',
        'felt fair',
        'support',
        'was slow',
      ];
      const highlights = [];
      for (const quote of quotes) highlights.push(await highlight(contributor.client, noteId, quote));
      const [merge, ...taggings] = await Promise.all([
        contributor.client.gql(MERGE_TAGS, { s: source.id, t: target.id }),
        ...highlights.map((h) => contributor.client.gql(TAG_HIGHLIGHT, { h: h.id, t: source.id })),
      ]);
      expect(expectOk(merge)).toBeTruthy();
      const tagged = highlights.filter((_, i) => !taggings[i]?.errors);
      for (const response of taggings.filter((r) => r.errors)) expect(errorCode(response)).toBe('NOT_FOUND');
      const onTarget = expectOk(
        await contributor.client.gql<{ tagHighlights: HighlightData[] }>(TAG_HIGHLIGHTS, { id: target.id }),
      ).tagHighlights;
      expect(onTarget.map((h) => h.id).sort()).toEqual(tagged.map((h) => h.id).sort());
      expect((await tagById(target.id)).highlightCount).toBe(tagged.length);
    });

    it('should refuse merging a tag into itself and into a tag of another project', async () => {
      const one = await buildNoteWithText();
      const two = await buildNoteWithText();
      const a = await createTag(contributor.client, {
        projectId: one.projectId,
        title: `A ${uniqueSuffix()}`,
      });
      const b = await createTag(contributor.client, {
        projectId: two.projectId,
        title: `B ${uniqueSuffix()}`,
      });
      await highlight(contributor.client, one.noteId, 'We churned', [a.id]);
      expect(errorCode(await contributor.client.gql(MERGE_TAGS, { s: a.id, t: a.id }))).toBe(
        'BAD_USER_INPUT',
      );
      expect(errorCode(await contributor.client.gql(MERGE_TAGS, { s: a.id, t: b.id }))).toBe(
        'BAD_USER_INPUT',
      );
      expect((await tagById(a.id)).highlightCount).toBe(1);
      expect((await tagById(b.id)).highlightCount).toBe(0);
    });

    it('should refuse a viewer, leaving both tags as they were', async () => {
      const { noteId } = await buildNoteWithText();
      const source = await createTag(contributor.client, { title: `S ${uniqueSuffix()}` });
      const target = await createTag(contributor.client, { title: `T ${uniqueSuffix()}` });
      await highlight(contributor.client, noteId, 'We churned', [source.id]);
      const response = await viewer.client.gql(MERGE_TAGS, { s: source.id, t: target.id });
      expect(errorCode(response)).toBe('FORBIDDEN');
      expect((await tagById(source.id)).highlightCount).toBe(1);
      expect((await tagById(target.id)).highlightCount).toBe(0);
    });
  });

  describe('deleteTag', () => {
    it('should delete the tag and keep its highlights', async () => {
      const { noteId } = await buildNoteWithText();
      const tag = await createTag(contributor.client, { title: `Temp ${uniqueSuffix()}` });
      const h = await highlight(contributor.client, noteId, 'We churned', [tag.id]);
      expect(expectOk(await contributor.client.gql(DELETE_TAG, { id: tag.id }))).toEqual({ deleteTag: true });
      expect(errorCode(await contributor.client.gql(TAG, { id: tag.id }))).toBe('NOT_FOUND');
      const note = expectOk(
        await contributor.client.gql<{ note: { highlights: HighlightData[] } }>(
          'query($id: ID!) { note(id: $id) { highlights { id tags { id } } } }',
          { id: noteId },
        ),
      ).note;
      expect(note.highlights).toEqual([{ id: h.id, tags: [] }]);
      expect(await outboxSubjects()).toContain('tag.deleted');
    });

    it('should refuse a viewer, keeping the tag', async () => {
      const tag = await createTag(contributor.client, { title: `Stay ${uniqueSuffix()}` });
      expect(errorCode(await viewer.client.gql(DELETE_TAG, { id: tag.id }))).toBe('FORBIDDEN');
      expect((await tagById(tag.id)).id).toBe(tag.id);
    });
  });
});
