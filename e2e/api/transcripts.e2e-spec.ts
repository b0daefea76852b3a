import { errorCode } from '../../services/all-in-one/src/testing/graphql-client';
import { sharedTestServer } from '../../services/all-in-one/src/testing/shared-test-server';
import type { TestServer } from '../../services/all-in-one/src/testing/test-server';
import { buildPng, buildWav } from './file-fixtures';
import { uploadFile } from './file-upload-client';
import {
  type BuiltAccount,
  type BuiltWorkspace,
  addMember,
  buildNote,
  buildProject,
  expectOk,
  signUpAndCreateWorkspace,
} from './factories';

interface Cue {
  position: number;
  startMs: number;
  endMs: number;
  speaker: string | null;
  text: string;
}

const CUE_FIELDS = 'position startMs endMs speaker text';
const IMPORT = `mutation($f: ID!, $c: String!) { importTranscript(input: { fileId: $f, content: $c }) { ${CUE_FIELDS} } }`;
const TRANSCRIPT = `query($id: ID!) { file(id: $id) { transcript { ${CUE_FIELDS} } } }`;
const HIGHLIGHT = `mutation($input: CreateTranscriptHighlightInput!) { createTranscriptHighlight(input: $input) {
  id text noteId audioVideo { fileId startTime endTime } tags { id title highlightCount } } }`;

const VTT = `WEBVTT

00:00:00.000 --> 00:00:02.500
<v Interviewer>How did onboarding go?</v>

00:00:02.500 --> 00:00:06.000
<v Ana>It took weeks &amp; nobody helped.</v>

00:00:06.000 --> 00:00:09.000
<v Ana>Support was slow,
but pricing felt fair.</v>
`;

const SRT = `1
00:00:00,000 --> 00:00:01,200
First line

2
00:00:01,200 --> 00:00:03,000
<i>Second</i> line
`;

describe('transcripts and transcript highlights', () => {
  let sut: TestServer;
  let ws: BuiltWorkspace;
  let contributor: BuiltAccount;
  let viewer: BuiltAccount;
  let projectId: string;
  let noteId: string;

  beforeAll(async () => {
    sut = await sharedTestServer();
    ws = await signUpAndCreateWorkspace(sut);
    contributor = await addMember(sut, ws, 'CONTRIBUTOR');
    viewer = await addMember(sut, ws, 'VIEWER');
    projectId = await buildProject(ws.manager.client);
    noteId = await buildNote(ws.manager.client, projectId);
  });
  afterAll(() => sut.close());

  async function upload(name = 'interview.wav', bytes = buildWav(0.2)): Promise<string> {
    const response = await uploadFile(sut.address, contributor.client, noteId, name, bytes);
    return response.json<{ file: { id: string } }>().file.id;
  }
  async function transcriptOf(fileId: string): Promise<Cue[]> {
    return expectOk(await viewer.client.gql<{ file: { transcript: Cue[] } }>(TRANSCRIPT, { id: fileId })).file
      .transcript;
  }

  it('should store WebVTT cues with times in ms, speakers and plain text when a contributor imports them', async () => {
    const fileId = await upload();
    const cues = expectOk(
      await contributor.client.gql<{ importTranscript: Cue[] }>(IMPORT, { f: fileId, c: VTT }),
    ).importTranscript;
    expect(cues).toEqual([
      { position: 0, startMs: 0, endMs: 2500, speaker: 'Interviewer', text: 'How did onboarding go?' },
      { position: 1, startMs: 2500, endMs: 6000, speaker: 'Ana', text: 'It took weeks & nobody helped.' },
      {
        position: 2,
        startMs: 6000,
        endMs: 9000,
        speaker: 'Ana',
        text: 'Support was slow, but pricing felt fair.',
      },
    ]);
    expect(await transcriptOf(fileId)).toEqual(cues);
  });

  it('should read SRT and replace the earlier transcript when one is imported again', async () => {
    const fileId = await upload();
    expectOk(await contributor.client.gql(IMPORT, { f: fileId, c: VTT }));
    expectOk(await contributor.client.gql(IMPORT, { f: fileId, c: SRT.replace(/\n/g, '\r\n') }));
    expect(await transcriptOf(fileId)).toEqual([
      { position: 0, startMs: 0, endMs: 1200, speaker: null, text: 'First line' },
      { position: 1, startMs: 1200, endMs: 3000, speaker: null, text: 'Second line' },
    ]);
  });

  it.each([
    ['an empty file', '   ', 'the file is empty.'],
    ['plain prose', 'We talked about onboarding for an hour.', 'no timed lines were found'],
    [
      'a line that ends before it starts',
      '1\n00:00:05,000 --> 00:00:01,000\nBackwards\n',
      'line 1 ends before it starts.',
    ],
  ])(
    'should refuse %s with a clear message and keep the earlier transcript',
    async (_what, content, message) => {
      const fileId = await upload();
      expectOk(await contributor.client.gql(IMPORT, { f: fileId, c: SRT }));
      const response = await contributor.client.gql(IMPORT, { f: fileId, c: content });
      expect(errorCode(response)).toBe('BAD_USER_INPUT');
      expect(response.errors?.[0]?.message).toContain('could not be read as WebVTT or SRT');
      expect(response.errors?.[0]?.message).toContain(message);
      expect(await transcriptOf(fileId)).toHaveLength(2);
    },
  );

  it('should leave filler words out of an imported transcript only while the REMOVE_FILLER_WORDS beta is on', async () => {
    // A workspace of its own: its beta switch must not reach the other tests' imports.
    const own = await signUpAndCreateWorkspace(sut);
    const ownNote = await buildNote(own.manager.client, await buildProject(own.manager.client));
    const fileId = (
      await uploadFile(sut.address, own.manager.client, ownNote, 'hesitant.wav', buildWav(0.2))
    ).json<{ file: { id: string } }>().file.id;
    const srt =
      '1\n00:00:00,000 --> 00:00:02,000\nUm, I think, uh, the price is fine.\n\n2\n00:00:02,000 --> 00:00:03,000\nUh.\n';
    const texts = async () =>
      expectOk(
        await own.manager.client.gql<{ importTranscript: Cue[] }>(IMPORT, { f: fileId, c: srt }),
      ).importTranscript.map((c) => c.text);
    const setBeta = (on: boolean) =>
      own.manager.client.gql(
        'mutation($on: Boolean!) { setBetaFeature(input: { feature: REMOVE_FILLER_WORDS, enabled: $on }) { enabled } }',
        { on },
      );
    expect(await texts()).toEqual(['Um, I think, uh, the price is fine.', 'Uh.']);
    expectOk(await setBeta(true));
    expect(await texts()).toEqual(['I think, the price is fine.']);
    expectOk(await setBeta(false));
    expect(await texts()).toEqual(['Um, I think, uh, the price is fine.', 'Uh.']);
  });

  it('should refuse a transcript for an image', async () => {
    const fileId = await upload('photo.png', buildPng());
    const response = await contributor.client.gql(IMPORT, { f: fileId, c: VTT });
    expect(response.errors?.[0]?.message).toBe('A transcript can only be added to an audio or video file.');
  });

  it('should refuse a viewer importing a transcript', async () => {
    const fileId = await upload();
    expect(errorCode(await viewer.client.gql(IMPORT, { f: fileId, c: VTT }))).toBe('FORBIDDEN');
    expect(await transcriptOf(fileId)).toEqual([]);
  });

  it('should highlight a stretch of the transcript with its start and end time, the lines spoken in it and its tags', async () => {
    const fileId = await upload();
    expectOk(await contributor.client.gql(IMPORT, { f: fileId, c: VTT }));
    const tag = expectOk(
      await contributor.client.gql<{ createTag: { id: string } }>(
        'mutation($p: ID!) { createTag(input: { projectId: $p, title: "Slow support" }) { id } }',
        { p: projectId },
      ),
    ).createTag;
    const created = expectOk(
      await contributor.client.gql<{
        createTranscriptHighlight: {
          id: string;
          text: string;
          noteId: string;
          audioVideo: { fileId: string; startTime: number; endTime: number };
          tags: { id: string; highlightCount: number }[];
        };
      }>(HIGHLIGHT, { input: { fileId, startMs: 2500, endMs: 9000, tagIds: [tag.id] } }),
    ).createTranscriptHighlight;
    expect(created).toMatchObject({
      noteId,
      text: 'It took weeks & nobody helped. Support was slow, but pricing felt fair.',
      audioVideo: { fileId, startTime: 2500, endTime: 9000 },
      tags: [{ id: tag.id, highlightCount: 1 }],
    });
    const listed = expectOk(
      await viewer.client.gql<{
        note: { highlights: { id: string; audioVideo: { startTime: number } | null }[] };
      }>('query($id: ID!) { note(id: $id) { highlights { id audioVideo { fileId startTime endTime } } } }', {
        id: noteId,
      }),
    ).note.highlights;
    expect(listed.find((h) => h.id === created.id)?.audioVideo).toEqual({
      fileId,
      startTime: 2500,
      endTime: 9000,
    });
  });

  it('should keep "Name: text" speakers of an SRT import and quote only the words in a highlight (issue 35)', async () => {
    const fileId = await upload();
    const named =
      '1\n00:00:00,000 --> 00:00:02,000\nDana: Guest access was hard to find.\n\n2\n00:00:02,000 --> 00:00:04,000\nSpeaker 2: Why?\n';
    expect(
      expectOk(await contributor.client.gql<{ importTranscript: Cue[] }>(IMPORT, { f: fileId, c: named }))
        .importTranscript,
    ).toEqual([
      { position: 0, startMs: 0, endMs: 2000, speaker: 'Dana', text: 'Guest access was hard to find.' },
      { position: 1, startMs: 2000, endMs: 4000, speaker: 'Speaker 2', text: 'Why?' },
    ]);
    const created = expectOk(
      await contributor.client.gql<{ createTranscriptHighlight: { text: string } }>(HIGHLIGHT, {
        input: { fileId, startMs: 0, endMs: 2000 },
      }),
    ).createTranscriptHighlight;
    expect(created.text).toBe('Guest access was hard to find.');
  });

  it('should refuse a transcript highlight on a file without a transcript, an empty stretch and a viewer', async () => {
    const fileId = await upload();
    const none = await contributor.client.gql(HIGHLIGHT, { input: { fileId, startMs: 0, endMs: 1000 } });
    expect(none.errors?.[0]?.message).toBe('This file has no transcript yet. Import one first.');
    expectOk(await contributor.client.gql(IMPORT, { f: fileId, c: SRT }));
    const backwards = await contributor.client.gql(HIGHLIGHT, {
      input: { fileId, startMs: 2000, endMs: 1000 },
    });
    expect(backwards.errors?.[0]?.message).toBe('Select at least one line of the transcript to highlight.');
    const silent = await contributor.client.gql(HIGHLIGHT, {
      input: { fileId, startMs: 60000, endMs: 61000 },
    });
    expect(errorCode(silent)).toBe('BAD_USER_INPUT');
    const byViewer = await viewer.client.gql(HIGHLIGHT, { input: { fileId, startMs: 0, endMs: 1000 } });
    expect(errorCode(byViewer)).toBe('FORBIDDEN');
  });
});
