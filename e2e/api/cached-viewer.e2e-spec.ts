import { errorCode } from '../../services/all-in-one/src/testing/graphql-client';
import { sharedTestServer } from '../../services/all-in-one/src/testing/shared-test-server';
import type { TestServer } from '../../services/all-in-one/src/testing/test-server';
import {
  type BuiltAccount,
  type BuiltWorkspace,
  addMember,
  buildSubdomain,
  expectOk,
  gqlWithCookie,
  invite,
  signUp,
  signUpAndCreateWorkspace,
} from './factories';

const ME = '{ me { account { id } role workspace { id subdomain } } }';

interface Me {
  me: {
    account: { id: string };
    role: string | null;
    workspace: { id: string; subdomain: string } | null;
  } | null;
}

/**
 * `me` (and every workspace call) is answered from the process's caches without a database round
 * trip once they hold the session, the host's workspace, the role and the profile. Each change below
 * must still show on the very next request: the caches are invalidated, never waited out.
 */
describe('me answered from the caches', () => {
  let sut: TestServer;
  let workspace: BuiltWorkspace;

  beforeAll(async () => {
    sut = await sharedTestServer();
    workspace = await signUpAndCreateWorkspace(sut);
  });
  afterAll(() => sut.close());

  /** Asks twice: the first answer fills the caches, the second comes from them. */
  async function cachedMe(host: string, cookie: string | null): Promise<Me['me']> {
    expectOk(await gqlWithCookie<Me>(sut, host, cookie, ME));
    return expectOk(await gqlWithCookie<Me>(sut, host, cookie, ME)).me;
  }

  it('should show the new role at once when a manager changes it after me was cached', async () => {
    const member = await addMember(sut, workspace, 'VIEWER');
    expect((await cachedMe(workspace.host, member.client.sessionCookie))?.role).toBe('VIEWER');
    expectOk(
      await workspace.manager.client.gql(
        'mutation($m: ID!) { changeMemberRole(input: { memberId: $m, role: CONTRIBUTOR }) { id } }',
        { m: member.id },
      ),
    );
    const after = expectOk(await gqlWithCookie<Me>(sut, workspace.host, member.client.sessionCookie, ME));
    expect(after.me?.role).toBe('CONTRIBUTOR');
  });

  it('should answer null at once when the session logs out after me was cached', async () => {
    const member = await addMember(sut, workspace, 'CONTRIBUTOR');
    const cookie = member.client.sessionCookie;
    expect((await cachedMe(workspace.host, cookie))?.account.id).toBe(member.id);
    expectOk(await member.client.gql('mutation { logOut }'));
    const replayed = expectOk(await gqlWithCookie<Me>(sut, workspace.host, cookie, ME));
    expect(replayed.me).toBeNull();
  });

  it('should show the workspace and role at once when an outsider whose me was cached joins', async () => {
    const outsider: BuiltAccount = await signUp(sut);
    const cookie = outsider.client.sessionCookie;
    expect(await cachedMe(workspace.host, cookie)).toEqual({
      account: { id: outsider.id },
      role: null,
      workspace: null,
    });
    const { token } = await invite(workspace, outsider.email, 'VIEWER');
    expectOk(
      await outsider.client.gql(
        'mutation($input: AcceptInviteInput!) { acceptInvite(input: $input) { id } }',
        {
          input: { token },
        },
      ),
    );
    const joined = expectOk(await gqlWithCookie<Me>(sut, workspace.host, cookie, ME));
    expect(joined.me).toEqual({
      account: { id: outsider.id },
      role: 'VIEWER',
      workspace: { id: workspace.id, subdomain: workspace.subdomain },
    });
  });

  it('should follow a route change at once on a host whose me was cached', async () => {
    const moving = await signUpAndCreateWorkspace(sut);
    const cookie = moving.manager.client.sessionCookie;
    expect((await cachedMe(moving.host, cookie))?.workspace?.subdomain).toBe(moving.subdomain);

    const newSubdomain = buildSubdomain('moved');
    const operator = (method: 'PUT' | 'DELETE', body: unknown) => {
      const json = JSON.stringify(body);
      return sut.client().http('/control/tenant-routes', {
        method,
        headers: {
          'content-type': 'application/json',
          'content-length': String(Buffer.byteLength(json)),
          authorization: `Bearer ${sut.server.built.operatorToken}`,
        },
        body: json,
      });
    };
    const upsert = await operator('PUT', { teamId: moving.id, subdomain: newSubdomain, region: 'US_B' });
    expect(upsert.status).toBe(200);
    const onOldHost = expectOk(await gqlWithCookie<Me>(sut, moving.host, cookie, ME));
    expect(onOldHost.me?.workspace).toEqual({ id: moving.id, subdomain: newSubdomain });

    const deleted = await operator('DELETE', { teamId: moving.id, subdomain: moving.subdomain });
    expect(deleted.status).toBe(200);
    const gone = await gqlWithCookie<Me>(sut, moving.host, cookie, ME);
    expect(errorCode(gone)).toBe('NOT_FOUND');
  });
});
