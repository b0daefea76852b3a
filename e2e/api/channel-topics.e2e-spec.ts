import type { GqlResponse, GraphqlClient } from '../../services/all-in-one/src/testing/graphql-client';
import { errorCode } from '../../services/all-in-one/src/testing/graphql-client';
import { sharedTestServer } from '../../services/all-in-one/src/testing/shared-test-server';
import type { TestServer } from '../../services/all-in-one/src/testing/test-server';
import {
  MAX_CHANNEL_TOPIC_TITLE_LENGTH,
  MAX_TOPICS_PER_CHANNEL,
} from '../../services/api/src/modules/channels';
import {
  type BuiltAccount,
  type BuiltWorkspace,
  addMember,
  expectOk,
  signUpAndCreateWorkspace,
  sql,
  uniqueSuffix,
} from './factories';

interface TopicData {
  id: string;
  channelId: string;
  channelTitle: string;
  title: string;
  query: string;
  datapointCount: number;
}

const TOPIC = 'id channelId channelTitle title query datapointCount';
const CREATE_CHANNEL = 'mutation($t: String!) { createChannel(input: { title: $t }) { id } }';
const CHANNEL = 'query($id: ID!) { channel(id: $id) { topicCount } }';
const IMPORT = `mutation($input: ImportChannelDatapointsInput!) { importChannelDatapoints(input: $input) { importedCount } }`;
const CREATE = `mutation($c: ID!, $t: String!, $q: String!) { createChannelTopic(input: { channelId: $c, title: $t, query: $q }) { ${TOPIC} } }`;
const UPDATE = `mutation($id: ID!, $t: String, $q: String) { updateChannelTopic(input: { id: $id, title: $t, query: $q }) { ${TOPIC} } }`;
const DELETE = 'mutation($id: ID!) { deleteChannelTopic(id: $id) }';
const LIST = `query($c: ID!) { channelTopics(channelId: $c) { ${TOPIC} } }`;
const ONE = `query($id: ID!) { channelTopic(id: $id) { ${TOPIC} } }`;
const DATAPOINTS = `query($input: ChannelDatapointsInput!) { channelDatapoints(input: $input) { total items { text } } }`;
const VOLUME = `query($input: ChannelVolumeInput!) { channelVolume(input: $input) { count } }`;

/** Reviews with the words the topics below look for, in their inflected forms. */
const REVIEWS = [
  'The app crashes every time I open a long transcript.',
  'One crash a day is one too many.',
  'Crashed twice while exporting to PDF.',
  'Dark mode is beautiful at night.',
  'Please add a dark theme for the settings screen.',
  'Export to PDF loses the tag colours.',
  'Login fails with my Google account.',
  'Fast search, great highlights.',
];

function fieldOf(response: GqlResponse<unknown>): unknown {
  const extensions = response.errors?.[0]?.extensions as { details?: { field?: unknown } } | undefined;
  return extensions?.details?.field;
}

describe('channel topics', () => {
  let sut: TestServer;
  let ws: BuiltWorkspace;
  let contributor: BuiltAccount;
  let viewer: BuiltAccount;
  let schemaName: string;

  beforeAll(async () => {
    sut = await sharedTestServer();
    ws = await signUpAndCreateWorkspace(sut);
    contributor = await addMember(sut, ws, 'CONTRIBUTOR');
    viewer = await addMember(sut, ws, 'VIEWER');
    const [team] = await sql<{ schema_name: string }>(
      sut,
      'select schema_name from control.teams where id = ?',
      [ws.id],
    );
    schemaName = team.schema_name;
  }, 120_000);
  afterAll(() => sut.close());

  const tag = (): string => uniqueSuffix().replace(/[^a-z0-9]/gi, '');

  /** A channel holding REVIEWS (or the given texts), one day apart. */
  async function channel(texts: string[] = REVIEWS): Promise<string> {
    const { id } = expectOk(
      await contributor.client.gql<{ createChannel: { id: string } }>(CREATE_CHANNEL, {
        t: `Channel ${tag()}`,
      }),
    ).createChannel;
    if (texts.length > 0) await importRows(id, texts);
    return id;
  }
  async function importRows(channelId: string, texts: string[]): Promise<void> {
    expectOk(
      await contributor.client.gql(IMPORT, {
        input: {
          channelId,
          datasetTitle: `Dataset ${tag()}`,
          rows: texts.map((text, i) => ({
            rowNumber: i + 2,
            text,
            rating: 3,
            occurredAt: new Date(Date.UTC(2026, 9, 1 + i)).toISOString(),
          })),
        },
      }),
    );
  }
  function create(
    channelId: string,
    title: string,
    query: string,
    client: GraphqlClient = contributor.client,
  ) {
    return client.gql<{ createChannelTopic: TopicData }>(CREATE, { c: channelId, t: title, q: query });
  }
  async function topic(channelId: string, query: string, title = `Topic ${tag()}`): Promise<TopicData> {
    return expectOk(await create(channelId, title, query)).createChannelTopic;
  }
  async function topics(channelId: string): Promise<TopicData[]> {
    return expectOk(await viewer.client.gql<{ channelTopics: TopicData[] }>(LIST, { c: channelId }))
      .channelTopics;
  }
  async function matching(input: Record<string, unknown>): Promise<string[]> {
    const page = expectOk(
      await viewer.client.gql<{ channelDatapoints: { total: number; items: { text: string }[] } }>(
        DATAPOINTS,
        {
          input: { direction: 'ASC', ...input },
        },
      ),
    ).channelDatapoints;
    expect(page.items).toHaveLength(page.total);
    return page.items.map((i) => i.text);
  }
  async function events(channelId: string) {
    return sql<{ subject: string; payload: Record<string, unknown> }>(
      sut,
      `select subject, payload from regional.outbox_events
        where workspace_id = ? and payload->>'channelId' = ? and subject like 'channel_topic.%'
        order by occurred_at, subject`,
      [ws.id, channelId],
    );
  }

  it('should create, read, update and delete a topic, writing each outbox event with its payload', async () => {
    const channelId = await channel();
    const created = await topic(channelId, 'crash', 'Crashes');
    expect(created).toMatchObject({ channelId, title: 'Crashes', query: 'crash', datapointCount: 3 });
    expect(
      expectOk(await viewer.client.gql<{ channelTopic: TopicData }>(ONE, { id: created.id })).channelTopic,
    ).toEqual(created);
    expect(
      expectOk(await viewer.client.gql<{ channel: { topicCount: number } }>(CHANNEL, { id: channelId }))
        .channel,
    ).toEqual({ topicCount: 1 });

    const renamed = expectOk(
      await contributor.client.gql<{ updateChannelTopic: TopicData }>(UPDATE, {
        id: created.id,
        t: '  Stability  ',
      }),
    ).updateChannelTopic;
    expect(renamed).toMatchObject({ title: 'Stability', query: 'crash', datapointCount: 3 });
    const requeried = expectOk(
      await contributor.client.gql<{ updateChannelTopic: TopicData }>(UPDATE, {
        id: created.id,
        q: 'crash or login',
      }),
    ).updateChannelTopic;
    expect(requeried).toMatchObject({ title: 'Stability', query: 'crash or login', datapointCount: 4 });

    expect(
      expectOk(await contributor.client.gql<{ deleteChannelTopic: boolean }>(DELETE, { id: created.id })),
    ).toEqual({ deleteChannelTopic: true });
    expect(await topics(channelId)).toEqual([]);
    expect(errorCode(await viewer.client.gql(ONE, { id: created.id }))).toBe('NOT_FOUND');
    // The data points it followed stay.
    expect(await matching({ channelId })).toHaveLength(REVIEWS.length);
    expect(await events(channelId)).toEqual([
      { subject: 'channel_topic.created', payload: { channelId, topicId: created.id } },
      { subject: 'channel_topic.updated', payload: { channelId, topicId: created.id } },
      { subject: 'channel_topic.updated', payload: { channelId, topicId: created.id } },
      { subject: 'channel_topic.deleted', payload: { channelId, topicId: created.id } },
    ]);
  });

  it('should match words by their stem, phrases, alternatives and exclusions, listing topics by title', async () => {
    const channelId = await channel();
    const stems = await topic(channelId, 'crashing', 'b stems');
    const phrase = await topic(channelId, '"dark mode"', 'a phrase');
    const either = await topic(channelId, 'dark or login', 'C either');
    const without = await topic(channelId, 'pdf -crashed', 'd without');
    expect((await topics(channelId)).map((t) => [t.title, t.datapointCount])).toEqual([
      ['a phrase', 1],
      ['b stems', 3],
      ['C either', 3],
      ['d without', 1],
    ]);
    expect(await matching({ channelId, topicId: stems.id })).toEqual(REVIEWS.slice(0, 3));
    expect(await matching({ channelId, topicId: phrase.id })).toEqual([REVIEWS[3]]);
    expect(await matching({ channelId, topicId: either.id })).toEqual([REVIEWS[3], REVIEWS[4], REVIEWS[6]]);
    expect(await matching({ channelId, topicId: without.id })).toEqual([REVIEWS[5]]);
    // The preview of words not saved yet reads them as a topic would.
    expect(await matching({ channelId, matching: 'crashes' })).toEqual(REVIEWS.slice(0, 3));
    // A topic's filter combines with the others.
    expect(
      await matching({ channelId, topicId: stems.id, to: new Date(Date.UTC(2026, 9, 2, 12)).toISOString() }),
    ).toEqual(REVIEWS.slice(0, 2));
  });

  it('should follow data points imported later, in the list, the count and the volume chart', async () => {
    const channelId = await channel();
    const followed = await topic(channelId, 'crash');
    const volume = async () =>
      expectOk(
        await viewer.client.gql<{ channelVolume: { count: number }[] }>(VOLUME, {
          input: { channelId, topicId: followed.id, interval: 'MONTH' },
        }),
      ).channelVolume;
    expect(await volume()).toEqual([{ count: 3 }]);
    await importRows(channelId, ['It crashes on launch since the update.', 'Lovely colours.']);
    expect(
      expectOk(await viewer.client.gql<{ channelTopic: TopicData }>(ONE, { id: followed.id })).channelTopic,
    ).toMatchObject({ datapointCount: 4 });
    expect(await matching({ channelId, topicId: followed.id })).toContain(
      'It crashes on launch since the update.',
    );
    expect(await volume()).toEqual([{ count: 4 }]);
  });

  describe('validation', () => {
    const countTopics = async (channelId: string) => (await topics(channelId)).length;

    it('should refuse an empty, too long or taken title (ignoring case), accepting the limit, creating nothing', async () => {
      const channelId = await channel([]);
      const existing = await topic(channelId, 'crash', 'Crashes');
      for (const [title, field] of [
        ['   ', 'title'],
        ['x'.repeat(MAX_CHANNEL_TOPIC_TITLE_LENGTH + 1), 'title'],
        ['CRASHES', 'title'],
      ] as const) {
        const refused = await create(channelId, title, 'crash');
        expect(errorCode(refused)).toBe('BAD_USER_INPUT');
        expect(fieldOf(refused)).toBe(field);
      }
      expect(await countTopics(channelId)).toBe(1);
      expectOk(await create(channelId, 'x'.repeat(MAX_CHANNEL_TOPIC_TITLE_LENGTH), 'crash'));
      const taken = await contributor.client.gql(UPDATE, {
        id: existing.id,
        t: 'X'.repeat(MAX_CHANNEL_TOPIC_TITLE_LENGTH),
      });
      expect(errorCode(taken)).toBe('BAD_USER_INPUT');
      expect(taken.errors?.[0]?.message).toMatch(/already has a topic named/);
      expect(await topics(channelId)).toContainEqual(existing);
      // The same title in another channel is fine.
      expectOk(await create(await channel([]), 'Crashes', 'crash'));
    });

    it('should refuse empty words, only common words, over 2000 characters or over 60 words, in creation, update and preview', async () => {
      const channelId = await channel();
      const kept = await topic(channelId, 'crash');
      const cases: [string, RegExp][] = [
        ['  ', /Write the words/],
        ['the and of', /too common/],
        [`${'a'.repeat(1997)} pdf`, /at most 2000 characters/],
        [Array(61).fill('pdf').join(' '), /at most 60 words/],
      ];
      for (const [query, message] of cases) {
        const created = await create(channelId, `T ${tag()}`, query);
        expect(errorCode(created)).toBe('BAD_USER_INPUT');
        expect(created.errors?.[0]?.message).toMatch(message);
        expect(fieldOf(created)).toBe('query');
        const updated = await contributor.client.gql(UPDATE, { id: kept.id, q: query });
        expect(errorCode(updated)).toBe('BAD_USER_INPUT');
        const preview = await viewer.client.gql(DATAPOINTS, { input: { channelId, matching: query } });
        expect(errorCode(preview)).toBe('BAD_USER_INPUT');
        expect(fieldOf(preview)).toBe('matching');
      }
      expect(await topics(channelId)).toEqual([kept]);
      // At the limits: 2000 characters, 60 words.
      expectOk(await create(channelId, `T ${tag()}`, `${'a'.repeat(1996)} pdf`));
      expectOk(await create(channelId, `T ${tag()}`, Array(60).fill('pdf').join(' ')));
    });

    it(`should refuse a topic past ${MAX_TOPICS_PER_CHANNEL} in a channel, creating nothing`, async () => {
      const channelId = await channel([]);
      await sql(
        sut,
        `insert into "${schemaName}".channel_topics (id, channel_id, title, query, created_by)
           select gen_random_uuid(), ?, 'Topic ' || n, 'crash', ? from generate_series(1, ?) as n`,
        [channelId, contributor.id, MAX_TOPICS_PER_CHANNEL - 1],
      );
      expectOk(await create(channelId, 'The last one', 'crash'));
      const refused = await create(channelId, 'One too many', 'crash');
      expect(errorCode(refused)).toBe('BAD_USER_INPUT');
      expect(refused.errors?.[0]?.message).toBe(
        `A channel can have at most ${MAX_TOPICS_PER_CHANNEL} topics. Delete one you no longer use first.`,
      );
      expect(await countTopics(channelId)).toBe(MAX_TOPICS_PER_CHANNEL);
    });

    it('should answer NOT_FOUND for unknown or non-UUID ids and for a topic of another channel', async () => {
      const channelId = await channel();
      const other = await topic(await channel(), 'crash');
      const unknown = '00000000-0000-4000-8000-000000000000';
      for (const id of [unknown, 'not-a-uuid']) {
        expect(errorCode(await viewer.client.gql(ONE, { id }))).toBe('NOT_FOUND');
        expect(errorCode(await contributor.client.gql(UPDATE, { id, t: 'x' }))).toBe('NOT_FOUND');
        expect(errorCode(await contributor.client.gql(DELETE, { id }))).toBe('NOT_FOUND');
        expect(errorCode(await viewer.client.gql(LIST, { c: id }))).toBe('NOT_FOUND');
        expect(errorCode(await create(id, 'x', 'crash'))).toBe('NOT_FOUND');
      }
      const crossed = await viewer.client.gql(DATAPOINTS, { input: { channelId, topicId: other.id } });
      expect(errorCode(crossed)).toBe('NOT_FOUND');
      expect(errorCode(await viewer.client.gql(VOLUME, { input: { channelId, topicId: other.id } }))).toBe(
        'NOT_FOUND',
      );
    });
  });

  it('should let a viewer read topics but refuse every change with FORBIDDEN, changing nothing', async () => {
    const channelId = await channel();
    const kept = await topic(channelId, 'crash');
    const before = await events(channelId);
    expect(errorCode(await create(channelId, 'Mine', 'pdf', viewer.client))).toBe('FORBIDDEN');
    expect(errorCode(await viewer.client.gql(UPDATE, { id: kept.id, t: 'Mine' }))).toBe('FORBIDDEN');
    expect(errorCode(await viewer.client.gql(DELETE, { id: kept.id }))).toBe('FORBIDDEN');
    expect(await topics(channelId)).toEqual([kept]);
    expect(await events(channelId)).toEqual(before);
  });

  it('should delete a channel with its topics', async () => {
    const channelId = await channel();
    const gone = await topic(channelId, 'crash');
    expectOk(
      await contributor.client.gql('mutation($id: ID!) { deleteChannel(id: $id) }', { id: channelId }),
    );
    expect(errorCode(await viewer.client.gql(ONE, { id: gone.id }))).toBe('NOT_FOUND');
    const [{ n }] = await sql<{ n: number }>(
      sut,
      `select count(*)::int as n from "${schemaName}".channel_topics where id = ?`,
      [gone.id],
    );
    expect(n).toBe(0);
  });
});
