import type { Page } from 'playwright-core';
import { addMember } from '../api/factories';
import { useBrowserSuite } from './browser-suite';

const NEW_PASSWORD = 'Interviews#2027?';

describe('Password reset and sessions in the web app', () => {
  const suite = useBrowserSuite({
    // Password resets are limited per client address, and every suite comes from 127.0.0.1.
    ownServer: true,
    env: { SEED_DEMO: 'false' },
    viewport: { width: 1280, height: 900 },
    defaultTimeout: 30_000,
    lastScreenshots: '/tmp/password-reset-last',
  });

  /** Opens the local mailbox for `email` until the reset mail is there (it is sent after the answer). */
  async function openResetMail(page: Page, href: string): Promise<string> {
    const deadline = Date.now() + 10_000;
    for (;;) {
      await page.goto(`http://localhost:${suite.port}${href}`);
      const link = page.getByRole('link', { name: /\/auth\/reset-password\?token=/ });
      if ((await link.count()) > 0) return (await link.first().getAttribute('href')) ?? '';
      if (Date.now() > deadline) throw new Error('No reset mail reached the local mailbox');
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }

  it('should mail a link from "Forgot password?", set the new password with it, sign in and sign other browsers out', async () => {
    // A member of its own, so the suite's manager keeps the password the other test signs in with.
    const person = await addMember(suite.sut, suite.workspace, 'CONTRIBUTOR');
    // Another browser of theirs, signed in through the API (the form is not under test there).
    const otherBrowser = await suite.signIn(person, { page: await suite.newPage() });

    const page = suite.page;
    await page.goto(`${suite.origin}/auth/login`);
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await page.getByRole('heading', { name: 'Reset your password' }).waitFor();
    await page.getByLabel('E-mail address').fill(person.email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await page
      .getByRole('status')
      .filter({ hasText: 'If an account exists for that address, we sent a link' })
      .waitFor();
    const hint = page.getByTestId('local-mailbox-hint');
    const mailboxHref = (await hint.getByRole('link', { name: 'local mailbox' }).getAttribute('href')) ?? '';
    await page.screenshot({ path: '/tmp/password-reset-requested.png' });

    // The mail's link leads back to the workspace's own address.
    const link = await openResetMail(page, mailboxHref);
    expect(link.startsWith(`${suite.origin}/auth/reset-password?token=`)).toBe(true);
    await page.screenshot({ path: '/tmp/password-reset-mailbox.png' });
    await page
      .getByRole('link', { name: /\/auth\/reset-password\?token=/ })
      .first()
      .click();
    await page.getByRole('heading', { name: 'Choose a new password' }).waitFor();

    // The password rules hold; a refused password leaves the link working.
    await page.getByLabel('New password').fill('too-weak');
    await page.getByRole('button', { name: 'Set new password and sign in' }).click();
    await page
      .getByRole('alert')
      .filter({ hasText: 'Password must be at least 12 characters long.' })
      .waitFor();
    await page.getByLabel('New password').fill(NEW_PASSWORD);
    await page.screenshot({ path: '/tmp/password-reset-new-password.png' });
    await page.getByRole('button', { name: 'Set new password and sign in' }).click();
    await page.waitForURL(`${suite.origin}/home`);
    await page.getByTestId('workspace-name').filter({ hasText: suite.workspace.name }).waitFor();

    // Account settings list this browser as the only session; the other one was signed out.
    await page.goto(`${suite.origin}/settings/user/account`);
    const sessions = page.getByRole('list', { name: 'Where you are signed in' });
    await sessions.getByText('This session').waitFor();
    expect(await sessions.getByRole('listitem').count()).toBe(1);
    await page.getByText('You are signed in only here.').waitFor();
    await page.getByRole('region', { name: 'Where you are signed in' }).screenshot({
      path: '/tmp/password-reset-sessions.png',
    });
    await otherBrowser.goto(`${suite.origin}/home`);
    await otherBrowser.waitForURL(/\/auth\/login/);

    // The link worked once.
    await page.goto(link);
    await page.getByLabel('New password').fill('Another#Password9');
    await page.getByRole('button', { name: 'Set new password and sign in' }).click();
    await page.getByRole('alert').filter({ hasText: 'This password reset link was already used' }).waitFor();
    await page.screenshot({ path: '/tmp/password-reset-used-link.png' });
  });

  it('should let a manager sign a member out everywhere from the members page', async () => {
    const member = await addMember(suite.sut, suite.workspace, 'VIEWER');
    // Two sessions: the invite's acceptance and this browser's sign-in.
    const memberPage = await suite.signIn(member, { page: await suite.newPage() });
    const page = await suite.signIn(undefined, { path: '/settings/users' });

    await page.getByRole('button', { name: `Sign ${member.name} out everywhere` }).click();
    const dialog = page.getByRole('dialog', { name: `Sign ${member.name} out everywhere?` });
    await dialog.getByText('Their API tokens keep working').waitFor();
    await page.screenshot({ path: '/tmp/password-reset-end-member-sessions.png' });
    await dialog.getByRole('button', { name: 'Sign out everywhere' }).click();
    await page.getByText(`${member.name} was signed out of 2 sessions.`).waitFor();

    await memberPage.goto(`${suite.origin}/home`);
    await memberPage.waitForURL(/\/auth\/login/);
  });
});
