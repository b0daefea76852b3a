import { seededRandom } from '@fieldnote/core';
import * as Y from 'yjs';
import { errorCode } from '../../services/all-in-one/src/testing/graphql-client';
import { sharedTestServer } from '../../services/all-in-one/src/testing/shared-test-server';
import type { TestServer } from '../../services/all-in-one/src/testing/test-server';
import {
  type BuiltWorkspace,
  buildNote,
  buildProject,
  expectOk,
  signUpAndCreateWorkspace,
} from './factories';

const NOTE_TEXT = 'Onboarding took weeks.\nSupport was slow.';
const CREATE_HIGHLIGHT = `mutation($input: CreateHighlightInput!) {
  createHighlight(input: $input) { id text startOffset endOffset startAnchor endAnchor } }`;
const NOTE_HIGHLIGHTS = 'query($id: ID!) { note(id: $id) { content highlights { id } } }';

interface Created {
  id: string;
  text: string;
  startOffset: number;
  endOffset: number;
  startAnchor: string;
  endAnchor: string;
}

const base64 = (bytes: Uint8Array): string => Buffer.from(bytes).toString('base64');

describe('highlight anchors from clients', () => {
  let sut: TestServer;
  let ws: BuiltWorkspace;
  let projectId: string;

  beforeAll(async () => {
    sut = await sharedTestServer();
    ws = await signUpAndCreateWorkspace(sut);
    projectId = await buildProject(ws.manager.client);
  });
  afterAll(() => sut.close());

  function createHighlight(noteId: string, startAnchor: string, endAnchor: string) {
    return ws.manager.client.gql<{ createHighlight: Created }>(CREATE_HIGHLIGHT, {
      input: { noteId, startOffset: 0, endOffset: 0, text: '', startAnchor, endAnchor },
    });
  }
  async function highlightCount(noteId: string): Promise<number> {
    return expectOk(
      await ws.manager.client.gql<{ note: { highlights: unknown[] } }>(NOTE_HIGHLIGHTS, { id: noteId }),
    ).note.highlights.length;
  }
  /** A highlight made from offsets: its anchors are real positions in the note's document. */
  async function anchoredHighlight(noteId: string, quote: string): Promise<Created> {
    const startOffset = NOTE_TEXT.indexOf(quote);
    return expectOk(
      await ws.manager.client.gql<{ createHighlight: Created }>(CREATE_HIGHLIGHT, {
        input: { noteId, startOffset, endOffset: startOffset + quote.length, text: quote },
      }),
    ).createHighlight;
  }

  it('should refuse anchors that are not Yjs relative positions (base64 of garbage-garbage) and change nothing', async () => {
    const noteId = await buildNote(ws.manager.client, projectId, 'Garbage anchors', NOTE_TEXT);
    const garbage = Buffer.from('garbage-garbage').toString('base64');
    const response = await createHighlight(noteId, garbage, garbage);
    expect(response.errors?.[0]?.extensions).toMatchObject({
      errorCode: 'BAD_USER_INPUT',
      humanReadable: true,
      details: { field: 'startAnchor' },
    });
    expect(response.errors?.[0]?.message).toBe(
      "The highlight's start anchor is not a valid position in this note.",
    );
    expect(await highlightCount(noteId)).toBe(0);
  });

  it('should name the end anchor when only the end is not a position in the note', async () => {
    const noteId = await buildNote(ws.manager.client, projectId, 'Bad end anchor', NOTE_TEXT);
    const real = await anchoredHighlight(noteId, 'took weeks');
    // Well-formed positions that name no character of this note: an item of a client that never
    // wrote to it, the fragment's root by name, and a root that does not exist.
    const elsewhere = [
      Y.createRelativePositionFromJSON({ item: { client: 987654, clock: 3 }, assoc: 0 }),
      Y.createRelativePositionFromJSON({ tname: 'default', assoc: 0 }),
      Y.createRelativePositionFromJSON({ tname: 'somewhere-else', assoc: -1 }),
      Y.createRelativePositionFromJSON({ type: { client: 0, clock: 100000 }, assoc: 0 }),
    ];
    for (const position of elsewhere) {
      const response = await createHighlight(
        noteId,
        real.startAnchor,
        base64(Y.encodeRelativePosition(position)),
      );
      expect(response.errors?.[0]?.extensions).toMatchObject({
        errorCode: 'BAD_USER_INPUT',
        details: { field: 'endAnchor' },
      });
      expect(response.errors?.[0]?.message).toBe(
        "The highlight's end anchor is not a valid position in this note.",
      );
    }
    // A valid encoding followed by extra bytes is not one position either.
    const padded = base64(Buffer.concat([Buffer.from(real.endAnchor, 'base64'), Buffer.from([7])]));
    expect(errorCode(await createHighlight(noteId, real.startAnchor, padded))).toBe('BAD_USER_INPUT');
    expect(await highlightCount(noteId)).toBe(1);
    // The real anchors still make a highlight of the same words.
    const again = expectOk(await createHighlight(noteId, real.startAnchor, real.endAnchor)).createHighlight;
    expect(again).toMatchObject({
      text: 'took weeks',
      startOffset: real.startOffset,
      endOffset: real.endOffset,
    });
  });

  it('should answer random bytes, random base64 and random positions with BAD_USER_INPUT or a highlight of the note, never anything else', async () => {
    const noteId = await buildNote(ws.manager.client, projectId, 'Fuzzed anchors', NOTE_TEXT);
    const real = await anchoredHighlight(noteId, 'Support was slow');
    const random = seededRandom(30);
    const int = (below: number) => Math.floor(random() * below);
    const bytes = (length: number) => Uint8Array.from({ length }, () => int(256));
    const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/=';
    const generators: (() => string)[] = [
      // Random bytes, encoded.
      () => base64(bytes(1 + int(40))),
      // Random base64 characters, padding anywhere.
      () => Array.from({ length: 1 + int(40) }, () => ALPHABET[int(ALPHABET.length)]).join(''),
      // A real anchor with one byte changed.
      () => {
        const changed = Buffer.from(real.startAnchor, 'base64');
        changed[int(changed.length)] = int(256);
        return base64(changed);
      },
      // Well-formed positions at random items, types and names; items of the note's build (client
      // 0) often stand at a real character, so some of these make highlights.
      () => {
        const id = { client: random() < 0.7 ? 0 : int(2 ** 32), clock: int(60) };
        const assoc = int(5) - 2;
        const kind = int(3);
        const json =
          kind === 0 ? { item: id, assoc } : kind === 1 ? { type: id, assoc } : { tname: 'x', assoc };
        return base64(Y.encodeRelativePosition(Y.createRelativePositionFromJSON(json)));
      },
    ];
    const anchorFrom = (): string => (generators[int(generators.length)] as () => string)();
    let made = 1;
    for (let i = 0; i < 150; i++) {
      const start = random() < 0.25 ? real.startAnchor : anchorFrom();
      const end = random() < 0.25 ? real.endAnchor : anchorFrom();
      const response = await createHighlight(noteId, start, end);
      if (response.errors) {
        expect({ start, end, code: errorCode(response) }).toEqual({ start, end, code: 'BAD_USER_INPUT' });
        continue;
      }
      made++;
      const created = (response.data as { createHighlight: Created }).createHighlight;
      expect(created.text).toBe(NOTE_TEXT.slice(created.startOffset, created.endOffset));
    }
    // Both outcomes were exercised: some random pairs made highlights, and the refusals changed nothing.
    expect(made).toBeGreaterThan(2);
    expect(await highlightCount(noteId)).toBe(made);
  });
});
