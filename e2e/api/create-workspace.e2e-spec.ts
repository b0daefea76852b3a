import { errorCode } from '../../services/all-in-one/src/testing/graphql-client';
import { sharedTestServer } from '../../services/all-in-one/src/testing/shared-test-server';
import type { TestServer } from '../../services/all-in-one/src/testing/test-server';
import { expectNoLeak } from './expect-no-leak';
import { type BuiltAccount, buildSubdomain, expectOk, logIn, signUp } from './factories';

const CREATE = `mutation($input: CreateWorkspaceInput!) {
  createWorkspace(input: $input) { id name subdomain region url }
}`;

interface Created {
  createWorkspace: { id: string; name: string; subdomain: string; region: string; url: string };
}

describe('createWorkspace', () => {
  let sut: TestServer;
  let account: BuiltAccount;

  beforeAll(async () => {
    sut = await sharedTestServer();
    account = await signUp(sut);
  });
  afterAll(() => sut.close());

  const create = (input: Record<string, unknown>) => account.client.gql<Created>(CREATE, { input });

  it('should need a signed-in account when nobody is signed in', async () => {
    const response = await sut.client().gql(CREATE, { input: { name: 'Anonymous' } });
    expect(errorCode(response)).toBe('UNAUTHENTICATED');
  });

  it.each([
    ['abc', 'at least 4'],
    ['a'.repeat(51), 'at most 50'],
    ['-leading', 'start and end'],
    ['trailing-', 'start and end'],
    ['under_score', 'lowercase letters, digits and hyphens'],
    ['dot.ted', 'lowercase letters, digits and hyphens'],
    ['admin', 'reserved'],
    ['admin-team', 'reserved'],
    ['api', 'at least 4'],
    ['good-fuck-co', 'not allowed'],
  ])(
    'should reject the subdomain %p with BAD_USER_INPUT saying %p when it breaks the rules',
    async (subdomain, reason) => {
      const response = await create({ name: 'Rules', subdomain });
      expect(errorCode(response)).toBe('BAD_USER_INPUT');
      expect(response.errors?.[0]?.message).toContain(reason);
      expectNoLeak(JSON.stringify(response.errors));
    },
  );

  it('should reject a subdomain longer than the 63-character DNS label with BAD_USER_INPUT', async () => {
    const response = await create({ name: 'Rules', subdomain: 'a'.repeat(64) });
    expect(errorCode(response)).toBe('BAD_USER_INPUT');
  });

  it('should accept a subdomain in capitals and store it lower-cased when it is otherwise valid', async () => {
    const wanted = buildSubdomain('Caps').toUpperCase();
    const created = expectOk(await create({ name: 'Capitals', subdomain: `  ${wanted} ` })).createWorkspace;
    expect(created.subdomain).toBe(wanted.toLowerCase());
    expect(created.url).toBe(`http://${wanted.toLowerCase()}.localhost:${new URL(sut.address).port}/`);
    const client = sut.client(created.subdomain);
    expectOk(await logIn(client, account.email, account.password));
    const workspace = expectOk(await client.gql<{ workspace: { id: string } }>('{ workspace { id } }'));
    expect(workspace.workspace.id).toBe(created.id);
  });

  it('should say the subdomain is already taken when another workspace has it, in any case', async () => {
    for (const subdomain of ['demo', 'DEMO']) {
      const response = await create({ name: 'Copycat', subdomain });
      expect(errorCode(response)).toBe('BAD_USER_INPUT');
      expect(response.errors?.[0]?.message).toBe(
        'The subdomain "demo" is already taken. Please choose another.',
      );
    }
  });

  it('should create one workspace and say "already taken" to the others when the same subdomain is asked for at once', async () => {
    const subdomain = buildSubdomain('race');
    const responses = await Promise.all([1, 2, 3].map(() => create({ name: 'Race', subdomain })));
    expect(responses.filter((r) => !r.errors)).toHaveLength(1);
    for (const r of responses.filter((r) => r.errors)) {
      expect(r.errors?.[0]?.message).toBe(
        `The subdomain "${subdomain}" is already taken. Please choose another.`,
      );
    }
  });

  it('should place the workspace in US_B when no region is given', async () => {
    const created = expectOk(
      await create({ name: 'Default region', subdomain: buildSubdomain('ohio') }),
    ).createWorkspace;
    expect(created.region).toBe('US_B');
  });

  it('should place the workspace in the chosen region when a region is given', async () => {
    const created = expectOk(
      await create({ name: 'Irish team', subdomain: buildSubdomain('dublin'), region: 'EU_A' }),
    ).createWorkspace;
    expect(created.region).toBe('EU_A');
  });

  it('should reject an unknown region with BAD_USER_INPUT when it is not in the enum', async () => {
    const response = await create({ name: 'Nowhere', subdomain: buildSubdomain('mars'), region: 'MARS_1' });
    expect(response.status).toBe(400);
    expect(errorCode(response)).toBe('BAD_USER_INPUT');
    expectNoLeak(JSON.stringify(response.errors));
  });

  it('should reject a name longer than 200 characters with BAD_USER_INPUT', async () => {
    const response = await create({ name: 'n'.repeat(201), subdomain: buildSubdomain('long') });
    expect(errorCode(response)).toBe('BAD_USER_INPUT');
    const ok = expectOk(await create({ name: 'n'.repeat(200), subdomain: buildSubdomain('long') }));
    expect(ok.createWorkspace.name).toHaveLength(200);
  });

  it('should reject an empty name with BAD_USER_INPUT', async () => {
    const response = await create({ name: '   ', subdomain: buildSubdomain('empty') });
    expect(errorCode(response)).toBe('BAD_USER_INPUT');
  });

  it('should suggest a subdomain from the name, numbered when taken, when none is given', async () => {
    const first = expectOk(await create({ name: '  Acme   Research & Co  ' })).createWorkspace;
    const second = expectOk(await create({ name: 'Acme Research Co' })).createWorkspace;
    expect(first.subdomain).toBe('acme-research-co');
    expect(second.subdomain).toBe('acme-research-co-2');
  });

  it('should suggest a valid subdomain when the name alone would be too short', async () => {
    const created = expectOk(await create({ name: 'AB' })).createWorkspace;
    expect(created.subdomain).toBe('ab-team');
  });

  it('should make the creator the manager of the new workspace when created', async () => {
    const created = expectOk(
      await create({ name: 'Mine', subdomain: buildSubdomain('mine') }),
    ).createWorkspace;
    const client = sut.client(created.subdomain);
    expectOk(await logIn(client, account.email, account.password));
    const me = expectOk(await client.gql<{ me: { role: string } }>('{ me { role } }'));
    expect(me.me.role).toBe('MANAGER');
  });
});
