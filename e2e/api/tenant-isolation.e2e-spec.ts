import 'mercurius';
import type { FastifyInstance } from 'fastify';
import { Role } from '../../services/core/src/rules/roles';
import { randomUUID } from 'node:crypto';
import { type GqlResponse } from '../../services/all-in-one/src/testing/graphql-client';
import {
  DEMO_INTERVIEW_FIELDS,
  DEMO_PEOPLE,
  DEMO_SEGMENTS,
} from '../../services/all-in-one/src/demo/demo-content';
import { DEMO_FEEDS } from '../../services/all-in-one/src/demo/demo-feeds';
import { startOwnTestServer } from '../../services/all-in-one/src/testing/shared-test-server';
import type { TestServer } from '../../services/all-in-one/src/testing/test-server';
import { MUTATION_TOKEN_SCOPE } from '../../services/api/src/context/token-scope';
import type { TenantFixture } from '../../services/api/src/testing/operation-cases';
import {
  type CollectedCases,
  type Operation,
  collectCases,
  duplicateNames,
  schemaOperations,
  uncovered,
} from './operation-cases/collect';
import { ISOLATION_EXEMPT } from './operation-cases/exemptions';
import { type CaseAnswer, sendCase } from './operation-cases/send-case';
import { expectNoLeak } from './expect-no-leak';
import { buildWav } from './file-fixtures';
import { uploadBulkImport } from './bulk-import-client';
import { rawRequest, uploadFile } from './file-upload-client';
import {
  type BuiltAccount,
  type BuiltWorkspace,
  STRONG_PASSWORD,
  addMember,
  buildApiToken,
  buildEmail,
  buildNote,
  buildProject,
  confirmEmail,
  expectOk,
  gqlWithCookie,
  invite,
  logIn,
  signInDemo,
  signUp,
  signUpAndCreateWorkspace,
  sql,
} from './factories';

/** B's view state: a sort it keeps whatever A tries. */
const BVIEW_STATE = JSON.stringify({ sort: { field: 'TITLE', direction: 'DESC' } });

function expectDenied(
  response: CaseAnswer | GqlResponse<unknown>,
  allowed: string[],
  secrets: string[],
): void {
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
  let bData: TenantFixture;
  let cases: CollectedCases;
  let secretsOfB: string[];
  let bAuditCount: number;
  let bChannelState: Awaited<ReturnType<typeof channelStateOfB>>;

  /** B's channels as its own manager sees them (a query of its own: with the rest it would cost too much). */
  async function channelStateOfB() {
    const data = expectOk(
      await b.manager.client.gql<{
        channels: { id: string; title: string; datapointCount: number; themeCount: number }[];
        channel: {
          title: string;
          description: string;
          datapointCount: number;
          themeCount: number;
          topicCount: number;
          datasets: { id: string; title: string; datapointCount: number }[];
          themes: { id: string; title: string; description: string; datapointCount: number }[];
        };
        channelTopics: { id: string; title: string; query: string; datapointCount: number }[];
        channelDatapoints: { total: number; items: { id: string; text: string; themes: { id: string }[] }[] };
      }>(
        `query($c: ID!) { channels { id title datapointCount themeCount }
          channel(id: $c) { title description datapointCount themeCount topicCount datasets { id title datapointCount }
            themes { id title description datapointCount } }
          channelTopics(channelId: $c) { id title query datapointCount }
          channelDatapoints(input: { channelId: $c, direction: ASC }) { total items { id text themes { id } } } }`,
        { c: bData.channelId },
      ),
    );
    return {
      list: data.channels,
      channel: data.channel,
      topics: data.channelTopics,
      datapoints: data.channelDatapoints,
    };
  }

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
        noteShareLinks: { id: string; active: boolean }[];
        highlightShareLinks: { id: string; active: boolean }[];
        savedFeeds: { id: string; title: string }[];
        tagChart: { type: string; collapsedGroupIds: string[] };
        people: { totalCount: number; nodes: { id: string; name: string; email: string | null }[] };
        notePeople: { id: string }[];
        userGroups: { id: string; name: string; memberCount: number }[];
        projectAccess: { generalAccess: string; entries: { subjectId: string; permission: string }[] };
        pendingInvites: { id: string }[];
        auditLog: { totalCount: number };
        comments: { id: string; body: string; resolved: boolean }[];
        dashboard: { title: string; charts: { id: string; title: string }[] };
        accessRequests: { id: string; status: string; permission: string }[];
        projectView: { title: string; state: string };
        segments: { id: string; title: string; personCount: number }[];
        segmentPeople: { nodes: { id: string }[] };
        insightReels: { id: string; title: string; clips: { clipId: string }[] }[];
      }>(
        `query($n: ID!, $t: ID!, $p: ID!, $tb: ID!, $i: ID!, $d: ID!, $pv: ID!, $s: ID!, $h: ID!) { projects { id } members { id role } note(id: $n) { title highlights { id } }
          apiTokens { id } tag(id: $t) { title highlightCount } project(id: $p) { title archived starred folderId } trash { id }
          tagBoards(projectId: $p) { id } tagBoard(id: $tb) { title groups { id title tags { id } } } folders { id name }
          insight(id: $i) { title published locked } shareLinks(insightId: $i) { id active }
          noteShareLinks(noteId: $n) { id active } highlightShareLinks(highlightId: $h) { id active }
          userGroups { id name memberCount } projectAccess(projectId: $p) { generalAccess entries { subjectId permission } }
          accessRequests(projectId: $p) { id status permission }
          savedFeeds { id title } tagChart(projectId: $p) { type collapsedGroupIds }
          pendingInvites { id } auditLog(limit: 1) { totalCount }
          comments(targetType: NOTE, targetId: $n) { id body resolved }
          people(sortBy: CREATED_AT) { totalCount nodes { id name email } } notePeople(noteId: $n) { id }
          dashboard(id: $d) { title charts { id title } } projectView(id: $pv) { title state }
          segments { id title personCount } segmentPeople: people(segmentId: $s) { nodes { id } }
          insightReels(insightId: $i) { id title clips { clipId } } }`,
        {
          n: bData.noteId,
          t: bData.tagId,
          p: bData.projectId,
          tb: bData.tagBoardId,
          i: bData.insightId,
          d: bData.dashboardId,
          pv: bData.projectViewId,
          s: bData.segmentId,
          h: bData.highlightId,
        },
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
      noteShareLinks: data.noteShareLinks,
      highlightShareLinks: data.highlightShareLinks,
      savedFeeds: data.savedFeeds,
      tagChart: data.tagChart,
      people: data.people,
      notePeopleIds: data.notePeople.map((p) => p.id),
      userGroups: data.userGroups,
      projectAccess: data.projectAccess,
      pendingInviteIds: data.pendingInvites.map((i) => i.id),
      auditCount: data.auditLog.totalCount,
      comments: data.comments,
      dashboard: data.dashboard,
      accessRequests: data.accessRequests,
      projectView: data.projectView,
      segments: data.segments,
      channels: await channelStateOfB(),
      segmentPeopleIds: data.segmentPeople.nodes.map((n) => n.id),
      reels: data.insightReels,
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
    expect(state.projectView).toEqual({ title: bData.projectViewTitle, state: BVIEW_STATE });
    expect(state.tagBoard).toEqual({
      title: bData.tagBoardTitle,
      groups: [
        { id: bData.tagGroupId, title: 'B pains', tags: [] },
        { id: bData.otherTagGroupId, title: 'B gains', tags: [] },
      ],
    });
    expect(state.folders).toEqual([{ id: bData.folderId, name: bData.folderName }]);
    // B's own segment beside the demo's.
    expect(state.segments).toHaveLength(1 + DEMO_SEGMENTS.length);
    expect(state.segments).toContainEqual({ id: bData.segmentId, title: bData.segmentTitle, personCount: 1 });
    expect(state.segmentPeopleIds).toEqual([bData.personId]);
    // B's channels (its own beside the demo's), its channel's datasets, themes and data points.
    expect(state.channels).toEqual(bChannelState);
    expect(state.channels.channel).toEqual({
      title: bData.channelTitle,
      description: 'B only',
      datapointCount: 2,
      themeCount: 1,
      topicCount: 1,
      datasets: [{ id: bData.channelDatasetId, title: 'B secret dataset', datapointCount: 2 }],
      themes: [
        { id: bData.channelThemeId, title: bData.channelThemeTitle, description: '', datapointCount: 1 },
      ],
    });
    expect(state.channels.topics).toEqual([
      { id: bData.channelTopicId, title: 'B secret topic', query: 'one', datapointCount: 1 },
    ]);
    expect(state.channels.datapoints).toEqual({
      total: 2,
      items: [
        {
          id: bData.channelDatapointIds[0],
          text: 'B secret review one',
          themes: [{ id: bData.channelThemeId }],
        },
        { id: bData.channelDatapointIds[1], text: 'B secret review two', themes: [] },
      ],
    });
    expect(state.trashCount).toBe(0);
    expect(state.members).toEqual([{ id: b.manager.id, role: 'MANAGER' }]);
    expect(state.noteTitle).toBe(bData.noteTitle);
    expect(state.tokenIds).toContain(bData.tokenId);
    expect(state.highlightIds).toContain(bData.highlightId);
    expect(state.tag).toEqual({ title: bData.tagTitle, highlightCount: bData.tagHighlightCount });
    expect(state.insight).toEqual({ title: bData.insightTitle, published: true, locked: false });
    expect(state.shareLinks).toEqual([{ id: bData.shareLinkId, active: true }]);
    expect(state.noteShareLinks).toEqual([{ id: bData.noteShareLinkId, active: true }]);
    expect(state.highlightShareLinks).toEqual([{ id: bData.highlightShareLinkId, active: true }]);
    // B's own feed beside the demo member's.
    expect(state.savedFeeds).toContainEqual({ id: bData.savedFeedId, title: bData.savedFeedTitle });
    expect(state.savedFeeds.map((feed) => feed.title).sort()).toEqual(
      [bData.savedFeedTitle, ...DEMO_FEEDS.map((feed) => feed.title)].sort(),
    );
    expect(state.tagChart).toEqual({ type: 'BAR', collapsedGroupIds: [] });
    // B's own two people beside the demo's (the people its interviews were with).
    expect(state.people.totalCount).toBe(2 + DEMO_PEOPLE.length);
    expect(state.people.nodes).toEqual(
      expect.arrayContaining([
        { id: bData.personId, name: bData.personName, email: bData.personEmail },
        { id: bData.otherPersonId, name: 'B other contact', email: null },
      ]),
    );
    expect(state.notePeopleIds).toContain(bData.personId);
    expect([...state.notePeopleIds].sort()).toEqual([...bData.notePeopleIds].sort());
    expect(state.userGroups).toEqual([{ id: bData.userGroupId, name: bData.userGroupName, memberCount: 1 }]);
    expect(state.projectAccess).toEqual({
      generalAccess: 'WRITE',
      entries: [{ subjectId: bData.userGroupId, permission: 'READ' }],
    });
    expect(state.pendingInviteIds).toContain(bData.inviteId);
    expect(state.accessRequests).toEqual([
      { id: bData.accessRequestId, status: 'PENDING', permission: 'READ' },
    ]);
    // Nothing A tried was recorded in B's log either: a refused change writes no entry.
    expect(state.auditCount).toBe(bAuditCount);
    expect(state.comments).toEqual([{ id: bData.commentId, body: bData.commentBody, resolved: false }]);
    expect(state.dashboard).toEqual({
      title: bData.dashboardTitle,
      charts: [{ id: bData.chartId, title: bData.chartTitle }],
    });
    const file = expectOk(
      await b.manager.client.gql<{ file: { status: string; transcript: { text: string }[] } }>(
        'query($id: ID!) { file(id: $id) { status transcript { text } } }',
        { id: bData.fileId },
      ),
    ).file;
    expect(file).toEqual({ status: 'DONE', transcript: [{ text: 'Only B knows this line' }] });
    const fields = expectOk(
      await b.manager.client.gql<{
        customFields: { id: string; label: string; type: string; options: { id: string; label: string }[] }[];
        customFieldValues: { fieldId: string; optionIds: string[] }[];
      }>(
        'query($p: ID!, $n: ID!) { customFields(target: NOTE, projectId: $p) { id label type options { id label } } customFieldValues(target: NOTE, objectId: $n) { fieldId optionIds } }',
        { p: bData.projectId, n: bData.noteId },
      ),
    );
    // B's project is the demo's interview project: its own note fields beside the one made here.
    expect(fields.customFields.map((f) => f.label)).toEqual([
      ...DEMO_INTERVIEW_FIELDS.map((f) => f.label),
      bData.fieldLabel,
    ]);
    expect(fields.customFields.find((f) => f.id === bData.fieldId)).toMatchObject({
      type: 'SELECT',
      options: [{ id: bData.optionId, label: 'B enterprise' }, { label: 'B startup' }],
    });
    // B's note is one of the demo's interviews: its demo values beside the one set here.
    expect(fields.customFieldValues).toHaveLength(DEMO_INTERVIEW_FIELDS.length + 1);
    expect(fields.customFieldValues.find((v) => v.fieldId === bData.fieldId)).toEqual({
      fieldId: bData.fieldId,
      optionIds: [bData.optionId],
    });
  }

  beforeAll(async () => {
    cases = await collectCases();
    sut = await startOwnTestServer();
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
    // A saved feed of B's manager (the seed has none).
    const bFeed = expectOk(
      await b.manager.client.gql<{ createSavedFeed: { id: string; title: string } }>(
        'mutation { createSavedFeed(input: { title: "B secret feed", search: "query=churn" }) { id title } }',
      ),
    ).createSavedFeed;
    // A conversation of B's manager over B's project (Chat), asked nothing yet.
    const bConversation = expectOk(
      await b.manager.client.gql<{ createConversation: { id: string; title: string } }>(
        'mutation($p: ID!) { createConversation(input: { title: "B secret conversation", projectId: $p }) { id title } }',
        { p: bProject.id },
      ),
    ).createConversation;
    // A published insight of B with a live share link.
    const bInsight = bContent.insights.find((i) => i.published);
    if (!bInsight) throw new Error('The demo project needs a published insight');
    const bLink = expectOk(
      await b.manager.client.gql<{ createShareLink: { id: string; token: string } }>(
        'mutation($id: ID!) { createShareLink(insightId: $id) { id token } }',
        { id: bInsight.id },
      ),
    ).createShareLink;
    // Links of B's note and highlight: the targets of the note and highlight share calls.
    const bNoteLink = expectOk(
      await b.manager.client.gql<{ createNoteShareLink: { id: string; token: string } }>(
        'mutation($id: ID!) { createNoteShareLink(noteId: $id) { id token } }',
        { id: bContent.notes[0].id },
      ),
    ).createNoteShareLink;
    const bHighlightLink = expectOk(
      await b.manager.client.gql<{ createHighlightShareLink: { id: string; token: string } }>(
        'mutation($id: ID!) { createHighlightShareLink(highlightId: $id) { id token } }',
        { id: bHighlight.id },
      ),
    ).createHighlightShareLink;
    // A comment thread of B on its note: the target of the comment mutations.
    const bComment = expectOk(
      await b.manager.client.gql<{ createComment: { id: string; body: string } }>(
        'mutation($n: ID!) { createComment(input: { targetType: NOTE, targetId: $n, body: "B only discussion" }) { id body } }',
        { n: bContent.notes[0].id },
      ),
    ).createComment;
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
    // An audio/video highlight of that recording, and a reel of B's insight playing it.
    const bClip = expectOk(
      await b.manager.client.gql<{ createTranscriptHighlight: { id: string } }>(
        'mutation($f: ID!) { createTranscriptHighlight(input: { fileId: $f, startMs: 0, endMs: 100 }) { id } }',
        { f: fileId },
      ),
    ).createTranscriptHighlight;
    const bReel = expectOk(
      await b.manager.client.gql<{ createReel: { id: string } }>(
        'mutation($i: ID!, $h: [ID!]) { createReel(input: { insightId: $i, title: "B secret reel", highlightIds: $h }) { id } }',
        { i: bInsight.id, h: [bClip.id] },
      ),
    ).createReel;
    // A SELECT field of B's project with a value on B's note: the target of the custom field calls.
    const bField = expectOk(
      await b.manager.client.gql<{
        createCustomField: { id: string; label: string; options: { id: string }[] };
      }>(
        'mutation($p: ID!) { createCustomField(input: { target: NOTE, projectId: $p, label: "B secret segment", type: SELECT, optionsImport: "B enterprise;B startup" }) { id label options { id } } }',
        { p: bProject.id },
      ),
    ).createCustomField;
    expectOk(
      await b.manager.client.gql(
        'mutation($f: ID!, $n: ID!, $o: ID!) { setCustomFieldValue(input: { fieldId: $f, target: NOTE, objectId: $n, optionIds: [$o] }) { text } }',
        { f: bField.id, n: bContent.notes[0].id, o: bField.options[0].id },
      ),
    );
    // Two people of B, the first in B's note: the targets of the people mutations.
    const bPerson = expectOk(
      await b.manager.client.gql<{ createPerson: { id: string; name: string; email: string } }>(
        'mutation($n: ID!) { createPerson(input: { name: "B secret contact", email: "b.secret.contact@example.org", noteId: $n }) { id name email } }',
        { n: bContent.notes[0].id },
      ),
    ).createPerson;
    const bNotePeopleIds = expectOk(
      await b.manager.client.gql<{ notePeople: { id: string }[] }>(
        'query($n: ID!) { notePeople(noteId: $n) { id } }',
        { n: bContent.notes[0].id },
      ),
    ).notePeople.map((p) => p.id);
    const bOtherPerson = expectOk(
      await b.manager.client.gql<{ createPerson: { id: string } }>(
        'mutation { createPerson(input: { name: "B other contact" }) { id } }',
      ),
    ).createPerson;
    // A user group of B with B's manager in it, given read access to B's project.
    const bScimToken = expectOk(
      await b.manager.client.gql<{ createScimToken: { scimToken: { id: string } } }>(
        'mutation { createScimToken(name: "B identity provider") { scimToken { id } } }',
      ),
    ).createScimToken.scimToken;
    const bDomain = expectOk(
      await b.manager.client.gql<{ addWorkspaceDomain: { id: string } }>(
        'mutation { addWorkspaceDomain(domain: "b-secret-domain.example") { id } }',
      ),
    ).addWorkspaceDomain;
    const bUserGroup = expectOk(
      await b.manager.client.gql<{ createUserGroup: { id: string; name: string } }>(
        'mutation($m: ID!) { createUserGroup(input: { name: "B secret group", memberIds: [$m] }) { id name } }',
        { m: b.manager.id },
      ),
    ).createUserGroup;
    expectOk(
      await b.manager.client.gql(
        'mutation($p: ID!, $g: ID!) { setProjectPermission(input: { projectId: $p, subjectKind: GROUP, subjectId: $g, permission: READ }) { projectId } }',
        { p: bProject.id, g: bUserGroup.id },
      ),
    );
    // A pending access request in B. B has no member who could ask through the API (its manager sees
    // every project), so it is stored as the mutation would store it.
    const bAccessRequestId = randomUUID();
    await sql(
      sut,
      `insert into "ws_${b.id.replace(/-/g, '')}".access_requests (id, project_id, requester_id, permission, message)
       values (?, ?, ?, 'READ', 'B secret request')`,
      [bAccessRequestId, bProject.id, b.manager.id],
    );
    // A notification in B's manager's inbox about it, as the request would have sent.
    const bNotificationId = randomUUID();
    await sql(
      sut,
      `insert into "ws_${b.id.replace(/-/g, '')}".notifications (id, recipient_id, kind, actor_id, project_id, access_request_id, excerpt)
       values (?, ?, 'ACCESS_REQUESTED', ?, ?, ?, 'B secret request')`,
      [bNotificationId, b.manager.id, b.manager.id, bProject.id, bAccessRequestId],
    );
    const invitedEmail = buildEmail('b-invitee');
    const bInvite = await invite(b, invitedEmail, 'CONTRIBUTOR');
    // Someone with a confirmed account (in no workspace yet) invited by B: the item lands in their
    // account inbox, which no member of A may read or mark.
    const outsider = await signUp(sut, { email: buildEmail('b-account-invitee') });
    await confirmEmail(sut, outsider);
    await invite(b, outsider.email, 'VIEWER', 'B secret invitation');
    const bAccountNotice = expectOk(
      await outsider.client.gql<{ accountNotificationInbox: { items: { id: string }[] } }>(
        '{ accountNotificationInbox { items { id } } }',
      ),
    ).accountNotificationInbox.items[0];
    if (!bAccountNotice) throw new Error("B's invitation did not reach the invitee's account inbox");
    // A dashboard of B with a chart counting B's highlights by tag.
    const bDashboard = expectOk(
      await b.manager.client.gql<{ createDashboard: { id: string; title: string } }>(
        'mutation { createDashboard(input: { title: "B secret dashboard" }) { id title } }',
      ),
    ).createDashboard;
    const bChart = expectOk(
      await b.manager.client.gql<{ createChart: { id: string; title: string } }>(
        'mutation($d: ID!) { createChart(input: { dashboardId: $d, title: "B secret chart", type: PIE, search: { types: [HIGHLIGHT], aggs: { field: { type: TAGS } } } }) { id title } }',
        { d: bDashboard.id },
      ),
    ).createChart;
    const bView = expectOk(
      await b.manager.client.gql<{ createProjectView: { id: string; title: string } }>(
        'mutation($p: ID!, $s: String!) { createProjectView(input: { projectId: $p, title: "B secret view", layout: BOARD, objectType: NOTE, state: $s }) { id title } }',
        { p: bProject.id, s: BVIEW_STATE },
      ),
    ).createProjectView;
    const bSegment = expectOk(
      await b.manager.client.gql<{ createSegment: { id: string; title: string } }>(
        'mutation { createSegment(input: { title: "B secret segment" }) { id title } }',
      ),
    ).createSegment;
    expectOk(
      await b.manager.client.gql(
        'mutation($s: ID!, $p: ID!) { addPeopleToSegment(input: { segmentId: $s, personIds: [$p] }) { id } }',
        { s: bSegment.id, p: bPerson.id },
      ),
    );
    // A channel of B's with a dataset of two data points, the first in a theme.
    const bChannel = expectOk(
      await b.manager.client.gql<{ createChannel: { id: string; title: string } }>(
        'mutation { createChannel(input: { title: "B secret channel", description: "B only" }) { id title } }',
      ),
    ).createChannel;
    const bImport = expectOk(
      await b.manager.client.gql<{ importChannelDatapoints: { dataset: { id: string } } }>(
        'mutation($c: ID!) { importChannelDatapoints(input: { channelId: $c, datasetTitle: "B secret dataset", rows: [{ rowNumber: 1, text: "B secret review one", rating: 1, occurredAt: "2026-01-01T00:00:00Z" }, { rowNumber: 2, text: "B secret review two", rating: 5, occurredAt: "2026-01-02T00:00:00Z" }] }) { dataset { id } } }',
        { c: bChannel.id },
      ),
    ).importChannelDatapoints;
    const bDatapointIds = expectOk(
      await b.manager.client.gql<{ channelDatapoints: { items: { id: string }[] } }>(
        'query($c: ID!) { channelDatapoints(input: { channelId: $c, direction: ASC }) { items { id } } }',
        { c: bChannel.id },
      ),
    ).channelDatapoints.items.map((i) => i.id);
    const bTheme = expectOk(
      await b.manager.client.gql<{ createChannelTheme: { id: string; title: string } }>(
        'mutation($c: ID!) { createChannelTheme(input: { channelId: $c, title: "B secret theme" }) { id title } }',
        { c: bChannel.id },
      ),
    ).createChannelTheme;
    expectOk(
      await b.manager.client.gql(
        'mutation($t: ID!, $p: ID!) { addDatapointsToTheme(input: { themeId: $t, datapointIds: [$p] }) { id } }',
        { t: bTheme.id, p: bDatapointIds[0] },
      ),
    );
    const bTopic = expectOk(
      await b.manager.client.gql<{ createChannelTopic: { id: string } }>(
        'mutation($c: ID!) { createChannelTopic(input: { channelId: $c, title: "B secret topic", query: "one" }) { id } }',
        { c: bChannel.id },
      ),
    ).createChannelTopic;
    // A bulk import of B (uploaded, not started): the target of the bulk import calls.
    const bBulkImport = (
      await uploadBulkImport(
        sut.address,
        b.manager.client,
        bProject.id,
        'b-secret-import.csv',
        Buffer.from('B secret heading\nB secret row\n'),
      )
    ).json<{ bulkImport: { id: string } }>().bulkImport;
    // A REFI-QDA import of B (a codebook): the target of the REFI-QDA import reads.
    const bRefiQdaImport = (
      await uploadBulkImport(
        sut.address,
        b.manager.client,
        bProject.id,
        'b-secret-codebook.qdc',
        Buffer.from(
          '<CodeBook xmlns="urn:QDA-XML:codebook:1.0"><Codes><Code guid="11111111-2222-4333-8444-555555555555" name="B secret code" isCodable="true"/></Codes></CodeBook>',
        ),
        { path: '/refi-qda/imports' },
      )
    ).json<{ refiQdaImport: { id: string } }>().refiQdaImport;
    // Its job writes an audit entry: done before B's state is taken.
    for (;;) {
      const { refiQdaImport } = expectOk(
        await b.manager.client.gql<{ refiQdaImport: { status: string } }>(
          'query($id: ID!) { refiQdaImport(id: $id) { status } }',
          { id: bRefiQdaImport.id },
        ),
      );
      if (refiQdaImport.status === 'COMPLETED' || refiQdaImport.status === 'FAILED') break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    // An insight template of B: the target of the template calls.
    const bTemplate = expectOk(
      await b.manager.client.gql<{ createInsightTemplate: { id: string } }>(
        `mutation($c: String!) { createInsightTemplate(input: { title: "B secret template", description: "B secret template description", contentJson: $c }) { id } }`,
        {
          c: JSON.stringify({
            type: 'doc',
            content: [{ type: 'paragraph', content: [{ type: 'text', text: 'B secret template body' }] }],
          }),
        },
      ),
    ).createInsightTemplate;
    // A project export of B: the target of the project transfer calls.
    const bTransfer = expectOk(
      await b.manager.client.gql<{ startProjectExport: { id: string } }>(
        'mutation($p: ID!) { startProjectExport(projectId: $p) { id } }',
        { p: bProject.id },
      ),
    ).startProjectExport;
    // A transcription job of B's recording, stored as startTranscription stores it (B's server has no
    // endpoint, so it stays queued): the target of the transcription job calls.
    const bTranscriptionJobId = randomUUID();
    await sql(
      sut,
      `insert into "ws_${b.id.replace(/-/g, '')}".transcription_jobs (id, file_id, note_id, language, status, minutes, model, requested_by)
       values (?, ?, ?, 'en', 'QUEUED', 1, 'whisper-1', ?)`,
      [bTranscriptionJobId, fileId, bContent.notes[0].id, b.manager.id],
    );
    // A summary job of B's note, stored as startNoteSummary stores it (queued, no event: it never runs).
    const bSummaryJobId = randomUUID();
    await sql(
      sut,
      `insert into "ws_${b.id.replace(/-/g, '')}".ai_summary_jobs (id, note_id, project_id, framework, language, status, requested_by)
       values (?, ?, ?, 'Summary', 'en', 'QUEUED', ?)`,
      [bSummaryJobId, bContent.notes[0].id, bProject.id, b.manager.id],
    );
    // A theme job of B's project, stored as startHighlightThemes stores it (queued, no event).
    const bThemeJobId = randomUUID();
    await sql(
      sut,
      `insert into "ws_${b.id.replace(/-/g, '')}".ai_theme_jobs (id, project_id, scope_id, amount, strictness, requester_role, status, requested_by)
       values (?, ?, ?, 'LEAST', 'VERY_RELAXED', 'MANAGER', 'QUEUED', ?)`,
      [bThemeJobId, bProject.id, bProject.id, b.manager.id],
    );
    // A translation job of B's note, stored as startNoteTranslation stores it (queued, no event).
    const bTranslationJobId = randomUUID();
    await sql(
      sut,
      `insert into "ws_${b.id.replace(/-/g, '')}".ai_translation_jobs (id, note_id, project_id, source_language, target_language, status, requested_by)
       values (?, ?, ?, 'en', 'de', 'QUEUED', ?)`,
      [bTranslationJobId, bContent.notes[0].id, bProject.id, b.manager.id],
    );
    bData = {
      transcriptionJobId: bTranscriptionJobId,
      translationJobId: bTranslationJobId,
      summaryJobId: bSummaryJobId,
      themeJobId: bThemeJobId,
      bulkImportId: bBulkImport.id,
      refiQdaImportId: bRefiQdaImport.id,
      templateId: bTemplate.id,
      projectTransferId: bTransfer.id,
      managerId: b.manager.id,
      notificationId: bNotificationId,
      segmentId: bSegment.id,
      segmentTitle: bSegment.title,
      channelId: bChannel.id,
      channelTitle: bChannel.title,
      channelDatasetId: bImport.dataset.id,
      channelThemeId: bTheme.id,
      channelThemeTitle: bTheme.title,
      channelTopicId: bTopic.id,
      channelDatapointIds: bDatapointIds,
      fieldId: bField.id,
      fieldLabel: bField.label,
      optionId: bField.options[0].id,
      personId: bPerson.id,
      otherPersonId: bOtherPerson.id,
      personName: bPerson.name,
      personEmail: bPerson.email,
      notePeopleIds: bNotePeopleIds,
      userGroupId: bUserGroup.id,
      userGroupName: bUserGroup.name,
      scimTokenId: bScimToken.id,
      domainId: bDomain.id,
      accessRequestId: bAccessRequestId,
      inviteId: bInvite.id,
      invitedEmail,
      accountNotificationId: bAccountNotice.id,
      accountInviteeEmail: outsider.email,
      dashboardId: bDashboard.id,
      dashboardTitle: bDashboard.title,
      chartId: bChart.id,
      chartTitle: bChart.title,
      tagBoardIds: bBoardIds,
      tagBoardId: bBoard.id,
      tagBoardTitle: bBoard.title,
      projectViewId: bView.id,
      projectViewTitle: bView.title,
      savedFeedId: bFeed.id,
      savedFeedTitle: bFeed.title,
      conversationId: bConversation.id,
      conversationTitle: bConversation.title,
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
      clipId: bClip.id,
      reelId: bReel.id,
      tokenId: token.id,
      tokenSecret: token.secret,
      shareLinkId: bLink.id,
      shareToken: bLink.token,
      noteShareLinkId: bNoteLink.id,
      noteShareToken: bNoteLink.token,
      highlightShareLinkId: bHighlightLink.id,
      highlightShareToken: bHighlightLink.token,
      commentId: bComment.id,
      commentBody: bComment.body,
      memberCount: 1,
      projectCount: seeded.projects.length,
    };
    secretsOfB = [
      bData.projectId,
      bData.commentBody,
      bData.projectTitle,
      bData.noteId,
      bData.noteTitle,
      bData.insightId,
      bData.insightTitle,
      bData.tagId,
      bData.tagTitle,
      bData.highlightId,
      bData.fileId,
      bData.clipId,
      bData.reelId,
      'B secret reel',
      bData.tokenId,
      bData.tagBoardId,
      bData.tagBoardTitle,
      bData.projectViewId,
      bData.projectViewTitle,
      bData.tagGroupId,
      bData.savedFeedId,
      bData.savedFeedTitle,
      bData.conversationId,
      bData.conversationTitle,
      bData.folderId,
      bData.folderName,
      bData.userGroupId,
      bData.userGroupName,
      bData.accessRequestId,
      bData.notificationId,
      'B secret request',
      bData.shareLinkId,
      bData.shareToken,
      bData.noteShareLinkId,
      bData.noteShareToken,
      bData.highlightShareLinkId,
      bData.highlightShareToken,
      bData.fieldId,
      bData.fieldLabel,
      bData.optionId,
      'B enterprise',
      bData.dashboardId,
      bData.dashboardTitle,
      bData.chartId,
      bData.chartTitle,
      bData.personId,
      bData.otherPersonId,
      bData.personName,
      bData.personEmail,
      b.manager.email,
      b.manager.id,
      bData.inviteId,
      bData.invitedEmail,
      bData.accountNotificationId,
      bData.accountInviteeEmail,
      'B secret invitation',
      bData.segmentId,
      bData.segmentTitle,
      bData.channelId,
      bData.channelTitle,
      bData.channelDatasetId,
      bData.channelThemeId,
      bData.channelThemeTitle,
      ...bData.channelDatapointIds,
      'B secret dataset',
      'B secret review',
      bData.bulkImportId,
      bData.projectTransferId,
      bData.transcriptionJobId,
      bData.summaryJobId,
      bData.themeJobId,
      bData.translationJobId,
      'b-secret-import.csv',
      'B secret heading',
      'B secret row',
      bData.refiQdaImportId,
      'b-secret-codebook.qdc',
      'B secret code',
      bData.templateId,
      'B secret template',
    ];
    bChannelState = await channelStateOfB();
    bAuditCount = expectOk(
      await b.manager.client.gql<{ auditLog: { totalCount: number } }>(
        '{ auditLog(limit: 1) { totalCount } }',
      ),
    ).auditLog.totalCount;
  }, 180_000); // A server of its own, the demo seeded and every module's items built: long on a busy two-core host.

  afterAll(() => sut.close());

  /** The collected isolation cases of one root type, in the order of their files. */
  const casesOf = (root: 'Query' | 'Mutation' | 'Subscription') =>
    cases.isolation.filter((c) => c.operation.startsWith(`${root}.`));

  describe('the cases beside each module', () => {
    let operations: Operation[];
    beforeAll(() => {
      const fastify: FastifyInstance = sut.server.app.getHttpAdapter().getInstance();
      operations = schemaOperations(fastify.graphql.schema);
    });

    it('should cover every query, mutation and subscription of the schema with a case or a written exemption', () => {
      expect(operations.length).toBeGreaterThan(200);
      const covered = cases.isolation.map((c) => c.operation);
      expect(uncovered(operations, covered, ISOLATION_EXEMPT)).toEqual([]);
    });

    it('should exempt no operation that has a case or that the schema lacks, and name each case once', () => {
      const covered = new Set(cases.isolation.map((c) => c.operation));
      const inSchema = new Set<string>(operations);
      expect(
        Object.keys(ISOLATION_EXEMPT).filter((op) => covered.has(op as Operation) || !inSchema.has(op)),
      ).toEqual([]);
      expect(cases.isolation.filter((c) => !inSchema.has(c.operation)).map((c) => c.testCase.name)).toEqual(
        [],
      );
      expect(duplicateNames(cases.isolation.map((c) => c.testCase.name))).toEqual([]);
    });

    it('should declare for each mutation case the token scope MUTATION_TOKEN_SCOPE gives it', () => {
      const mismatched = casesOf('Mutation')
        .map(({ operation, testCase }) => ({
          name: testCase.name,
          declared: testCase.tokenScope,
          scope: MUTATION_TOKEN_SCOPE[operation.slice('Mutation.'.length)],
        }))
        .filter(({ declared, scope }) => declared !== scope);
      expect(mismatched).toEqual([]);
    });
  });

  describe("A's members by role on A's own host", () => {
    const memberWith = (role: Role) =>
      ({ [Role.MANAGER]: a.manager, [Role.CONTRIBUTOR]: aContributor, [Role.VIEWER]: aViewer })[role];
    const below = (role: Role) =>
      role === Role.MANAGER ? Role.CONTRIBUTOR : role === Role.CONTRIBUTOR ? Role.VIEWER : null;

    it("should give a member with a case's least role the same answer to B's ids as the manager", async () => {
      for (const { testCase } of cases.isolation) {
        const { name, onOwnHost, minRole } = testCase;
        if (minRole === Role.MANAGER || typeof onOwnHost === 'object') continue;
        const response = await sendCase(sut, memberWith(minRole).client, testCase, bData);
        if (onOwnHost === 'NOT_FOUND') {
          expect({ name, code: response.errors?.[0]?.extensions.errorCode }).toEqual({
            name,
            code: 'NOT_FOUND',
          });
          expectDenied(response, ['NOT_FOUND'], secretsOfB);
        } else {
          expect({ name, errors: response.errors }).toEqual({ name, errors: undefined });
          expectNoLeak(JSON.stringify(response.data), secretsOfB);
        }
      }
      await expectBUnchanged();
    });

    it("should refuse a member one role below a case's least role with FORBIDDEN, whatever the ids", async () => {
      for (const { testCase } of cases.isolation) {
        const lower = below(testCase.minRole);
        if (!lower) continue;
        const { name } = testCase;
        const response = await sendCase(sut, memberWith(lower).client, testCase, bData);
        expect({ name, code: response.errors?.[0]?.extensions.errorCode }).toEqual({
          name,
          code: 'FORBIDDEN',
        });
        expectDenied(response, ['FORBIDDEN'], secretsOfB);
      }
      await expectBUnchanged();
    });
  });

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
        for (const { testCase } of casesOf('Query')) {
          const { name } = testCase;
          const response = await sendCase(sut, { host: b.host, cookie }, testCase, bData);
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
        for (const { testCase } of casesOf('Mutation')) {
          const { name } = testCase;
          const cookie = member.client.sessionCookie;
          const response = await sendCase(sut, { host: b.host, cookie }, testCase, bData);
          expect({ name, code: response.errors?.[0]?.extensions.errorCode }).toEqual({
            name,
            code: 'FORBIDDEN',
          });
          expectDenied(response, ['FORBIDDEN'], secretsOfB);
        }
      }
      await expectBUnchanged();
    });

    it('should refuse every subscription with FORBIDDEN when the cookie of any member of A is sent to B', async () => {
      const subscriptions = casesOf('Subscription');
      expect(subscriptions.length).toBeGreaterThan(0);
      for (const [, member] of members()) {
        for (const { testCase } of subscriptions) {
          const { name } = testCase;
          const cookie = member.client.sessionCookie;
          const response = await sendCase(sut, { host: b.host, cookie }, testCase, bData);
          expect({ name, code: response.errors?.[0]?.extensions.errorCode }).toEqual({
            name,
            code: 'FORBIDDEN',
          });
          expectNoLeak(JSON.stringify(response), secretsOfB);
        }
      }
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
      for (const { testCase } of casesOf('Query').filter((c) => c.testCase.onOwnHost === 'NOT_FOUND')) {
        const { name } = testCase;
        const response = await sendCase(sut, a.manager.client, testCase, bData);
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
      const people = expectOk(
        await a.manager.client.gql<{ people: { totalCount: number } }>('{ people { totalCount } }'),
      );
      expect(people.people.totalCount).toBe(0);
      // B's segment names nothing in A: A lists none of its own, and a search by it finds nothing.
      expect(
        expectOk(await a.manager.client.gql<{ segments: unknown[] }>('{ segments { id } }')).segments,
      ).toEqual([]);
      const bySegment = await a.manager.client.gql<{ search: { total: number } }>(
        'query($s: ID!) { search(input: { segments: { ids: [$s] } }) { total items { id } } }',
        { s: bData.segmentId },
      );
      expect(expectOk(bySegment).search.total).toBe(0);
      expect(
        expectOk(await a.manager.client.gql<{ channels: unknown[] }>('{ channels { id } }')).channels,
      ).toEqual([]);
      expectNoLeak(JSON.stringify(bySegment), secretsOfB);
      expect(data.projects.map((p) => p.id)).toEqual([aProjectId]);
      expect(data.members.map((m) => m.id).sort()).toEqual(
        [a.manager.id, aViewer.id, aContributor.id].sort(),
      );
    });

    it("should show none of B's audit entries in A's audit log or its CSV export", async () => {
      const log = expectOk(
        await a.manager.client.gql<{ auditLog: { totalCount: number; nodes: { objectId: string }[] } }>(
          '{ auditLog(limit: 100) { totalCount nodes { id actorId actorName objectId objectLabel oldValue newValue } } }',
        ),
      ).auditLog;
      // A's own changes are there (its two members joined by invite)...
      expect(log.nodes.map((n) => n.objectId)).toEqual(expect.arrayContaining([aViewer.id, aContributor.id]));
      // ...and nothing of B's, whichever way it is read.
      expectNoLeak(JSON.stringify(log), secretsOfB);
      const csv = expectOk(
        await a.manager.client.gql<{ auditLogCsv: string }>('{ auditLogCsv(filter: {}) }'),
      );
      expectNoLeak(csv.auditLogCsv, secretsOfB);
    });

    it("should find none of B's items when A searches for their titles, ids or anything at all", async () => {
      const values = [
        bData.noteTitle,
        bData.projectTitle,
        bData.insightTitle,
        bData.tagTitle,
        bData.personName,
        '',
      ];
      // By words, by meaning (the nearest vectors of the store) and both.
      for (const method of ['FULL_TEXT', 'VECTOR', 'HYBRID']) {
        for (const value of values) {
          const found = expectOk(
            await a.manager.client.gql<{ search: { total: number; items: { id: string }[] } }>(
              'query($v: String!, $m: SearchMethod!) { search(input: { query: { value: $v, method: $m }, archived: null, limit: 1000 }) { total items { id } } }',
              { v: value, m: method },
            ),
          ).search;
          expectNoLeak(JSON.stringify(found), secretsOfB);
        }
      }
      const byLocation = await a.manager.client.gql(
        'query($id: ID!) { search(input: { location: { operator: LOCATED_IN, ids: [$id] } }) { total items { id } } }',
        { id: bData.projectId },
      );
      expect(expectOk(byLocation)).toEqual({ search: { total: 0, items: [] } });
      // Aggregations count only A's own matches, even when they name B's tags and members.
      const aggregated = expectOk(
        await a.manager.client.gql(
          `query($t: ID!, $m: ID!) { search(input: { archived: null, limit: 0, aggs: { field: { type: TAGS, ids: [$t] } } }) {
             total aggregations { field { key label } } }
           byMember: search(input: { archived: null, limit: 0, aggs: { field: { type: CREATED_BY, ids: [$m] } } }) {
             aggregations { field { key label } } }
           byProject: search(input: { archived: null, limit: 0, aggs: { location: { type: PROJECT, topK: 100 } } }) {
             aggregations { location { key label } } }
           preview: chartPreview(search: { archived: null, aggs: { field: { type: TAGS, ids: [$t] } } }) {
             total buckets { key label } } }`,
          { t: bData.tagId, m: b.manager.id },
        ),
      );
      expect(aggregated).toMatchObject({
        search: { aggregations: { field: [] } },
        byMember: { aggregations: { field: [] } },
        // The chart editor's preview of a chart over B's tag: nothing of B.
        preview: { buckets: [] },
      });
      expectNoLeak(JSON.stringify(aggregated), secretsOfB);
    });

    it("should find none of B's channels, themes or data points, by words, themes, datasets, place or aggregation", async () => {
      const found = expectOk(
        await a.manager.client.gql(
          `query($t: [ID!]!, $d: [ID!]!, $c: [ID!]!) {
             words: search(input: { query: { value: "secret review channel" }, archived: null, limit: 1000 }) { total items { id } }
             themes: search(input: { themes: { operator: CONTAINS, ids: $t }, limit: 1000 }) { total items { id } }
             notThemes: search(input: { types: [CHANNEL, THEME, CHANNEL_DATAPOINT], themes: { operator: IS_NOT_ONE_OF, ids: $t } }) { total items { id } }
             datasets: search(input: { datasets: { operator: IS_ALL_OF, ids: $d } }) { total items { id } }
             place: search(input: { location: { operator: LOCATED_IN, ids: $c } }) { total items { id } }
             clause: search(input: { filter: { combinator: OR, clauses: [{ themes: { operator: CONTAINS, ids: $t } }, { datasets: { operator: CONTAINS, ids: $d } }] } }) { total items { id } }
             aggs: search(input: { archived: null, limit: 0, aggs: { theme: { topK: 100 } } }) { aggregations { theme { key label count } } }
             byChannel: search(input: { archived: null, limit: 0, aggs: { location: { type: CHANNEL, topK: 100 } } }) { aggregations { location { key label count } } } }`,
          { t: [bData.channelThemeId], d: [bData.channelDatasetId], c: [bData.channelId] },
        ),
      );
      expect(found).toMatchObject({
        words: { total: 0 },
        themes: { total: 0 },
        notThemes: { total: 0 },
        datasets: { total: 0 },
        place: { total: 0 },
        clause: { total: 0 },
        aggs: { aggregations: { theme: [] } },
        byChannel: { aggregations: { location: [] } },
      });
      expectNoLeak(JSON.stringify(found), secretsOfB);
    });

    it("should refuse B's custom field in A's filters and functions, and find nobody by B's people", async () => {
      const refused = async (input: Record<string, unknown>) => {
        const response = await a.manager.client.gql(
          'query($i: SearchInput!) { search(input: $i) { total } }',
          {
            i: { archived: null, limit: 0, ...input },
          },
        );
        expect(response.errors?.[0]?.extensions.errorCode).toBe('BAD_USER_INPUT');
        expectNoLeak(JSON.stringify(response), secretsOfB);
      };
      // B's field is no field to A: an entry, a clause, groupFn and the segments all refuse it alike.
      await refused({ fields: [{ id: bData.fieldId, type: 'TEXT', operator: 'IS_NOT_EMPTY' }] });
      await refused({
        filter: {
          combinator: 'OR',
          clauses: [
            { field: { id: bData.fieldId, type: 'TEXT', operator: 'CONTAINS', values: [bData.optionId] } },
          ],
        },
      });
      // So do the lists that read people's fields and the fields of an item's note.
      await refused({ personFields: [{ id: bData.fieldId, type: 'TEXT', operator: 'IS_EMPTY' }] });
      await refused({ notesFromFields: [{ id: bData.fieldId, type: 'TEXT', operator: 'IS_NOT_EMPTY' }] });
      await refused({
        filter: {
          combinator: 'OR',
          clauses: [
            { personField: { id: bData.fieldId, type: 'TEXT', operator: 'IS_NOT_EMPTY' } },
            { notesFromField: { id: bData.fieldId, type: 'TEXT', operator: 'IS_EMPTY' } },
          ],
        },
      });
      await refused({ aggs: { field: { type: 'TYPE' } }, groupFn: 'AVG', groupFnField: bData.fieldId });
      await refused({ aggs: { npsSegments: { field: bData.fieldId } } });
      const byPeople = expectOk(
        await a.manager.client.gql(
          'query($p: [ID!]!) { search(input: { archived: null, people: { ids: $p } }) { total items { id } } }',
          {
            p: [bData.personId, bData.otherPersonId],
          },
        ),
      );
      expect(byPeople).toEqual({ search: { total: 0, items: [] } });
      const byNotePeople = expectOk(
        await a.manager.client.gql(
          `query($p: [ID!]!) {
             any: search(input: { archived: null, notesFromPeople: { operator: CONTAINS, ids: $p } }) { total items { id } }
             all: search(input: { archived: null, filter: { combinator: OR, clauses: [{ notesFromPeople: { operator: IS_ALL_OF, ids: $p } }] } }) { total items { id } } }`,
          { p: [bData.personId, bData.otherPersonId] },
        ),
      );
      expect(byNotePeople).toEqual({ any: { total: 0, items: [] }, all: { total: 0, items: [] } });
    });

    it("should answer NOT_FOUND when any member of A marks an account notification of B's invitee read, and list none of B's invitations in A's account inboxes", async () => {
      for (const member of [a.manager, aContributor, aViewer]) {
        const marked = await member.client.gql(
          'mutation($id: ID!) { markAccountNotificationRead(id: $id) { id read } }',
          { id: bData.accountNotificationId },
        );
        expectDenied(marked, ['NOT_FOUND'], secretsOfB);
        const inbox = expectOk(
          await member.client.gql(
            '{ accountNotificationInbox { unreadCount items { id workspaceName invitedByName message url } } }',
          ),
        );
        expectNoLeak(JSON.stringify(inbox), secretsOfB);
      }
      const stillUnread = await sql<{ read_at: Date | null }>(
        sut,
        'select read_at from control.account_notifications where id = ?',
        [bData.accountNotificationId],
      );
      expect(stillUnread).toEqual([{ read_at: null }]);
    });

    it("should list none of B's dashboards when A lists its own", async () => {
      const own = expectOk(
        await a.manager.client.gql<{ dashboards: { id: string }[] }>('{ dashboards { id title } }'),
      );
      expectNoLeak(JSON.stringify(own), secretsOfB);
    });

    it("should answer every list query on A's own host with A's data only", async () => {
      for (const { testCase } of casesOf('Query').filter((c) => c.testCase.onOwnHost === 'NO_LEAK')) {
        const { name } = testCase;
        const response = await sendCase(sut, a.manager.client, testCase, bData);
        expect({ name, errors: response.errors }).toEqual({ name, errors: undefined });
        expectNoLeak(JSON.stringify(response.data), secretsOfB);
      }
    });

    it('should answer NOT_FOUND for every mutation on an id of B and leave B unchanged when done on A', async () => {
      for (const { testCase } of casesOf('Mutation')) {
        const { name, onOwnHost } = testCase;
        if (onOwnHost === 'NOT_FOUND') {
          const response = await sendCase(sut, a.manager.client, testCase, bData);
          expect({ name, code: response.errors?.[0]?.extensions.errorCode }).toEqual({
            name,
            code: 'NOT_FOUND',
          });
          expectDenied(response, ['NOT_FOUND'], secretsOfB);
        } else if (typeof onOwnHost === 'object' && 'data' in onOwnHost) {
          // e.g. deleting data points by id skips ids that name none in A: B's ids delete nothing.
          const response = await sendCase(sut, a.manager.client, testCase, bData);
          expect({ name, data: response.data, errors: response.errors }).toEqual({
            name,
            data: onOwnHost.data,
            errors: undefined,
          });
        }
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

    it("should not open B's note and highlight tokens on A's host, whoever asks", async () => {
      const NOTE = 'query($t: String!) { sharedNote(shareToken: $t) { title content } }';
      const HIGHLIGHT = 'query($t: String!) { sharedHighlight(shareToken: $t) { quote } }';
      for (const client of [sut.client(a.subdomain), a.manager.client, aViewer.client]) {
        for (const [document, t] of [
          [NOTE, bData.noteShareToken],
          [HIGHLIGHT, bData.highlightShareToken],
        ] as const) {
          const response = await client.gql(document, { t });
          expect(response.errors?.[0]?.message).toBe('This link was revoked or does not exist.');
          expectDenied(response, ['NOT_FOUND'], secretsOfB);
        }
      }
    });

    it("should show through B's note and highlight tokens, on B's host without a session, only what they share", async () => {
      const anonymous = sut.client(b.subdomain);
      const note = expectOk(
        await anonymous.gql<{ sharedNote: { title: string } }>(
          'query($t: String!) { sharedNote(shareToken: $t) { title createdAt content } }',
          { t: bData.noteShareToken },
        ),
      );
      expect(note.sharedNote.title).toBe(bData.noteTitle);
      const highlight = expectOk(
        await anonymous.gql<{ sharedHighlight: { id: string } }>(
          'query($t: String!) { sharedHighlight(shareToken: $t) { id quote noteTitle tags { title color } } }',
          { t: bData.highlightShareToken },
        ),
      );
      expect(highlight.sharedHighlight.id).toBe(bData.highlightId);
      expectNoLeak(
        JSON.stringify([note, { ...highlight, sharedHighlight: { ...highlight.sharedHighlight, id: '' } }]),
        [
          bData.projectId,
          bData.projectTitle,
          bData.noteId,
          bData.insightId,
          bData.tagId,
          bData.tokenId,
          b.manager.email,
          b.manager.id,
        ],
      );
    });

    it("should not embed B's highlight on A's host", async () => {
      const response = await a.manager.client.gql(EMBED, { id: bData.highlightId });
      expectDenied(response, ['NOT_FOUND'], secretsOfB);
    });

    it("should not embed B's reels, nor stream B's clip, on A's host, whoever asks", async () => {
      const embeds = [
        ['query($id: ID!) { embeddedReel(reelId: $id) { title clips { text } } }', { id: bData.reelId }],
        [
          'query($n: ID!, $f: ID!) { embeddedNoteFileReel(noteId: $n, fileId: $f) { title clips { text } } }',
          { n: bData.noteId, f: bData.fileId },
        ],
        ['query($t: ID!) { embeddedTagReel(tagId: $t) { title clips { text } } }', { t: bData.tagId }],
      ] as const;
      for (const client of [sut.client(a.subdomain), a.manager.client, aViewer.client])
        for (const [document, variables] of embeds) {
          const response = await client.gql(document, { ...variables });
          expect(response.errors?.[0]?.message).toBe(
            'This reel is not available: none of its clips is shared publicly.',
          );
          expectDenied(response, ['NOT_FOUND'], secretsOfB);
        }
      const media = await rawRequest(`${sut.address}/files/clips/${bData.clipId}`, {
        headers: { host: a.manager.client.host },
      });
      expect(media.status).toBe(404);
      expectNoLeak(media.text, secretsOfB);
    });
  });

  describe("B's transcript downloads", () => {
    const paths = () => [`/files/${bData.fileId}/transcript.vtt`, `/files/${bData.fileId}/transcript.srt`];

    it("should serve B's transcript to B's own members only, never on A's host nor to A's session or token on B's host", async () => {
      const token = (await buildApiToken(a.manager.client, 'Transcript reader')).secret;
      for (const path of paths()) {
        // B's own manager gets it: the refusals below are about the tenant, not the route.
        const own = await rawRequest(`${sut.address}${path}`, {
          headers: { host: b.manager.client.host, cookie: b.manager.client.sessionCookie ?? '' },
        });
        expect(own.status).toBe(200);
        expect(own.text).toContain('Only B knows this line');
        for (const client of [a.manager.client, aViewer.client]) {
          const onA = await rawRequest(`${sut.address}${path}`, {
            headers: { host: client.host, cookie: client.sessionCookie ?? '' },
          });
          expect(onA.status).toBe(404);
          expectNoLeak(onA.text, secretsOfB);
          const onB = await rawRequest(`${sut.address}${path}`, {
            headers: { host: b.manager.client.host, cookie: client.sessionCookie ?? '' },
          });
          expect(onB.status).toBe(403);
          expectNoLeak(onB.text, secretsOfB);
        }
        const byToken = await rawRequest(`${sut.address}${path}`, {
          headers: { host: b.manager.client.host, authorization: `Bearer ${token}` },
        });
        expect(byToken.status).toBe(403);
        expectNoLeak(byToken.text, secretsOfB);
      }
    });
  });

  describe("A's API token", () => {
    let aToken: string;
    beforeAll(async () => {
      aToken = (await buildApiToken(a.manager.client, 'A script')).secret;
    });

    it("should be FORBIDDEN for every query, mutation and subscription when sent to B's host", async () => {
      const client = sut.client(b.subdomain);
      client.bearer = aToken;
      for (const { testCase } of cases.isolation) {
        const { name } = testCase;
        const response = await sendCase(sut, client, testCase, bData);
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
    it('should refuse A a sign-in link to B and joining B', async () => {
      const link = await a.manager.client.gql('mutation($t: ID!) { workspaceSignInLink(teamId: $t) }', {
        t: b.id,
      });
      expectDenied(link, ['NOT_FOUND'], secretsOfB);
      const joined = await a.manager.client.gql('mutation($t: ID!) { joinWorkspace(teamId: $t) { id } }', {
        t: b.id,
      });
      expectDenied(joined, ['NOT_FOUND', 'FORBIDDEN'], secretsOfB);
      await expectBUnchanged();
    });

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
