import { type LogMailer, NotificationKind } from '@fieldnote/core';
import { errorCode } from '../../services/all-in-one/src/testing/graphql-client';
import { sharedTestServer } from '../../services/all-in-one/src/testing/shared-test-server';
import type { TestServer } from '../../services/all-in-one/src/testing/test-server';
import {
  type BuiltWorkspace,
  STRONG_PASSWORD,
  addMember,
  buildApiToken,
  buildEmail,
  expectOk,
  logIn,
  signUp,
  signUpAndCreateWorkspace,
} from './factories';

const UPDATE = 'mutation($input: UpdateAccountInput!) { updateAccount(input: $input) { name email theme } }';
const PASSWORD = 'mutation($input: ChangePasswordInput!) { changePassword(input: $input) }';
const REQUEST_EMAIL = 'mutation($input: RequestEmailChangeInput!) { requestEmailChange(input: $input) }';
const CONFIRM_EMAIL = 'mutation($c: String!) { confirmEmailChange(code: $c) { email emailConfirmedAt } }';
const ME = '{ me { account { name email theme } } }';
const NEW_PASSWORD = 'Interviews#2027?';

describe('account settings', () => {
  let sut: TestServer;
  let workspace: BuiltWorkspace;

  beforeAll(async () => {
    sut = await sharedTestServer();
    workspace = await signUpAndCreateWorkspace(sut);
  });
  afterAll(() => sut.close());

  /** The latest code mailed to `email` (all-in-one mode keeps mail in memory). */
  const codeMailedTo = (email: string) => {
    const mail = (sut.server.built.platform.mailer as LogMailer).sent
      .filter((m) => m.to === email && m.kind === NotificationKind.EMAIL_CONFIRMATION)
      .at(-1);
    return /\b(\d{6})\b/.exec(mail?.text ?? '')?.[1] ?? null;
  };

  describe('name and theme', () => {
    it('should start with the browser-default theme and keep each of the four themes the spec names', async () => {
      const account = await signUp(sut);
      expect(
        expectOk(await account.client.gql<{ me: { account: { theme: string } } }>(ME)).me.account.theme,
      ).toBe('browser-default');
      for (const theme of ['legacy', 'light', 'dark', 'browser-default']) {
        expectOk(await account.client.gql(UPDATE, { input: { theme } }));
        expect(
          expectOk(await account.client.gql<{ me: { account: { theme: string } } }>(ME)).me.account.theme,
        ).toBe(theme);
      }
    });

    it.each(['Dark', 'system', '', 'browser_default'])(
      'should reject the theme "%s" naming the field',
      async (theme) => {
        const account = await signUp(sut);
        const response = await account.client.gql(UPDATE, { input: { theme } });
        expect(errorCode(response)).toBe('BAD_USER_INPUT');
        expect(response.errors?.[0]?.message).toBe(
          'Theme must be one of legacy, browser-default, light, dark.',
        );
        expect(
          expectOk(await account.client.gql<{ me: { account: { theme: string } } }>(ME)).me.account.theme,
        ).toBe('browser-default');
      },
    );

    it('should rename the account and the member rows that show it in its workspaces', async () => {
      const member = await addMember(sut, workspace, 'VIEWER');
      const updated = expectOk(
        await member.client.gql<{ updateAccount: { name: string } }>(UPDATE, {
          input: { name: '  Ada Researcher ' },
        }),
      );
      expect(updated.updateAccount.name).toBe('Ada Researcher');
      const members = expectOk(
        await workspace.manager.client.gql<{ members: { id: string; name: string }[] }>(
          '{ members { id name } }',
        ),
      );
      expect(members.members.find((m) => m.id === member.id)?.name).toBe('Ada Researcher');
    });

    it.each([
      ['', 'Name cannot be empty.'],
      ['n'.repeat(101), 'Name can be at most 100 characters long.'],
    ])('should reject the name %j with BAD_USER_INPUT and keep the old one', async (name, message) => {
      const account = await signUp(sut);
      const response = await account.client.gql(UPDATE, { input: { name } });
      expect(errorCode(response)).toBe('BAD_USER_INPUT');
      expect(response.errors?.[0]?.message).toBe(message);
      expect(
        expectOk(await account.client.gql<{ me: { account: { name: string } } }>(ME)).me.account.name,
      ).toBe(account.name);
    });
  });

  describe('password', () => {
    it('should need the current password, then sign out every other session but this one', async () => {
      const account = await signUp(sut);
      const otherBrowser = sut.client();
      expectOk(await logIn(otherBrowser, account.email, STRONG_PASSWORD));
      expect(expectOk(await otherBrowser.gql<{ me: unknown }>(ME)).me).not.toBeNull();

      expectOk(
        await account.client.gql(PASSWORD, {
          input: { currentPassword: STRONG_PASSWORD, newPassword: NEW_PASSWORD },
        }),
      );

      expect(expectOk(await otherBrowser.gql<{ me: unknown }>(ME)).me).toBeNull();
      expect(expectOk(await account.client.gql<{ me: unknown }>(ME)).me).not.toBeNull();
      expect(errorCode(await logIn(sut.client(), account.email, STRONG_PASSWORD))).toBe('UNAUTHENTICATED');
      expectOk(await logIn(sut.client(), account.email, NEW_PASSWORD));
    });

    it('should refuse a wrong current password naming the field, and keep the old password and sessions', async () => {
      const account = await signUp(sut);
      const otherBrowser = sut.client();
      expectOk(await logIn(otherBrowser, account.email, STRONG_PASSWORD));
      const response = await account.client.gql(PASSWORD, {
        input: { currentPassword: 'Wrong#Password1', newPassword: NEW_PASSWORD },
      });
      expect(errorCode(response)).toBe('BAD_USER_INPUT');
      expect(response.errors?.[0]?.message).toBe('Your current password is not right.');
      expect(expectOk(await otherBrowser.gql<{ me: unknown }>(ME)).me).not.toBeNull();
      expectOk(await logIn(sut.client(), account.email, STRONG_PASSWORD));
    });

    it.each([
      ['Short#1a', 'Password must be at least 12 characters long.'],
      ['alllowercase#123', 'Password must contain an uppercase letter.'],
      ['NoSymbolsHere123', 'Password must contain a symbol (such as ! or #).'],
      [STRONG_PASSWORD, 'Choose a new password that differs from the current one.'],
    ])('should reject the new password %j with the rule it breaks', async (newPassword, message) => {
      const account = await signUp(sut);
      const response = await account.client.gql(PASSWORD, {
        input: { currentPassword: STRONG_PASSWORD, newPassword },
      });
      expect(errorCode(response)).toBe('BAD_USER_INPUT');
      expect(response.errors?.[0]?.message).toBe(message);
      expectOk(await logIn(sut.client(), account.email, STRONG_PASSWORD));
    });
  });

  describe('e-mail address', () => {
    it('should change the address only once the code mailed to the new address is entered', async () => {
      const member = await addMember(sut, workspace, 'CONTRIBUTOR');
      const newEmail = buildEmail('moved');
      const requested = expectOk(
        await member.client.gql<{ requestEmailChange: string }>(REQUEST_EMAIL, {
          input: { email: ` ${newEmail.toUpperCase()} `, currentPassword: STRONG_PASSWORD },
        }),
      );
      expect(requested.requestEmailChange).toBe(newEmail);
      // Nothing changed yet: the old address still signs in, the new one does not.
      expect(
        expectOk(await member.client.gql<{ me: { account: { email: string } } }>(ME)).me.account.email,
      ).toBe(member.email);
      expect(errorCode(await logIn(sut.client(), newEmail, STRONG_PASSWORD))).toBe('UNAUTHENTICATED');

      const code = codeMailedTo(newEmail);
      expect(code).not.toBeNull();
      const confirmed = expectOk(
        await member.client.gql<{ confirmEmailChange: { email: string; emailConfirmedAt: string } }>(
          CONFIRM_EMAIL,
          { c: code },
        ),
      );
      expect(confirmed.confirmEmailChange.email).toBe(newEmail);
      expect(confirmed.confirmEmailChange.emailConfirmedAt).toBeTruthy();
      expectOk(await logIn(sut.client(), newEmail, STRONG_PASSWORD));
      expect(errorCode(await logIn(sut.client(), member.email, STRONG_PASSWORD))).toBe('UNAUTHENTICATED');
      const members = expectOk(
        await workspace.manager.client.gql<{ members: { id: string; email: string }[] }>(
          '{ members { id email } }',
        ),
      );
      expect(members.members.find((m) => m.id === member.id)?.email).toBe(newEmail);
    });

    it('should refuse a wrong code and leave the address as it was', async () => {
      const account = await signUp(sut);
      const newEmail = buildEmail('wrong-code');
      expectOk(
        await account.client.gql(REQUEST_EMAIL, {
          input: { email: newEmail, currentPassword: STRONG_PASSWORD },
        }),
      );
      const code = codeMailedTo(newEmail) ?? '000000';
      const wrong = code === '000000' ? '111111' : '000000';
      const response = await account.client.gql(CONFIRM_EMAIL, { c: wrong });
      expect(errorCode(response)).toBe('BAD_USER_INPUT');
      expect(response.errors?.[0]?.message).toMatch(/^This code is not right\. \d attempts? left\.$/);
      expect(
        expectOk(await account.client.gql<{ me: { account: { email: string } } }>(ME)).me.account.email,
      ).toBe(account.email);
    });

    it.each([
      [
        'a wrong current password',
        (email: string) => ({ email, currentPassword: 'Wrong#Password1' }),
        'Your current password is not right.',
      ],
      [
        'an invalid address',
        () => ({ email: 'not-an-address', currentPassword: STRONG_PASSWORD }),
        '"not-an-address" is not a valid e-mail address.',
      ],
      [
        'an address over 100 characters',
        () => ({ email: `${'a'.repeat(95)}@example.org`, currentPassword: STRONG_PASSWORD }),
        'E-mail address can be at most 100 characters long.',
      ],
    ])('should refuse %s and mail nothing', async (_name, input, message) => {
      const account = await signUp(sut);
      const newEmail = buildEmail('refused');
      const response = await account.client.gql(REQUEST_EMAIL, { input: input(newEmail) });
      expect(errorCode(response)).toBe('BAD_USER_INPUT');
      expect(response.errors?.[0]?.message).toBe(message);
      expect(codeMailedTo(newEmail)).toBeNull();
    });

    it("should refuse another account's address", async () => {
      const account = await signUp(sut);
      const other = await signUp(sut);
      const response = await account.client.gql(REQUEST_EMAIL, {
        input: { email: other.email, currentPassword: STRONG_PASSWORD },
      });
      expect(errorCode(response)).toBe('BAD_USER_INPUT');
      expect(response.errors?.[0]?.message).toBe(`Another account already uses ${other.email}.`);
    });
  });

  it('should refuse an API token every account change (session only) and change nothing', async () => {
    const client = sut.client(workspace.subdomain);
    client.bearer = (await buildApiToken(workspace.manager.client)).secret;
    const calls: [string, Record<string, unknown>][] = [
      [UPDATE, { input: { theme: 'dark', name: 'By token' } }],
      [PASSWORD, { input: { currentPassword: STRONG_PASSWORD, newPassword: NEW_PASSWORD } }],
      [REQUEST_EMAIL, { input: { email: buildEmail('token'), currentPassword: STRONG_PASSWORD } }],
      [CONFIRM_EMAIL, { c: '123456' }],
    ];
    for (const [query, variables] of calls)
      expect(errorCode(await client.gql(query, variables))).toBe('FORBIDDEN');
    const me = expectOk(
      await workspace.manager.client.gql<{ me: { account: { name: string; theme: string } } }>(ME),
    );
    expect(me.me.account).toMatchObject({ name: workspace.manager.name, theme: 'browser-default' });
  });

  it('should refuse every account change without a session', async () => {
    const anonymous = sut.client();
    expect(errorCode(await anonymous.gql(UPDATE, { input: { theme: 'dark' } }))).toBe('UNAUTHENTICATED');
    expect(
      errorCode(
        await anonymous.gql(PASSWORD, { input: { currentPassword: 'x', newPassword: NEW_PASSWORD } }),
      ),
    ).toBe('UNAUTHENTICATED');
  });
});
