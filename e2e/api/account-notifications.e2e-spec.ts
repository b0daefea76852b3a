import { type LogMailer, NotificationKind } from '@fieldnote/core';
import { errorCode } from '../../services/all-in-one/src/testing/graphql-client';
import { type LiveSubscription, subscribeLive } from '../../services/all-in-one/src/testing/live-client';
import { settle } from '../../services/core/src/testing/settle';
import { waitFor } from '../../services/core/src/testing/wait-for';
import { sharedTestServer } from '../../services/all-in-one/src/testing/shared-test-server';
import type { TestServer } from '../../services/all-in-one/src/testing/test-server';
import {
  type BuiltAccount,
  type BuiltWorkspace,
  buildApiToken,
  buildEmail,
  confirmEmail,
  expectOk,
  invite,
  signUp,
  signUpAndCreateWorkspace,
  sql,
} from './factories';

const INBOX = `{ accountNotificationInbox { unreadCount items {
  id type workspaceName invitedByName role message status url read createdAt } } }`;
const MARK_READ = 'mutation($id: ID!) { markAccountNotificationRead(id: $id) { id read status } }';
const WORKSPACE_INBOX = '{ notificationInbox { unreadCount items { id type } } }';

interface Item {
  id: string;
  type: string;
  workspaceName: string;
  invitedByName: string;
  role: string;
  message: string | null;
  status: string;
  url: string;
  read: boolean;
  createdAt: string;
}
interface Inbox {
  accountNotificationInbox: { unreadCount: number; items: Item[] };
}

describe('account inbox: invitations for people who already have an account', () => {
  let sut: TestServer;
  /** The workspace that invites. */
  let inviting: BuiltWorkspace;

  beforeAll(async () => {
    sut = await sharedTestServer({ SEED_DEMO: 'false' });
    inviting = await signUpAndCreateWorkspace(sut);
  });
  afterAll(() => sut.close());

  /** Someone with a workspace of their own and a confirmed address, signed in there. */
  async function memberElsewhere(): Promise<BuiltWorkspace> {
    const own = await signUpAndCreateWorkspace(sut);
    await confirmEmail(sut, own.manager);
    return own;
  }
  const inboxOf = async (account: BuiltAccount) =>
    expectOk(await account.client.gql<Inbox>(INBOX)).accountNotificationInbox;

  it('should put the invitation in the inbox of a member of another workspace, leading to the workspace list, when a manager invites their address', async () => {
    const invitee = await memberElsewhere();
    // The mailer keeps only its last messages and the server is shared: find ours by time, not index.
    const before = new Date();
    const { id: inviteId } = await invite(
      inviting,
      invitee.manager.email,
      'CONTRIBUTOR',
      'Join our research',
    );

    const inbox = await inboxOf(invitee.manager);
    expect(inbox.unreadCount).toBe(1);
    expect(inbox.items).toEqual([
      expect.objectContaining({
        type: 'WORKSPACE_INVITE',
        workspaceName: inviting.name,
        invitedByName: inviting.manager.name,
        role: 'CONTRIBUTOR',
        message: 'Join our research',
        status: 'PENDING',
        read: false,
      }),
    ]);
    // Accepted on the root address, where the account's workspaces and invitations are listed.
    const url = new URL(inbox.items[0]!.url);
    expect(url.hostname).toBe('localhost');
    expect(url.pathname).toBe('/auth/workspaces');
    // The invite e-mail still goes out, to the invited address, with the accept link.
    const mail = (sut.server.built.platform.mailer as LogMailer).sent.filter(
      (m) => m.to === invitee.manager.email && m.sentAt >= before,
    );
    expect(mail.map((m) => m.kind)).toEqual([NotificationKind.INVITE]);
    expect(mail[0]!.text).toContain('/auth/accept-invite?token=');
    // Its outbox event went with the invite's, carrying ids only.
    const events = await sql<{ payload: Record<string, unknown> }>(
      sut,
      'select payload from regional.outbox_events where workspace_id = ? and subject = ?',
      [inviting.id, 'account_notification.created'],
    );
    expect(events.map((e) => e.payload)).toContainEqual({
      accountNotificationId: inbox.items[0]!.id,
      accountId: invitee.manager.id,
      inviteId,
    });
  });

  it("should keep the invitation out of every workspace's own inbox when it reaches the account inbox", async () => {
    const invitee = await memberElsewhere();
    await invite(inviting, invitee.manager.email, 'VIEWER');
    expect((await inboxOf(invitee.manager)).items).toHaveLength(1);
    // Nothing of the inviting workspace was written into the invitee's workspace, nor the other way.
    const own = expectOk(
      await invitee.manager.client.gql<{ notificationInbox: { items: unknown[] } }>(WORKSPACE_INBOX),
    );
    expect(own.notificationInbox.items).toEqual([]);
    const rows = await sql<{ n: string }>(
      sut,
      `select count(*) as n from control.account_notifications where account_id = ?`,
      [inviting.manager.id],
    );
    expect(Number(rows[0]!.n)).toBe(0);
  });

  it('should mark the item read for its owner and refuse it with NOT_FOUND to anyone else', async () => {
    const invitee = await memberElsewhere();
    const stranger = await memberElsewhere();
    await invite(inviting, invitee.manager.email, 'VIEWER');
    const [item] = (await inboxOf(invitee.manager)).items;

    expect(errorCode(await stranger.manager.client.gql(MARK_READ, { id: item!.id }))).toBe('NOT_FOUND');
    expect(errorCode(await inviting.manager.client.gql(MARK_READ, { id: item!.id }))).toBe('NOT_FOUND');
    expect((await inboxOf(invitee.manager)).items[0]!.read).toBe(false);
    expect((await inboxOf(stranger.manager)).items).toEqual([]);

    const marked = expectOk(
      await invitee.manager.client.gql<{ markAccountNotificationRead: { read: boolean } }>(MARK_READ, {
        id: item!.id,
      }),
    );
    expect(marked.markAccountNotificationRead.read).toBe(true);
    expect((await inboxOf(invitee.manager)).unreadCount).toBe(0);
  });

  it('should show the invitation only once the account has confirmed the invited address', async () => {
    const invitee = await signUp(sut);
    await invite(inviting, invitee.email, 'VIEWER');
    expect((await inboxOf(invitee)).items).toEqual([]);
    await confirmEmail(sut, invitee);
    expect((await inboxOf(invitee)).items.map((i) => i.workspaceName)).toEqual([inviting.name]);
  });

  it('should say Joined and lead into the workspace when the invitee accepts', async () => {
    const invitee = await memberElsewhere();
    await invite(inviting, invitee.manager.email, 'VIEWER');
    expectOk(
      await invitee.manager.client.gql('mutation($t: ID!) { joinWorkspace(teamId: $t) { id } }', {
        t: inviting.id,
      }),
    );
    const inbox = await inboxOf(invitee.manager);
    expect(inbox.unreadCount).toBe(0);
    expect(inbox.items[0]).toEqual(expect.objectContaining({ status: 'ACCEPTED', read: true }));
    expect(new URL(inbox.items[0]!.url).hostname).toBe(`${inviting.subdomain}.localhost`);
  });

  it('should take the item away when the invite is revoked and bring it back unread when it is sent again', async () => {
    const invitee = await memberElsewhere();
    const first = await invite(inviting, invitee.manager.email, 'VIEWER');
    const [item] = (await inboxOf(invitee.manager)).items;
    expectOk(await invitee.manager.client.gql(MARK_READ, { id: item!.id }));

    expectOk(
      await inviting.manager.client.gql('mutation($id: ID!) { resendInvite(id: $id) { id } }', {
        id: first.id,
      }),
    );
    const resent = await inboxOf(invitee.manager);
    expect(resent.items.map((i) => [i.id, i.read])).toEqual([[item!.id, false]]);

    expectOk(
      await inviting.manager.client.gql('mutation($id: ID!) { revokeInvite(id: $id) { id } }', {
        id: first.id,
      }),
    );
    expect((await inboxOf(invitee.manager)).items).toEqual([]);
  });

  it('should write no account item when the invited address has no account yet', async () => {
    const { id } = await invite(inviting, buildEmail(), 'VIEWER');
    const rows = await sql<{ n: string }>(
      sut,
      'select count(*) as n from control.account_notifications where invite_id = ?',
      [id],
    );
    expect(Number(rows[0]!.n)).toBe(0);
  });

  describe('live: the accountChanged subscription', () => {
    const ACCOUNT_CHANGES = 'subscription { accountChanged { kind action id occurredAt } }';
    interface AccountChange {
      accountChanged: { kind: string; action: string; id: string | null; occurredAt: string };
    }
    const open: LiveSubscription<AccountChange>[] = [];
    const listen = (workspace: BuiltWorkspace, headers: { cookie?: string | null; bearer?: string }) => {
      const subscription = subscribeLive<AccountChange>(
        sut.address,
        { host: workspace.host, origin: `http://${workspace.host}`, ...headers },
        ACCOUNT_CHANGES,
      );
      open.push(subscription);
      return subscription;
    };
    afterEach(async () => {
      await Promise.all(open.splice(0).map((s) => s.close()));
    });

    it('should tell the invitee’s open page, in their own workspace, the moment an invitation arrives, and nobody else', async () => {
      const invitee = await memberElsewhere();
      const bystander = await memberElsewhere();
      const theirs = listen(invitee, { cookie: invitee.manager.client.sessionCookie });
      const others = listen(bystander, { cookie: bystander.manager.client.sessionCookie });
      // The inviting manager is a member of the inviting workspace, not the invitee.
      const inviter = listen(inviting, { cookie: inviting.manager.client.sessionCookie });
      await Promise.all([theirs.connected, others.connected, inviter.connected]);
      await settle(100); // the subscriptions are registered after the sockets are acknowledged
      await invite(inviting, invitee.manager.email, 'CONTRIBUTOR');
      const [item] = (await inboxOf(invitee.manager)).items;
      await waitFor(() =>
        expect(theirs.results.map((r) => r.data?.accountChanged)).toEqual([
          expect.objectContaining({ kind: 'account_notification', action: 'created', id: item!.id }),
        ]),
      );
      await settle(300);
      expect(others.results).toEqual([]);
      expect(inviter.results).toEqual([]);
    });

    it('should refuse an API token the account channel with FORBIDDEN', async () => {
      const invitee = await memberElsewhere();
      const token = await buildApiToken(invitee.manager.client);
      const script = listen(invitee, { bearer: token.secret });
      await script.connected.catch(() => undefined);
      await waitFor(() => expect(script.results).toHaveLength(1));
      expect(script.results[0]?.errors?.[0]?.extensions?.errorCode).toBe('FORBIDDEN');
      expect(script.results[0]?.data ?? null).toBeNull();
    });

    it('should refuse a caller without a session with UNAUTHENTICATED', async () => {
      const anonymous = listen(inviting, { cookie: null });
      await anonymous.connected.catch(() => undefined);
      await waitFor(() => expect(anonymous.results).toHaveLength(1));
      expect(anonymous.results[0]?.errors?.[0]?.extensions?.errorCode).toBe('UNAUTHENTICATED');
    });
  });

  it('should refuse an API token the account inbox with FORBIDDEN', async () => {
    const invitee = await memberElsewhere();
    await invite(inviting, invitee.manager.email, 'VIEWER');
    const [item] = (await inboxOf(invitee.manager)).items;
    const token = await buildApiToken(invitee.manager.client);
    const client = sut.client(invitee.subdomain);
    client.bearer = token.secret;
    expect(errorCode(await client.gql(INBOX))).toBe('FORBIDDEN');
    expect(errorCode(await client.gql(MARK_READ, { id: item!.id }))).toBe('FORBIDDEN');
    expect((await inboxOf(invitee.manager)).items[0]!.read).toBe(false);
  });

  it('should refuse a limit outside 1 to 100 with BAD_USER_INPUT', async () => {
    const invitee = await memberElsewhere();
    for (const limit of [0, 101]) {
      const response = await invitee.manager.client.gql(
        'query($l: Int!) { accountNotificationInbox(limit: $l) { unreadCount } }',
        { l: limit },
      );
      expect(errorCode(response)).toBe('BAD_USER_INPUT');
    }
  });
});
