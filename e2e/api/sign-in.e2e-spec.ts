import { errorCode } from '../../services/all-in-one/src/testing/graphql-client';
import { sharedTestServer } from '../../services/all-in-one/src/testing/shared-test-server';
import type { TestServer } from '../../services/all-in-one/src/testing/test-server';
import { expectNoLeak } from './expect-no-leak';
import {
  type BuiltAccount,
  type BuiltWorkspace,
  DEMO_EMAIL,
  STRONG_PASSWORD,
  addMember,
  buildEmail,
  buildProject,
  expectOk,
  gqlWithCookie,
  logIn,
  signUp,
  signUpAndCreateWorkspace,
} from './factories';

const SIGN_UP = 'mutation($input: SignUpInput!) { signUp(input: $input) { account { id } } }';
const WRONG_CREDENTIALS = 'The e-mail address or password is incorrect.';

describe('sign-in', () => {
  let sut: TestServer;

  beforeAll(async () => {
    sut = await sharedTestServer();
  });
  afterAll(() => sut.close());

  describe('signUp', () => {
    it.each([
      ['Short#1a', 'at least 12'],
      ['alllowercase#123', 'an uppercase letter'],
      ['ALLUPPERCASE#123', 'a lowercase letter'],
      ['NoDigitsHere#!!', 'a digit'],
      ['NoSymbolsHere123', 'a symbol'],
    ])(
      'should reject the password %s with BAD_USER_INPUT and the reason when it is weak',
      async (password, reason) => {
        const response = await sut
          .client()
          .gql(SIGN_UP, { input: { email: buildEmail(), name: 'Weak', password } });
        expect(errorCode(response)).toBe('BAD_USER_INPUT');
        expect(response.errors?.[0]?.message).toContain(reason);
        expect(response.headers['set-cookie']).toBeUndefined();
      },
    );

    it('should reject the password with BAD_USER_INPUT when it is longer than 100 characters', async () => {
      const password = 'Aa1#' + 'x'.repeat(97);
      const response = await sut
        .client()
        .gql(SIGN_UP, { input: { email: buildEmail(), name: 'Long', password } });
      expect(errorCode(response)).toBe('BAD_USER_INPUT');
      expect(response.errors?.[0]?.message).toMatch(/100/);
    });

    it.each(['not-an-email', 'a@b', 'two@@example.org', ''])(
      'should reject the e-mail %p with BAD_USER_INPUT when it is not an address',
      async (email) => {
        const response = await sut
          .client()
          .gql(SIGN_UP, { input: { email, name: 'Bad', password: STRONG_PASSWORD } });
        expect(errorCode(response)).toBe('BAD_USER_INPUT');
        expect(response.errors?.[0]?.message).toMatch(/e-mail/i);
      },
    );

    it('should reject a second account with a clear message when the e-mail is taken in any letter case', async () => {
      const response = await sut.client().gql(SIGN_UP, {
        input: { email: DEMO_EMAIL.toUpperCase(), name: 'Copy', password: STRONG_PASSWORD },
      });
      expect(errorCode(response)).toBe('BAD_USER_INPUT');
      expect(response.errors?.[0]?.message).toBe(
        'An account with this e-mail address already exists. Please sign in instead.',
      );
    });

    it('should create one account and answer the others BAD_USER_INPUT when the same e-mail signs up at once', async () => {
      const email = buildEmail('racer');
      const responses = await Promise.all(
        [1, 2, 3, 4].map(() =>
          sut.client().gql(SIGN_UP, { input: { email, name: 'Racer', password: STRONG_PASSWORD } }),
        ),
      );
      const codes = responses.map((r) => errorCode(r) ?? 'OK').sort();
      expect(codes).toEqual(['BAD_USER_INPUT', 'BAD_USER_INPUT', 'BAD_USER_INPUT', 'OK']);
      for (const r of responses.filter((r) => r.errors)) {
        expect(r.errors?.[0]?.message).toBe(
          'An account with this e-mail address already exists. Please sign in instead.',
        );
      }
    });

    it('should reject an empty name with BAD_USER_INPUT when signing up', async () => {
      const response = await sut
        .client()
        .gql(SIGN_UP, { input: { email: buildEmail(), name: '   ', password: STRONG_PASSWORD } });
      expect(errorCode(response)).toBe('BAD_USER_INPUT');
    });

    it('should sign the new account in when sign-up succeeds', async () => {
      const account = await signUp(sut);
      const me = expectOk(
        await account.client.gql<{ me: { account: { email: string } } }>('{ me { account { email } } }'),
      );
      expect(me.me.account.email).toBe(account.email);
    });
  });

  describe('logIn', () => {
    it('should answer UNAUTHENTICATED with one message when the password is wrong or the account unknown', async () => {
      const account = await signUp(sut);
      for (const [email, password] of [
        [account.email, 'Wrong#Password1'],
        [buildEmail('nobody'), STRONG_PASSWORD],
      ]) {
        const response = await logIn(sut.client(), email, password);
        expect(errorCode(response)).toBe('UNAUTHENTICATED');
        expect(response.errors?.[0]?.message).toBe(WRONG_CREDENTIALS);
        expect(response.headers['set-cookie']).toBeUndefined();
      }
    });

    it('should answer TOO_MANY_REQUESTS even to the right password when there were too many failures', async () => {
      const account = await signUp(sut);
      const client = sut.client();
      let last = await logIn(client, account.email, 'Wrong#Password1');
      for (let attempt = 0; attempt < 12 && errorCode(last) === 'UNAUTHENTICATED'; attempt++) {
        last = await logIn(client, account.email, 'Wrong#Password1');
      }
      expect(errorCode(last)).toBe('TOO_MANY_REQUESTS');
      const right = await logIn(client, account.email.toUpperCase(), account.password);
      expect(errorCode(right)).toBe('TOO_MANY_REQUESTS');
      expect(client.sessionCookie).toBeNull();
    });

    it('should set an HttpOnly, SameSite=Lax session cookie on path / when logging in', async () => {
      const account = await signUp(sut);
      const response = await logIn(sut.client(), account.email, account.password);
      const cookie = ([] as string[]).concat(response.headers['set-cookie'] ?? []).join('\n');
      expect(cookie).toMatch(/^fieldnote_session=[^;]+;/);
      expect(cookie).toMatch(/;\s*HttpOnly/i);
      expect(cookie).toMatch(/;\s*SameSite=Lax/i);
      expect(cookie).toMatch(/;\s*Path=\/(;|$)/i);
      const expires = /Expires=([^;]+)/i.exec(cookie)?.[1];
      expect(new Date(expires ?? 0).getTime()).toBeGreaterThan(Date.now() + 6 * 86_400_000);
    });
  });

  describe('logOut and me', () => {
    it('should answer me with null when signed out', async () => {
      const response = await sut.client().gql<{ me: unknown }>('{ me { account { id } } }');
      expect(response.errors).toBeUndefined();
      expect(response.data?.me).toBeNull();
    });

    it('should revoke the session so a replayed old cookie no longer works when logging out', async () => {
      const account = await signUp(sut);
      const oldCookie = account.client.sessionCookie;
      const before = await gqlWithCookie<{ me: { account: { id: string } } | null }>(
        sut,
        'localhost',
        oldCookie,
        '{ me { account { id } } }',
      );
      expect(before.data?.me?.account.id).toBe(account.id);

      const out = await account.client.gql<{ logOut: boolean }>('mutation { logOut }');
      expect(out.data?.logOut).toBe(true);
      expect(String(out.headers['set-cookie'])).toMatch(/fieldnote_session=;/);

      const replayed = await gqlWithCookie<{ me: unknown }>(
        sut,
        'localhost',
        oldCookie,
        '{ me { account { id } } }',
      );
      expect(replayed.data?.me).toBeNull();
      const createWorkspace = await gqlWithCookie(
        sut,
        'localhost',
        oldCookie,
        'mutation { createWorkspace(input: { name: "After logout" }) { id } }',
      );
      expect(errorCode(createWorkspace)).toBe('UNAUTHENTICATED');
    });
  });

  describe('roles', () => {
    let workspace: BuiltWorkspace;
    let viewer: BuiltAccount;
    let contributor: BuiltAccount;
    let projectId: string;
    let noteId: string;

    beforeAll(async () => {
      workspace = await signUpAndCreateWorkspace(sut);
      viewer = await addMember(sut, workspace, 'VIEWER');
      contributor = await addMember(sut, workspace, 'CONTRIBUTOR');
      projectId = await buildProject(workspace.manager.client);
      const note = await workspace.manager.client.gql<{ createNote: { id: string } }>(
        'mutation($p: ID!) { createNote(input: { projectId: $p, title: "Kick-off" }) { id } }',
        { p: projectId },
      );
      noteId = expectOk(note).createNote.id;
    });

    it('should show each member its role in me when signed in on the workspace', async () => {
      for (const [client, role] of [
        [workspace.manager.client, 'MANAGER'],
        [contributor.client, 'CONTRIBUTOR'],
        [viewer.client, 'VIEWER'],
      ] as const) {
        const me = expectOk(
          await client.gql<{ me: { role: string; workspace: { id: string } } }>(
            '{ me { role workspace { id } } }',
          ),
        );
        expect(me.me).toEqual({ role, workspace: { id: workspace.id } });
      }
    });

    it('should let a viewer read but not write when it tries to change anything', async () => {
      // Other tests add projects to this workspace: look for this one rather than count them.
      expect(
        expectOk(await viewer.client.gql<{ projects: { id: string }[] }>('{ projects { id } }')).projects,
      ).toContainEqual({ id: projectId });
      const attempts: [string, Record<string, unknown>][] = [
        ['mutation { createProject(input: { title: "By viewer" }) { id } }', {}],
        [
          'mutation($p: ID!) { createNote(input: { projectId: $p, title: "By viewer" }) { id } }',
          { p: projectId },
        ],
        ['mutation($n: ID!) { updateNote(input: { id: $n, title: "By viewer" }) { id } }', { n: noteId }],
        ['mutation($n: ID!) { deleteNote(id: $n) }', { n: noteId }],
      ];
      for (const [query, variables] of attempts) {
        const response = await viewer.client.gql(query, variables);
        expect(errorCode(response)).toBe('FORBIDDEN');
        expect(response.errors?.[0]?.message).toBe('Viewers cannot make changes.');
      }
      const note = expectOk(
        await workspace.manager.client.gql<{ note: { title: string } }>(
          'query($n: ID!) { note(id: $n) { title } }',
          { n: noteId },
        ),
      );
      expect(note.note.title).toBe('Kick-off');
    });

    it('should let a contributor write but not manage members when it invites or changes roles', async () => {
      expect(await buildProject(contributor.client, 'By contributor')).toBeTruthy();
      const invite = await contributor.client.gql(
        'mutation($e: String!) { inviteMember(input: { email: $e, role: VIEWER }) { id } }',
        {
          e: buildEmail(),
        },
      );
      expect(errorCode(invite)).toBe('FORBIDDEN');
      expect(invite.errors?.[0]?.message).toBe('Only workspace managers can do this.');
      const promote = await contributor.client.gql(
        'mutation($m: ID!) { changeMemberRole(input: { memberId: $m, role: MANAGER }) { id } }',
        {
          m: contributor.id,
        },
      );
      expect(errorCode(promote)).toBe('FORBIDDEN');
    });

    it('should refuse to demote the last manager when the manager tries', async () => {
      const response = await workspace.manager.client.gql(
        'mutation($m: ID!) { changeMemberRole(input: { memberId: $m, role: CONTRIBUTOR }) { id role } }',
        { m: workspace.manager.id },
      );
      expect(errorCode(response)).toBe('BAD_USER_INPUT');
      expect(response.errors?.[0]?.message).toBe('A workspace needs at least one manager.');
      const members = expectOk(
        await workspace.manager.client.gql<{ members: { id: string; role: string }[] }>(
          '{ members { id role } }',
        ),
      );
      expect(members.members.find((m) => m.id === workspace.manager.id)?.role).toBe('MANAGER');
    });

    it('should keep a manager when two managers demote each other at once', async () => {
      const team = await signUpAndCreateWorkspace(sut);
      const second = await addMember(sut, team, 'MANAGER');
      const demote = (client: typeof second.client, memberId: string) =>
        client.gql('mutation($m: ID!) { changeMemberRole(input: { memberId: $m, role: VIEWER }) { id } }', {
          m: memberId,
        });
      const results = await Promise.all([
        demote(team.manager.client, second.id),
        demote(second.client, team.manager.id),
      ]);
      const members = expectOk(
        await team.manager.client.gql<{ members: { role: string }[] }>('{ members { role } }'),
      ).members;
      expect(members.filter((m) => m.role === 'MANAGER')).toHaveLength(1);
      expect(results.filter((r) => !r.errors)).toHaveLength(1);
    });

    it('should apply a role change at once when the manager demotes a contributor', async () => {
      const other = await addMember(sut, workspace, 'CONTRIBUTOR');
      await buildProject(other.client);
      const changed = await workspace.manager.client.gql<{ changeMemberRole: { role: string } }>(
        'mutation($m: ID!) { changeMemberRole(input: { memberId: $m, role: VIEWER }) { role } }',
        { m: other.id },
      );
      expect(expectOk(changed).changeMemberRole.role).toBe('VIEWER');
      const attempt = await other.client.gql(
        'mutation { createProject(input: { title: "Too late" }) { id } }',
      );
      expect(errorCode(attempt)).toBe('FORBIDDEN');
    });

    it('should reject a member id that is not a UUID with BAD_USER_INPUT when changing a role', async () => {
      const response = await workspace.manager.client.gql(
        'mutation($m: ID!) { changeMemberRole(input: { memberId: $m, role: VIEWER }) { id } }',
        { m: "'; drop table members; --" },
      );
      expect(errorCode(response)).toBe('BAD_USER_INPUT');
      expectNoLeak(JSON.stringify(response.errors));
    });
  });
});
