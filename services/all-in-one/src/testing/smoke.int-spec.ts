import { DEMO_EMAIL, DEMO_PASSWORD } from '../demo/seed-demo';
import { type TestServer, startTestServer } from './test-server';

describe('all-in-one server', () => {
  let sut: TestServer;
  beforeAll(async () => {
    sut = await startTestServer();
  });
  afterAll(() => sut.close());

  it('should answer /ping when started', async () => {
    const response = await sut.client().http('/ping');
    expect(response.status).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('should let the demo manager sign in and see the sample projects when seeded', async () => {
    const demo = sut.client('demo');
    const login = await demo.gql(
      'mutation($e: String!, $p: String!) { logIn(input: { email: $e, password: $p }) { account { email } } }',
      {
        e: DEMO_EMAIL,
        p: DEMO_PASSWORD,
      },
    );
    expect(login.errors).toBeUndefined();
    const projects = await demo.gql<{ projects: { title: string; noteCount: number }[] }>(
      '{ projects { title noteCount } }',
    );
    expect(projects.data?.projects.length).toBeGreaterThanOrEqual(2);
    expect(projects.data?.projects[0].noteCount).toBeGreaterThan(0);
  });
});
