import { type GqlResponse } from '../../services/all-in-one/src/testing/graphql-client';
import { type TestServer, startTestServer } from '../../services/all-in-one/src/testing/test-server';
import { expectNoLeak } from './expect-no-leak';
import { buildWav } from './file-fixtures';
import { uploadFile } from './file-upload-client';
import {
  type BuiltAccount,
  type BuiltWorkspace,
  STRONG_PASSWORD,
  addMember,
  buildApiToken,
  buildEmail,
  buildNote,
  buildProject,
  expectOk,
  gqlWithCookie,
  invite,
  logIn,
  signInDemo,
  signUp,
  signUpAndCreateWorkspace,
} from './factories';

interface BData {
  projectId: string;
  projectTitle: string;
  noteId: string;
  noteTitle: string;
  insightId: string;
  insightTitle: string;
  tagId: string;
  otherTagId: string;
  tagTitle: string;
  tagHighlightCount: number;
  highlightId: string;
  fileId: string;
  tokenId: string;
  tokenSecret: string;
  shareLinkId: string;
  shareToken: string;
  memberCount: number;
  projectCount: number;
  tagBoardId: string;
  tagBoardTitle: string;
  /** B's project's boards: the seeded demo board and the one made here. */
  tagBoardIds: string[];
  tagGroupId: string;
  otherTagGroupId: string;
  folderId: string;
  folderName: string;
}

/** Every way of reading B's data: each must answer FORBIDDEN or NOT_FOUND to a member of A. */
function queriesAgainst(b: BData): [string, string, Record<string, unknown>?][] {
  return [
    ['workspace', '{ workspace { id name subdomain } }'],
    ['members', '{ members { id email role } }'],
    ['projects', '{ projects { id title } }'],
    ['project(id)', 'query($id: ID!) { project(id: $id) { id title } }', { id: b.projectId }],
    [
      'notes(projectId)',
      'query($id: ID!) { notes(projectId: $id) { id title content } }',
      { id: b.projectId },
    ],
    [
      'note(id)',
      'query($id: ID!) { note(id: $id) { id title content highlights { text } } }',
      { id: b.noteId },
    ],
    ['tags', 'query($id: ID!) { tags(projectId: $id) { id title } }', { id: b.projectId }],
    ['insights', 'query($id: ID!) { insights(projectId: $id) { id title } }', { id: b.projectId }],
    ['insight(id)', 'query($id: ID!) { insight(id: $id) { id title content } }', { id: b.insightId }],
    ['apiTokens', '{ apiTokens { id name } }'],
    ['tag(id)', 'query($id: ID!) { tag(id: $id) { id title } }', { id: b.tagId }],
    [
      'tagHighlights(tagId)',
      'query($id: ID!) { tagHighlights(tagId: $id) { id text noteTitle } }',
      { id: b.tagId },
    ],
    ['trash(projectId)', 'query($id: ID) { trash(projectId: $id) { id title } }', { id: b.projectId }],
    [
      'tagBoards(projectId)',
      'query($id: ID!) { tagBoards(projectId: $id) { id title } }',
      { id: b.projectId },
    ],
    [
      'tagBoard(id)',
      'query($id: ID!) { tagBoard(id: $id) { id title groups { id title tags { id title } } } }',
      { id: b.tagBoardId },
    ],
    [
      'projectHighlights(projectId)',
      'query($id: ID!) { projectHighlights(projectId: $id) { total items { id text noteTitle } } }',
      { id: b.projectId },
    ],
    ['folders', '{ folders { id name } }'],
    [
      'folder(id)',
      'query($id: ID!) { folder(id: $id) { id name children { id } projects { id title } } }',
      { id: b.folderId },
    ],
    ['highlight(id)', 'query($id: ID!) { highlight(id: $id) { id text noteTitle } }', { id: b.highlightId }],
    [
      'searchHighlights(projectId)',
      'query($id: ID!) { searchHighlights(projectId: $id) { id text } }',
      { id: b.projectId },
    ],
    [
      'shareLinks(insightId)',
      'query($id: ID!) { shareLinks(insightId: $id) { id token } }',
      { id: b.insightId },
    ],
    ['home', '{ home { recent { id title } publishedInsights { id title } } }'],
    ['files(noteId)', 'query($id: ID!) { files(noteId: $id) { id name url } }', { id: b.noteId }],
    ['file(id)', 'query($id: ID!) { file(id: $id) { id name transcript { text } } }', { id: b.fileId }],
  ];
}

/** Every way of changing B's data. */
function mutationsAgainst(b: BData, bManagerId: string): [string, string, Record<string, unknown>][] {
  return [
    [
      'createProject',
      'mutation($t: String!) { createProject(input: { title: $t }) { id } }',
      { t: 'Planted by A' },
    ],
    [
      'createNote',
      'mutation($p: ID!) { createNote(input: { projectId: $p, title: "Planted by A" }) { id } }',
      { p: b.projectId },
    ],
    [
      'updateNote',
      'mutation($id: ID!) { updateNote(input: { id: $id, title: "Defaced by A" }) { id title } }',
      { id: b.noteId },
    ],
    ['deleteNote', 'mutation($id: ID!) { deleteNote(id: $id) }', { id: b.noteId }],
    [
      'updateProject',
      'mutation($id: ID!) { updateProject(input: { id: $id, title: "Defaced by A" }) { id title } }',
      { id: b.projectId },
    ],
    ['moveProject', 'mutation($id: ID!) { moveProject(input: { id: $id }) { id } }', { id: b.projectId }],
    ['starProject', 'mutation($id: ID!) { starProject(id: $id) { id } }', { id: b.projectId }],
    ['unstarProject', 'mutation($id: ID!) { unstarProject(id: $id) { id } }', { id: b.projectId }],
    ['archiveProject', 'mutation($id: ID!) { archiveProject(id: $id) { id } }', { id: b.projectId }],
    ['unarchiveProject', 'mutation($id: ID!) { unarchiveProject(id: $id) { id } }', { id: b.projectId }],
    ['deleteProject', 'mutation($id: ID!) { deleteProject(id: $id) }', { id: b.projectId }],
    ['restoreProject', 'mutation($id: ID!) { restoreProject(id: $id) { id } }', { id: b.projectId }],
    ['deleteProjectForever', 'mutation($id: ID!) { deleteProjectForever(id: $id) }', { id: b.projectId }],
    ['duplicateNote', 'mutation($id: ID!) { duplicateNote(id: $id) { id } }', { id: b.noteId }],
    [
      'moveNote',
      'mutation($id: ID!, $p: ID!) { moveNote(input: { id: $id, projectId: $p }) { id } }',
      { id: b.noteId, p: b.projectId },
    ],
    ['restoreNote', 'mutation($id: ID!) { restoreNote(id: $id) { id } }', { id: b.noteId }],
    ['deleteNoteForever', 'mutation($id: ID!) { deleteNoteForever(id: $id) }', { id: b.noteId }],
    [
      'inviteMember',
      'mutation($e: String!) { inviteMember(input: { email: $e, role: MANAGER }) { id link } }',
      { e: buildEmail('accomplice') },
    ],
    [
      'changeMemberRole',
      'mutation($m: ID!) { changeMemberRole(input: { memberId: $m, role: VIEWER }) { id role } }',
      { m: bManagerId },
    ],
    ['createApiToken', 'mutation { createApiToken(name: "stolen") { token } }', {}],
    ['revokeApiToken', 'mutation($id: ID!) { revokeApiToken(id: $id) }', { id: b.tokenId }],
    [
      'createTag',
      'mutation($p: ID!) { createTag(input: { projectId: $p, title: "Planted by A" }) { id } }',
      { p: b.projectId },
    ],
    [
      'updateTag',
      'mutation($id: ID!) { updateTag(input: { id: $id, title: "Defaced by A" }) { id title } }',
      { id: b.tagId },
    ],
    [
      'mergeTags',
      'mutation($s: ID!, $t: ID!) { mergeTags(sourceId: $s, targetId: $t) { id } }',
      { s: b.tagId, t: b.otherTagId },
    ],
    ['deleteTag', 'mutation($id: ID!) { deleteTag(id: $id) }', { id: b.tagId }],
    [
      'createHighlight',
      'mutation($n: ID!) { createHighlight(input: { noteId: $n, startOffset: 0, endOffset: 1, text: "x" }) { id } }',
      { n: b.noteId },
    ],
    ['deleteHighlight', 'mutation($id: ID!) { deleteHighlight(id: $id) }', { id: b.highlightId }],
    [
      'tagHighlight',
      'mutation($h: ID!, $t: ID!) { tagHighlight(highlightId: $h, tagId: $t) { id } }',
      { h: b.highlightId, t: b.otherTagId },
    ],
    [
      'untagHighlight',
      'mutation($h: ID!, $t: ID!) { untagHighlight(highlightId: $h, tagId: $t) { id } }',
      { h: b.highlightId, t: b.tagId },
    ],
    [
      'createTagBoard',
      'mutation($p: ID!) { createTagBoard(input: { projectId: $p, title: "Planted by A" }) { id } }',
      { p: b.projectId },
    ],
    [
      'updateTagBoard',
      'mutation($id: ID!) { updateTagBoard(input: { id: $id, title: "Defaced by A" }) { id } }',
      { id: b.tagBoardId },
    ],
    ['deleteTagBoard', 'mutation($id: ID!) { deleteTagBoard(id: $id) }', { id: b.tagBoardId }],
    [
      'createTagGroup',
      'mutation($id: ID!) { createTagGroup(input: { boardId: $id, title: "Planted by A" }) { id } }',
      { id: b.tagBoardId },
    ],
    [
      'updateTagGroup',
      'mutation($id: ID!) { updateTagGroup(input: { id: $id, title: "Defaced by A" }) { id } }',
      { id: b.tagGroupId },
    ],
    ['deleteTagGroup', 'mutation($id: ID!) { deleteTagGroup(id: $id) }', { id: b.tagGroupId }],
    [
      'moveTagGroup',
      'mutation($id: ID!) { moveTagGroup(input: { id: $id }) { id } }',
      { id: b.otherTagGroupId },
    ],
    [
      'moveTagOnBoard',
      'mutation($b: ID!, $t: ID!, $g: ID!) { moveTagOnBoard(input: { boardId: $b, tagId: $t, groupId: $g }) { id } }',
      { b: b.tagBoardId, t: b.tagId, g: b.otherTagGroupId },
    ],
    ['createFolder', 'mutation { createFolder(input: { name: "Planted by A" }) { id } }', {}],
    [
      'updateFolder',
      'mutation($id: ID!) { updateFolder(input: { id: $id, name: "Defaced by A" }) { id } }',
      { id: b.folderId },
    ],
    ['moveFolder', 'mutation($id: ID!) { moveFolder(input: { id: $id }) { id } }', { id: b.folderId }],
    ['deleteFolder', 'mutation($id: ID!) { deleteFolder(id: $id) }', { id: b.folderId }],
    [
      'moveProjectToFolder',
      'mutation($p: ID!, $f: ID!) { moveProjectToFolder(input: { projectId: $p, folderId: $f }) { id } }',
      { p: b.projectId, f: b.folderId },
    ],
    [
      'createInsight',
      'mutation($p: ID!) { createInsight(input: { projectId: $p, title: "Planted by A" }) { id } }',
      { p: b.projectId },
    ],
    [
      'updateInsight',
      'mutation($id: ID!) { updateInsight(input: { id: $id, title: "Defaced by A" }) { id title } }',
      { id: b.insightId },
    ],
    ['publishInsight', 'mutation($id: ID!) { publishInsight(id: $id) { id } }', { id: b.insightId }],
    ['unpublishInsight', 'mutation($id: ID!) { unpublishInsight(id: $id) { id } }', { id: b.insightId }],
    ['lockInsight', 'mutation($id: ID!) { lockInsight(id: $id) { id } }', { id: b.insightId }],
    ['unlockInsight', 'mutation($id: ID!) { unlockInsight(id: $id) { id } }', { id: b.insightId }],
    ['deleteInsight', 'mutation($id: ID!) { deleteInsight(id: $id) }', { id: b.insightId }],
    ['restoreInsight', 'mutation($id: ID!) { restoreInsight(id: $id) { id } }', { id: b.insightId }],
    ['deleteInsightForever', 'mutation($id: ID!) { deleteInsightForever(id: $id) }', { id: b.insightId }],
    [
      'createShareLink',
      'mutation($id: ID!) { createShareLink(insightId: $id) { id token } }',
      { id: b.insightId },
    ],
    ['revokeShareLink', 'mutation($id: ID!) { revokeShareLink(id: $id) { id } }', { id: b.shareLinkId }],
    ['deleteFile', 'mutation($id: ID!) { deleteFile(id: $id) }', { id: b.fileId }],
    [
      'importTranscript',
      'mutation($f: ID!, $c: String!) { importTranscript(input: { fileId: $f, content: $c }) { id } }',
      { f: b.fileId, c: 'WEBVTT\n\n00:00:00.000 --> 00:00:01.000\nPlanted by A\n' },
    ],
    [
      'createTranscriptHighlight',
      'mutation($f: ID!) { createTranscriptHighlight(input: { fileId: $f, startMs: 0, endMs: 1000 }) { id } }',
      { f: b.fileId },
    ],
  ];
}

function expectDenied(response: GqlResponse<unknown>, allowed: string[], secrets: string[]): void {
  expect(response.errors?.length).toBeGreaterThan(0);
  expect(allowed).toContain(response.errors?.[0]?.extensions.errorCode);
  expect(response.data).toBeNull();
  expectNoLeak(JSON.stringify({ data: response.data, errors: response.errors }), secrets);
}

describe('tenant isolation', () => {
  let sut: TestServer;
  let a: BuiltWorkspace;
  let aViewer: BuiltAccount;
  let aContributor: BuiltAccount;
  let aProjectId: string;
  let b: BuiltWorkspace;
  let bData: BData;
  let secretsOfB: string[];

  /** B's state as its own manager sees it. */
  async function stateOfB() {
    const data = expectOk(
      await b.manager.client.gql<{
        projects: { id: string }[];
        members: { id: string; role: string }[];
        note: { title: string; highlights: { id: string }[] };
        apiTokens: { id: string }[];
        tag: { title: string; highlightCount: number };
        project: { title: string; archived: boolean; starred: boolean; folderId: string | null };
        trash: { id: string }[];
        tagBoards: { id: string }[];
        tagBoard: { title: string; groups: { id: string; title: string; tags: { id: string }[] }[] };
        folders: { id: string; name: string }[];
        insight: { title: string; published: boolean; locked: boolean };
        shareLinks: { id: string; active: boolean }[];
      }>(
        `query($n: ID!, $t: ID!, $p: ID!, $tb: ID!, $i: ID!) { projects { id } members { id role } note(id: $n) { title highlights { id } }
          apiTokens { id } tag(id: $t) { title highlightCount } project(id: $p) { title archived starred folderId } trash { id }
          tagBoards(projectId: $p) { id } tagBoard(id: $tb) { title groups { id title tags { id } } } folders { id name }
          insight(id: $i) { title published locked } shareLinks(insightId: $i) { id active } }`,
        { n: bData.noteId, t: bData.tagId, p: bData.projectId, tb: bData.tagBoardId, i: bData.insightId },
      ),
    );
    return {
      tagBoardIds: data.tagBoards.map((t) => t.id),
      tagBoard: data.tagBoard,
      folders: data.folders,
      project: data.project,
      trashCount: data.trash.length,
      projectCount: data.projects.length,
      members: data.members,
      noteTitle: data.note.title,
      highlightIds: data.note.highlights.map((h) => h.id),
      tokenIds: data.apiTokens.map((t) => t.id),
      tag: data.tag,
      insight: data.insight,
      shareLinks: data.shareLinks,
    };
  }

  async function expectBUnchanged(): Promise<void> {
    const state = await stateOfB();
    expect(state.projectCount).toBe(bData.projectCount);
    expect(state.project).toEqual({
      title: bData.projectTitle,
      archived: false,
      starred: false,
      folderId: null,
    });
    expect(state.tagBoardIds).toEqual(bData.tagBoardIds);
    expect(state.tagBoard).toEqual({
      title: bData.tagBoardTitle,
      groups: [
        { id: bData.tagGroupId, title: 'B pains', tags: [] },
        { id: bData.otherTagGroupId, title: 'B gains', tags: [] },
      ],
    });
    expect(state.folders).toEqual([{ id: bData.folderId, name: bData.folderName }]);
    expect(state.trashCount).toBe(0);
    expect(state.members).toEqual([{ id: b.manager.id, role: 'MANAGER' }]);
    expect(state.noteTitle).toBe(bData.noteTitle);
    expect(state.tokenIds).toContain(bData.tokenId);
    expect(state.highlightIds).toContain(bData.highlightId);
    expect(state.tag).toEqual({ title: bData.tagTitle, highlightCount: bData.tagHighlightCount });
    expect(state.insight).toEqual({ title: bData.insightTitle, published: true, locked: false });
    expect(state.shareLinks).toEqual([{ id: bData.shareLinkId, active: true }]);
    const file = expectOk(
      await b.manager.client.gql<{ file: { status: string; transcript: { text: string }[] } }>(
        'query($id: ID!) { file(id: $id) { status transcript { text } } }',
        { id: bData.fileId },
      ),
    ).file;
    expect(file).toEqual({ status: 'DONE', transcript: [{ text: 'Only B knows this line' }] });
  }

  beforeAll(async () => {
    sut = await startTestServer();
    a = await signUpAndCreateWorkspace(sut, { subdomain: 'alpha-research' });
    aViewer = await addMember(sut, a, 'VIEWER');
    aContributor = await addMember(sut, a, 'CONTRIBUTOR');
    aProjectId = await buildProject(a.manager.client, 'Alpha onboarding study');
    await buildNote(a.manager.client, aProjectId, 'Alpha interview');

    // B is the seeded demo workspace: it has projects, notes, tags and insights of its own.
    b = await signInDemo(sut);
    const seeded = expectOk(
      await b.manager.client.gql<{ projects: { id: string; title: string }[] }>('{ projects { id title } }'),
    );
    const bProject = seeded.projects[0];
    const bContent = expectOk(
      await b.manager.client.gql<{
        notes: { id: string; title: string }[];
        insights: { id: string; title: string; published: boolean }[];
        tags: { id: string; title: string; highlightCount: number }[];
      }>(
        `query($p: ID!) { notes(projectId: $p) { id title } insights(projectId: $p) { id title published }
          tags(projectId: $p) { id title highlightCount } }`,
        { p: bProject.id },
      ),
    );
    const bNoteHighlights = expectOk(
      await b.manager.client.gql<{ note: { highlights: { id: string; tags: { id: string }[] }[] } }>(
        'query($n: ID!) { note(id: $n) { highlights { id tags { id } } } }',
        { n: bContent.notes[0].id },
      ),
    ).note.highlights;
    // A highlight of B with a tag of B, and a second tag of B it does not carry.
    const bHighlight = bNoteHighlights.find((h) => h.tags.length > 0);
    if (!bHighlight) throw new Error('The demo note has no tagged highlight');
    const bTag = bContent.tags.find((t) => t.id === bHighlight.tags[0].id);
    const bOtherTag = bContent.tags.find((t) => !bHighlight.tags.some((own) => own.id === t.id));
    if (!bTag || !bOtherTag) throw new Error('The demo project needs two tags');
    const token = await buildApiToken(b.manager.client, 'B integration');
    // A tag board with two groups and a folder of B's, made here: the demo seed has none.
    const bBoard = expectOk(
      await b.manager.client.gql<{ createTagBoard: { id: string; title: string } }>(
        'mutation($p: ID!) { createTagBoard(input: { projectId: $p, title: "B secret board" }) { id title } }',
        { p: bProject.id },
      ),
    ).createTagBoard;
    const bGroupIds: string[] = [];
    for (const title of ['B pains', 'B gains']) {
      bGroupIds.push(
        expectOk(
          await b.manager.client.gql<{ createTagGroup: { id: string } }>(
            'mutation($b: ID!, $t: String!) { createTagGroup(input: { boardId: $b, title: $t }) { id } }',
            { b: bBoard.id, t: title },
          ),
        ).createTagGroup.id,
      );
    }
    const bFolder = expectOk(
      await b.manager.client.gql<{ createFolder: { id: string; name: string } }>(
        'mutation { createFolder(input: { name: "B secret folder" }) { id name } }',
      ),
    ).createFolder;
    const bBoardIds = expectOk(
      await b.manager.client.gql<{ tagBoards: { id: string }[] }>(
        'query($p: ID!) { tagBoards(projectId: $p) { id } }',
        { p: bProject.id },
      ),
    ).tagBoards.map((t) => t.id);
    // A published insight of B with a live share link.
    const bInsight = bContent.insights.find((i) => i.published);
    if (!bInsight) throw new Error('The demo project needs a published insight');
    const bLink = expectOk(
      await b.manager.client.gql<{ createShareLink: { id: string; token: string } }>(
        'mutation($id: ID!) { createShareLink(insightId: $id) { id token } }',
        { id: bInsight.id },
      ),
    ).createShareLink;
    // A recording of B with a transcript: the target of the file mutations.
    const uploaded = await uploadFile(
      sut.address,
      b.manager.client,
      bContent.notes[0].id,
      'b.wav',
      buildWav(0.1),
    );
    const fileId = uploaded.json<{ file: { id: string } }>().file.id;
    expectOk(
      await b.manager.client.gql(
        'mutation($f: ID!, $c: String!) { importTranscript(input: { fileId: $f, content: $c }) { id } }',
        { f: fileId, c: 'WEBVTT\n\n00:00:00.000 --> 00:00:00.100\nOnly B knows this line\n' },
      ),
    );
    bData = {
      tagBoardIds: bBoardIds,
      tagBoardId: bBoard.id,
      tagBoardTitle: bBoard.title,
      tagGroupId: bGroupIds[0],
      otherTagGroupId: bGroupIds[1],
      folderId: bFolder.id,
      folderName: bFolder.name,
      projectId: bProject.id,
      projectTitle: bProject.title,
      noteId: bContent.notes[0].id,
      noteTitle: bContent.notes[0].title,
      insightId: bInsight.id,
      insightTitle: bInsight.title,
      tagId: bTag.id,
      otherTagId: bOtherTag.id,
      tagTitle: bTag.title,
      tagHighlightCount: bTag.highlightCount,
      highlightId: bHighlight.id,
      fileId,
      tokenId: token.id,
      tokenSecret: token.secret,
      shareLinkId: bLink.id,
      shareToken: bLink.token,
      memberCount: 1,
      projectCount: seeded.projects.length,
    };
    secretsOfB = [
      bData.projectId,
      bData.projectTitle,
      bData.noteId,
      bData.noteTitle,
      bData.insightId,
      bData.insightTitle,
      bData.tagId,
      bData.tagTitle,
      bData.highlightId,
      bData.fileId,
      bData.tokenId,
      bData.tagBoardId,
      bData.tagBoardTitle,
      bData.tagGroupId,
      bData.folderId,
      bData.folderName,
      bData.shareLinkId,
      bData.shareToken,
      b.manager.email,
      b.manager.id,
    ];
  });

  afterAll(() => sut.close());

  describe("A's session cookie sent to B's host", () => {
    const members = () =>
      [
        ['manager', a.manager],
        ['contributor', aContributor],
        ['viewer', aViewer],
      ] as const;

    it('should answer every workspace query with FORBIDDEN when the cookie of any member of A is sent to B', async () => {
      for (const [, member] of members()) {
        const cookie = member.client.sessionCookie;
        expect(cookie).toBeTruthy();
        for (const [name, query, variables] of queriesAgainst(bData)) {
          const response = await gqlWithCookie(sut, b.host, cookie, query, variables);
          expect({ name, code: response.errors?.[0]?.extensions.errorCode }).toEqual({
            name,
            code: 'FORBIDDEN',
          });
          expectDenied(response, ['FORBIDDEN'], secretsOfB);
        }
      }
    });

    it('should reject every mutation and leave B unchanged when the cookie of any member of A is sent to B', async () => {
      for (const [, member] of members()) {
        for (const [name, query, variables] of mutationsAgainst(bData, b.manager.id)) {
          const response = await gqlWithCookie(sut, b.host, member.client.sessionCookie, query, variables);
          expect({ name, code: response.errors?.[0]?.extensions.errorCode }).toEqual({
            name,
            code: 'FORBIDDEN',
          });
          expectDenied(response, ['FORBIDDEN'], secretsOfB);
        }
      }
      await expectBUnchanged();
    });

    it('should show no workspace and no role in me when A is signed in on B', async () => {
      const response = await gqlWithCookie<{
        me: { account: { id: string }; workspace: unknown; role: unknown };
      }>(sut, b.host, a.manager.client.sessionCookie, '{ me { account { id } workspace { id } role } }');
      expect(response.data?.me).toEqual({ account: { id: a.manager.id }, workspace: null, role: null });
    });

    it('should list only A in accountLookup when A asks on B', async () => {
      const response = await gqlWithCookie<{
        accountLookup: { currentTeams: { id: string }[]; availableTeams: { workspace: { id: string } }[] };
      }>(
        sut,
        b.host,
        a.manager.client.sessionCookie,
        '{ accountLookup { currentTeams { id } availableTeams { workspace { id } } } }',
      );
      expect(response.data?.accountLookup.currentTeams).toEqual([{ id: a.id }]);
      expect(response.data?.accountLookup.availableTeams).toEqual([]);
    });
  });

  describe("B's ids used from A's own host", () => {
    it('should answer NOT_FOUND for every query by an id of B when asked on A', async () => {
      for (const [name, query, variables] of queriesAgainst(bData).filter(([, , v]) => v !== undefined)) {
        const response = await a.manager.client.gql(query, variables);
        expect({ name, code: response.errors?.[0]?.extensions.errorCode }).toEqual({
          name,
          code: 'NOT_FOUND',
        });
        expectDenied(response, ['NOT_FOUND'], secretsOfB);
      }
    });

    it("should list only A's own data when A queries its lists", async () => {
      const data = expectOk(
        await a.manager.client.gql<{
          projects: { id: string }[];
          members: { id: string }[];
          workspace: { id: string };
        }>('{ workspace { id } projects { id } members { id } }'),
      );
      expect(data.workspace.id).toBe(a.id);
      expect(data.projects.map((p) => p.id)).toEqual([aProjectId]);
      expect(data.members.map((m) => m.id).sort()).toEqual(
        [a.manager.id, aViewer.id, aContributor.id].sort(),
      );
    });

    it('should answer NOT_FOUND for every mutation on an id of B and leave B unchanged when done on A', async () => {
      const byId = mutationsAgainst(bData, b.manager.id).filter(([name]) =>
        [
          'createNote',
          'updateNote',
          'deleteNote',
          'changeMemberRole',
          'revokeApiToken',
          'createTag',
          'updateTag',
          'mergeTags',
          'deleteTag',
          'createHighlight',
          'deleteHighlight',
          'tagHighlight',
          'untagHighlight',
          'updateProject',
          'moveProject',
          'starProject',
          'unstarProject',
          'archiveProject',
          'unarchiveProject',
          'deleteProject',
          'restoreProject',
          'deleteProjectForever',
          'duplicateNote',
          'moveNote',
          'restoreNote',
          'deleteNoteForever',
          'createTagBoard',
          'updateTagBoard',
          'deleteTagBoard',
          'createTagGroup',
          'updateTagGroup',
          'deleteTagGroup',
          'moveTagGroup',
          'moveTagOnBoard',
          'updateFolder',
          'moveFolder',
          'deleteFolder',
          'moveProjectToFolder',
          'createInsight',
          'updateInsight',
          'publishInsight',
          'unpublishInsight',
          'lockInsight',
          'unlockInsight',
          'deleteInsight',
          'restoreInsight',
          'deleteInsightForever',
          'createShareLink',
          'revokeShareLink',
          'deleteFile',
          'importTranscript',
          'createTranscriptHighlight',
        ].includes(name),
      );
      for (const [name, query, variables] of byId) {
        const response = await a.manager.client.gql(query, variables);
        expect({ name, code: response.errors?.[0]?.extensions.errorCode }).toEqual({
          name,
          code: 'NOT_FOUND',
        });
        expectDenied(response, ['NOT_FOUND'], secretsOfB);
      }
      await expectBUnchanged();
      const tokenStillWorks = sut.client();
      tokenStillWorks.bearer = bData.tokenSecret;
      expect(
        expectOk(await tokenStillWorks.gql<{ workspace: { id: string } }>('{ workspace { id } }')).workspace
          .id,
      ).toBe(b.id);
    });
  });

  describe("B's public share token and embeds", () => {
    const SHARED = 'query($t: String!) { sharedInsight(shareToken: $t) { title content highlights { id } } }';
    const EMBED = 'query($id: ID!) { embeddedHighlight(highlightId: $id) { quote } }';

    it("should not open B's share token on A's host, whoever asks", async () => {
      for (const client of [sut.client(a.subdomain), a.manager.client, aViewer.client]) {
        const response = await client.gql(SHARED, { t: bData.shareToken });
        expect(response.errors?.[0]?.message).toBe('This link was revoked or does not exist.');
        expectDenied(response, ['NOT_FOUND'], secretsOfB);
      }
    });

    it("should show through B's token, on B's host and without a session, only the insight it shares", async () => {
      const data = expectOk(
        await sut
          .client(b.subdomain)
          .gql<{ sharedInsight: { title: string } }>(SHARED, { t: bData.shareToken }),
      );
      expect(data.sharedInsight.title).toBe(bData.insightTitle);
      expectNoLeak(JSON.stringify(data), [
        bData.projectId,
        bData.projectTitle,
        bData.noteId,
        bData.insightId,
        bData.tagId,
        bData.tokenId,
        b.manager.email,
        b.manager.id,
      ]);
    });

    it("should not embed B's highlight on A's host", async () => {
      const response = await a.manager.client.gql(EMBED, { id: bData.highlightId });
      expectDenied(response, ['NOT_FOUND'], secretsOfB);
    });
  });

  describe("A's API token", () => {
    let aToken: string;
    beforeAll(async () => {
      aToken = (await buildApiToken(a.manager.client, 'A script')).secret;
    });

    it("should be FORBIDDEN for every query and mutation when sent to B's host", async () => {
      const client = sut.client(b.subdomain);
      client.bearer = aToken;
      for (const [name, query, variables] of [
        ...queriesAgainst(bData),
        ...mutationsAgainst(bData, b.manager.id),
      ]) {
        const response = await client.gql(query, variables);
        expect({ name, code: response.errors?.[0]?.extensions.errorCode }).toEqual({
          name,
          code: 'FORBIDDEN',
        });
        expectDenied(response, ['FORBIDDEN'], secretsOfB);
      }
      await expectBUnchanged();
    });

    it('should open only A when sent with no workspace host', async () => {
      const client = sut.client();
      client.bearer = aToken;
      const data = expectOk(
        await client.gql<{ workspace: { id: string }; projects: { id: string }[] }>(
          '{ workspace { id } projects { id } }',
        ),
      );
      expect(data.workspace.id).toBe(a.id);
      expect(data.projects.map((p) => p.id)).toEqual([aProjectId]);
      const foreign = await client.gql('query($id: ID!) { project(id: $id) { id title } }', {
        id: bData.projectId,
      });
      expectDenied(foreign, ['NOT_FOUND'], secretsOfB);
    });

    it('should not reveal the other workspaces of its account when it asks for the account lookup', async () => {
      // The token's account also belongs to a second workspace; the token must not even name it.
      // A workspace of its own, so A's account keeps exactly the memberships the other tests expect.
      const own = await signUpAndCreateWorkspace(sut);
      const ownToken = (await buildApiToken(own.manager.client, 'Own script')).secret;
      const second = await signUpAndCreateWorkspace(sut);
      const { token: joinSecond } = await invite(second, own.manager.email, 'VIEWER');
      expectOk(
        await own.manager.client.gql('mutation($t: String!) { acceptInvite(input: { token: $t }) { id } }', {
          t: joinSecond,
        }),
      );
      const client = sut.client();
      client.bearer = ownToken;
      const lookup = await client.gql('{ accountLookup { currentTeams { id name subdomain } } }');
      expectDenied(lookup, ['FORBIDDEN'], [second.id, second.name, second.subdomain]);
      expect(
        expectOk(await client.gql<{ workspace: { id: string } }>('{ workspace { id } }')).workspace.id,
      ).toBe(own.id);
    });

    it("should not be stretched to B by a cookie of B's manager sent along", async () => {
      const response = await sut.client(b.subdomain).http('/api/graphql', {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${aToken}`,
          cookie: b.manager.client.sessionCookie ?? '',
        },
        body: JSON.stringify({ query: '{ projects { id title } }' }),
      });
      const body = response.json<GqlResponse<unknown>>();
      expectDenied(
        { ...body, status: response.status, headers: response.headers },
        ['FORBIDDEN'],
        secretsOfB,
      );
    });
  });

  describe("signing in on B's host", () => {
    it("should be FORBIDDEN and set no session when A's manager logs in on B", async () => {
      const client = sut.client(b.subdomain);
      const response = await logIn(client, a.manager.email, a.manager.password);
      expectDenied(response, ['FORBIDDEN'], secretsOfB);
      expect(response.headers['set-cookie']).toBeUndefined();
      expect(client.sessionCookie).toBeNull();
      const me = await client.gql<{ me: unknown }>('{ me { account { id } } }');
      expect(me.data?.me).toBeNull();
    });
  });

  // Accepting adds a member, so the invites come from a workspace of their own, not from A, whose
  // member list other tests check.
  describe('an invite of another workspace', () => {
    it("should make its holder a member of that workspace only when accepted on B's host", async () => {
      const inviter = await signUpAndCreateWorkspace(sut);
      const email = buildEmail('invitee');
      const { token } = await invite(inviter, email, 'MANAGER');
      const client = sut.client(b.subdomain);
      const accepted = await client.gql<{ acceptInvite: { id: string } }>(
        'mutation($input: AcceptInviteInput!) { acceptInvite(input: $input) { id } }',
        { input: { token, name: 'Invitee', password: STRONG_PASSWORD } },
      );
      expect(expectOk(accepted).acceptInvite.id).toBe(inviter.id);
      const onB = await client.gql('{ projects { id title } }');
      expectDenied(onB, ['FORBIDDEN'], secretsOfB);
      await expectBUnchanged();
    });

    it('should join that workspace only, and still be refused on B, when a signed-in account accepts it', async () => {
      const inviter = await signUpAndCreateWorkspace(sut);
      const outsider = await signUp(sut);
      const { token } = await invite(inviter, outsider.email, 'VIEWER');
      const accepted = await outsider.client.gql<{ acceptInvite: { id: string } }>(
        'mutation($t: String!) { acceptInvite(input: { token: $t }) { id } }',
        { t: token },
      );
      expect(expectOk(accepted).acceptInvite.id).toBe(inviter.id);
      expectDenied(
        await logIn(sut.client(b.subdomain), outsider.email, outsider.password),
        ['FORBIDDEN'],
        secretsOfB,
      );
      await expectBUnchanged();
    });
  });
});
