import { errorCode } from '../../services/all-in-one/src/testing/graphql-client';
import { sharedTestServer } from '../../services/all-in-one/src/testing/shared-test-server';
import type { TestServer } from '../../services/all-in-one/src/testing/test-server';
import { buildEmail, buildSubdomain, expectOk } from './factories';

const SIGN_UP = `mutation($input: SignUpInput!) { signUp(input: $input) { account { id } } }`;
const CREATE = `mutation($input: CreateWorkspaceInput!) { createWorkspace(input: $input) { id subdomain } }`;
const LINK = `mutation($teamId: ID!) { workspaceSignInLink(teamId: $teamId) }`;
const REDEEM = `mutation($token: String!) { redeemSignInLink(token: $token) { account { email } } }`;

describe('sign-in links', () => {
  let sut: TestServer;
  const root = () => sut.client();

  beforeAll(async () => {
    sut = await sharedTestServer();
  });
  afterAll(() => sut.close());

  const signedInRoot = async (email: string) => {
    const client = root();
    await client.gql(SIGN_UP, { input: { email, password: 'Research#2026!', name: 'Rita Root' } });
    return client;
  };

  /** A workspace of a new account: every test makes its own, so none depends on another's. */
  const someoneElsesWorkspace = async (): Promise<string> => {
    const owner = await signedInRoot(buildEmail('owner'));
    const created = await owner.gql<{ createWorkspace: { id: string } }>(CREATE, {
      input: { name: 'Owner Team', subdomain: buildSubdomain('owner') },
    });
    return expectOk(created).createWorkspace.id;
  };

  it('should sign the account in on the workspace host when the link is redeemed there', async () => {
    const client = await signedInRoot('rita@example.com');
    const created = await client.gql<{ createWorkspace: { id: string; subdomain: string } }>(CREATE, {
      input: { name: 'Rita Research', subdomain: 'rita-research' },
    });
    const teamId = created.data?.createWorkspace.id as string;
    const link = await client.gql<{ workspaceSignInLink: string }>(LINK, { teamId });
    const url = new URL(link.data?.workspaceSignInLink as string);
    expect(url.hostname).toBe('rita-research.localhost');
    expect(url.port).toBe(new URL(sut.address).port);

    const workspace = sut.client('rita-research');
    const redeemed = await workspace.gql(REDEEM, { token: url.searchParams.get('token') });
    expect(redeemed.errors).toBeUndefined();
    const me = await workspace.gql<{ me: { role: string } }>('{ me { role } }');
    expect(me.data?.me.role).toBe('MANAGER');

    const again = await sut.client('rita-research').gql(REDEEM, { token: url.searchParams.get('token') });
    expect(errorCode(again)).toBe('UNAUTHENTICATED');
  });

  it('should refuse when the link is redeemed on another workspace host', async () => {
    const client = await signedInRoot('sam@example.com');
    const created = await client.gql<{ createWorkspace: { id: string } }>(CREATE, {
      input: { name: 'Sam Studio', subdomain: 'sam-studio' },
    });
    const link = await client.gql<{ workspaceSignInLink: string }>(LINK, {
      teamId: created.data?.createWorkspace.id,
    });
    const token = new URL(link.data?.workspaceSignInLink as string).searchParams.get('token');
    const elsewhere = await sut.client('demo').gql(REDEEM, { token });
    expect(errorCode(elsewhere)).toBe('FORBIDDEN');
  });

  it('should not make a link when the account is not a member of the workspace', async () => {
    const teamId = await someoneElsesWorkspace();
    const stranger = await signedInRoot('stranger@example.com');
    const link = await stranger.gql(LINK, { teamId });
    expect(errorCode(link)).toBe('NOT_FOUND');
    expect(link.data).toBeNull();
  });

  it('should ask to sign in when no one is signed in', async () => {
    const teamId = await someoneElsesWorkspace();
    expect(errorCode(await root().gql(LINK, { teamId }))).toBe('UNAUTHENTICATED');
  });

  it('should not accept a link secret as a session cookie', async () => {
    const client = await signedInRoot('cookie@example.com');
    const created = await client.gql<{ createWorkspace: { id: string } }>(CREATE, {
      input: { name: 'Cookie Co', subdomain: 'cookie-co' },
    });
    const link = await client.gql<{ workspaceSignInLink: string }>(LINK, {
      teamId: created.data?.createWorkspace.id,
    });
    const token = new URL(link.data?.workspaceSignInLink as string).searchParams.get('token');
    const response = await sut.client('cookie-co').http('/api/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: `fieldnote_session=${token}` },
      body: JSON.stringify({ query: '{ me { role } }' }),
    });
    expect(response.json()).toEqual({ data: { me: null } });
  });
});
