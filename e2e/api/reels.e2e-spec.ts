import { HIGHLIGHT_CARD_NODE } from '@fieldnote/core';
import { errorCode } from '../../services/all-in-one/src/testing/graphql-client';
import { sharedTestServer } from '../../services/all-in-one/src/testing/shared-test-server';
import type { TestServer } from '../../services/all-in-one/src/testing/test-server';
import { buildPng, buildWav } from './file-fixtures';
import { rawRequest, uploadFile } from './file-upload-client';
import {
  type BuiltAccount,
  type BuiltWorkspace,
  addMember,
  buildNote,
  buildProject,
  expectOk,
  signUpAndCreateWorkspace,
} from './factories';

interface Clip {
  clipId: string;
  fileId: string;
  type: string;
  mime: string;
  mediaUrl: string;
  startTime: number;
  endTime: number;
  clipDuration: number;
  text: string;
  speaker: string | null;
  noteId: string | null;
  noteTitle: string;
  tags: { title: string; color: string }[];
}
interface Reel {
  id: string;
  kind: string;
  title: string;
  insightId: string | null;
  clips: Clip[];
  maxClips: number;
}

const CLIP =
  'clipId fileId type mime mediaUrl startTime endTime clipDuration text speaker noteId noteTitle tags { title color }';
const REEL = `id kind title insightId maxClips clips { ${CLIP} }`;
const NOTE_FILE_REEL = `query($n: ID!, $f: ID!) { noteFileReel(noteId: $n, fileId: $f) { ${REEL} } }`;
const INSIGHT_REELS =
  'query($i: ID!) { insightReels(insightId: $i) { id title clipCount clips { clipId } } }';
const CREATE = `mutation($input: CreateReelInput!) { createReel(input: $input) { ${REEL} } }`;
const UPDATE = `mutation($input: UpdateReelInput!) { updateReel(input: $input) { ${REEL} } }`;
const TOO_MANY = 'A reel can hold at most 100 clips (audio/video highlights): remove some clips first.';

const VTT = `WEBVTT

00:00:00.000 --> 00:00:01.000
<v Interviewer>How did onboarding go?</v>

00:00:01.000 --> 00:00:02.000
<v Ana>It took weeks and nobody helped.</v>

00:00:02.000 --> 00:00:03.000
<v Ana>Pricing felt fair.</v>
`;

describe('reels', () => {
  let sut: TestServer;
  let ws: BuiltWorkspace;
  let contributor: BuiltAccount;
  let viewer: BuiltAccount;
  let projectId: string;

  beforeAll(async () => {
    sut = await sharedTestServer();
    ws = await signUpAndCreateWorkspace(sut);
    contributor = await addMember(sut, ws, 'CONTRIBUTOR');
    viewer = await addMember(sut, ws, 'VIEWER');
    projectId = await buildProject(ws.manager.client, 'Onboarding interviews');
  }, 180_000);
  afterAll(() => sut.close());

  /** A note with a 3-second recording and its transcript; the note's and the file's ids. */
  async function recording(title = 'Interview with Ana'): Promise<{ noteId: string; fileId: string }> {
    const noteId = await buildNote(contributor.client, projectId, title, 'Notes of the call.');
    const uploaded = await uploadFile(sut.address, contributor.client, noteId, 'call.wav', buildWav(3));
    const fileId = uploaded.json<{ file: { id: string } }>().file.id;
    expectOk(
      await contributor.client.gql(
        'mutation($f: ID!, $c: String!) { importTranscript(input: { fileId: $f, content: $c }) { position } }',
        { f: fileId, c: VTT },
      ),
    );
    return { noteId, fileId };
  }

  async function clip(
    fileId: string,
    startMs: number,
    endMs: number,
    tagIds: string[] = [],
  ): Promise<string> {
    return expectOk(
      await contributor.client.gql<{ createTranscriptHighlight: { id: string } }>(
        'mutation($i: CreateTranscriptHighlightInput!) { createTranscriptHighlight(input: $i) { id } }',
        { i: { fileId, startMs, endMs, tagIds } },
      ),
    ).createTranscriptHighlight.id;
  }

  /** An insight whose document cites these highlights as cards, in this order. */
  async function insightCiting(highlightIds: string[], title = 'Onboarding is slow'): Promise<string> {
    const contentJson = JSON.stringify({
      type: 'doc',
      content: [
        { type: 'paragraph', content: [{ type: 'text', text: 'What people said about onboarding.' }] },
        ...highlightIds.map((highlightId) => ({ type: HIGHLIGHT_CARD_NODE, attrs: { highlightId } })),
      ],
    });
    return expectOk(
      await contributor.client.gql<{ createInsight: { id: string } }>(
        'mutation($i: CreateInsightInput!) { createInsight(input: $i) { id } }',
        { i: { projectId, title, contentJson } },
      ),
    ).createInsight.id;
  }

  async function reelsOf(
    insightId: string,
  ): Promise<{ id: string; title: string; clipCount: number; clips: { clipId: string }[] }[]> {
    const { insightReels } = expectOk(
      await viewer.client.gql<{
        insightReels: { id: string; title: string; clipCount: number; clips: { clipId: string }[] }[];
      }>(INSIGHT_REELS, { i: insightId }),
    );
    for (const reel of insightReels) expect(reel.clipCount).toBe(reel.clips.length);
    return insightReels;
  }

  it("should play a recording's audio/video highlights in time order, with text, speaker and stored media, when a viewer opens its reel", async () => {
    const { noteId, fileId } = await recording();
    const late = await clip(fileId, 2000, 3000);
    const early = await clip(fileId, 1000, 2000);
    const reel = expectOk(
      await viewer.client.gql<{ noteFileReel: Reel }>(NOTE_FILE_REEL, { n: noteId, f: fileId }),
    ).noteFileReel;
    expect(reel.kind).toBe('NOTE_FILE');
    expect(reel.title).toBe('Interview with Ana: call.wav');
    expect(reel.maxClips).toBe(100);
    expect(reel.clips).toEqual([
      {
        clipId: early,
        fileId,
        type: 'AUDIO',
        mime: 'audio/wav',
        mediaUrl: `/files/${fileId}`,
        startTime: 1000,
        endTime: 2000,
        clipDuration: 1000,
        text: 'It took weeks and nobody helped.',
        speaker: 'Ana',
        noteId,
        noteTitle: 'Interview with Ana',
        tags: [],
      },
      expect.objectContaining({ clipId: late, startTime: 2000, endTime: 3000, text: 'Pricing felt fair.' }),
    ]);
    // The player streams the stored bytes and seeks by range.
    const media = await rawRequest(`${sut.address}${reel.clips[0]?.mediaUrl}`, {
      headers: { host: viewer.client.host, cookie: viewer.client.sessionCookie ?? '', range: 'bytes=0-99' },
    });
    expect(media.status).toBe(206);
    expect(media.bytes.subarray(0, 4).toString('latin1')).toBe('RIFF');
  });

  it('should cap a recording reel at 100 clips and refuse a reel of 101 highlights, picked or cited, changing nothing', async () => {
    const { noteId, fileId } = await recording('A long call');
    const ids: string[] = [];
    // One after another, as a member would make them.
    for (let i = 0; i < 101; i += 1) ids.push(await clip(fileId, i * 10, i * 10 + 5));
    const reel = expectOk(
      await viewer.client.gql<{ noteFileReel: Reel }>(NOTE_FILE_REEL, { n: noteId, f: fileId }),
    ).noteFileReel;
    expect(reel.clips).toHaveLength(100);
    expect(reel.clips.map((c) => c.startTime)).toEqual(Array.from({ length: 100 }, (_, i) => i * 10));

    const insightId = await insightCiting(ids, 'Everything in the long call');
    const picked = await contributor.client.gql(CREATE, {
      input: { insightId, title: 'All', highlightIds: ids },
    });
    expect(errorCode(picked)).toBe('BAD_USER_INPUT');
    expect(picked.errors?.[0]?.message).toBe(TOO_MANY);
    const cited = await contributor.client.gql(CREATE, { input: { insightId, title: 'All' } });
    expect(errorCode(cited)).toBe('BAD_USER_INPUT');
    expect(cited.errors?.[0]?.message).toBe(TOO_MANY);
    expect(await reelsOf(insightId)).toEqual([]);
    // Exactly 100 is allowed.
    const hundred = expectOk(
      await contributor.client.gql<{ createReel: Reel }>(CREATE, {
        input: { insightId, title: 'First hundred', highlightIds: ids.slice(0, 100) },
      }),
    ).createReel;
    expect(hundred.clips.map((c) => c.clipId)).toEqual(ids.slice(0, 100));
  }, 180_000);

  it("should make, rename, reorder, trim and delete an insight's reel when a contributor edits it", async () => {
    const { fileId } = await recording();
    const [a, b, c] = [
      await clip(fileId, 0, 1000),
      await clip(fileId, 1000, 2000),
      await clip(fileId, 2000, 3000),
    ];
    const insightId = await insightCiting([c, a, b]);
    const made = expectOk(
      await contributor.client.gql<{ createReel: Reel }>(CREATE, { input: { insightId } }),
    ).createReel;
    expect(made).toMatchObject({ kind: 'INSIGHT', title: 'Untitled reel', insightId });
    expect(made.clips.map((clip) => clip.clipId)).toEqual([c, a, b]);
    expect(made.clips[1]?.speaker).toBe('Interviewer');

    const renamed = expectOk(
      await contributor.client.gql<{ updateReel: Reel }>(UPDATE, {
        input: { id: made.id, title: '  Why onboarding drags  ' },
      }),
    ).updateReel;
    expect(renamed.title).toBe('Why onboarding drags');
    expect(renamed.clips.map((clip) => clip.clipId)).toEqual([c, a, b]);
    const reordered = expectOk(
      await contributor.client.gql<{ updateReel: Reel }>(UPDATE, {
        input: { id: made.id, highlightIds: [a, b, c] },
      }),
    ).updateReel;
    expect(reordered.clips.map((clip) => clip.clipId)).toEqual([a, b, c]);
    const trimmed = expectOk(
      await contributor.client.gql<{ updateReel: Reel }>(UPDATE, {
        input: { id: made.id, highlightIds: [b] },
      }),
    ).updateReel;
    expect(trimmed.clips.map((clip) => clip.clipId)).toEqual([b]);
    expect((await reelsOf(insightId)).map((r) => [r.title, r.clips.map((clip) => clip.clipId)])).toEqual([
      ['Why onboarding drags', [b]],
    ]);
    expect(
      expectOk(
        await contributor.client.gql<{ deleteReel: string }>('mutation($id: ID!) { deleteReel(id: $id) }', {
          id: made.id,
        }),
      ).deleteReel,
    ).toBe(made.id);
    expect(await reelsOf(insightId)).toEqual([]);
  });

  it('should refuse a viewer making, changing or deleting a reel, changing nothing', async () => {
    const { fileId } = await recording();
    const a = await clip(fileId, 0, 1000);
    const insightId = await insightCiting([a]);
    const reel = expectOk(
      await contributor.client.gql<{ createReel: Reel }>(CREATE, { input: { insightId, title: 'Kept' } }),
    ).createReel;
    expect(errorCode(await viewer.client.gql(CREATE, { input: { insightId } }))).toBe('FORBIDDEN');
    expect(errorCode(await viewer.client.gql(UPDATE, { input: { id: reel.id, title: 'Changed' } }))).toBe(
      'FORBIDDEN',
    );
    expect(
      errorCode(await viewer.client.gql('mutation($id: ID!) { deleteReel(id: $id) }', { id: reel.id })),
    ).toBe('FORBIDDEN');
    expect((await reelsOf(insightId)).map((r) => r.title)).toEqual(['Kept']);
  });

  it.each([
    ['a highlight twice', 'dup', 'A highlight can appear only once in a reel.'],
    [
      'a note-text highlight',
      'text',
      'Every clip must be an audio or video highlight (cut from a recording transcript) that you can read.',
    ],
    [
      'an unknown id',
      'unknown',
      'Every clip must be an audio or video highlight (cut from a recording transcript) that you can read.',
    ],
    [
      'no clips',
      'none',
      'A reel needs at least one clip: pick audio or video highlights, or cite some in the insight first.',
    ],
    ['a title of 201 characters', 'title', 'A reel title can be at most 200 characters long.'],
  ])(
    'should refuse %s with BAD_USER_INPUT and a clear message, changing nothing',
    async (_what, kind, message) => {
      const { noteId, fileId } = await recording();
      const a = await clip(fileId, 0, 1000);
      const insightId = await insightCiting([a]);
      const reel = expectOk(
        await contributor.client.gql<{ createReel: Reel }>(CREATE, { input: { insightId, title: 'Before' } }),
      ).createReel;
      const textHighlight = expectOk(
        await contributor.client.gql<{ createHighlight: { id: string } }>(
          'mutation($i: CreateHighlightInput!) { createHighlight(input: $i) { id } }',
          { i: { noteId, startOffset: 0, endOffset: 5, text: 'Notes' } },
        ),
      ).createHighlight.id;
      const input: Record<string, unknown> = { id: reel.id };
      if (kind === 'dup') input.highlightIds = [a, a];
      if (kind === 'text') input.highlightIds = [a, textHighlight];
      if (kind === 'unknown') input.highlightIds = [a, '7a1f3c52-0d7e-4a43-9d1c-5b8f2a6e9c10'];
      if (kind === 'none') input.highlightIds = [];
      if (kind === 'title') input.title = 'x'.repeat(201);
      const response = await contributor.client.gql(UPDATE, { input });
      expect(errorCode(response)).toBe('BAD_USER_INPUT');
      expect(response.errors?.[0]?.message).toBe(message);
      expect((await reelsOf(insightId)).map((r) => [r.title, r.clips.map((c) => c.clipId)])).toEqual([
        ['Before', [a]],
      ]);
    },
  );

  it('should refuse the reel of an image, and of a file of another note', async () => {
    const { noteId } = await recording();
    const image = await uploadFile(sut.address, contributor.client, noteId, 'photo.png', buildPng());
    const imageId = image.json<{ file: { id: string } }>().file.id;
    const notMedia = await viewer.client.gql(NOTE_FILE_REEL, { n: noteId, f: imageId });
    expect(errorCode(notMedia)).toBe('BAD_USER_INPUT');
    expect(notMedia.errors?.[0]?.message).toBe(
      'Only audio and video files have a reel: this file is not a recording.',
    );
    const other = await recording('Another call');
    const wrongNote = await viewer.client.gql(NOTE_FILE_REEL, { n: noteId, f: other.fileId });
    expect(errorCode(wrongNote)).toBe('NOT_FOUND');
  });

  it("should play a tag's audio/video highlights only, in its reel", async () => {
    const tagId = expectOk(
      await contributor.client.gql<{ createTag: { id: string } }>(
        'mutation($p: ID!) { createTag(input: { projectId: $p, title: "Slow onboarding" }) { id } }',
        { p: projectId },
      ),
    ).createTag.id;
    const { fileId } = await recording();
    const tagged = await clip(fileId, 1000, 2000, [tagId]);
    await clip(fileId, 2000, 3000);
    const reel = expectOk(
      await viewer.client.gql<{ tagReel: Reel }>(`query($t: ID!) { tagReel(tagId: $t) { ${REEL} } }`, {
        t: tagId,
      }),
    ).tagReel;
    expect(reel).toMatchObject({ kind: 'TAG', title: 'Slow onboarding' });
    expect(reel.clips.map((c) => [c.clipId, c.tags.map((t) => t.title)])).toEqual([
      [tagged, ['Slow onboarding']],
    ]);
  });

  describe('embeds', () => {
    const anonymous = () => sut.client(ws.subdomain);
    const EMBED = `query($id: ID!) { embeddedReel(reelId: $id) { ${REEL} } }`;
    const EMBED_FILE = `query($n: ID!, $f: ID!) { embeddedNoteFileReel(noteId: $n, fileId: $f) { ${REEL} } }`;
    const GONE = 'This reel is not available: none of its clips is shared publicly.';

    it("should embed an insight's reel only while the published insight has a live share link", async () => {
      const { fileId } = await recording();
      const a = await clip(fileId, 1000, 2000);
      const insightId = await insightCiting([a]);
      const reel = expectOk(
        await contributor.client.gql<{ createReel: Reel }>(CREATE, {
          input: { insightId, title: 'Shared reel' },
        }),
      ).createReel;
      const before = await anonymous().gql(EMBED, { id: reel.id });
      expect(errorCode(before)).toBe('NOT_FOUND');
      expect(before.errors?.[0]?.message).toBe(GONE);

      expectOk(
        await contributor.client.gql('mutation($id: ID!) { publishInsight(id: $id) { id } }', {
          id: insightId,
        }),
      );
      const link = expectOk(
        await contributor.client.gql<{ createShareLink: { id: string } }>(
          'mutation($id: ID!) { createShareLink(insightId: $id) { id } }',
          { id: insightId },
        ),
      ).createShareLink;
      const shown = expectOk(
        await anonymous().gql<{ embeddedReel: Reel }>(EMBED, { id: reel.id }),
      ).embeddedReel;
      expect(shown).toMatchObject({ title: 'Shared reel', insightId: null });
      expect(shown.clips.map((c) => [c.clipId, c.text, c.noteId, c.mediaUrl])).toEqual([
        [a, 'It took weeks and nobody helped.', null, `/files/clips/${a}`],
      ]);
      const media = await rawRequest(`${sut.address}/files/clips/${a}`, {
        headers: { host: anonymous().host, range: 'bytes=0-3' },
      });
      expect(media.status).toBe(206);
      expect(media.bytes.toString('latin1')).toBe('RIFF');

      expectOk(
        await contributor.client.gql('mutation($id: ID!) { revokeShareLink(id: $id) { id } }', {
          id: link.id,
        }),
      );
      expect((await anonymous().gql(EMBED, { id: reel.id })).errors?.[0]?.message).toBe(GONE);
      const after = await rawRequest(`${sut.address}/files/clips/${a}`, {
        headers: { host: anonymous().host },
      });
      expect(after.status).toBe(404);
    });

    it("should embed a recording's reel only while its note is shared, and a tag's reel with only its public clips", async () => {
      const tagId = expectOk(
        await contributor.client.gql<{ createTag: { id: string } }>(
          'mutation($p: ID!) { createTag(input: { projectId: $p, title: "Embedded tag" }) { id } }',
          { p: projectId },
        ),
      ).createTag.id;
      const shared = await recording('Shared call');
      const sharedClip = await clip(shared.fileId, 0, 1000, [tagId]);
      const privateCall = await recording('Private call');
      await clip(privateCall.fileId, 0, 1000, [tagId]);
      const EMBED_TAG = `query($t: ID!) { embeddedTagReel(tagId: $t) { ${REEL} } }`;
      expect(
        (await anonymous().gql(EMBED_FILE, { n: shared.noteId, f: shared.fileId })).errors?.[0]?.message,
      ).toBe(GONE);
      expect((await anonymous().gql(EMBED_TAG, { t: tagId })).errors?.[0]?.message).toBe(GONE);

      expectOk(
        await contributor.client.gql('mutation($id: ID!) { createNoteShareLink(noteId: $id) { id } }', {
          id: shared.noteId,
        }),
      );
      const fileReel = expectOk(
        await anonymous().gql<{ embeddedNoteFileReel: Reel }>(EMBED_FILE, {
          n: shared.noteId,
          f: shared.fileId,
        }),
      ).embeddedNoteFileReel;
      expect(fileReel.clips.map((c) => [c.clipId, c.speaker, c.noteTitle])).toEqual([
        [sharedClip, 'Interviewer', 'Shared call'],
      ]);
      const tagReel = expectOk(
        await anonymous().gql<{ embeddedTagReel: Reel }>(EMBED_TAG, { t: tagId }),
      ).embeddedTagReel;
      expect(tagReel.clips.map((c) => c.clipId)).toEqual([sharedClip]);
      expect(
        (await anonymous().gql(EMBED_FILE, { n: privateCall.noteId, f: privateCall.fileId })).errors?.[0]
          ?.message,
      ).toBe(GONE);
    });
  });
});
