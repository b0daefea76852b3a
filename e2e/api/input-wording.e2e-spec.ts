import { sharedTestServer } from '../../services/all-in-one/src/testing/shared-test-server';
import type { TestServer } from '../../services/all-in-one/src/testing/test-server';
import {
  type BuiltWorkspace,
  STRONG_PASSWORD,
  buildEmail,
  buildProject,
  expectOk,
  logIn,
  signUp,
  signUpAndCreateWorkspace,
} from './factories';

const SIGN_UP = 'mutation($input: SignUpInput!) { signUp(input: $input) { account { id } } }';
const PASSWORD = 'mutation($input: ChangePasswordInput!) { changePassword(input: $input) }';
const CREATE_NOTE = 'mutation($input: CreateNoteInput!) { createNote(input: $input) { id } }';
const UPDATE_NOTE = 'mutation($input: UpdateNoteInput!) { updateNote(input: $input) { id content } }';
const NOTES = 'query($projectId: ID!) { notes(projectId: $projectId) { id content } }';
/** One character over a note's content limit (5 MB, spec 000 §9 document update). */
const CONTENT_OVER_LIMIT = 'c'.repeat(5 * 1024 * 1024 + 1);

interface Refusal {
  message: string;
  extensions: { errorCode: string; details?: Record<string, unknown> };
}

/** Issue 30: limits broken in GraphQL inputs are told in the product's words, not class-validator's. */
describe('input refusals in the product wording', () => {
  let sut: TestServer;
  let ws: BuiltWorkspace;

  beforeAll(async () => {
    sut = await sharedTestServer();
    ws = await signUpAndCreateWorkspace(sut);
  });
  afterAll(() => sut.close());

  const firstError = (response: { errors?: unknown[] }) => response.errors?.[0] as Refusal;

  it('should word a 101-character password at sign-up as the product does and create no account', async () => {
    const email = buildEmail('longpass');
    const response = await sut.client().gql(SIGN_UP, {
      input: { email, name: 'Long Password', password: 'P'.repeat(101) },
    });
    expect(firstError(response)).toMatchObject({
      message: 'Password can be at most 100 characters.',
      extensions: {
        errorCode: 'BAD_USER_INPUT',
        details: { field: 'password', limit: 'maxLength', maximum: 100 },
      },
    });
    // No account was made: the address is still free to sign up with.
    expectOk(
      await sut.client().gql(SIGN_UP, { input: { email, name: 'Long Password', password: STRONG_PASSWORD } }),
    );
  });

  it('should word a 101-character password at a password change as the product does and keep the password', async () => {
    const account = await signUp(sut);
    const currentTooLong = await account.client.gql(PASSWORD, {
      input: { currentPassword: 'P'.repeat(101), newPassword: 'Interviews#2027?' },
    });
    expect(firstError(currentTooLong)).toMatchObject({
      message: 'Current password can be at most 100 characters.',
      extensions: {
        errorCode: 'BAD_USER_INPUT',
        details: { field: 'currentPassword', limit: 'maxLength', maximum: 100 },
      },
    });
    const newTooLong = await account.client.gql(PASSWORD, {
      input: { currentPassword: STRONG_PASSWORD, newPassword: `Aa#1${'p'.repeat(97)}` },
    });
    expect(firstError(newTooLong)).toMatchObject({
      message: 'Password must be at most 100 characters long.',
      extensions: { errorCode: 'BAD_USER_INPUT', details: { field: 'newPassword', maximum: 100 } },
    });
    expectOk(await logIn(sut.client(), account.email, STRONG_PASSWORD));
  });

  it('should word a note content over 5 MB in megabytes and store nothing, on create and on update', async () => {
    const projectId = await buildProject(ws.manager.client);
    const expected = {
      message: 'The content can be at most 5 MB.',
      extensions: {
        errorCode: 'BAD_USER_INPUT',
        details: { field: 'content', limit: 'maxLength', maximum: 5 * 1024 * 1024 },
      },
    };
    const created = await ws.manager.client.gql(CREATE_NOTE, {
      input: { projectId, title: 'Too long', content: CONTENT_OVER_LIMIT },
    });
    expect(firstError(created)).toMatchObject(expected);
    const notes = () =>
      ws.manager.client.gql<{ notes: { id: string; content: string }[] }>(NOTES, { projectId });
    expect(expectOk(await notes()).notes).toEqual([]);

    const { createNote } = expectOk(
      await ws.manager.client.gql<{ createNote: { id: string } }>(CREATE_NOTE, {
        input: { projectId, title: 'Kept', content: 'Kept words' },
      }),
    );
    const updated = await ws.manager.client.gql(UPDATE_NOTE, {
      input: { id: createNote.id, content: CONTENT_OVER_LIMIT },
    });
    expect(firstError(updated)).toMatchObject(expected);
    expect(expectOk(await notes()).notes).toEqual([{ id: createNote.id, content: 'Kept words' }]);
  });
});
