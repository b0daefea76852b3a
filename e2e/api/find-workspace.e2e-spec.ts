import type { LogMailer } from '@fieldnote/core';
import { errorCode } from '../../services/all-in-one/src/testing/graphql-client';
import { sharedTestServer } from '../../services/all-in-one/src/testing/shared-test-server';
import type { TestServer } from '../../services/all-in-one/src/testing/test-server';
import { DEMO_EMAIL, buildEmail } from './factories';

const SEND = 'mutation($e: String!) { sendWorkspaceList(email: $e) }';

describe('find my workspace', () => {
  let sut: TestServer;
  let mailer: LogMailer;

  beforeAll(async () => {
    sut = await sharedTestServer();
    mailer = sut.server.built.platform.mailer as LogMailer;
  });
  afterAll(() => sut.close());

  it('should e-mail the workspaces of the address when it belongs to some', async () => {
    const response = await sut.client().gql(SEND, { e: DEMO_EMAIL.toUpperCase() });
    expect(response.data).toEqual({ sendWorkspaceList: true });
    const mail = mailer.sent.at(-1);
    expect(mail?.to).toBe(DEMO_EMAIL);
    expect(mail?.text).toContain(`Demo Research Team: http://demo.localhost:${new URL(sut.address).port}/`);
  });

  it('should answer the same and send a plain note when the address is unknown', async () => {
    const nobody = buildEmail('nobody');
    const response = await sut.client().gql(SEND, { e: nobody });
    expect(response.data).toEqual({ sendWorkspaceList: true });
    expect(mailer.sent.at(-1)).toMatchObject({
      to: nobody,
      text: 'No Fieldnote workspace uses this e-mail address yet.',
    });
  });

  it('should refuse with TOO_MANY_REQUESTS when one address asks more than five times in an hour', async () => {
    const flood = buildEmail('flood');
    const codes: (string | undefined)[] = [];
    for (let i = 0; i < 6; i++) codes.push(errorCode(await sut.client().gql(SEND, { e: flood })));
    expect(codes).toEqual([undefined, undefined, undefined, undefined, undefined, 'TOO_MANY_REQUESTS']);
    expect(mailer.sent.filter((m) => m.to === flood)).toHaveLength(5);
  });
});
