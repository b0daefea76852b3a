import { errorCode } from '../../services/all-in-one/src/testing/graphql-client';
import { sharedTestServer } from '../../services/all-in-one/src/testing/shared-test-server';
import type { TestServer } from '../../services/all-in-one/src/testing/test-server';
import { expectNoLeak } from './expect-no-leak';
import { type BuiltWorkspace, buildSubdomain, expectOk, signUpAndCreateWorkspace } from './factories';

const ROUTES = '/control/tenant-routes';

interface RouteAnswer {
  status: 'success' | 'error';
  route?: { subdomain: string; teamId: string; region: string; createdDate: string };
  deleted?: number;
  error?: { code: string; message: string };
}

describe('tenant routes and environment', () => {
  let sut: TestServer;
  /** The workspace the refused operator calls aim at (its own, not the demo: the server is shared). */
  let target: BuiltWorkspace;
  let other: BuiltWorkspace;

  /** A call to the operator API with the operator token (or the given authorization). */
  const operator = (method: 'PUT' | 'DELETE', body: unknown, authorization?: string | null) => {
    const json = JSON.stringify(body);
    // A DELETE body needs an explicit length: Node does not chunk DELETE requests.
    const headers: Record<string, string> = {
      'content-type': 'application/json',
      'content-length': String(Buffer.byteLength(json)),
    };
    const auth = authorization === undefined ? `Bearer ${sut.server.built.operatorToken}` : authorization;
    if (auth) headers.authorization = auth;
    return sut.client().http(ROUTES, { method, headers, body: json });
  };

  beforeAll(async () => {
    sut = await sharedTestServer({ SEED_DEMO: 'false' });
    target = await signUpAndCreateWorkspace(sut);
    other = await signUpAndCreateWorkspace(sut);
  });
  afterAll(() => sut.close());

  describe('operator token', () => {
    it.each([
      ['no token', null, 401, 'UNAUTHENTICATED'],
      ['a wrong token', 'Bearer not-the-operator-token', 403, 'FORBIDDEN'],
      ['a member API token', 'Bearer fn_abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG', 403, 'FORBIDDEN'],
      ['the token without Bearer', 'Basic b3BlcmF0b3I6cGFzcw==', 403, 'FORBIDDEN'],
    ])(
      'should refuse PUT and DELETE with an error body when sent with %s',
      async (_name, authorization, status, code) => {
        for (const method of ['PUT', 'DELETE'] as const) {
          const response = await operator(
            method,
            { teamId: target.id, subdomain: 'hijacked', region: 'US_B' },
            authorization,
          );
          expect(response.status).toBe(status);
          expect(response.json()).toEqual({
            errors: [{ code, title: expect.any(String), message: expect.any(String) }],
          });
          expectNoLeak(response.text, [sut.server.built.operatorToken]);
        }
        const stillTarget = await sut.client(target.subdomain).http(`/team-environment/${target.subdomain}`);
        expect(stillTarget.status).toBe(200);
      },
    );
  });

  describe('upsert', () => {
    it.each([
      [
        'a team id that is not a UUID',
        { teamId: 'demo', subdomain: 'valid-name', region: 'US_B' },
        'BAD_USER_INPUT',
      ],
      [
        'an unknown region',
        () => ({ teamId: target.id, subdomain: 'valid-name', region: 'MARS' }),
        'BAD_USER_INPUT',
      ],
      [
        'a region other than where the workspace lives',
        () => ({ teamId: target.id, subdomain: 'valid-name', region: 'EU_A' }),
        'BAD_USER_INPUT',
      ],
      [
        'a reserved subdomain',
        () => ({ teamId: target.id, subdomain: 'admin', region: 'US_B' }),
        'BAD_USER_INPUT',
      ],
      [
        'a too short subdomain',
        () => ({ teamId: target.id, subdomain: 'abc', region: 'US_B' }),
        'BAD_USER_INPUT',
      ],
      ['a missing subdomain', () => ({ teamId: target.id, region: 'US_B' }), 'BAD_USER_INPUT'],
      [
        'a number for the subdomain',
        () => ({ teamId: target.id, subdomain: 1234, region: 'US_B' }),
        'BAD_USER_INPUT',
      ],
      [
        'an unknown team',
        { teamId: '3f0e1c8a-1111-4a2b-9c3d-123456789abc', subdomain: 'ghost-team', region: 'US_B' },
        'NOT_FOUND',
      ],
      ['no body at all', () => null, 'BAD_USER_INPUT'],
      [
        'a NUL character in the subdomain',
        () => ({ teamId: target.id, subdomain: 'nul\u0000team', region: 'US_B' }),
        'BAD_USER_INPUT',
      ],
    ])('should answer status error with a code and message when given %s', async (_name, body, code) => {
      const response = await operator('PUT', typeof body === 'function' ? body() : body);
      expect(response.status).toBe(200);
      expect(response.json()).toEqual({ status: 'error', error: { code, message: expect.any(String) } });
      expectNoLeak(response.text);
    });

    it('should answer status error when the subdomain routes to another team', async () => {
      const response = await operator('PUT', {
        teamId: target.id,
        subdomain: other.subdomain,
        region: 'US_B',
      });
      expect(response.json<RouteAnswer>()).toEqual({
        status: 'error',
        error: {
          code: 'BAD_USER_INPUT',
          message: `The subdomain "${other.subdomain}" is already taken. Please choose another.`,
        },
      });
      const otherStill = expectOk(
        await other.manager.client.gql<{ workspace: { id: string } }>('{ workspace { id } }'),
      );
      expect(otherStill.workspace.id).toBe(other.id);
    });

    it("should answer status error and not a server error when the subdomain is another team's own without a route", async () => {
      const orphan = await signUpAndCreateWorkspace(sut);
      const deleted = await operator('DELETE', { teamId: orphan.id });
      expect(deleted.json<RouteAnswer>()).toEqual({ status: 'success', deleted: 1 });
      const response = await operator('PUT', {
        teamId: other.id,
        subdomain: orphan.subdomain,
        region: 'US_B',
      });
      expect(response.json<RouteAnswer>()).toEqual({
        status: 'error',
        error: {
          code: 'BAD_USER_INPUT',
          message: `The subdomain "${orphan.subdomain}" is already taken. Please choose another.`,
        },
      });
    });

    it('should move the workspace to the new host and keep the old one until it is deleted when upserted', async () => {
      // A workspace of its own: moving and deleting the target's route would break the other tests.
      const moving = await signUpAndCreateWorkspace(sut);
      const newSubdomain = buildSubdomain('renamed');
      // The old host has just been resolved (and may be cached) when the route changes.
      expectOk(await moving.manager.client.gql('{ workspace { id } }'));
      const response = await operator('PUT', {
        teamId: moving.id,
        subdomain: newSubdomain.toUpperCase(),
        region: 'US_B',
      });
      expect(response.status).toBe(200);
      const answer = response.json<RouteAnswer>();
      expect(answer).toEqual({
        status: 'success',
        route: {
          subdomain: newSubdomain,
          teamId: moving.id,
          region: 'US_B',
          createdDate: expect.any(String),
        },
      });
      expect(Number.isNaN(Date.parse(answer.route?.createdDate ?? ''))).toBe(false);

      const moved = sut.client(newSubdomain);
      expectOk(
        await moved.gql('mutation($i: LogInInput!) { logIn(input: $i) { account { id } } }', {
          i: { email: moving.manager.email, password: moving.manager.password },
        }),
      );
      const workspace = expectOk(
        await moved.gql<{ workspace: { id: string; subdomain: string } }>('{ workspace { id subdomain } }'),
      );
      expect(workspace.workspace).toEqual({ id: moving.id, subdomain: newSubdomain });
      const latest = await sut.client().http(`/global/latest-subdomain/${moving.id}`);
      expect(latest.json()).toEqual({ teamId: moving.id, subdomain: newSubdomain });
      const oldHost = expectOk(
        await moving.manager.client.gql<{ workspace: { id: string; subdomain: string } }>(
          '{ workspace { id subdomain } }',
        ),
      );
      expect(oldHost.workspace).toEqual({ id: moving.id, subdomain: newSubdomain });

      const again = await operator('PUT', { teamId: moving.id, subdomain: newSubdomain, region: 'US_B' });
      expect(again.json<RouteAnswer>().status).toBe('success');

      const deleted = await operator('DELETE', { teamId: moving.id, subdomain: moving.subdomain });
      expect(deleted.json<RouteAnswer>()).toEqual({ status: 'success', deleted: 1 });
      const gone = await moving.manager.client.gql('{ workspace { id } }');
      expect(errorCode(gone)).toBe('NOT_FOUND');
      expectOk(await moved.gql('{ workspace { id } }'));

      const missing = await operator('DELETE', { teamId: moving.id, subdomain: moving.subdomain });
      expect(missing.json<RouteAnswer>()).toEqual({
        status: 'error',
        error: { code: 'NOT_FOUND', message: expect.any(String) },
      });
      const junkDelete = await operator('DELETE', { teamId: moving.id, subdomain: 'nul\u0000team' });
      expect(junkDelete.json<RouteAnswer>()).toEqual({
        status: 'error',
        error: { code: 'BAD_USER_INPUT', message: expect.any(String) },
      });
      const badDelete = await operator('DELETE', { teamId: 'nope' });
      expect(badDelete.json<RouteAnswer>()).toEqual({
        status: 'error',
        error: { code: 'BAD_USER_INPUT', message: expect.any(String) },
      });
    });
  });

  describe('environment', () => {
    it('should describe the global environment when asked', async () => {
      const response = await sut.client().http('/global/environment');
      expect(response.status).toBe(200);
      expect(response.json()).toEqual({
        featureFlags: {},
        oAuthConfig: {},
        auth0Config: null,
        recaptchaSiteKey: null,
      });
    });

    it('should describe a team environment with the spec fields when the subdomain exists', async () => {
      const response = await sut.client().http(`/team-environment/${other.subdomain}`);
      expect(response.status).toBe(200);
      expect(response.json()).toEqual({
        teamId: other.id,
        name: other.name,
        auth: null,
        auth0OrganizationId: null,
        passwordAuthEnabled: true,
        googleAuthEnabled: false,
        microsoftAuthEnabled: false,
        ssoAuthEnabled: false,
        primaryColor: null,
        oidcIssuer: null,
        logo: null,
      });
    });

    it('should answer 404 with an error body when the team subdomain is unknown', async () => {
      const response = await sut.client().http('/team-environment/no-such-team');
      expect(response.status).toBe(404);
      expect(response.json<{ errors: { code: string }[] }>().errors[0].code).toBe('NOT_FOUND');
    });

    it('should give the latest subdomain of a team and refuse ids that are not UUIDs', async () => {
      const latest = await sut.client().http(`/global/latest-subdomain/${other.id}`);
      expect(latest.json()).toEqual({ teamId: other.id, subdomain: other.subdomain });
      const bad = await sut.client().http("/global/latest-subdomain/'; drop table teams; --");
      expect(bad.status).toBe(400);
      expect(bad.json<{ errors: { code: string }[] }>().errors[0].code).toBe('BAD_USER_INPUT');
      const unknown = await sut
        .client()
        .http('/global/latest-subdomain/3f0e1c8a-1111-4a2b-9c3d-123456789abc');
      expect(unknown.status).toBe(404);
    });

    it('should give the current region and the regions served when asked for the closest region', async () => {
      const response = await sut.client().http('/global/closest-region');
      expect(response.status).toBe(200);
      const body = response.json<{
        currentRegion: { region: string };
        availableRegions: { region: string; cloudRegion: string }[];
        regionsShareADatabase: boolean;
      }>();
      expect(body.currentRegion).toEqual({
        region: 'US_B',
        cloudRegion: 'us-east-2',
        location: 'Ohio',
        group: 'United States',
        residencyKey: 'us_b',
      });
      expect(body.availableRegions.map((r) => r.region)).toEqual(['US_A', 'US_B', 'EU_A', 'AU_A']);
      // One test database serves every region here: choosing one separates nothing today.
      expect(body.regionsShareADatabase).toBe(true);
    });
  });
});
