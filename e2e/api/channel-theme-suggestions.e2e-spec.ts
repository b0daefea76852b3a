import { waitFor } from '../../services/core/src/testing/wait-for';
import { errorCode } from '../../services/all-in-one/src/testing/graphql-client';
import { sharedTestServer } from '../../services/all-in-one/src/testing/shared-test-server';
import type { TestServer } from '../../services/all-in-one/src/testing/test-server';
import {
  type BuiltAccount,
  type BuiltWorkspace,
  addMember,
  expectOk,
  signUpAndCreateWorkspace,
} from './factories';

interface Suggestions {
  considered: number;
  model: string;
  suggestions: { title: string; keywords: string[]; datapointIds: string[]; examples: string[] }[];
}

const START = `mutation($input: ChannelThemeSuggestionsInput!) { startChannelThemeSuggestions(input: $input) {
  id status channelId amount strictness unthemedOnly } }`;
const JOB_FIELDS = `id status progress channelId result { considered } channelSuggestions {
  considered model aiActivityId suggestions { title keywords datapointIds examples } }`;
const JOB = `query($id: ID!) { themeJob(id: $id) { ${JOB_FIELDS} } }`;
const LATEST = `query($c: ID!) { themeJobs(input: { channelId: $c }) { latest { id status }
  lastCompleted { ${JOB_FIELDS} } } }`;

interface Job {
  id: string;
  status: string;
  progress: number;
  channelId: string | null;
  result: unknown;
  channelSuggestions: (Suggestions & { aiActivityId: string }) | null;
}

// Real reviews of the kind a channel holds, in three subjects; none shares a sentence with another.
const REVIEWS: Record<'sync' | 'price' | 'export', string[]> = {
  sync: [
    'Sync keeps failing when I am offline and my notes never upload',
    'Offline mode lost two hours of notes, the sync never finished',
    'My phone and laptop do not sync, changes vanish between devices',
    'Sync conflict erased my edits after the plane landed',
    'Notes written offline on the train did not sync to my desktop',
    'The app shows sync pending forever and my laptop never gets the notes',
    'Lost data again because sync silently failed overnight',
    'Devices stay out of sync for hours, offline edits are dropped',
  ],
  price: [
    'The subscription price doubled and the yearly plan is too expensive',
    'Too expensive for a small team, the pricing per seat adds up fast',
    'I would pay for a cheaper plan, the monthly subscription costs too much',
    'Pricing jumped at renewal and nobody told us about the new cost',
    'Great app but the price is steep compared to other tools',
    'The cost per seat makes it hard to justify for our budget',
    'Please offer a discount, the subscription fee is expensive for students',
    'Renewal invoice was far higher than the advertised price',
  ],
  export: [
    'Export to PDF breaks the layout and cuts off tables',
    'Exporting a report to Word loses every image',
    'The PDF export is blurry and the page margins are wrong',
    'Cannot export highlights to CSV, the file comes out empty',
    'Export fails with large documents and the download never starts',
    'Exported PDF files lose the headings and formatting',
    'Word export mangles bullet lists and fonts',
    'I need a proper export to spreadsheet, the CSV columns are shuffled',
  ],
};

/**
 * Theme suggestions (spec 000 §9 clustering) as a theme job (issue 34): a channel's data points
 * grouped by meaning with the built-in embedding model in the worker, each group named by its own
 * words; only the job (with its suggestions) and the AI audit trail are written.
 */
describe('channel theme suggestions', () => {
  let sut: TestServer;
  let ws: BuiltWorkspace;
  let contributor: BuiltAccount;
  let viewer: BuiltAccount;
  let channelId: string;
  /** Which subject each data point id is about. */
  const subjectOf = new Map<string, string>();

  beforeAll(async () => {
    sut = await sharedTestServer();
    ws = await signUpAndCreateWorkspace(sut);
    contributor = await addMember(sut, ws, 'CONTRIBUTOR');
    viewer = await addMember(sut, ws, 'VIEWER');
    channelId = expectOk(
      await contributor.client.gql<{ createChannel: { id: string } }>(
        'mutation { createChannel(input: { title: "Play Store reviews" }) { id } }',
      ),
    ).createChannel.id;
    const rows = Object.entries(REVIEWS).flatMap(([, texts]) => texts);
    expectOk(
      await contributor.client.gql(
        'mutation($input: ImportChannelDatapointsInput!) { importChannelDatapoints(input: $input) { importedCount } }',
        {
          input: {
            channelId,
            datasetTitle: 'Export',
            rows: rows.map((text, index) => ({ rowNumber: index + 1, text })),
          },
        },
      ),
    );
    const listed = expectOk(
      await viewer.client.gql<{ channelDatapoints: { items: { id: string; text: string }[] } }>(
        'query($c: ID!) { channelDatapoints(input: { channelId: $c, limit: 200 }) { items { id text } } }',
        { c: channelId },
      ),
    ).channelDatapoints.items;
    for (const item of listed) {
      const subject = Object.entries(REVIEWS).find(([, texts]) => texts.includes(item.text))?.[0];
      if (subject) subjectOf.set(item.id, subject);
    }
  }, 120_000);
  afterAll(() => sut.close());

  /** Starts a job, waits for it to complete and answers its suggestions. */
  const suggestJob = async (input: Record<string, unknown>, client = viewer.client): Promise<Job> => {
    const started = expectOk(
      await client.gql<{ startChannelThemeSuggestions: { id: string; status: string } }>(START, { input }),
    ).startChannelThemeSuggestions;
    return waitFor(
      async () => {
        const job = expectOk(await client.gql<{ themeJob: Job }>(JOB, { id: started.id })).themeJob;
        expect(job.status).toBe('COMPLETED');
        return job;
      },
      { timeoutMs: 30_000, intervalMs: 100 },
    );
  };
  const suggest = async (input: Record<string, unknown>, client = viewer.client): Promise<Suggestions> => {
    const job = await suggestJob(input, client);
    expect(job.progress).toBe(100);
    if (!job.channelSuggestions) throw new Error('a completed channel job has suggestions');
    const { considered, model, suggestions } = job.channelSuggestions;
    return { considered, model, suggestions };
  };

  it('should group the reviews of each subject together and name the groups by their words', async () => {
    const answer = await suggest({ channelId, amount: 'LEAST' });
    expect(answer.considered).toBe(24);
    expect(answer.model).toBe('builtin-glove-sif-100d-v1');
    expect(answer.suggestions.length).toBeGreaterThanOrEqual(2);
    // Each group is mostly about one subject, and each subject leads a group.
    const leaders = answer.suggestions.map((suggestion) => {
      const counts = new Map<string, number>();
      for (const id of suggestion.datapointIds) {
        const subject = subjectOf.get(id) ?? '?';
        counts.set(subject, (counts.get(subject) ?? 0) + 1);
      }
      const [subject, count] = [...counts].sort((a, b) => b[1] - a[1])[0] ?? ['?', 0];
      expect(count / suggestion.datapointIds.length).toBeGreaterThanOrEqual(0.75);
      return subject;
    });
    expect(new Set(leaders)).toEqual(new Set(['sync', 'price', 'export']));
    const sync = answer.suggestions[leaders.indexOf('sync')];
    expect(sync?.keywords.join(' ')).toMatch(/sync|offline/);
    expect(sync?.title.length).toBeGreaterThan(0);
    expect(sync?.examples).toHaveLength(3);
    for (const example of sync?.examples ?? []) expect(REVIEWS.sync).toContain(example);
  });

  it('should leave out data points already in a theme unless asked, and write nothing', async () => {
    const syncIds = [...subjectOf].filter(([, subject]) => subject === 'sync').map(([id]) => id);
    const themeId = expectOk(
      await contributor.client.gql<{ createChannelTheme: { id: string } }>(
        'mutation($c: ID!) { createChannelTheme(input: { channelId: $c, title: "Sync (suggestions test)" }) { id } }',
        { c: channelId },
      ),
    ).createChannelTheme.id;
    try {
      expectOk(
        await contributor.client.gql(
          'mutation($t: ID!, $d: [ID!]!) { addDatapointsToTheme(input: { themeId: $t, datapointIds: $d }) { id } }',
          { t: themeId, d: syncIds },
        ),
      );
      const unthemed = await suggest({ channelId, amount: 'LEAST' });
      expect(unthemed.considered).toBe(16);
      expect(unthemed.suggestions.flatMap((s) => s.datapointIds).some((id) => syncIds.includes(id))).toBe(
        false,
      );
      const all = await suggest({ channelId, amount: 'LEAST', unthemedOnly: false });
      expect(all.considered).toBe(24);
      // Asking twice gives the same answer (seeded by the channel).
      expect(await suggest({ channelId, amount: 'LEAST', unthemedOnly: false })).toEqual(all);
    } finally {
      expectOk(
        await contributor.client.gql('mutation($id: ID!) { deleteChannelTheme(id: $id) }', { id: themeId }),
      );
    }
    const themes = expectOk(
      await viewer.client.gql<{ channel: { themes: { id: string }[] } }>(
        'query($id: ID!) { channel(id: $id) { themes { id } } }',
        { id: channelId },
      ),
    ).channel.themes;
    expect(themes).toEqual([]);
  });

  it('should look for more groups when asked for more, within the spec’s bounds', async () => {
    const least = await suggest({ channelId, amount: 'LEAST' });
    const most = await suggest({ channelId, amount: 'MOST' });
    // 24 texts: at most 22 clusters (2 below the count), each of at least 3 (more than 20 inputs).
    expect(most.suggestions.length).toBeGreaterThanOrEqual(least.suggestions.length);
    expect(most.suggestions.length).toBeLessThanOrEqual(8);
    for (const suggestion of most.suggestions)
      expect(suggestion.datapointIds.length).toBeGreaterThanOrEqual(3);
  });

  it('should answer an empty list for a channel too small to group, and refuse unknown channels', async () => {
    const small = expectOk(
      await contributor.client.gql<{ createChannel: { id: string } }>(
        'mutation { createChannel(input: { title: "Tiny channel" }) { id } }',
      ),
    ).createChannel.id;
    expect((await suggest({ channelId: small })).suggestions).toEqual([]);
    const unknown = await viewer.client.gql(START, {
      input: { channelId: '00000000-0000-4000-8000-000000000000' },
    });
    expect(errorCode(unknown)).toBe('NOT_FOUND');
    const bad = await viewer.client.gql(START, { input: { channelId: 'not-an-id' } });
    expect(errorCode(bad)).toBe('NOT_FOUND');
  });

  it('should run as a theme job a viewer may start, kept for the channel and in the AI audit trail', async () => {
    const job = await suggestJob({ channelId, amount: 'LEAST', unthemedOnly: false });
    expect(job.channelId).toBe(channelId);
    // A channel job's suggestions are its own field: no highlight themes.
    expect(job.result).toBeNull();
    expect(job.channelSuggestions?.considered).toBe(24);
    // Kept with the job: Suggest themes opens on the newest completed one after a reload.
    const latest = expectOk(
      await contributor.client.gql<{ themeJobs: { latest: { id: string }; lastCompleted: Job } }>(LATEST, {
        c: channelId,
      }),
    ).themeJobs;
    expect(latest.latest.id).toBe(job.id);
    expect(latest.lastCompleted).toEqual(job);
    const trail = expectOk(
      await ws.manager.client.gql<{ aiActivity: { nodes: Record<string, unknown>[] } }>(
        '{ aiActivity(limit: 200) { nodes { id task inputKind requestedBy status } } }',
      ),
    ).aiActivity.nodes.find((entry) => entry.id === job.channelSuggestions?.aiActivityId);
    expect(trail).toMatchObject({
      task: 'CHANNEL_THEMES',
      inputKind: 'DATAPOINT',
      requestedBy: viewer.id,
      status: 'SUCCEEDED',
    });
    // An ended job cannot be stopped.
    expect(
      errorCode(
        await viewer.client.gql('mutation($id: ID!) { cancelThemeJob(id: $id) { id } }', { id: job.id }),
      ),
    ).toBe('BAD_USER_INPUT');
    // Another workspace reads neither the job nor the channel's jobs.
    const other = await signUpAndCreateWorkspace(sut);
    expect(errorCode(await other.manager.client.gql(JOB, { id: job.id }))).toBe('NOT_FOUND');
    expect(errorCode(await other.manager.client.gql(LATEST, { c: channelId }))).toBe('NOT_FOUND');
    expect(
      errorCode(
        await other.manager.client.gql('mutation($id: ID!) { cancelThemeJob(id: $id) { id } }', {
          id: job.id,
        }),
      ),
    ).toBe('NOT_FOUND');
  });
});
