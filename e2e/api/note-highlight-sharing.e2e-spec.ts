import { randomUUID } from 'node:crypto';
import { errorCode, type GqlResponse } from '../../services/all-in-one/src/testing/graphql-client';
import type { GraphqlClient } from '../../services/all-in-one/src/testing/graphql-client';
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

const GONE = 'This link was revoked or does not exist.';
const LINK_FIELDS = 'id token path active insightId noteId highlightId';
const SHARED_NOTE = 'query($t: String!) { sharedNote(shareToken: $t) { title createdAt content } }';
const SHARED_HIGHLIGHT =
  'query($t: String!) { sharedHighlight(shareToken: $t) { id quote noteTitle tags { title color } } }';
const SHARED_INSIGHT = 'query($t: String!) { sharedInsight(shareToken: $t) { title } }';
const SET_PERMISSION = `mutation($p: ID!, $s: ID!, $perm: Permission!) {
  setProjectPermission(input: { projectId: $p, subjectKind: USER, subjectId: $s, permission: $perm }) { generalAccess } }`;
const REMOVE_PERMISSION = `mutation($p: ID!, $s: ID!) {
  removeProjectPermission(input: { projectId: $p, subjectKind: USER, subjectId: $s }) { generalAccess } }`;

interface Link {
  id: string;
  token: string;
  path: string;
  active: boolean;
  insightId: string | null;
  noteId: string | null;
  highlightId: string | null;
}

function expectGone(response: GqlResponse<unknown>, secrets: string[] = []): void {
  expect(errorCode(response)).toBe('NOT_FOUND');
  expect(response.errors?.[0]?.message).toBe(GONE);
  expect(response.data).toBeNull();
  expectNoLeak(JSON.stringify(response), secrets);
}

/**
 * Share links of a note (`/p/data/{token}`) and of a highlight (`/public-object/{token}`): made by a
 * contributor who can read what they share, read without a session on the workspace's host, gone
 * once revoked, trashed or deleted, and only while the link's creator can still read it.
 */
describe('share links of notes and highlights', () => {
  let sut: TestServer;
  let ws: BuiltWorkspace;
  let contributor: BuiltAccount;
  let viewer: BuiltAccount;
  let projectId: string;

  const manager = () => ws.manager.client;
  const anonymous = () => sut.client(ws.subdomain);
  const noteLink = (noteId: string, client: GraphqlClient = manager()) =>
    client.gql<{ createNoteShareLink: Link }>(
      `mutation($id: ID!) { createNoteShareLink(noteId: $id) { ${LINK_FIELDS} } }`,
      { id: noteId },
    );
  const highlightLink = (highlightId: string, client: GraphqlClient = manager()) =>
    client.gql<{ createHighlightShareLink: Link }>(
      `mutation($id: ID!) { createHighlightShareLink(highlightId: $id) { ${LINK_FIELDS} } }`,
      { id: highlightId },
    );
  const linksOfNote = async (noteId: string) =>
    expectOk(
      await manager().gql<{ noteShareLinks: Link[] }>(
        `query($id: ID!) { noteShareLinks(noteId: $id) { ${LINK_FIELDS} } }`,
        { id: noteId },
      ),
    ).noteShareLinks;
  const sharedNote = (token: string, subdomain = ws.subdomain) =>
    sut
      .client(subdomain)
      .gql<{ sharedNote: { title: string; createdAt: string; content: string } }>(SHARED_NOTE, { t: token });
  const sharedHighlight = (token: string) =>
    anonymous().gql<{
      sharedHighlight: { id: string; quote: string; noteTitle: string; tags: { title: string }[] };
    }>(SHARED_HIGHLIGHT, { t: token });

  /** A note with a tagged highlight of its first words, each text unique to it. */
  async function buildHighlighted(inProject = projectId) {
    const quote = `Quote ${randomUUID()}`;
    const noteTitle = `Interview ${uniqueSuffix()}`;
    const tagTitle = `Tag ${uniqueSuffix()}`;
    const noteId = await buildNote(manager(), inProject, noteTitle, `${quote} and the rest of the note.`);
    const tagId = expectOk(
      await manager().gql<{ createTag: { id: string } }>(
        'mutation($p: ID!, $t: String!) { createTag(input: { projectId: $p, title: $t }) { id } }',
        { p: inProject, t: tagTitle },
      ),
    ).createTag.id;
    const highlightId = expectOk(
      await manager().gql<{ createHighlight: { id: string } }>(
        'mutation($n: ID!, $e: Int!, $q: String!, $t: ID!) { createHighlight(input: { noteId: $n, startOffset: 0, endOffset: $e, text: $q, tagIds: [$t] }) { id } }',
        { n: noteId, e: quote.length, q: quote, t: tagId },
      ),
    ).createHighlight.id;
    return { noteId, noteTitle, highlightId, quote, tagTitle, secrets: [quote, noteTitle, tagTitle] };
  }

  /** A project only the manager (and whom they grant) can open. */
  async function privateProject(): Promise<string> {
    const id = await buildProject(manager(), `Secret study ${uniqueSuffix()}`);
    expectOk(
      await manager().gql(
        'mutation($p: ID!) { setProjectGeneralAccess(input: { projectId: $p, generalAccess: NONE }) { generalAccess } }',
        { p: id },
      ),
    );
    return id;
  }

  const eventsOf = async (subject: string, id: string) =>
    (
      await sql<{ payload: Record<string, unknown> }>(
        sut,
        'select payload from regional.outbox_events where workspace_id = ? and subject = ?',
        [ws.id, subject],
      )
    ).filter((row) => row.payload.shareLinkId === id);

  beforeAll(async () => {
    sut = await sharedTestServer({ SEED_DEMO: 'false' });
    ws = await signUpAndCreateWorkspace(sut);
    contributor = await addMember(sut, ws, 'CONTRIBUTOR');
    viewer = await addMember(sut, ws, 'VIEWER');
    projectId = await buildProject(manager(), `Open study ${uniqueSuffix()}`);
  }, 120_000);
  afterAll(() => sut.close());

  it('should open a shared note read-only without a session, with its title, date and text only', async () => {
    const built = await buildHighlighted();
    const link = expectOk(await noteLink(built.noteId)).createNoteShareLink;
    expect(link).toMatchObject({ active: true, insightId: null, noteId: built.noteId, highlightId: null });
    expect(link.token).toMatch(/^[A-Za-z0-9]{12}$/);
    expect(link.path).toBe(`/p/data/${link.token}`);
    const response = await sharedNote(link.token);
    const { sharedNote: note } = expectOk(response);
    expect(note.title).toBe(built.noteTitle);
    expect(note.content).toBe(`${built.quote} and the rest of the note.`);
    expect(Number.isNaN(Date.parse(note.createdAt))).toBe(false);
    // Nothing of the workspace but the note: no ids, no project, no tags, no author.
    expectNoLeak(JSON.stringify(response), [built.noteId, projectId, built.tagTitle, ws.manager.email]);
    expect(await linksOfNote(built.noteId)).toEqual([link]);
    const [event] = await eventsOf('share_link.created', link.id);
    expect(event?.payload).toMatchObject({
      noteId: built.noteId,
      insightId: null,
      highlightId: null,
      projectId,
    });
  });

  it('should open a shared highlight without a session: its quote, note title and tags', async () => {
    const built = await buildHighlighted();
    const link = expectOk(
      await highlightLink(built.highlightId, contributor.client),
    ).createHighlightShareLink;
    expect(link).toMatchObject({ highlightId: built.highlightId, noteId: null, insightId: null });
    expect(link.path).toBe(`/public-object/${link.token}`);
    const response = await sharedHighlight(link.token);
    expect(expectOk(response).sharedHighlight).toEqual({
      id: built.highlightId,
      quote: built.quote,
      noteTitle: built.noteTitle,
      tags: [{ title: built.tagTitle, color: expect.any(String) }],
    });
    expectNoLeak(JSON.stringify(response), [built.noteId, projectId, contributor.email]);
  });

  it('should answer a token of one kind only where it belongs', async () => {
    const built = await buildHighlighted();
    const forNote = expectOk(await noteLink(built.noteId)).createNoteShareLink;
    const forHighlight = expectOk(await highlightLink(built.highlightId)).createHighlightShareLink;
    expectGone(await anonymous().gql(SHARED_INSIGHT, { t: forNote.token }), built.secrets);
    expectGone(await sharedHighlight(forNote.token), built.secrets);
    expectGone(await sharedNote(forHighlight.token), built.secrets);
    expectGone(await anonymous().gql(SHARED_INSIGHT, { t: forHighlight.token }), built.secrets);
  });

  it('should answer "revoked or does not exist" once revoked, as for unknown and malformed tokens', async () => {
    const built = await buildHighlighted();
    const forNote = expectOk(await noteLink(built.noteId)).createNoteShareLink;
    const forHighlight = expectOk(await highlightLink(built.highlightId)).createHighlightShareLink;
    for (const link of [forNote, forHighlight]) {
      const revoked = expectOk(
        await manager().gql<{ revokeShareLink: Link }>(
          `mutation($id: ID!) { revokeShareLink(id: $id) { ${LINK_FIELDS} } }`,
          { id: link.id },
        ),
      ).revokeShareLink;
      expect(revoked.active).toBe(false);
      expect(await eventsOf('share_link.revoked', link.id)).toHaveLength(1);
    }
    expectGone(await sharedNote(forNote.token), built.secrets);
    expectGone(await sharedHighlight(forHighlight.token), built.secrets);
    expectGone(await sharedNote('AAAAAAAAAAAA'));
    expectGone(await sharedHighlight('not a token'));
    // Another workspace's host never opens this workspace's token.
    const other = await signUpAndCreateWorkspace(sut);
    const live = expectOk(await noteLink(built.noteId)).createNoteShareLink;
    expect(expectOk(await sharedNote(live.token)).sharedNote.title).toBe(built.noteTitle);
    expectGone(await sharedNote(live.token, other.subdomain), built.secrets);
  });

  it('should stop opening a note in the trash and a deleted highlight, and open the note again once restored', async () => {
    const built = await buildHighlighted();
    const forNote = expectOk(await noteLink(built.noteId)).createNoteShareLink;
    const forHighlight = expectOk(await highlightLink(built.highlightId)).createHighlightShareLink;
    expectOk(await manager().gql('mutation($id: ID!) { deleteNote(id: $id) }', { id: built.noteId }));
    expectGone(await sharedNote(forNote.token), built.secrets);
    expectGone(await sharedHighlight(forHighlight.token), built.secrets);
    expectOk(await manager().gql('mutation($id: ID!) { restoreNote(id: $id) { id } }', { id: built.noteId }));
    expect(expectOk(await sharedNote(forNote.token)).sharedNote.title).toBe(built.noteTitle);
    expectOk(
      await manager().gql('mutation($id: ID!) { deleteHighlight(id: $id) }', { id: built.highlightId }),
    );
    expectGone(await sharedHighlight(forHighlight.token), built.secrets);
  });

  it("should show private-project content only while the link's creator can still read it", async () => {
    const secretProject = await privateProject();
    const built = await buildHighlighted(secretProject);
    // Without access, the contributor cannot even learn the note exists, and nothing is made.
    expect(errorCode(await noteLink(built.noteId, contributor.client))).toBe('NOT_FOUND');
    expect(errorCode(await highlightLink(built.highlightId, contributor.client))).toBe('NOT_FOUND');
    expect(await linksOfNote(built.noteId)).toEqual([]);

    expectOk(await manager().gql(SET_PERMISSION, { p: secretProject, s: contributor.id, perm: 'WRITE' }));
    const forNote = expectOk(await noteLink(built.noteId, contributor.client)).createNoteShareLink;
    const forHighlight = expectOk(
      await highlightLink(built.highlightId, contributor.client),
    ).createHighlightShareLink;
    expect(expectOk(await sharedNote(forNote.token)).sharedNote.title).toBe(built.noteTitle);
    expect(expectOk(await sharedHighlight(forHighlight.token)).sharedHighlight.quote).toBe(built.quote);

    expectOk(await manager().gql(REMOVE_PERMISSION, { p: secretProject, s: contributor.id }));
    expectGone(await sharedNote(forNote.token), built.secrets);
    expectGone(await sharedHighlight(forHighlight.token), built.secrets);
    // Access given back: the links open again (they were never revoked).
    expectOk(await manager().gql(SET_PERMISSION, { p: secretProject, s: contributor.id, perm: 'READ' }));
    expect(expectOk(await sharedNote(forNote.token)).sharedNote.title).toBe(built.noteTitle);
  });

  it('should refuse a note whose share payload is over 17000 serialised characters, and share one of exactly 17000', async () => {
    // {"title":"…","createdAt":"<24 characters>","content":"…"}: 64 characters besides title and text.
    const title = 'Long note';
    const fits = 17000 - 64 - title.length;
    const atLimit = await buildNote(manager(), projectId, title, 'a'.repeat(fits));
    const over = await buildNote(manager(), projectId, title, 'a'.repeat(fits + 1));
    expect(expectOk(await noteLink(atLimit)).createNoteShareLink.active).toBe(true);
    const refused = await noteLink(over);
    expect(errorCode(refused)).toBe('BAD_USER_INPUT');
    expect(refused.errors?.[0]?.message).toBe(
      'This note is too large to share: its shared content is 17001 serialised characters, and a share can hold at most 17000.',
    );
    expect(await linksOfNote(over)).toEqual([]);
  });

  it('should refuse a viewer and an API token, and make nothing', async () => {
    const built = await buildHighlighted();
    expect(errorCode(await noteLink(built.noteId, viewer.client))).toBe('FORBIDDEN');
    expect(errorCode(await highlightLink(built.highlightId, viewer.client))).toBe('FORBIDDEN');
    const { secret } = await buildApiToken(manager());
    const script = sut.client(ws.subdomain);
    script.bearer = secret;
    expect(errorCode(await noteLink(built.noteId, script))).toBe('FORBIDDEN');
    expect(errorCode(await highlightLink(built.highlightId, script))).toBe('FORBIDDEN');
    expect(await linksOfNote(built.noteId)).toEqual([]);
  });
});
