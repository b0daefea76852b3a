import { createHash } from 'node:crypto';
import { errorCode } from '../../services/all-in-one/src/testing/graphql-client';
import { sharedTestServer } from '../../services/all-in-one/src/testing/shared-test-server';
import type { TestServer } from '../../services/all-in-one/src/testing/test-server';
import { expectNoLeak } from './expect-no-leak';
import {
  type BuiltWorkspace,
  addMember,
  buildApiToken,
  buildProject,
  expectOk,
  signUpAndCreateWorkspace,
  sql,
} from './factories';

const CREATE =
  'mutation($name: String!) { createApiToken(name: $name) { token apiToken { id name createdAt lastUsedAt } } }';
const REVOKED = 'The API token is not valid or has been revoked.';

describe('API tokens', () => {
  let sut: TestServer;
  let workspace: BuiltWorkspace;

  beforeAll(async () => {
    sut = await sharedTestServer();
    workspace = await signUpAndCreateWorkspace(sut);
  });
  afterAll(() => sut.close());

  const bearerClient = (secret: string, subdomain?: string) => {
    const client = sut.client(subdomain);
    client.bearer = secret;
    return client;
  };

  it('should reject a name longer than 99 characters with BAD_USER_INPUT and accept 99', async () => {
    const tooLong = await workspace.manager.client.gql(CREATE, { name: 'n'.repeat(100) });
    expect(errorCode(tooLong)).toBe('BAD_USER_INPUT');
    expect(tooLong.errors?.[0]?.message).toContain('99');
    const longest = await workspace.manager.client.gql<{ createApiToken: { apiToken: { name: string } } }>(
      CREATE,
      { name: 'n'.repeat(99) },
    );
    expect(expectOk(longest).createApiToken.apiToken.name).toHaveLength(99);
  });

  it('should reject an empty name with BAD_USER_INPUT', async () => {
    const response = await workspace.manager.client.gql(CREATE, { name: '  ' });
    expect(errorCode(response)).toBe('BAD_USER_INPUT');
  });

  it('should show the secret once and never list it again when a token is created', async () => {
    const created = expectOk(
      await workspace.manager.client.gql<{
        createApiToken: { token: string; apiToken: { id: string; lastUsedAt: string | null } };
      }>(CREATE, {
        name: 'CI export',
      }),
    ).createApiToken;
    expect(created.token).toMatch(/^fn_[A-Za-z0-9_-]{43}$/);
    expect(created.apiToken.lastUsedAt).toBeNull();
    const listed = await workspace.manager.client.gql<{ apiTokens: unknown[] }>(
      '{ apiTokens { id name createdAt lastUsedAt } }',
    );
    expect(JSON.stringify(listed.data)).not.toContain(created.token);
    expect(JSON.stringify(listed.data)).toContain(created.apiToken.id);
    const asking = await workspace.manager.client.gql('{ apiTokens { token } }');
    expect(errorCode(asking)).toBe('BAD_USER_INPUT');
  });

  it('should work as a bearer on the root domain and on its own workspace host when valid', async () => {
    const { id, secret } = await buildApiToken(workspace.manager.client);
    for (const client of [bearerClient(secret), bearerClient(secret, workspace.subdomain)]) {
      const data = expectOk(
        await client.gql<{ workspace: { id: string }; me: { role: string } }>(
          '{ workspace { id } me { role } }',
        ),
      );
      expect(data).toEqual({ workspace: { id: workspace.id }, me: { role: 'MANAGER' } });
    }
    expect(await buildProject(bearerClient(secret), 'Made by a script')).toBeTruthy();
    const tokens = expectOk(
      await workspace.manager.client.gql<{ apiTokens: { id: string; lastUsedAt: string | null }[] }>(
        '{ apiTokens { id lastUsedAt } }',
      ),
    );
    expect(tokens.apiTokens.find((t) => t.id === id)?.lastUsedAt).not.toBeNull();
  });

  it('should store only a hash of the secret when a token is created', async () => {
    const { id, secret } = await buildApiToken(workspace.manager.client);
    const rows = await sql<Record<string, unknown>>(sut, 'select * from control.api_tokens where id = ?', [
      id,
    ]);
    expect(rows).toHaveLength(1);
    const stored = JSON.stringify(rows[0]);
    expect(stored).not.toContain(secret);
    expect(stored).not.toContain(secret.slice(3));
    expect(rows[0].token_hash).toBe(createHash('sha256').update(secret).digest('hex'));
  });

  it('should answer UNAUTHENTICATED when the token is revoked', async () => {
    const { id, secret } = await buildApiToken(workspace.manager.client);
    expectOk(await bearerClient(secret).gql('{ workspace { id } }'));
    expect(
      expectOk(
        await workspace.manager.client.gql<{ revokeApiToken: boolean }>(
          'mutation($id: ID!) { revokeApiToken(id: $id) }',
          { id },
        ),
      ).revokeApiToken,
    ).toBe(true);
    for (const client of [bearerClient(secret), bearerClient(secret, workspace.subdomain)]) {
      const response = await client.gql('{ workspace { id } }');
      expect(errorCode(response)).toBe('UNAUTHENTICATED');
      expect(response.errors?.[0]?.message).toBe(REVOKED);
    }
    const listed = expectOk(
      await workspace.manager.client.gql<{ apiTokens: { id: string }[] }>('{ apiTokens { id } }'),
    );
    expect(listed.apiTokens.map((t) => t.id)).not.toContain(id);
    const again = await workspace.manager.client.gql('mutation($id: ID!) { revokeApiToken(id: $id) }', {
      id,
    });
    expect(errorCode(again)).toBe('NOT_FOUND');
  });

  it.each(['fn_made-up-secret', 'not-a-fieldnote-token', "fn_'; drop table control.api_tokens; --"])(
    'should answer UNAUTHENTICATED when the bearer is %p',
    async (secret) => {
      const response = await bearerClient(secret).gql('{ workspace { id } }');
      expect(errorCode(response)).toBe('UNAUTHENTICATED');
      expectNoLeak(JSON.stringify(response.errors));
    },
  );

  it('should be FORBIDDEN for account-level calls when used instead of a session', async () => {
    const { secret } = await buildApiToken(workspace.manager.client);
    const open = await signUpAndCreateWorkspace(sut);
    const calls: [string, Record<string, unknown>][] = [
      ['{ accountLookup { currentTeams { id } } }', {}],
      ['mutation { createWorkspace(input: { name: "Made by a token" }) { id } }', {}],
      ['mutation($t: ID!) { joinWorkspace(teamId: $t) { id } }', { t: open.id }],
      ['mutation { acceptInvite(input: { token: "whatever" }) { id } }', {}],
    ];
    for (const [query, variables] of calls) {
      const response = await bearerClient(secret).gql(query, variables);
      expect({ query, code: errorCode(response) }).toEqual({ query, code: 'FORBIDDEN' });
      expect(response.errors?.[0]?.message).toBe(
        'An API token can only be used inside its own workspace. Sign in to do this.',
      );
    }
  });

  it("should carry its owner's role so a viewer's token cannot write", async () => {
    const viewer = await addMember(sut, workspace, 'VIEWER');
    const { secret } = await buildApiToken(viewer.client);
    const response = await bearerClient(secret).gql(
      'mutation { createProject(input: { title: "By viewer token" }) { id } }',
    );
    expect(errorCode(response)).toBe('FORBIDDEN');
  });

  it("should not let a member see or revoke another member's token", async () => {
    const contributor = await addMember(sut, workspace, 'CONTRIBUTOR');
    const { id, secret } = await buildApiToken(workspace.manager.client);
    const listed = expectOk(
      await contributor.client.gql<{ apiTokens: { id: string }[] }>('{ apiTokens { id } }'),
    );
    expect(listed.apiTokens.map((t) => t.id)).not.toContain(id);
    const revoke = await contributor.client.gql('mutation($id: ID!) { revokeApiToken(id: $id) }', { id });
    expect(errorCode(revoke)).toBe('NOT_FOUND');
    expectOk(await bearerClient(secret).gql('{ workspace { id } }'));
  });
});
