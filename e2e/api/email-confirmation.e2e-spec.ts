import { EMAIL_CONFIRMATION_MAX_ATTEMPTS, type LogMailer, NotificationKind } from '@fieldnote/core';
import { errorCode } from '../../services/all-in-one/src/testing/graphql-client';
import { sharedTestServer } from '../../services/all-in-one/src/testing/shared-test-server';
import type { TestServer } from '../../services/all-in-one/src/testing/test-server';
import { expectNoLeak } from './expect-no-leak';
import {
  type BuiltWorkspace,
  buildApiToken,
  buildEmail,
  confirmEmail,
  expectOk,
  invite,
  mailedConfirmationCode,
  signUp,
  signUpAndCreateWorkspace,
  sql,
  uniqueSuffix,
} from './factories';

const LOOKUP = `{ accountLookup { email availableTeams { type inviteId invitedBy workspace { id name } } } }`;
const JOIN = 'mutation($t: ID!) { joinWorkspace(teamId: $t) { id } }';
const CONFIRM = 'mutation($c: String!) { confirmEmail(code: $c) { email emailConfirmedAt } }';
const RESEND = 'mutation { sendConfirmationEmail }';

interface Lookup {
  accountLookup: {
    email: string;
    availableTeams: {
      type: string;
      inviteId: string | null;
      invitedBy: string | null;
      workspace: { id: string };
    }[];
  };
}

describe('e-mail confirmation', () => {
  let sut: TestServer;
  let mailer: LogMailer;
  let workspace: BuiltWorkspace;

  beforeAll(async () => {
    sut = await sharedTestServer();
    mailer = sut.server.built.platform.mailer as LogMailer;
    workspace = await signUpAndCreateWorkspace(sut);
  });
  afterAll(async () => {
    expect((await sut.client().http('/ping')).status).toBe(200);
    await sut.close();
  });

  const membersOf = async () =>
    expectOk(
      await workspace.manager.client.gql<{ members: { email: string; role: string }[] }>(
        '{ members { email } }',
      ),
    ).members.map((m) => m.email);

  it("should reveal no invitation and refuse to join when someone signs up with the invitee's address", async () => {
    const victim = buildEmail('victim');
    await invite(workspace, victim, 'MANAGER', 'Welcome aboard');
    const attacker = await signUp(sut, { email: victim });

    const lookup = await attacker.client.gql<Lookup>(LOOKUP);
    expect(expectOk(lookup).accountLookup.availableTeams).toEqual([]);
    expect(JSON.stringify(lookup)).not.toContain(workspace.manager.name);
    expect(JSON.stringify(lookup)).not.toContain(workspace.id);

    const joined = await attacker.client.gql(JOIN, { t: workspace.id });
    expect(errorCode(joined)).toBe('FORBIDDEN');
    expect(joined.errors?.[0]?.message).toBe(
      `Confirm your e-mail address first: enter the code we sent to ${victim}. You can ask for a new code.`,
    );
    expect(await membersOf()).not.toContain(victim);
    const [pending] = await sql<{ accepted_at: Date | null }>(
      sut,
      'select accepted_at from control.invites where email = ?',
      [victim],
    );
    expect(pending?.accepted_at).toBeNull();
  });

  it('should refuse to join a workspace open to the domain before the address is confirmed', async () => {
    const domain = `${uniqueSuffix()}.example.com`;
    const open = await signUpAndCreateWorkspace(sut);
    await sql(sut, 'update control.teams set allowed_email_domains = ? where id = ?', [
      `{${domain}}`,
      open.id,
    ]);
    const pretender = await signUp(sut, { email: buildEmail('ceo', domain) });
    expect(expectOk(await pretender.client.gql<Lookup>(LOOKUP)).accountLookup.availableTeams).toEqual([]);
    expect(errorCode(await pretender.client.gql(JOIN, { t: open.id }))).toBe('FORBIDDEN');

    await confirmEmail(sut, pretender);
    expect(expectOk(await pretender.client.gql<Lookup>(LOOKUP)).accountLookup.availableTeams).toEqual([
      { type: 'DOMAIN', inviteId: null, invitedBy: null, workspace: { id: open.id, name: open.name } },
    ]);
    expect(
      expectOk(await pretender.client.gql<{ joinWorkspace: { id: string } }>(JOIN, { t: open.id })),
    ).toEqual({
      joinWorkspace: { id: open.id },
    });
  });

  it('should show the invitation and join with the invited role when the owner confirms the address first', async () => {
    const invitee = await signUp(sut);
    const { id } = await invite(workspace, invitee.email, 'CONTRIBUTOR');
    const mail = mailer.sent.filter(
      (m) => m.to === invitee.email && m.kind === NotificationKind.EMAIL_CONFIRMATION,
    );
    expect(mail).toHaveLength(1);
    expect(mail[0]?.text).toContain('/auth/confirm-email?code=');

    const confirmed = await invitee.client.gql<{ confirmEmail: { email: string; emailConfirmedAt: string } }>(
      CONFIRM,
      { c: mailedConfirmationCode(sut, invitee.email) },
    );
    expect(expectOk(confirmed).confirmEmail.emailConfirmedAt).toEqual(expect.any(String));
    expect(expectOk(await invitee.client.gql<Lookup>(LOOKUP)).accountLookup.availableTeams).toEqual([
      {
        type: 'INVITE',
        inviteId: id,
        invitedBy: workspace.manager.name,
        workspace: { id: workspace.id, name: workspace.name },
      },
    ]);
    expectOk(await invitee.client.gql(JOIN, { t: workspace.id }));
    const members = expectOk(
      await workspace.manager.client.gql<{ members: { email: string; role: string }[] }>(
        '{ members { email role } }',
      ),
    ).members;
    expect(members).toContainEqual({ email: invitee.email, role: 'CONTRIBUTOR' });
    expect(expectOk(await invitee.client.gql<Lookup>(LOOKUP)).accountLookup.availableTeams).toEqual([]);
  });

  it('should refuse a wrong code, then void the code after the allowed attempts', async () => {
    const person = await signUp(sut);
    const code = mailedConfirmationCode(sut, person.email);
    const wrongCode = code === '000000' ? '000001' : '000000';
    for (let i = 1; i < EMAIL_CONFIRMATION_MAX_ATTEMPTS; i++) {
      const response = await person.client.gql(CONFIRM, { c: wrongCode });
      expect(errorCode(response)).toBe('BAD_USER_INPUT');
      const left = EMAIL_CONFIRMATION_MAX_ATTEMPTS - i;
      expect(response.errors?.[0]?.message).toBe(
        `This code is not right. ${left} ${left === 1 ? 'attempt' : 'attempts'} left.`,
      );
    }
    expect(errorCode(await person.client.gql(CONFIRM, { c: wrongCode }))).toBe('BAD_USER_INPUT');
    // The right code no longer works once the attempts are used up; a new code does.
    const late = await person.client.gql(CONFIRM, { c: code });
    expect(late.errors?.[0]?.message).toBe(
      'This code has expired or was entered wrongly too many times. Ask for a new code.',
    );
    expect(expectOk(await person.client.gql<{ sendConfirmationEmail: boolean }>(RESEND))).toEqual({
      sendConfirmationEmail: true,
    });
    expectOk(await person.client.gql(CONFIRM, { c: mailedConfirmationCode(sut, person.email) }));
  });

  it('should refuse an expired code', async () => {
    const person = await signUp(sut);
    await sql(
      sut,
      "update control.email_confirmations set expires_at = now() - interval '1 second' where account_id = ?",
      [person.id],
    );
    const response = await person.client.gql(CONFIRM, { c: mailedConfirmationCode(sut, person.email) });
    expect(errorCode(response)).toBe('BAD_USER_INPUT');
    const me = expectOk(
      await person.client.gql<{ me: { account: { emailConfirmedAt: string | null } } }>(
        '{ me { account { emailConfirmedAt } } }',
      ),
    );
    expect(me.me.account.emailConfirmedAt).toBeNull();
  });

  it('should reject a malformed code with BAD_USER_INPUT and no internals', async () => {
    const person = await signUp(sut);
    const response = await person.client.gql(CONFIRM, { c: "1' or '1'='1" });
    expect(errorCode(response)).toBe('BAD_USER_INPUT');
    expect(response.errors?.[0]?.message).toBe('Enter the 6-digit code from the e-mail.');
    expectNoLeak(JSON.stringify(response.errors));
  });

  it('should keep the code only as a hash', async () => {
    const person = await signUp(sut);
    const code = mailedConfirmationCode(sut, person.email);
    const rows = await sql<{ code_hash: string }>(
      sut,
      'select code_hash from control.email_confirmations where account_id = ?',
      [person.id],
    );
    expect(rows[0]?.code_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[0]?.code_hash).not.toContain(code);
  });

  it('should ask to sign in when confirming without a session', async () => {
    const response = await sut.client().gql(CONFIRM, { c: '123456' });
    expect(errorCode(response)).toBe('UNAUTHENTICATED');
  });

  it('should count the address as confirmed when its owner accepts an invite mailed to it', async () => {
    const newcomer = buildEmail('newcomer');
    const { token } = await invite(workspace, newcomer, 'VIEWER');
    const client = sut.client(workspace.subdomain);
    expectOk(
      await client.gql('mutation($input: AcceptInviteInput!) { acceptInvite(input: $input) { id } }', {
        input: { token, name: 'Newcomer', password: 'Research#2026!' },
      }),
    );
    const me = expectOk(
      await client.gql<{ me: { account: { emailConfirmedAt: string | null } } }>(
        '{ me { account { emailConfirmedAt } } }',
      ),
    );
    expect(me.me.account.emailConfirmedAt).toEqual(expect.any(String));
  });

  it('should refuse an API token caller on the session-only calls confirmEmail, sendConfirmationEmail and unlockAccount', async () => {
    const { secret } = await buildApiToken(workspace.manager.client);
    const tokenClient = sut.client();
    tokenClient.bearer = secret;
    for (const [query, variables] of [
      [CONFIRM, { c: '123456' }],
      [RESEND, {}],
      ['mutation($t: String!) { unlockAccount(token: $t) { account { id } } }', { t: 'whatever' }],
    ] as const) {
      const response = await tokenClient.gql(query, variables);
      expect({ query, code: errorCode(response) }).toEqual({ query, code: 'FORBIDDEN' });
    }
  });

  it('should have the seeded demo account confirmed', async () => {
    const [demo] = await sql<{ confirmed: boolean }>(
      sut,
      "select email_confirmed_at is not null as confirmed from control.accounts where email = 'demo@fieldnote.dev'",
    );
    expect(demo).toEqual({ confirmed: true });
  });
});
