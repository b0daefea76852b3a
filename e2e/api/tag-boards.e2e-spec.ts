import { MAX_LENGTH, MIN_RANK_DIFFERENCE, RANK_GAP } from '../../services/core/src';
import { type GraphqlClient, errorCode } from '../../services/all-in-one/src/testing/graphql-client';
import { sharedTestServer } from '../../services/all-in-one/src/testing/shared-test-server';
import type { TestServer } from '../../services/all-in-one/src/testing/test-server';
import {
  type BuiltAccount,
  type BuiltWorkspace,
  addMember,
  buildProject,
  expectOk,
  signUpAndCreateWorkspace,
  sql,
  uniqueSuffix,
} from './factories';

interface BoardTag {
  id: string;
  title: string;
  highlightCount: number;
}
interface BoardGroup {
  id: string;
  title: string;
  color: string;
  rank: number;
  tags: BoardTag[];
}
interface Board {
  id: string;
  shortId: string;
  projectId: string;
  title: string;
  groupCount: number;
  groups: BoardGroup[];
  ungroupedTags: BoardTag[];
}

const BOARD_FIELDS =
  'id shortId projectId title groupCount groups { id title color rank tags { id title highlightCount } } ungroupedTags { id title highlightCount }';
const CREATE_BOARD = `mutation($input: CreateTagBoardInput!) { createTagBoard(input: $input) { ${BOARD_FIELDS} } }`;
const UPDATE_BOARD = `mutation($input: UpdateTagBoardInput!) { updateTagBoard(input: $input) { id title } }`;
const DELETE_BOARD = 'mutation($id: ID!) { deleteTagBoard(id: $id) }';
const CREATE_GROUP = `mutation($input: CreateTagGroupInput!) { createTagGroup(input: $input) { id title color rank tags { id } } }`;
const UPDATE_GROUP = `mutation($input: UpdateTagGroupInput!) { updateTagGroup(input: $input) { id title color } }`;
const DELETE_GROUP = 'mutation($id: ID!) { deleteTagGroup(id: $id) }';
const MOVE_GROUP = `mutation($input: MoveTagGroupInput!) { moveTagGroup(input: $input) { id rank } }`;
const MOVE_TAG = `mutation($input: MoveTagOnBoardInput!) { moveTagOnBoard(input: $input) { ${BOARD_FIELDS} } }`;
const BOARD = `query($id: ID!) { tagBoard(id: $id) { ${BOARD_FIELDS} } }`;
const BOARDS = 'query($p: ID!) { tagBoards(projectId: $p) { id title groupCount } }';

describe('tag boards', () => {
  let sut: TestServer;
  let ws: BuiltWorkspace;
  let contributor: BuiltAccount;
  let viewer: BuiltAccount;

  beforeAll(async () => {
    sut = await sharedTestServer();
    ws = await signUpAndCreateWorkspace(sut);
    contributor = await addMember(sut, ws, 'CONTRIBUTOR');
    viewer = await addMember(sut, ws, 'VIEWER');
  });
  afterAll(() => sut.close());

  async function createTag(projectId: string | null, title = `Tag ${uniqueSuffix()}`): Promise<string> {
    return expectOk(
      await contributor.client.gql<{ createTag: { id: string } }>(
        'mutation($input: CreateTagInput!) { createTag(input: $input) { id } }',
        { input: { projectId, title } },
      ),
    ).createTag.id;
  }
  async function createBoard(projectId: string, title = 'Themes'): Promise<Board> {
    return expectOk(
      await contributor.client.gql<{ createTagBoard: Board }>(CREATE_BOARD, { input: { projectId, title } }),
    ).createTagBoard;
  }
  async function createGroup(boardId: string, title: string, color?: string): Promise<BoardGroup> {
    return expectOk(
      await contributor.client.gql<{ createTagGroup: BoardGroup }>(CREATE_GROUP, {
        input: { boardId, title, color },
      }),
    ).createTagGroup;
  }
  async function moveTag(input: Record<string, unknown>, client: GraphqlClient = contributor.client) {
    return client.gql<{ moveTagOnBoard: Board }>(MOVE_TAG, { input });
  }
  async function board(id: string): Promise<Board> {
    return expectOk(await viewer.client.gql<{ tagBoard: Board }>(BOARD, { id })).tagBoard;
  }
  async function outboxSubjects(): Promise<string[]> {
    const rows = await sql<{ subject: string }>(
      sut,
      'select subject from regional.outbox_events where workspace_id = ?',
      [ws.id],
    );
    return rows.map((r) => r.subject);
  }
  /** A project with a board, two groups and three project tags plus one workspace tag. */
  async function buildBoard() {
    const projectId = await buildProject(contributor.client);
    const tags = [await createTag(projectId, 'Pricing'), await createTag(projectId, 'Onboarding')];
    tags.push(await createTag(projectId, 'Support'));
    const created = await createBoard(projectId);
    const left = await createGroup(created.id, 'Pains', '#E53935');
    const right = await createGroup(created.id, 'Gains');
    return { projectId, boardId: created.id, created, tags, left, right };
  }

  describe('createTagBoard', () => {
    it('should show every project tag as ungrouped on a new board and write tagBoard.created when a contributor creates one', async () => {
      const projectId = await buildProject(contributor.client);
      const tagId = await createTag(projectId, 'Churn');
      const created = await createBoard(projectId, '  Research themes ');
      expect(created).toMatchObject({ projectId, title: 'Research themes', groupCount: 0, groups: [] });
      expect(created.ungroupedTags.map((t) => t.id)).toContain(tagId);
      const listed = expectOk(
        await viewer.client.gql<{ tagBoards: { id: string }[] }>(BOARDS, { p: projectId }),
      );
      expect(listed.tagBoards.map((b) => b.id)).toEqual([created.id]);
      expect((await board(created.shortId)).id).toBe(created.id);
      expect(await outboxSubjects()).toContain('tagBoard.created');
    });

    it('should refuse a title longer than 50 characters with the limit in the message', async () => {
      const projectId = await buildProject(contributor.client);
      const response = await contributor.client.gql(CREATE_BOARD, {
        input: { projectId, title: 'x'.repeat(MAX_LENGTH.tagBoardTitle + 1) },
      });
      expect(errorCode(response)).toBe('BAD_USER_INPUT');
      expect(response.errors?.[0]?.message).toBe('Tag board title can be at most 50 characters long.');
      expect(
        expectOk(await viewer.client.gql<{ tagBoards: unknown[] }>(BOARDS, { p: projectId })).tagBoards,
      ).toEqual([]);
    });

    it('should accept a title of exactly 50 characters', async () => {
      const projectId = await buildProject(contributor.client);
      expect((await createBoard(projectId, 'y'.repeat(50))).title).toHaveLength(50);
    });
  });

  describe('groups', () => {
    it('should add groups left to right a rank gap apart and refuse a group title over 50 characters', async () => {
      const { boardId, left, right } = await buildBoard();
      expect(right.rank - left.rank).toBe(RANK_GAP);
      expect(left.color).toBe('#e53935');
      const response = await contributor.client.gql(CREATE_GROUP, {
        input: { boardId, title: 'z'.repeat(51) },
      });
      expect(response.errors?.[0]?.message).toBe('Tag group title can be at most 50 characters long.');
      expect((await board(boardId)).groups.map((g) => g.title)).toEqual(['Pains', 'Gains']);
    });

    it('should put a group between its neighbours when moved', async () => {
      const { boardId, left, right } = await buildBoard();
      const third = await createGroup(boardId, 'Ideas');
      const moved = expectOk(
        await contributor.client.gql<{ moveTagGroup: { rank: number } }>(MOVE_GROUP, {
          input: { id: third.id, afterId: left.id },
        }),
      ).moveTagGroup;
      expect(moved.rank).toBe((left.rank + right.rank) / 2);
      expect((await board(boardId)).groups.map((g) => g.title)).toEqual(['Pains', 'Ideas', 'Gains']);
      expectOk(await contributor.client.gql(MOVE_GROUP, { input: { id: right.id, afterId: null } }));
      expect((await board(boardId)).groups.map((g) => g.title)).toEqual(['Gains', 'Pains', 'Ideas']);
    });

    it('should rename and recolour a group and refuse a bad colour', async () => {
      const { left } = await buildBoard();
      const updated = expectOk(
        await contributor.client.gql<{ updateTagGroup: { title: string; color: string } }>(UPDATE_GROUP, {
          input: { id: left.id, title: 'Pain points', color: '#112233' },
        }),
      ).updateTagGroup;
      expect(updated).toMatchObject({ title: 'Pain points', color: '#112233' });
      const bad = await contributor.client.gql(UPDATE_GROUP, { input: { id: left.id, color: 'red' } });
      expect(bad.errors?.[0]?.message).toBe('Tag group colour must be a hex colour such as #1e88e5.');
    });

    it("should send a deleted group's tags back to the ungrouped area and keep the tags", async () => {
      const { boardId, left, tags } = await buildBoard();
      expectOk(await moveTag({ boardId, tagId: tags[0], groupId: left.id }));
      expectOk(await contributor.client.gql(DELETE_GROUP, { id: left.id }));
      const after = await board(boardId);
      expect(after.groups.map((g) => g.id)).not.toContain(left.id);
      expect(after.ungroupedTags.map((t) => t.id)).toContain(tags[0]);
      expect(await outboxSubjects()).toContain('tagGroup.deleted');
    });
  });

  describe('moveTagOnBoard', () => {
    it('should place tags in a group in order and compute the rank between the new neighbours', async () => {
      const { boardId, left, tags } = await buildBoard();
      const [pricing, onboarding, support] = tags;
      expectOk(await moveTag({ boardId, tagId: pricing, groupId: left.id }));
      expectOk(await moveTag({ boardId, tagId: support, groupId: left.id, afterTagId: pricing }));
      const moved = expectOk(
        await moveTag({ boardId, tagId: onboarding, groupId: left.id, afterTagId: pricing }),
      ).moveTagOnBoard;
      expect(moved.groups[0].tags.map((t) => t.id)).toEqual([pricing, onboarding, support]);
      const ranks = await sql<{ tag_id: string; rank: number }>(
        sut,
        `select tag_id, rank from "${await schemaOf()}".tag_placements where board_id = ? order by rank`,
        [boardId],
      );
      expect(ranks.map((r) => r.tag_id)).toEqual([pricing, onboarding, support]);
      expect(ranks[1].rank).toBe((ranks[0].rank + ranks[2].rank) / 2);
      expect(moved.ungroupedTags.map((t) => t.id)).not.toContain(pricing);
      expect(await outboxSubjects()).toContain('tagBoard.tagMoved');
    });

    it('should move a tag from one group to another and back to ungrouped', async () => {
      const { boardId, left, right, tags } = await buildBoard();
      expectOk(await moveTag({ boardId, tagId: tags[0], groupId: left.id }));
      const across = expectOk(await moveTag({ boardId, tagId: tags[0], groupId: right.id })).moveTagOnBoard;
      expect(across.groups.map((g) => g.tags.map((t) => t.id))).toEqual([[], [tags[0]]]);
      const back = expectOk(await moveTag({ boardId, tagId: tags[0], groupId: null })).moveTagOnBoard;
      expect(back.ungroupedTags.map((t) => t.id)).toContain(tags[0]);
      expect(back.groups.every((g) => g.tags.length === 0)).toBe(true);
    });

    it('should let one tag sit on two boards of the same project in different groups', async () => {
      const { projectId, boardId, left, tags } = await buildBoard();
      const second = await createBoard(projectId, 'Second view');
      const secondGroup = await createGroup(second.id, 'Elsewhere');
      expectOk(await moveTag({ boardId, tagId: tags[0], groupId: left.id }));
      expectOk(await moveTag({ boardId: second.id, tagId: tags[0], groupId: secondGroup.id }));
      expect((await board(boardId)).groups[0].tags.map((t) => t.id)).toEqual([tags[0]]);
      expect((await board(second.id)).groups[0].tags.map((t) => t.id)).toEqual([tags[0]]);
    });

    it('should keep ordering right after many moves into the same gap (ranks rebalanced)', async () => {
      const { boardId, left, tags } = await buildBoard();
      const [first, middle, last] = tags;
      expectOk(await moveTag({ boardId, tagId: first, groupId: left.id }));
      expectOk(await moveTag({ boardId, tagId: last, groupId: left.id, afterTagId: first }));
      // Each move lands between `first` and its current neighbour, halving that gap: after about 32
      // halvings of 65536 the ranks would come closer than 2^-16, so the group is rebalanced.
      for (let i = 0; i < 40; i += 1) {
        expectOk(
          await moveTag({ boardId, tagId: i % 2 === 0 ? last : middle, groupId: left.id, afterTagId: first }),
        );
      }
      expect((await board(boardId)).groups[0].tags.map((t) => t.id)).toEqual([first, middle, last]);
      const ranks = (
        await sql<{ rank: number }>(
          sut,
          `select rank from "${await schemaOf()}".tag_placements where group_id = ? order by rank`,
          [left.id],
        )
      ).map((r) => r.rank);
      expect(ranks[1] - ranks[0]).toBeGreaterThanOrEqual(MIN_RANK_DIFFERENCE);
      expect(ranks[2] - ranks[1]).toBeGreaterThanOrEqual(MIN_RANK_DIFFERENCE);
    });

    it('should refuse a group of another board, a tag of another project and a neighbour not in the group', async () => {
      const { boardId, left, tags, projectId } = await buildBoard();
      const other = await buildBoard();
      const otherProject = await buildProject(contributor.client);
      const foreignTag = await createTag(otherProject);
      const wrongGroup = await moveTag({ boardId, tagId: tags[0], groupId: other.left.id });
      expect(wrongGroup.errors?.[0]?.message).toBe('That tag group belongs to another board.');
      const wrongTag = await moveTag({ boardId, tagId: foreignTag, groupId: left.id });
      expect(wrongTag.errors?.[0]?.message).toBe(
        "Only the project's own tags and workspace tags can be placed on its boards.",
      );
      const wrongNeighbour = await moveTag({
        boardId,
        tagId: tags[0],
        groupId: left.id,
        afterTagId: tags[1],
      });
      expect(errorCode(wrongNeighbour)).toBe('BAD_USER_INPUT');
      const workspaceTag = await createTag(null);
      expectOk(await moveTag({ boardId, tagId: workspaceTag, groupId: left.id }));
      expect((await board(boardId)).groups[0].tags.map((t) => t.id)).toEqual([workspaceTag]);
      expect(projectId).not.toBe(otherProject);
    });
  });

  describe('rename and delete', () => {
    it('should rename a board and delete it with its groups while the tags stay', async () => {
      const { boardId, projectId, tags } = await buildBoard();
      expect(
        expectOk(
          await contributor.client.gql<{ updateTagBoard: { title: string } }>(UPDATE_BOARD, {
            input: { id: boardId, title: 'Renamed' },
          }),
        ).updateTagBoard.title,
      ).toBe('Renamed');
      expectOk(await contributor.client.gql(DELETE_BOARD, { id: boardId }));
      expect(errorCode(await viewer.client.gql(BOARD, { id: boardId }))).toBe('NOT_FOUND');
      const remaining = expectOk(
        await viewer.client.gql<{ tags: { id: string }[] }>('query($p: ID!) { tags(projectId: $p) { id } }', {
          p: projectId,
        }),
      ).tags.map((t) => t.id);
      expect(remaining).toEqual(expect.arrayContaining(tags));
    });
  });

  describe('viewers', () => {
    it('should let a viewer read a board but refuse every change with FORBIDDEN and change nothing', async () => {
      const { boardId, projectId, left, right, tags } = await buildBoard();
      const attempts: [string, Record<string, unknown>][] = [
        [CREATE_BOARD, { input: { projectId, title: 'Viewer board' } }],
        [UPDATE_BOARD, { input: { id: boardId, title: 'Viewer' } }],
        [DELETE_BOARD, { id: boardId }],
        [CREATE_GROUP, { input: { boardId, title: 'Viewer group' } }],
        [UPDATE_GROUP, { input: { id: left.id, title: 'Viewer' } }],
        [DELETE_GROUP, { id: left.id }],
        [MOVE_GROUP, { input: { id: right.id } }],
        [MOVE_TAG, { input: { boardId, tagId: tags[0], groupId: left.id } }],
      ];
      const before = await board(boardId);
      for (const [query, variables] of attempts) {
        expect(errorCode(await viewer.client.gql(query, variables))).toBe('FORBIDDEN');
      }
      expect(await board(boardId)).toEqual(before);
      expect(
        expectOk(await viewer.client.gql<{ tagBoards: unknown[] }>(BOARDS, { p: projectId })).tagBoards,
      ).toHaveLength(1);
    });
  });

  async function schemaOf(): Promise<string> {
    const [team] = await sql<{ schema_name: string }>(
      sut,
      'select schema_name from control.teams where id = ?',
      [ws.id],
    );
    return team.schema_name;
  }
});
