import { type GqlResponse } from '../../services/all-in-one/src/testing/graphql-client';
import { type TestServer, startTestServer } from '../../services/all-in-one/src/testing/test-server';
import {
  type BuiltAccount,
  type BuiltWorkspace,
  addMember,
  buildNote,
  buildProject,
  expectOk,
  signUpAndCreateWorkspace,
} from './factories';

const ONE_MB = 1024 * 1024;

/**
 * The API compiles a query it has seen before (Mercurius' graphql-jit): the first answer comes from
 * graphql-js, the later ones from the compiled function. Whatever a query answers, data or errors,
 * must not change with that.
 */
describe('compiled queries', () => {
  let sut: TestServer;
  let workspace: BuiltWorkspace;
  let viewer: BuiltAccount;
  let projectId: string;
  let noteId: string;
  let bigNoteId: string;

  /** The same request three times: the answers, without headers (dates differ). */
  async function thrice(
    account: BuiltAccount,
    query: string,
    variables?: Record<string, unknown>,
  ): Promise<Omit<GqlResponse<unknown>, 'headers'>[]> {
    const answers: Omit<GqlResponse<unknown>, 'headers'>[] = [];
    for (let i = 0; i < 3; i++) {
      const { status, data, errors } = await account.client.gql(query, variables);
      answers.push({ status, data, errors });
    }
    return answers;
  }

  beforeAll(async () => {
    sut = await startTestServer();
    workspace = await signUpAndCreateWorkspace(sut);
    projectId = await buildProject(workspace.manager.client);
    noteId = await buildNote(workspace.manager.client, projectId, 'Call with Ana', 'Pricing was confusing.');
    bigNoteId = await buildNote(workspace.manager.client, projectId, 'A long interview', 'x'.repeat(ONE_MB));
    viewer = await addMember(sut, workspace, 'VIEWER');
  });
  afterAll(() => sut.close());

  it('should answer a list with nested fields the same once compiled', async () => {
    const answers = await thrice(
      workspace.manager,
      `query($p: ID!) { notes(projectId: $p) { id title highlightCount tagCounts { tagId count } } }`,
      { p: projectId },
    );
    expect(answers[0].errors).toBeUndefined();
    expect((answers[0].data as { notes: { id: string }[] }).notes.map((n) => n.id).sort()).toEqual(
      [noteId, bigNoteId].sort(),
    );
    expect(answers[1]).toEqual(answers[0]);
    expect(answers[2]).toEqual(answers[0]);
  });

  it('should answer NOT_FOUND the same once compiled', async () => {
    const answers = await thrice(workspace.manager, `query($id: ID!) { note(id: $id) { id title } }`, {
      id: '00000000-0000-4000-8000-000000000000',
    });
    expect(answers[0].errors?.[0]?.extensions).toMatchObject({ errorCode: 'NOT_FOUND' });
    expect(answers[1]).toEqual(answers[0]);
    expect(answers[2]).toEqual(answers[0]);
  });

  it('should refuse a variable of the wrong type the same once compiled', async () => {
    const answers = await thrice(
      workspace.manager,
      `query($p: ID!, $l: Int) { notes(projectId: $p, limit: $l) { id } }`,
      {
        p: projectId,
        l: 'fifty',
      },
    );
    expect(answers[0].status).toBe(400);
    expect(answers[0].data).toBeNull();
    expect(answers[0].errors?.[0]?.message).toMatch(/\$l/);
    expect(answers[1]).toEqual(answers[0]);
    expect(answers[2]).toEqual(answers[0]);
  });

  it('should refuse a viewer’s mutation the same once compiled and change nothing', async () => {
    const answers = await thrice(
      viewer,
      `mutation($id: ID!) { updateNote(input: { id: $id, title: "Renamed by a viewer" }) { id title } }`,
      { id: noteId },
    );
    expect(answers[0].errors?.[0]?.extensions).toMatchObject({ errorCode: 'FORBIDDEN' });
    expect(answers[1]).toEqual(answers[0]);
    expect(answers[2]).toEqual(answers[0]);
    const note = expectOk(
      await workspace.manager.client.gql<{ note: { title: string } }>(
        `query($id: ID!) { note(id: $id) { title } }`,
        {
          id: noteId,
        },
      ),
    );
    expect(note.note.title).toBe('Call with Ana');
  });

  it('should stop at the response size limit the same once compiled', async () => {
    const aliases = Array.from({ length: 15 }, (_, i) => `a${i}: note(id: $id) { content }`).join(' ');
    const answers = await thrice(viewer, `query($id: ID!) { ${aliases} }`, { id: bigNoteId });
    expect(answers[0].data).toBeNull();
    expect(answers[0].errors).toHaveLength(1);
    // Which alias crosses the limit first depends on when each note arrives: compare all but where.
    const withoutPlace = answers.map(({ status, data, errors }) => ({
      status,
      data,
      errors: errors?.map(({ message, extensions }) => ({ message, extensions })),
    }));
    expect(withoutPlace[0].errors?.[0]?.extensions).toMatchObject({ errorCode: 'RESPONSE_TOO_LARGE' });
    expect(withoutPlace[1]).toEqual(withoutPlace[0]);
    expect(withoutPlace[2]).toEqual(withoutPlace[0]);
  });
});
