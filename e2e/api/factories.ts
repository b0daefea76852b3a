import { randomBytes } from 'node:crypto';
import type { LogMailer } from '@fieldnote/core';
// From its own file, not @fieldnote/core's index: every suite imports these factories, and the index
// loads the whole core (the event catalogue's schemas, the bus) into the suite's sandbox, about
// 0.3 s of CPU per suite.
import { NotificationKind } from '../../services/core/src/mail/notification-kind';
import {
  type GqlResponse,
  GraphqlClient,
  httpRequest,
} from '../../services/all-in-one/src/testing/graphql-client';
import type { TestServer } from '../../services/all-in-one/src/testing/test-server';

/** A password that meets every rule of spec 001 §5. */
export const STRONG_PASSWORD = 'Research#2026!';
export const DEMO_EMAIL = 'demo@fieldnote.dev';
export const DEMO_PASSWORD = 'Fieldnote#Demo2026';

/** A short random lowercase suffix, so factories never collide within one database. */
export function uniqueSuffix(): string {
  return randomBytes(4).toString('hex');
}

/** A fresh, valid e-mail address on `domain`. */
export function buildEmail(prefix = 'user', domain = 'example.org'): string {
  return `${prefix}-${uniqueSuffix()}@${domain}`;
}

/** A fresh, valid subdomain (the prefix must not be a reserved word). */
export function buildSubdomain(prefix = 'acme'): string {
  return `${prefix}-${uniqueSuffix()}`;
}

export interface BuiltAccount {
  client: GraphqlClient;
  id: string;
  email: string;
  password: string;
  name: string;
}

export interface BuiltWorkspace {
  id: string;
  subdomain: string;
  name: string;
  host: string;
  /** The manager, signed in on the workspace host. */
  manager: BuiltAccount;
}

const SIGN_UP = `mutation($input: SignUpInput!) { signUp(input: $input) { account { id email name } } }`;
const LOG_IN = `mutation($input: LogInInput!) { logIn(input: $input) { account { id email } workspaces { id subdomain } } }`;

/** Fails loudly with the server's errors, so a broken factory never looks like a passing test. */
export function expectOk<T>(response: GqlResponse<T>): T {
  if (response.errors?.length || !response.data) {
    throw new Error(`Expected success, got ${response.status}: ${JSON.stringify(response.errors)}`);
  }
  return response.data;
}

/** Signs up a new account on the root domain (or on `subdomain` when given) and returns its signed-in client. */
export async function signUp(
  server: TestServer,
  options: { email?: string; name?: string; subdomain?: string } = {},
): Promise<BuiltAccount> {
  const client = server.client(options.subdomain);
  const email = options.email ?? buildEmail();
  const name = options.name ?? `Person ${uniqueSuffix()}`;
  const data = expectOk(
    await client.gql<{ signUp: { account: { id: string } } }>(SIGN_UP, {
      input: { email, name, password: STRONG_PASSWORD },
    }),
  );
  return { client, id: data.signUp.account.id, email, password: STRONG_PASSWORD, name };
}

/** Signs `email` in on the client's host; returns the raw response. */
export function logIn(client: GraphqlClient, email: string, password: string) {
  return client.gql<{ logIn: { account: { id: string }; workspaces: { id: string; subdomain: string }[] } }>(
    LOG_IN,
    { input: { email, password } },
  );
}

/** A new manager account with a new workspace, signed in on the workspace's own host. */
export async function signUpAndCreateWorkspace(
  server: TestServer,
  options: { subdomain?: string; name?: string } = {},
): Promise<BuiltWorkspace> {
  const account = await signUp(server);
  const subdomain = options.subdomain ?? buildSubdomain();
  const name = options.name ?? `Team ${subdomain}`;
  const created = expectOk(
    await account.client.gql<{ createWorkspace: { id: string; subdomain: string } }>(
      `mutation($input: CreateWorkspaceInput!) { createWorkspace(input: $input) { id subdomain } }`,
      { input: { name, subdomain } },
    ),
  );
  const client = server.client(created.createWorkspace.subdomain);
  expectOk(await logIn(client, account.email, account.password));
  return {
    id: created.createWorkspace.id,
    subdomain: created.createWorkspace.subdomain,
    name,
    host: client.host,
    manager: { ...account, client },
  };
}

/** Signs the seeded demo manager in on the demo workspace host. */
export async function signInDemo(server: TestServer): Promise<BuiltWorkspace> {
  const client = server.client('demo');
  const data = expectOk(await logIn(client, DEMO_EMAIL, DEMO_PASSWORD));
  const demo = data.logIn.workspaces.find((w) => w.subdomain === 'demo');
  if (!demo) throw new Error('The demo workspace was not seeded');
  const me = expectOk(await client.gql<{ me: { account: { name: string } } }>('{ me { account { name } } }'));
  return {
    id: demo.id,
    subdomain: 'demo',
    name: 'Demo Research Team',
    host: client.host,
    manager: {
      client,
      id: data.logIn.account.id,
      email: DEMO_EMAIL,
      password: DEMO_PASSWORD,
      name: me.me.account.name,
    },
  };
}

/** The secret of an invite link. */
export function inviteToken(link: string): string {
  const token = new URL(link).searchParams.get('token');
  if (!token) throw new Error(`No token in invite link ${link}`);
  return token;
}

/** Invites `email` with `role` as the workspace's manager; returns the invite's id and token. */
export async function invite(
  workspace: BuiltWorkspace,
  email: string,
  role: 'MANAGER' | 'CONTRIBUTOR' | 'VIEWER',
  message?: string,
): Promise<{ id: string; token: string; link: string }> {
  const data = expectOk(
    await workspace.manager.client.gql<{ inviteMember: { id: string; link: string } }>(
      `mutation($input: InviteMemberInput!) { inviteMember(input: $input) { id link } }`,
      { input: { email, role, message } },
    ),
  );
  return {
    id: data.inviteMember.id,
    link: data.inviteMember.link,
    token: inviteToken(data.inviteMember.link),
  };
}

/** A new account that joined the workspace through an invite, signed in on the workspace host. */
export async function addMember(
  server: TestServer,
  workspace: BuiltWorkspace,
  role: 'MANAGER' | 'CONTRIBUTOR' | 'VIEWER',
): Promise<BuiltAccount> {
  const email = buildEmail(role.toLowerCase());
  const name = `${role.toLowerCase()} ${uniqueSuffix()}`;
  const { token } = await invite(workspace, email, role);
  const client = server.client(workspace.subdomain);
  expectOk(
    await client.gql(`mutation($input: AcceptInviteInput!) { acceptInvite(input: $input) { id } }`, {
      input: { token, name, password: STRONG_PASSWORD },
    }),
  );
  const me = expectOk(await client.gql<{ me: { account: { id: string } } }>('{ me { account { id } } }'));
  return { client, id: me.me.account.id, email, password: STRONG_PASSWORD, name };
}

/** Creates a project through the API and returns its id. */
export async function buildProject(
  client: GraphqlClient,
  title = `Project ${uniqueSuffix()}`,
): Promise<string> {
  const data = expectOk(
    await client.gql<{ createProject: { id: string } }>(
      `mutation($input: CreateProjectInput!) { createProject(input: $input) { id } }`,
      { input: { title } },
    ),
  );
  return data.createProject.id;
}

/** Creates a note through the API and returns its id. */
export async function buildNote(
  client: GraphqlClient,
  projectId: string,
  title = `Note ${uniqueSuffix()}`,
  content = 'Interview transcript',
): Promise<string> {
  const data = expectOk(
    await client.gql<{ createNote: { id: string } }>(
      `mutation($input: CreateNoteInput!) { createNote(input: $input) { id } }`,
      { input: { projectId, title, content } },
    ),
  );
  return data.createNote.id;
}

/** Creates an API token through the API; returns its id and its one-time secret. */
export async function buildApiToken(client: GraphqlClient, name = `token ${uniqueSuffix()}`) {
  const data = expectOk(
    await client.gql<{ createApiToken: { token: string; apiToken: { id: string } } }>(
      `mutation($name: String!) { createApiToken(name: $name) { token apiToken { id } } }`,
      { name },
    ),
  );
  return { id: data.createApiToken.apiToken.id, secret: data.createApiToken.token };
}

/**
 * Sends a GraphQL request to `host` with exactly the given cookie: a browser never does this across
 * hosts, but an attacker holding a session secret can.
 */
export async function gqlWithCookie<T = Record<string, unknown>>(
  server: TestServer,
  host: string,
  cookie: string | null,
  query: string,
  variables?: Record<string, unknown>,
): Promise<GqlResponse<T> & { text: string }> {
  const headers: Record<string, string> = { 'content-type': 'application/json', host };
  if (cookie) headers.cookie = cookie;
  const response = await httpRequest(`${server.address}/api/graphql`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ query, variables }),
  });
  const json = response.json<{ data?: T | null; errors?: GqlResponse<T>['errors'] }>();
  return {
    status: response.status,
    data: json.data ?? null,
    errors: json.errors,
    headers: response.headers,
    text: response.text,
  };
}

/** Runs SQL on the control database of the test server (for state no API exposes). */
export async function sql<T = Record<string, unknown>>(
  server: TestServer,
  query: string,
  params: unknown[] = [],
): Promise<T[]> {
  const connection = server.server.built.platform.databases.control().em.getConnection();
  // A shared test server runs outside the suite's sandbox, where the suite's Date is no Date (the
  // driver would send its text form, not an instant): an instant goes as ISO 8601 text, which
  // PostgreSQL reads the same into the timestamptz columns every table uses.
  const values = params.map((value) => (value instanceof Date ? value.toISOString() : value));
  return (await connection.execute(query, values)) as T[];
}

/** The PostgreSQL schema that holds the workspace's data, for tests that look at its rows. */
export async function workspaceSchema(server: TestServer, workspace: BuiltWorkspace): Promise<string> {
  const [team] = await sql<{ schema_name: string }>(
    server,
    'select schema_name from control.teams where id = ?',
    [workspace.id],
  );
  if (!team) throw new Error(`Workspace ${workspace.id} has no team row`);
  return team.schema_name;
}

/** The latest e-mail confirmation code mailed to `email` (all-in-one mode logs mail, tests read it). */
export function mailedConfirmationCode(server: TestServer, email: string): string {
  const mailer = server.server.built.platform.mailer as LogMailer;
  const mail = mailer.sent
    .filter((m) => m.to === email && m.kind === NotificationKind.EMAIL_CONFIRMATION)
    .at(-1);
  const code = /\b(\d{6})\b/.exec(mail?.text ?? '')?.[1];
  if (!code) throw new Error(`No confirmation code was mailed to ${email}`);
  return code;
}

/** Confirms the account's address with the code mailed at sign-up, as its owner would. */
export async function confirmEmail(server: TestServer, account: BuiltAccount): Promise<void> {
  expectOk(
    await account.client.gql('mutation($c: String!) { confirmEmail(code: $c) { id } }', {
      c: mailedConfirmationCode(server, account.email),
    }),
  );
}
