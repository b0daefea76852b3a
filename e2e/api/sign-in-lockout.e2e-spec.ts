import { type TestServer, startTestServer } from '../../services/all-in-one/src/testing/test-server';
import { DEMO_EMAIL, DEMO_PASSWORD } from './factories';

const LOG_IN =
  'mutation($e: String!, $p: String!) { logIn(input: { email: $e, password: $p }) { account { email } } }';

/** Signs in on the demo host as if from `client` (the server trusts X-Forwarded-For from its proxy). */
async function logInFrom(sut: TestServer, client: string, password: string): Promise<string | undefined> {
  const response = await sut.client('demo').http('/api/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': client },
    body: JSON.stringify({ query: LOG_IN, variables: { e: DEMO_EMAIL, p: password } }),
  });
  return response.json<{ errors?: { extensions: { errorCode: string } }[] }>().errors?.[0]?.extensions
    .errorCode;
}

describe('sign-in lockout', () => {
  let sut: TestServer;
  beforeAll(async () => {
    sut = await startTestServer({ TRUST_PROXY: 'true' });
  });
  afterAll(() => sut.close());

  it('should lock out the guessing client but not the owner when failures come from one client', async () => {
    const codes: (string | undefined)[] = [];
    for (let i = 0; i < 11; i++) codes.push(await logInFrom(sut, '203.0.113.7', `Wrong#Guess${i}xx`));
    expect(codes.slice(0, 10).every((code) => code === 'UNAUTHENTICATED')).toBe(true);
    expect(codes[10]).toBe('TOO_MANY_REQUESTS');
    expect(await logInFrom(sut, '203.0.113.7', DEMO_PASSWORD)).toBe('TOO_MANY_REQUESTS');
    expect(await logInFrom(sut, '198.51.100.2', DEMO_PASSWORD)).toBeUndefined();
  });
});
