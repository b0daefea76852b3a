import { randomUUID } from 'node:crypto';
import type { BusEvent } from '../../services/core/src';
import { type GraphqlClient, errorCode } from '../../services/all-in-one/src/testing/graphql-client';
import { sharedTestServer } from '../../services/all-in-one/src/testing/shared-test-server';
import type { TestServer } from '../../services/all-in-one/src/testing/test-server';
import {
  type BuiltAccount,
  type BuiltWorkspace,
  addMember,
  buildNote,
  buildProject,
  expectOk,
  signUpAndCreateWorkspace,
  sql,
  uniqueSuffix,
} from './factories';
import { eventually } from './collaboration-client';

const CREATE_GROUP = `mutation($name: String!, $m: [ID!]) { createUserGroup(input: { name: $name, memberIds: $m }) { id name memberCount members { id name email } createdAt } }`;
const ADD_MEMBERS = `mutation($g: ID!, $m: [ID!]!) { addUserGroupMembers(input: { groupId: $g, memberIds: $m }) { id memberCount } }`;
const REMOVE_MEMBERS = `mutation($g: ID!, $m: [ID!]!) { removeUserGroupMembers(input: { groupId: $g, memberIds: $m }) { id memberCount } }`;
const GROUPS = '{ userGroups { id name memberCount createdAt } }';
const SET_GENERAL = `mutation($p: ID!, $a: GeneralAccess!) { setProjectGeneralAccess(input: { projectId: $p, generalAccess: $a }) { generalAccess } }`;
const SET_PERMISSION = `mutation($p: ID!, $k: AccessSubjectKind!, $s: ID!, $perm: Permission!) {
  setProjectPermission(input: { projectId: $p, subjectKind: $k, subjectId: $s, permission: $perm }) { entries { subjectId permission } } }`;
const REMOVE_PERMISSION = `mutation($p: ID!, $k: AccessSubjectKind!, $s: ID!) {
  removeProjectPermission(input: { projectId: $p, subjectKind: $k, subjectId: $s }) { entries { subjectId permission } } }`;
const ACCESS = `query($p: ID!) { projectAccess(projectId: $p) { generalAccess entries { subjectKind subjectId name permission } } }`;
const VIEWER_ACCESS = `query($p: ID!) { project(id: $p) { private viewerAccess { permission canEdit canManageAccess } } }`;

describe('user groups and project permission sets', () => {
  let sut: TestServer;
  let ws: BuiltWorkspace;
  let contributor: BuiltAccount;
  let other: BuiltAccount;
  let viewer: BuiltAccount;

  beforeAll(async () => {
    sut = await sharedTestServer();
    ws = await signUpAndCreateWorkspace(sut);
    contributor = await addMember(sut, ws, 'CONTRIBUTOR');
    other = await addMember(sut, ws, 'CONTRIBUTOR');
    viewer = await addMember(sut, ws, 'VIEWER');
  }, 120_000);
  afterAll(() => sut.close());

  const manager = () => ws.manager.client;

  async function group(members: string[] = [], name = `Group ${uniqueSuffix()}`): Promise<string> {
    return expectOk(
      await manager().gql<{ createUserGroup: { id: string } }>(CREATE_GROUP, { name, m: members }),
    ).createUserGroup.id;
  }

  /** A private project with one note; `word` is a word only that note holds, to search for it. */
  async function privateProject(): Promise<{
    projectId: string;
    noteId: string;
    title: string;
    word: string;
  }> {
    const title = `Secret study ${uniqueSuffix()}`;
    const word = `whisper${randomUUID().replace(/[^a-f]/g, '')}`;
    const projectId = await buildProject(manager(), title);
    const noteId = await buildNote(
      manager(),
      projectId,
      `Secret note ${uniqueSuffix()}`,
      `Churn reasons ${word}`,
    );
    expectOk(await manager().gql(SET_GENERAL, { p: projectId, a: 'NONE' }));
    return { projectId, noteId, title, word };
  }

  async function grant(projectId: string, kind: 'USER' | 'GROUP', subjectId: string, permission: string) {
    expectOk(await manager().gql(SET_PERMISSION, { p: projectId, k: kind, s: subjectId, perm: permission }));
  }

  async function projectIdsOf(client: GraphqlClient): Promise<string[]> {
    return expectOk(await client.gql<{ projects: { id: string }[] }>('{ projects { id } }')).projects.map(
      (p) => p.id,
    );
  }

  async function schemaName(): Promise<string> {
    const [row] = await sql<{ schema_name: string }>(
      sut,
      'select schema_name from control.teams where id = ?',
      [ws.id],
    );
    return row.schema_name;
  }

  describe('user groups', () => {
    it('should let a manager create, rename, fill and delete a group, and every member read it', async () => {
      const created = expectOk(
        await manager().gql<{ createUserGroup: { id: string; name: string; memberCount: number } }>(
          CREATE_GROUP,
          {
            name: `  Research guild ${uniqueSuffix()}  `,
            m: [contributor.id],
          },
        ),
      ).createUserGroup;
      expect(created.name).toMatch(/^Research guild /);
      expect(created.memberCount).toBe(1);
      expect(
        expectOk(
          await manager().gql<{ addUserGroupMembers: { memberCount: number } }>(ADD_MEMBERS, {
            g: created.id,
            m: [other.id, contributor.id],
          }),
        ).addUserGroupMembers.memberCount,
      ).toBe(2);
      expect(
        expectOk(
          await manager().gql<{ removeUserGroupMembers: { memberCount: number } }>(REMOVE_MEMBERS, {
            g: created.id,
            m: [other.id],
          }),
        ).removeUserGroupMembers.memberCount,
      ).toBe(1);
      const renamed = `Renamed ${uniqueSuffix()}`;
      expectOk(
        await manager().gql(
          'mutation($id: ID!, $n: String!) { renameUserGroup(input: { id: $id, name: $n }) { id } }',
          { id: created.id, n: renamed },
        ),
      );
      const seen = expectOk(
        await viewer.client.gql<{ userGroups: { id: string; name: string }[] }>(GROUPS),
      ).userGroups;
      expect(seen).toContainEqual(expect.objectContaining({ id: created.id, name: renamed }));
      expectOk(await manager().gql('mutation($id: ID!) { deleteUserGroup(id: $id) }', { id: created.id }));
      const after = expectOk(await manager().gql<{ userGroups: { id: string }[] }>(GROUPS)).userGroups;
      expect(after.map((g) => g.id)).not.toContain(created.id);
    });

    it('should refuse group changes to contributors and viewers, changing nothing', async () => {
      const id = await group([contributor.id]);
      const before = expectOk(await manager().gql<{ userGroups: unknown[] }>(GROUPS)).userGroups;
      for (const client of [contributor.client, viewer.client]) {
        expect(errorCode(await client.gql(CREATE_GROUP, { name: `Nope ${uniqueSuffix()}`, m: [] }))).toBe(
          'FORBIDDEN',
        );
        expect(errorCode(await client.gql(ADD_MEMBERS, { g: id, m: [other.id] }))).toBe('FORBIDDEN');
        expect(errorCode(await client.gql('mutation($id: ID!) { deleteUserGroup(id: $id) }', { id }))).toBe(
          'FORBIDDEN',
        );
      }
      expect(expectOk(await manager().gql<{ userGroups: unknown[] }>(GROUPS)).userGroups).toEqual(before);
    });

    it('should refuse a name that is empty, too long or taken (in any case)', async () => {
      const name = `Unique ${uniqueSuffix()}`;
      await group([], name);
      for (const bad of ['   ', 'x'.repeat(101), name.toUpperCase()]) {
        const response = await manager().gql(CREATE_GROUP, { name: bad, m: [] });
        expect(errorCode(response)).toBe('BAD_USER_INPUT');
        expect(response.errors?.[0]?.message).toMatch(/Group name|already exists/);
      }
      expect(
        errorCode(
          await manager().gql(CREATE_GROUP, { name: 'x'.repeat(100) + uniqueSuffix().slice(0, 0), m: [] }),
        ),
      ).toBeUndefined();
    });

    it('should add only active members of the workspace, by UUID', async () => {
      const id = await group();
      expect(errorCode(await manager().gql(ADD_MEMBERS, { g: id, m: [randomUUID()] }))).toBe(
        'BAD_USER_INPUT',
      );
      expect(errorCode(await manager().gql(ADD_MEMBERS, { g: id, m: ['not-a-uuid'] }))).toBe(
        'BAD_USER_INPUT',
      );
      expect(
        expectOk(
          await manager().gql<{ addUserGroupMembers: { memberCount: number } }>(ADD_MEMBERS, {
            g: id,
            m: [viewer.id],
          }),
        ).addUserGroupMembers.memberCount,
      ).toBe(1);
    });

    it('should hold a group to 200 members', async () => {
      const schema = await schemaName();
      const ids = Array.from({ length: 200 }, () => randomUUID());
      await sql(
        sut,
        `insert into "${schema}".members (id, name, email, role)
         select id, 'Bulk member', id::text || '@example.org', 'VIEWER' from unnest(?::uuid[]) as id`,
        [`{${ids.join(',')}}`],
      );
      const id = await group();
      expect(
        expectOk(
          await manager().gql<{ addUserGroupMembers: { memberCount: number } }>(ADD_MEMBERS, {
            g: id,
            m: ids,
          }),
        ).addUserGroupMembers.memberCount,
      ).toBe(200);
      const response = await manager().gql(ADD_MEMBERS, { g: id, m: [contributor.id] });
      expect(errorCode(response)).toBe('BAD_USER_INPUT');
      expect(response.errors?.[0]?.message).toBe('A user group can have at most 200 members.');
      await sql(sut, `delete from "${schema}".members where id = any(?::uuid[])`, [`{${ids.join(',')}}`]);
    });

    it('should hold a workspace to 50 groups', async () => {
      const own = await signUpAndCreateWorkspace(sut);
      for (let i = 0; i < 50; i++)
        expectOk(await own.manager.client.gql(CREATE_GROUP, { name: `Group ${i}`, m: [] }));
      const response = await own.manager.client.gql(CREATE_GROUP, { name: 'Group 50', m: [] });
      expect(errorCode(response)).toBe('BAD_USER_INPUT');
      expect(response.errors?.[0]?.message).toBe('A workspace can have at most 50 user groups.');
    });
  });

  describe('private projects', () => {
    it('should hide a private project and everything in it from a member without access, in every list and search', async () => {
      const { projectId, noteId, title, word } = await privateProject();
      const tag = expectOk(
        await manager().gql<{ createTag: { id: string } }>(
          'mutation($t: String!) { createTag(input: { title: $t }) { id } }',
          {
            t: `Workspace tag ${uniqueSuffix()}`,
          },
        ),
      ).createTag.id;
      const highlightId = expectOk(
        await manager().gql<{ createHighlight: { id: string } }>(
          'mutation($n: ID!, $t: ID!) { createHighlight(input: { noteId: $n, startOffset: 0, endOffset: 13, text: "Churn reasons", tagIds: [$t] }) { id } }',
          { n: noteId, t: tag },
        ),
      ).createHighlight.id;
      const client = contributor.client;
      expect(await projectIdsOf(client)).not.toContain(projectId);
      expect(await projectIdsOf(manager())).toContain(projectId);
      for (const [query, variables] of [
        ['query($p: ID!) { project(id: $p) { id title } }', { p: projectId }],
        ['query($p: ID!) { notes(projectId: $p) { id } }', { p: projectId }],
        ['query($n: ID!) { note(id: $n) { id title } }', { n: noteId }],
        ['query($p: ID!) { projectAccess(projectId: $p) { generalAccess } }', { p: projectId }],
        // What an insight's highlight card reads: a card of it in an insight they can open shows nothing.
        ['query($h: ID!) { highlight(id: $h) { id text noteTitle } }', { h: highlightId }],
      ] as const) {
        const response = await client.gql(query, variables);
        expect(errorCode(response)).toBe('NOT_FOUND');
        expect(JSON.stringify(response)).not.toContain(title);
      }
      const search = expectOk(
        await client.gql<{ search: { total: number } }>(
          'query($q: String!) { search(input: { query: { value: $q } }) { total } }',
          { q: word },
        ),
      );
      expect(search.search.total).toBe(0);
      // The manager finds it (indexing is asynchronous: wait for it), so the search above could fail.
      await eventually(async () => {
        const found = await manager().gql<{ search: { total: number } }>(
          'query($q: String!) { search(input: { query: { value: $q } }) { total } }',
          { q: word },
        );
        return (found.data?.search.total ?? 0) > 0;
      });
      expect(
        expectOk(
          await client.gql<{ search: { total: number } }>(
            'query($q: String!) { search(input: { query: { value: $q } }) { total } }',
            { q: word },
          ),
        ).search.total,
      ).toBe(0);
      const home = JSON.stringify(expectOk(await client.gql('{ home { recent { id title } } }')));
      expect(home).not.toContain(projectId);
      expect(home).not.toContain(noteId);
      // A workspace-wide tag does not count (nor list) the highlights of a project hidden from the member.
      const seenTag = expectOk(
        await client.gql<{ tag: { highlightCount: number }; tagHighlights: unknown[] }>(
          'query($t: ID!) { tag(id: $t) { highlightCount } tagHighlights(tagId: $t) { id } }',
          { t: tag },
        ),
      );
      expect(seenTag).toEqual({ tag: { highlightCount: 0 }, tagHighlights: [] });
      const managerTag = expectOk(
        await manager().gql<{ tag: { highlightCount: number } }>(
          'query($t: ID!) { tag(id: $t) { highlightCount } }',
          { t: tag },
        ),
      );
      expect(managerTag.tag.highlightCount).toBe(1);
      // Its trash is hidden as well.
      expectOk(await manager().gql('mutation($n: ID!) { deleteNote(id: $n) }', { n: noteId }));
      const trash = JSON.stringify(expectOk(await client.gql('{ trash { id } }')));
      expect(trash).not.toContain(noteId);
      expect(
        errorCode(await client.gql('mutation($n: ID!) { restoreNote(id: $n) { id } }', { n: noteId })),
      ).toBe('NOT_FOUND');
    });

    it('should answer NOT_FOUND to every change of a hidden project and change nothing', async () => {
      const { projectId, noteId } = await privateProject();
      for (const [query, variables] of [
        [
          'mutation($p: ID!) { updateProject(input: { id: $p, title: "Mine now" }) { id } }',
          { p: projectId },
        ],
        [
          'mutation($p: ID!) { createNote(input: { projectId: $p, title: "Planted" }) { id } }',
          { p: projectId },
        ],
        ['mutation($n: ID!) { updateNote(input: { id: $n, title: "Defaced" }) { id } }', { n: noteId }],
        ['mutation($p: ID!) { deleteProject(id: $p) }', { p: projectId }],
        [SET_GENERAL, { p: projectId, a: 'WRITE' }],
      ] as const) {
        expect(errorCode(await contributor.client.gql(query, variables))).toBe('NOT_FOUND');
      }
      const after = expectOk(
        await manager().gql<{ project: { title: string; private: boolean; noteCount: number } }>(
          'query($p: ID!) { project(id: $p) { title private noteCount } }',
          { p: projectId },
        ),
      ).project;
      expect(after).toEqual({ title: expect.stringMatching(/^Secret study/), private: true, noteCount: 1 });
    });

    it('should open a private project through a group entry with read access only', async () => {
      const { projectId, noteId } = await privateProject();
      const readers = await group([contributor.id]);
      await grant(projectId, 'GROUP', readers, 'READ');
      expect(await projectIdsOf(contributor.client)).toContain(projectId);
      expect(
        expectOk(
          await contributor.client.gql<{ note: { id: string } }>('query($n: ID!) { note(id: $n) { id } }', {
            n: noteId,
          }),
        ).note.id,
      ).toBe(noteId);
      expect(expectOk(await contributor.client.gql(VIEWER_ACCESS, { p: projectId }))).toEqual({
        project: {
          private: true,
          viewerAccess: { permission: 'READ', canEdit: false, canManageAccess: false },
        },
      });
      // Read maps to viewer: a change is refused as such, and changes nothing.
      const refused = await contributor.client.gql(
        'mutation($n: ID!) { updateNote(input: { id: $n, title: "Edited" }) { id } }',
        { n: noteId },
      );
      expect(errorCode(refused)).toBe('FORBIDDEN');
      expect(refused.errors?.[0]?.message).toMatch(/only view this project/);
      expect(
        errorCode(
          await contributor.client.gql(
            'mutation($p: ID!) { createNote(input: { projectId: $p, title: "x" }) { id } }',
            { p: projectId },
          ),
        ),
      ).toBe('FORBIDDEN');
      // Others outside the group still do not see it.
      expect(await projectIdsOf(other.client)).not.toContain(projectId);
    });

    it('should take the highest of user, group and general entries', async () => {
      const { projectId } = await privateProject();
      const readers = await group([contributor.id]);
      await grant(projectId, 'GROUP', readers, 'READ');
      await grant(projectId, 'USER', contributor.id, 'WRITE');
      const access = () =>
        contributor.client.gql<{ project: { viewerAccess: { permission: string; canEdit: boolean } } }>(
          VIEWER_ACCESS,
          { p: projectId },
        );
      expect(expectOk(await access()).project.viewerAccess).toMatchObject({
        permission: 'WRITE',
        canEdit: true,
      });
      expectOk(
        await contributor.client.gql(
          'mutation($p: ID!) { createNote(input: { projectId: $p, title: "Allowed" }) { id } }',
          { p: projectId },
        ),
      );
      await grant(projectId, 'GROUP', readers, 'FULL');
      expect(expectOk(await access()).project.viewerAccess).toMatchObject({
        permission: 'FULL',
        canEdit: true,
      });
      expectOk(await manager().gql(REMOVE_PERMISSION, { p: projectId, k: 'GROUP', s: readers }));
      expectOk(await manager().gql(SET_GENERAL, { p: projectId, a: 'READ' }));
      expectOk(await manager().gql(REMOVE_PERMISSION, { p: projectId, k: 'USER', s: contributor.id }));
      // Only the general (group-wide) entry is left: read for everyone.
      expect(expectOk(await access()).project.viewerAccess).toMatchObject({
        permission: 'READ',
        canEdit: false,
      });
    });

    it('should keep a workspace viewer a viewer whatever entry they get', async () => {
      const { projectId } = await privateProject();
      await grant(projectId, 'USER', viewer.id, 'FULL');
      expect(expectOk(await viewer.client.gql(VIEWER_ACCESS, { p: projectId }))).toEqual({
        project: {
          private: true,
          viewerAccess: { permission: 'FULL', canEdit: false, canManageAccess: false },
        },
      });
      expect(
        errorCode(
          await viewer.client.gql(
            'mutation($p: ID!) { createNote(input: { projectId: $p, title: "x" }) { id } }',
            { p: projectId },
          ),
        ),
      ).toBe('FORBIDDEN');
      expect(errorCode(await viewer.client.gql(SET_GENERAL, { p: projectId, a: 'WRITE' }))).toBe('FORBIDDEN');
    });

    it('should let a member with full access manage access, but not one with write access', async () => {
      const { projectId } = await privateProject();
      await grant(projectId, 'USER', contributor.id, 'FULL');
      await grant(projectId, 'USER', other.id, 'WRITE');
      const refused = await other.client.gql(SET_PERMISSION, {
        p: projectId,
        k: 'USER',
        s: viewer.id,
        perm: 'READ',
      });
      expect(errorCode(refused)).toBe('FORBIDDEN');
      expect(refused.errors?.[0]?.message).toMatch(/full access/);
      expectOk(
        await contributor.client.gql(SET_PERMISSION, { p: projectId, k: 'USER', s: viewer.id, perm: 'READ' }),
      );
      expect(await projectIdsOf(viewer.client)).toContain(projectId);
      // Taking one's own full access away is refused, and changes nothing.
      const lockout = await contributor.client.gql(REMOVE_PERMISSION, {
        p: projectId,
        k: 'USER',
        s: contributor.id,
      });
      expect(errorCode(lockout)).toBe('BAD_USER_INPUT');
      const entries = expectOk(
        await manager().gql<{ projectAccess: { entries: { subjectId: string; permission: string }[] } }>(
          ACCESS,
          { p: projectId },
        ),
      ).projectAccess.entries;
      expect(entries).toContainEqual({
        subjectKind: 'USER',
        subjectId: contributor.id,
        name: contributor.name,
        permission: 'FULL',
      });
    });

    it('should take a group’s access away with the group, and a member’s with their removal from it', async () => {
      const { projectId } = await privateProject();
      const team = await group([contributor.id, other.id]);
      await grant(projectId, 'GROUP', team, 'WRITE');
      expect(await projectIdsOf(other.client)).toContain(projectId);
      expectOk(await manager().gql(REMOVE_MEMBERS, { g: team, m: [other.id] }));
      expect(await projectIdsOf(other.client)).not.toContain(projectId);
      expect(await projectIdsOf(contributor.client)).toContain(projectId);
      expectOk(await manager().gql('mutation($id: ID!) { deleteUserGroup(id: $id) }', { id: team }));
      expect(await projectIdsOf(contributor.client)).not.toContain(projectId);
      const entries = expectOk(
        await manager().gql<{ projectAccess: { entries: unknown[] } }>(ACCESS, { p: projectId }),
      ).projectAccess.entries;
      expect(entries).toEqual([]);
    });

    it('should keep each member’s highest entry per project equal to their entries after every kind of change', async () => {
      const schema = `"${await schemaName()}"`;
      // What the database keeps (member_project_entries), and the same folded from the entries now.
      const kept = () =>
        sql<{ member_id: string; project_id: string; rank: number }>(
          sut,
          `select member_id, project_id, rank from ${schema}.member_project_entries order by 1, 2`,
        );
      const folded = () =>
        sql<{ member_id: string; project_id: string; rank: number }>(
          sut,
          `select m.id as member_id, pp.project_id,
                  max(case pp.permission when 'FULL' then 3 when 'WRITE' then 2 else 1 end)::smallint as rank
             from ${schema}.members m join ${schema}.project_permissions pp
               on (pp.subject_kind = 'USER' and pp.subject_id = m.id)
               or (pp.subject_kind = 'GROUP' and pp.subject_id in
                    (select gm.group_id from ${schema}.user_group_members gm where gm.member_id = m.id))
            group by m.id, pp.project_id order by 1, 2`,
        );
      const rankOf = async (member: string, project: string) =>
        (await kept()).find((r) => r.member_id === member && r.project_id === project)?.rank ?? null;
      const expectConsistent = async () => expect(await kept()).toEqual(await folded());

      const { projectId } = await privateProject();
      const team = await group([contributor.id]);
      await grant(projectId, 'GROUP', team, 'READ');
      await expectConsistent();
      expect(await rankOf(contributor.id, projectId)).toBe(1);
      // A user entry above the group's, then changed below it: the highest wins each time.
      await grant(projectId, 'USER', contributor.id, 'FULL');
      expect(await rankOf(contributor.id, projectId)).toBe(3);
      await grant(projectId, 'USER', contributor.id, 'READ');
      await grant(projectId, 'GROUP', team, 'WRITE');
      expect(await rankOf(contributor.id, projectId)).toBe(2);
      await expectConsistent();
      // Joining a group brings its entries; leaving takes them.
      expectOk(await manager().gql(ADD_MEMBERS, { g: team, m: [other.id] }));
      expect(await rankOf(other.id, projectId)).toBe(2);
      expectOk(await manager().gql(REMOVE_MEMBERS, { g: team, m: [other.id] }));
      expect(await rankOf(other.id, projectId)).toBeNull();
      await expectConsistent();
      // Entries removed, the group deleted (its entries and memberships go), the project deleted.
      expectOk(await manager().gql(REMOVE_PERMISSION, { p: projectId, k: 'USER', s: contributor.id }));
      expect(await rankOf(contributor.id, projectId)).toBe(2);
      expectOk(await manager().gql('mutation($id: ID!) { deleteUserGroup(id: $id) }', { id: team }));
      expect(await rankOf(contributor.id, projectId)).toBeNull();
      await expectConsistent();
      await grant(projectId, 'USER', other.id, 'WRITE');
      expect(await rankOf(other.id, projectId)).toBe(2);
      await sql(sut, `delete from ${schema}.projects where id = ?`, [projectId]);
      expect(await rankOf(other.id, projectId)).toBeNull();
      await expectConsistent();
    });

    it('should refuse entries for unknown members and groups, and bad levels', async () => {
      const { projectId } = await privateProject();
      expect(
        errorCode(
          await manager().gql(SET_PERMISSION, { p: projectId, k: 'USER', s: randomUUID(), perm: 'READ' }),
        ),
      ).toBe('BAD_USER_INPUT');
      expect(
        errorCode(
          await manager().gql(SET_PERMISSION, { p: projectId, k: 'GROUP', s: randomUUID(), perm: 'READ' }),
        ),
      ).toBe('BAD_USER_INPUT');
      expect(
        errorCode(await manager().gql(SET_PERMISSION, { p: projectId, k: 'USER', s: 'nope', perm: 'READ' })),
      ).toBe('BAD_USER_INPUT');
      expect(
        await manager().gql(SET_PERMISSION, { p: projectId, k: 'USER', s: contributor.id, perm: 'ADMIN' }),
      ).toMatchObject({
        errors: [
          expect.objectContaining({ extensions: expect.objectContaining({ errorCode: 'BAD_USER_INPUT' }) }),
        ],
      });
      expect(
        expectOk(await manager().gql<{ projectAccess: { entries: unknown[] } }>(ACCESS, { p: projectId }))
          .projectAccess.entries,
      ).toEqual([]);
    });

    it('should write an audit entry with each group and access change, naming actor, object and values', async () => {
      const { projectId, title } = await privateProject();
      const team = await group([contributor.id], `Audited ${uniqueSuffix()}`);
      await grant(projectId, 'GROUP', team, 'WRITE');
      const log = expectOk(
        await manager().gql<{
          auditLog: {
            nodes: {
              action: string;
              objectId: string;
              objectLabel: string;
              actorName: string;
              oldValue: string | null;
              newValue: string | null;
            }[];
          };
        }>(
          'query { auditLog(limit: 20) { nodes { action objectId objectLabel actorName oldValue newValue } } }',
        ),
      ).auditLog.nodes;
      const mine = log.filter((e) => e.objectId === projectId || e.objectId === team);
      expect(mine.map((e) => e.action).sort()).toEqual(
        ['PROJECT_ACCESS_CHANGED', 'PROJECT_ACCESS_CHANGED', 'USER_GROUP_CREATED'].sort(),
      );
      const granted = mine.find(
        (e) => e.action === 'PROJECT_ACCESS_CHANGED' && e.newValue?.includes('WRITE'),
      );
      expect(granted).toMatchObject({ objectLabel: title, actorName: ws.manager.name });
      expect(JSON.parse(granted?.newValue ?? '{}')).toEqual({
        subject: expect.stringMatching(/^group Audited /),
        permission: 'WRITE',
      });
      expect(JSON.parse(granted?.oldValue ?? '{}')).toEqual({
        subject: expect.stringMatching(/^group Audited /),
        permission: 'none',
      });
    });

    it('should tell nobody without access about comments or published insights of a private project', async () => {
      const { projectId, noteId } = await privateProject();
      await grant(projectId, 'USER', contributor.id, 'WRITE');
      const inbox = async (client: GraphqlClient) =>
        expectOk(
          await client.gql<{ notificationInbox: { items: { path: string; excerpt: string }[] } }>(
            '{ notificationInbox(limit: 100) { items { path excerpt } } }',
          ),
        ).notificationInbox.items;
      // A mention of a member who cannot see the project, and of one who can.
      const body = `Secret churn finding @[${other.name}](${other.id}) @[${contributor.name}](${contributor.id})`;
      expectOk(
        await manager().gql(
          'mutation($n: ID!, $b: String!) { createComment(input: { targetType: NOTE, targetId: $n, body: $b }) { id } }',
          {
            n: noteId,
            b: body,
          },
        ),
      );
      expect((await inbox(contributor.client)).some((n) => n.excerpt.includes('Secret churn finding'))).toBe(
        true,
      );
      expect(JSON.stringify(await inbox(other.client))).not.toContain('Secret churn finding');
      // A published insight: those with access hear of it (the worker writes it), the others never.
      const title = `Private insight ${uniqueSuffix()}`;
      const insightId = expectOk(
        await manager().gql<{ createInsight: { id: string } }>(
          'mutation($p: ID!, $t: String!) { createInsight(input: { projectId: $p, title: $t }) { id } }',
          {
            p: projectId,
            t: title,
          },
        ),
      ).createInsight.id;
      expectOk(
        await manager().gql('mutation($id: ID!) { publishInsight(id: $id) { id } }', { id: insightId }),
      );
      await eventually(async () =>
        (await inbox(contributor.client)).some((n) => n.path === `/insights/${insightId}`),
      );
      expect(JSON.stringify(await inbox(other.client))).not.toContain(title);
      expect(JSON.stringify(await inbox(viewer.client))).not.toContain(title);
    });

    it('should publish an event with each access change, through the outbox', async () => {
      const received: BusEvent[] = [];
      const subscription = await sut.server.built.platform.bus.subscribe(
        { durable: `e2e-access-${randomUUID().slice(0, 8)}`, subject: 'project.accessChanged' },
        async (event) => {
          received.push(event);
          return 'ack';
        },
      );
      try {
        const { projectId } = await privateProject();
        await grant(projectId, 'USER', contributor.id, 'WRITE');
        const mine = () => received.filter((e) => e.payload.projectId === projectId);
        await eventually(() => mine().length === 2);
        expect(mine().map((e) => e.payload)).toEqual([
          expect.objectContaining({ change: 'generalAccess', from: 'WRITE', to: 'NONE' }),
          expect.objectContaining({
            change: 'entry',
            subjectKind: 'USER',
            subjectId: contributor.id,
            from: null,
            to: 'WRITE',
          }),
        ]);
      } finally {
        await subscription.stop();
      }
    });
  });
});
