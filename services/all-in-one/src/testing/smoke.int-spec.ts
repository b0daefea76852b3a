import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { HIGHLIGHT_CARD_NODE } from '@fieldnote/core';
import { waitFor } from '../../../core/src/testing/wait-for';
import { DEMO_ASSETS_DIR, DEMO_EMAIL, DEMO_PASSWORD } from '../demo/seed-demo';
import type { GraphqlClient } from './graphql-client';
import { type TestServer, startTestServer } from './test-server';

interface Cue {
  position: number;
  startMs: number;
  endMs: number;
  speaker: string | null;
  text: string;
}
interface DemoFile {
  id: string;
  name: string;
  fileType: string;
  status: string;
  mime: string;
  size: number;
  url: string;
  transcript: Cue[];
}
interface DemoHighlight {
  id: string;
  text: string;
  audioVideo: { fileId: string; startTime: number; endTime: number } | null;
  tags: { title: string }[];
}
interface DemoNote {
  id: string;
  title: string;
  content: string;
  highlights: DemoHighlight[];
}

const ONBOARDING = 'Onboarding interviews — Q3';
const RECORDED_NOTE = 'Interview — Priya, Head of Research at a fintech (42 people)';
const RECORDING = 'priya-interview.ogg';

async function logInDemo(client: GraphqlClient): Promise<void> {
  const login = await client.gql(
    'mutation($e: String!, $p: String!) { logIn(input: { email: $e, password: $p }) { account { email } } }',
    { e: DEMO_EMAIL, p: DEMO_PASSWORD },
  );
  expect(login.errors).toBeUndefined();
}

async function data<T>(
  client: GraphqlClient,
  query: string,
  variables?: Record<string, unknown>,
): Promise<T> {
  const response = await client.gql<T>(query, variables);
  expect(response.errors).toBeUndefined();
  return response.data as T;
}

describe('all-in-one server', () => {
  let sut: TestServer;
  beforeAll(async () => {
    sut = await startTestServer();
  });
  afterAll(() => sut.close());

  it('should answer /ping when started', async () => {
    const response = await sut.client().http('/ping');
    expect(response.status).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('should let the demo manager sign in and see the sample projects when seeded', async () => {
    const demo = sut.client('demo');
    await logInDemo(demo);
    const projects = await demo.gql<{ projects: { title: string; noteCount: number }[] }>(
      '{ projects { title noteCount } }',
    );
    expect(projects.data?.projects.length).toBeGreaterThanOrEqual(2);
    expect(projects.data?.projects[0].noteCount).toBeGreaterThan(0);
  });

  it('should show a demo dashboard whose charts count the demo’s own notes, highlights and people', async () => {
    const demo = sut.client('demo');
    await logInDemo(demo);
    type Chart = {
      title: string;
      type: string;
      data: { total: number; score: number | null; buckets: { key: string; count: number }[] };
    };
    const listed = await demo.gql<{ dashboards: { id: string; title: string }[] }>(
      '{ dashboards { id title } }',
    );
    const overview = listed.data?.dashboards.find((d) => d.title === 'Research overview');
    expect(overview).toBeDefined();
    // Every figure is counted when asked: the search index is filled in the background after seeding.
    let charts: Chart[] = [];
    await waitFor(async () => {
      const read = await demo.gql<{ dashboard: { charts: Chart[] } }>(
        'query($id: ID!) { dashboard(id: $id) { charts { title type data { total score buckets { key count } } } } }',
        { id: overview!.id },
      );
      charts = read.data?.dashboard.charts ?? [];
      expect(charts.map((c) => [c.title, c.type])).toEqual([
        ['Highlights by tag', 'BAR'],
        ['Research added per week', 'LINE'],
        ['NPS of the people we interviewed', 'CALLOUT'],
        ['Highlights by project', 'PIE'],
        ['App reviews by theme', 'BAR'],
      ]);
      expect(charts.every((c) => c.data.total > 0)).toBe(true);
    });
    const byTag = charts[0]!;
    expect(byTag.data.buckets.length).toBeGreaterThan(1);
    expect(byTag.data.buckets.reduce((sum, b) => sum + b.count, 0)).toBeGreaterThanOrEqual(byTag.data.total);
    expect(typeof charts[2]!.data.score).toBe('number');
    // The channel's themes, each with its data points (the demo's 4 themes hold 29 of them).
    expect(charts[4]!.data.buckets.map((b) => b.count).reduce((sum, n) => sum + n, 0)).toBe(29);
  });

  it('should keep the demo member’s saved feeds, each finding the demo’s own research', async () => {
    const demo = sut.client('demo');
    await logInDemo(demo);
    const listed = await demo.gql<{ savedFeeds: { title: string; search: string }[] }>(
      '{ savedFeeds { title search } }',
    );
    expect(listed.data?.savedFeeds.map((feed) => feed.title)).toEqual([
      'Export requests from app reviews',
      'Pricing feedback in highlights',
    ]);
    // As the search page opens a feed: its words, over its tab's types.
    const types: Record<string, string[]> = {
      highlights: ['HIGHLIGHT'],
      data: ['NOTE', 'HIGHLIGHT', 'CHANNEL_DATAPOINT'],
    };
    for (const feed of listed.data?.savedFeeds ?? []) {
      const params = new URLSearchParams(feed.search);
      await waitFor(async () => {
        const found = await demo.gql<{ search: { total: number } }>(
          'query($input: SearchInput!) { search(input: $input) { total } }',
          { input: { query: { value: params.get('query') }, types: types[params.get('resultType') ?? ''] } },
        );
        expect(found.data?.search.total).toBeGreaterThan(0);
      });
    }
  });

  describe('demo research loop', () => {
    let demo: GraphqlClient;
    let projectId: string;
    let note: DemoNote;
    let file: DemoFile;
    const asset = readFileSync(join(DEMO_ASSETS_DIR, RECORDING));
    /** GET of the file's bytes as the player asks for them: with the session cookie, maybe a range. */
    const media = (range?: string) =>
      demo.http(file.url, {
        headers: { cookie: demo.sessionCookie ?? '', ...(range ? { range } : {}) },
      });

    beforeAll(async () => {
      demo = sut.client('demo');
      await logInDemo(demo);
      const { projects } = await data<{ projects: { id: string; title: string }[] }>(
        demo,
        '{ projects { id title } }',
      );
      projectId = (projects.find((p) => p.title === ONBOARDING) as { id: string }).id;
      const { notes } = await data<{ notes: { id: string; title: string }[] }>(
        demo,
        'query($p: ID!) { notes(projectId: $p, limit: 10) { id title } }',
        { p: projectId },
      );
      const recorded = notes.find((n) => n.title === RECORDED_NOTE) as { id: string };
      note = (
        await data<{ note: DemoNote }>(
          demo,
          `query($id: ID!) { note(id: $id) { id title content
            highlights { id text audioVideo { fileId startTime endTime } tags { title } } } }`,
          { id: recorded.id },
        )
      ).note;
      const { files } = await data<{ files: DemoFile[] }>(
        demo,
        `query($n: ID!) { files(noteId: $n) { id name fileType status mime size url
          transcript { position startMs endMs speaker text } } }`,
        { n: note.id },
      );
      expect(files).toHaveLength(1);
      file = files[0];
    });

    it('should store the interview recording as an uploaded audio file with the committed bytes when seeded', async () => {
      expect(file).toMatchObject({ name: RECORDING, fileType: 'AUDIO', status: 'DONE', size: asset.length });
      expect(file.mime).toMatch(/^audio\/ogg/);
      const whole = await media();
      expect(whole.status).toBe(200);
      expect(whole.bytes.equals(asset)).toBe(true);
    });

    it('should serve byte ranges of the demo recording so the player can seek', async () => {
      const head = await media('bytes=0-99');
      expect(head.status).toBe(206);
      expect(head.headers['content-range']).toBe(`bytes 0-99/${asset.length}`);
      expect(head.bytes.equals(asset.subarray(0, 100))).toBe(true);
      expect(head.bytes.toString('ascii', 0, 4)).toBe('OggS');
      const tail = await media(`bytes=${asset.length - 64}-`);
      expect(tail.status).toBe(206);
      expect(tail.bytes.equals(asset.subarray(asset.length - 64))).toBe(true);
    });

    it("should give the recording a time-synced transcript of the note's dialogue, one line per sentence", () => {
      const cues = file.transcript;
      expect(cues.length).toBeGreaterThan(10);
      expect(cues[0]).toMatchObject({
        position: 0,
        startMs: 0,
        speaker: 'Interviewer',
        text: 'Thanks for joining.',
      });
      expect(new Set(cues.map((c) => c.speaker))).toEqual(new Set(['Interviewer', 'Priya']));
      cues.forEach((cue, i) => {
        expect(cue.position).toBe(i);
        expect(cue.endMs).toBeGreaterThan(cue.startMs);
        if (i > 0) expect(cue.startMs).toBeGreaterThanOrEqual(cues[i - 1].endMs);
      });
      // 60-90 s of speech: the last line ends in that window.
      expect(cues[cues.length - 1].endMs).toBeGreaterThan(60_000);
      expect(cues[cues.length - 1].endMs).toBeLessThan(90_000);
      const dialogue = note.content
        .split('\n')
        .filter((line) => line.trim())
        .map((line) => line.replace(/^[^:]+: /, ''))
        .join(' ');
      expect(cues.map((c) => c.text).join(' ')).toBe(dialogue);
    });

    it('should highlight a stretch of the transcript with its start and end time and tags', () => {
      const cueOf = (start: string) => file.transcript.find((c) => c.text.startsWith(start)) as Cue;
      const from = cueOf('When my two researchers joined');
      const to = cueOf('Merging them took an afternoon');
      const stretch = note.highlights.filter((h) => h.audioVideo !== null);
      expect(stretch).toHaveLength(1);
      expect(stretch[0].audioVideo).toEqual({ fileId: file.id, startTime: from.startMs, endTime: to.endMs });
      expect(stretch[0].text).toBe(
        file.transcript
          .slice(from.position, to.position + 1)
          .map((c) => c.text)
          .join(' '),
      );
      expect(stretch[0].tags.map((t) => t.title).sort()).toEqual(['Collaboration', 'Setup friction']);
      // The note's text highlights are there too.
      expect(note.highlights.filter((h) => h.audioVideo === null).length).toBeGreaterThanOrEqual(4);
    });

    it('should place the tags on a tag board in groups', async () => {
      const { tagBoards } = await data<{
        tagBoards: {
          title: string;
          groups: { title: string; tags: { title: string }[] }[];
          ungroupedTags: { title: string }[];
        }[];
      }>(
        demo,
        'query($p: ID!) { tagBoards(projectId: $p) { title groups { title tags { title } } ungroupedTags { title } } }',
        { p: projectId },
      );
      expect(tagBoards).toHaveLength(1);
      expect(tagBoards[0].title).toBe('Onboarding themes');
      expect(tagBoards[0].groups.map((g) => [g.title, g.tags.map((t) => t.title)])).toEqual([
        ['Blockers', ['Setup friction', 'Pricing']],
        ['What works', ['Delight', 'Collaboration']],
      ]);
      expect(tagBoards[0].ungroupedTags.map((t) => t.title)).toContain('Integrations');
    });

    it('should publish an insight whose highlight cards embed the transcript highlight and text highlights', async () => {
      const { insights } = await data<{ insights: { published: boolean; contentJson: string | null }[] }>(
        demo,
        'query($p: ID!) { insights(projectId: $p) { published contentJson } }',
        { p: projectId },
      );
      const published = insights.filter((i) => i.published);
      expect(published).toHaveLength(1);
      const doc = JSON.parse(published[0].contentJson ?? '{}') as {
        content: { type: string; attrs?: { highlightId: string } }[];
      };
      const cardIds = doc.content
        .filter((node) => node.type === HIGHLIGHT_CARD_NODE)
        .map((node) => node.attrs?.highlightId);
      expect(cardIds).toHaveLength(3);
      const stretch = note.highlights.find((h) => h.audioVideo !== null) as DemoHighlight;
      expect(cardIds).toContain(stretch.id);
      for (const id of cardIds) {
        const { highlight } = await data<{ highlight: { id: string; noteTitle: string } }>(
          demo,
          'query($id: ID!) { highlight(id: $id) { id noteTitle } }',
          { id },
        );
        expect(highlight.id).toBe(id);
      }
    });
  });
});
