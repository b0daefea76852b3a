import type { Page } from 'playwright-core';
import { addMember } from '../api/factories';
import { useBrowserSuite } from './browser-suite';

/**
 * The sign-in entry pages of spec 000 §2 in the browser: /auth/magic-login end to end through the
 * local mailbox on a workspace address, and the root app's account pages (product picker, join a
 * workspace, sign-in context), signed in by the API.
 */
describe('Magic-link sign-in and the account entry pages', () => {
  const suite = useBrowserSuite({
    viewport: { width: 1280, height: 900 },
    defaultTimeout: 20_000,
    lastScreenshots: '/tmp/sign-in-entry-last',
  });
  const root = () => `http://localhost:${suite.port}`;

  async function openMagicMail(page: Page, href: string): Promise<void> {
    const deadline = Date.now() + 10_000;
    for (;;) {
      await page.goto(`${root()}${href}`);
      const link = page.getByRole('link', { name: /\/auth\/magic-login\?token=/ });
      if ((await link.count()) > 0) return link.first().click();
      if (Date.now() > deadline) throw new Error('No sign-in link reached the local mailbox');
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }

  it('should mail a sign-in link from the sign-in page and sign the member in with it, once', async () => {
    const person = await addMember(suite.sut, suite.workspace, 'CONTRIBUTOR');
    const page = suite.page;
    await page.goto(`${suite.origin}/auth/login`);
    await page.getByRole('link', { name: 'E-mail me a sign-in link' }).click();
    await page.getByRole('heading', { name: 'Sign in with a link' }).waitFor();
    await page.screenshot({ path: '/tmp/magic-login-1280.png' });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: '/tmp/magic-login-390.png' });
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.getByLabel('E-mail address').fill(person.email);
    await page.getByRole('button', { name: 'E-mail me a sign-in link' }).click();
    await page.getByRole('status').filter({ hasText: 'we sent it a sign-in link' }).waitFor();
    const mailbox = page.getByTestId('local-mailbox-hint').getByRole('link', { name: 'local mailbox' });
    const mailboxHref = (await mailbox.getAttribute('href')) ?? '';

    await openMagicMail(page, mailboxHref);
    await page.waitForURL(`${suite.origin}/home`);
    const used = page.url();
    expect(used).toBe(`${suite.origin}/home`);

    // The same link a second time explains itself and offers a new one.
    const again = await suite.newPage();
    await openMagicMail(again, mailboxHref);
    await again.getByRole('heading', { name: 'This link did not sign you in' }).waitFor();
    await again.getByText('was already used').waitFor();
    await again.screenshot({ path: '/tmp/magic-login-used.png' });
    expect(suite.pageErrors).toEqual([]);
  });

  it('should lead a signed-in account from the product picker to joining a workspace, and show its sign-in context', async () => {
    const page = await suite.signIn(suite.workspace.manager, {
      origin: root(),
      path: '/auth/product-picker',
    });
    await page.getByRole('heading', { name: 'What would you like to do?' }).waitFor();
    await page.screenshot({ path: '/tmp/product-picker-1280.png' });
    await page.getByRole('link', { name: /Join a workspace/ }).click();
    await page.waitForURL(`${root()}/auth/join-workspace`);
    await page.getByRole('heading', { name: 'Join a workspace' }).waitFor();
    await page.screenshot({ path: '/tmp/join-workspace-1280.png' });
    await page.goto(`${root()}/auth/context`);
    await page.getByRole('heading', { name: 'Your sign-in' }).waitFor();
    await page.getByText(suite.workspace.manager.email).waitFor();
    await page.getByText('1 workspace').waitFor();
    await page.screenshot({ path: '/tmp/context-1280.png' });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: '/tmp/context-390.png' });
    for (const path of ['/auth/product-picker', '/auth/join-workspace', '/auth/create-workspace']) {
      await page.goto(`${root()}${path}`);
      await page.getByRole('heading').first().waitFor();
      await page.screenshot({ path: `/tmp${path.replace('/auth/', '/')}-390.png` });
    }
    await page.getByRole('heading', { name: 'Create your workspace' }).waitFor();
    expect(suite.pageErrors).toEqual([]);
  });
});
