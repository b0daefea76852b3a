import type { Page } from 'playwright-core';
import { type BuiltWorkspace, confirmEmail, invite, signUpAndCreateWorkspace } from '../api/factories';
import { seriousAxeViolations } from './axe';
import { useBrowserSuite } from './browser-suite';
import { eventually } from './eventually';
import { settle } from '../../services/core/src/testing/settle';

const SHOTS = '/tmp/account-inbox';

describe('Invitations in the inbox, in the browser', () => {
  const suite = useBrowserSuite({ viewport: { width: 1280, height: 900 } });
  let page: Page;
  let inviting: BuiltWorkspace;
  beforeEach(() => ({ page, workspace: inviting } = suite));

  it('should ring the bell in the invitee’s own workspace and lead to the workspace list, where they join', async () => {
    const invitee = await signUpAndCreateWorkspace(suite.sut);
    await confirmEmail(suite.sut, invitee.manager);
    await invite(inviting, invitee.manager.email, 'CONTRIBUTOR', 'Come and tag the interviews with us');

    await suite.signIn(invitee.manager, { origin: suite.originOf(invitee) });
    const bell = page.getByTestId('notification-bell');
    await eventually(() => bell.getAttribute('aria-label'), 'Notifications, 1 unread');
    await bell.click();
    const item = page.getByTestId('account-notification-item');
    await expect(item.textContent()).resolves.toContain(
      `${inviting.manager.name} invited you to ${inviting.name} as contributor`,
    );
    await expect(item.textContent()).resolves.toContain('Come and tag the interviews with us');
    await page.screenshot({ path: `${SHOTS}-popover.png` });
    expect(await seriousAxeViolations(page)).toEqual([]);

    await item.click();
    await page.waitForURL(`http://localhost:${suite.port}/auth/workspaces`);
    // The root address has a session of its own: sign in there, as anyone arriving from the e-mail would.
    await page.getByLabel('E-mail address').fill(invitee.manager.email);
    await page.getByLabel('Password').fill(invitee.manager.password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    const offered = page.getByRole('list', { name: 'Invitations and workspaces you may join' });
    await expect(offered.getByRole('listitem').textContent()).resolves.toContain(inviting.name);
    await page.screenshot({ path: `${SHOTS}-workspaces.png` });
    await offered.getByRole('button', { name: 'Join' }).click();
    await page.waitForURL(new RegExp(`^http://${inviting.subdomain}\\.localhost:${suite.port}/`));

    // Back in the invitee's own workspace (still signed in there), the item reads Joined, not unread.
    await page.goto(`${suite.originOf(invitee)}/home`);
    await eventually(() => bell.getAttribute('aria-label'), 'Notifications');
    await bell.click();
    await expect(page.getByTestId('account-notification-item').textContent()).resolves.toContain('Joined');
  });

  it('should ring the bell on the invitee’s open page the moment the invitation is sent, without a reload', async () => {
    const invitee = await signUpAndCreateWorkspace(suite.sut);
    await confirmEmail(suite.sut, invitee.manager);
    await suite.signIn(invitee.manager, { origin: suite.originOf(invitee) });
    // The page asks for the account's changes over its live socket: wait until it has.
    const subscribed = page.waitForEvent('websocket').then((socket) =>
      socket.waitForEvent('framesent', {
        predicate: (frame) => String(frame.payload).includes('accountChanged'),
      }),
    );
    await page.goto(`${suite.originOf(invitee)}/home`);
    const bell = page.getByTestId('notification-bell');
    await eventually(() => bell.getAttribute('aria-label'), 'Notifications');
    await subscribed;
    await settle(300); // the server registers the subscription once it has checked the session
    // A mark on the window: a reload would lose it.
    await page.evaluate(() => Object.assign(window, { stillTheSamePage: true }));

    await invite(inviting, invitee.manager.email, 'VIEWER');

    await eventually(() => bell.getAttribute('aria-label'), 'Notifications, 1 unread');
    expect(await page.evaluate(() => 'stillTheSamePage' in window)).toBe(true);
    await bell.click();
    await expect(page.getByTestId('account-notification-item').textContent()).resolves.toContain(
      `${inviting.manager.name} invited you to ${inviting.name} as viewer`,
    );
  });
});
