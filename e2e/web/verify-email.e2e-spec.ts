import { type LogMailer, NotificationKind } from '@fieldnote/core';
import type { Page } from 'playwright-core';
import { buildEmail, invite, signUpAndCreateWorkspace } from '../api/factories';
import { useBrowserSuite } from './browser-suite';

describe('Sign-up e-mail confirmation in the web app', () => {
  // Every member's browser is opened by the test; no step has a shorter timeout than Playwright's own.
  const suite = useBrowserSuite({
    env: { SEED_DEMO: 'false' },
    workspace: false,
    pagePerTest: false,
    viewport: { width: 1280, height: 900 },
    defaultTimeout: 30_000,
  });
  let rootOrigin: string;
  const pageErrors: string[] = [];

  beforeAll(() => {
    rootOrigin = `http://localhost:${suite.port}`;
  });

  afterEach(async () => {
    // Sign-ups, wrong codes and confirmations leave the server answering.
    expect((await suite.sut.client().http('/ping')).status).toBe(200);
  });

  const mailedCode = (email: string): string => {
    const mailer = suite.sut.server.built.platform.mailer as LogMailer;
    const mail = mailer.sent
      .filter((m) => m.to === email && m.kind === NotificationKind.EMAIL_CONFIRMATION)
      .at(-1);
    const code = /\b(\d{6})\b/.exec(mail?.subject ?? '')?.[1];
    if (!code) throw new Error(`No confirmation code mailed to ${email}`);
    return code;
  };

  const newPage = async (): Promise<Page> => {
    const page = await suite.newPage();
    page.on('pageerror', (error) => pageErrors.push(error.message));
    return page;
  };

  const signUpInBrowser = async (page: Page, email: string) => {
    await page.goto(`${rootOrigin}/auth/signup`);
    await page.getByLabel('Your name').fill('Vic Tim');
    await page.getByLabel('E-mail address').fill(email);
    await page.getByLabel('Password').fill('Research#2026!');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('heading', { name: 'Confirm your e-mail address' }).waitFor();
  };

  it("should hide the invitation from a sign-up with the invitee's address until the code from the mail is entered", async () => {
    const workspace = await signUpAndCreateWorkspace(suite.sut);
    const invitee = buildEmail('invitee');
    await invite(workspace, invitee, 'CONTRIBUTOR');
    const page = await newPage();
    await signUpInBrowser(page, invitee);
    await page.screenshot({ path: '/tmp/identity-confirm-step.png' });

    // Without the code, the root page names no invitation and says how to see them.
    await page.goto(`${rootOrigin}/auth/login`);
    await page
      .getByRole('alert')
      .filter({ hasText: 'Confirm your e-mail address to see the invitations' })
      .waitFor();
    expect(await page.getByText(workspace.name).count()).toBe(0);
    expect(await page.getByText(workspace.manager.name).count()).toBe(0);
    await page.screenshot({ path: '/tmp/identity-unconfirmed-root.png' });

    // A wrong code gets the server's message; the mailed one confirms.
    await page.getByRole('link', { name: 'Enter the code' }).click();
    await page.getByLabel('Confirmation code').fill(mailedCode(invitee) === '000000' ? '000001' : '000000');
    await page.getByRole('button', { name: 'Confirm' }).click();
    await page.getByRole('alert').filter({ hasText: 'This code is not right.' }).waitFor();
    await page.screenshot({ path: '/tmp/identity-wrong-code.png' });
    await page.getByLabel('Confirmation code').fill(mailedCode(invitee));
    await page.getByRole('button', { name: 'Confirm' }).click();

    await page.getByText('Invitations and workspaces you may join').waitFor();
    await page.getByText(`Invited by ${workspace.manager.name}`).waitFor();
    await page.screenshot({ path: '/tmp/identity-invitations.png' });
    await page.getByRole('button', { name: 'Join' }).click();
    await page.waitForURL(`http://${workspace.subdomain}.localhost:${suite.port}/home`);
    await page.getByTestId('workspace-name').filter({ hasText: workspace.name }).waitFor();
  });

  it('should point a run without a mail server to the local mailbox, which holds the mailed code', async () => {
    const email = buildEmail('mailbox');
    const page = await newPage();
    await signUpInBrowser(page, email);
    const hint = page.getByTestId('local-mailbox-hint');
    await hint.getByText('This Fieldnote runs without a mail server').waitFor();
    const href = await hint.getByRole('link', { name: 'local mailbox' }).getAttribute('href');
    expect(href).toBe(`/dev/mailbox?to=${encodeURIComponent(email)}`);

    // The mailbox, opened from the hint, shows the mail with the code the form takes.
    const mailbox = await newPage();
    await mailbox.goto(`${rootOrigin}${href}`);
    await mailbox
      .getByRole('heading', { name: `${mailedCode(email)} is your Fieldnote confirmation code` })
      .waitFor();
    await mailbox.close();
    await page.getByLabel('Confirmation code').fill(mailedCode(email));
    await page.getByRole('button', { name: 'Confirm' }).click();
    await page.getByRole('heading', { name: 'Your workspaces' }).waitFor();

    // No workspace to open or join: creating one is the next step.
    await page.getByText('You are not a member of any workspace yet.').waitFor();
    await page.getByRole('link', { name: 'Create a workspace' }).click();
    await page.waitForURL(`${rootOrigin}/auth/create-workspace`);
    await page.getByLabel('Workspace name').waitFor();
    await page.screenshot({ path: '/tmp/identity-create-workspace-step.png' });
  });

  it('should confirm from the link in the mail with the code filled in', async () => {
    const email = buildEmail('linked');
    const page = await newPage();
    await signUpInBrowser(page, email);
    await page.goto(`${rootOrigin}/auth/confirm-email?code=${mailedCode(email)}`);
    await page.getByRole('button', { name: 'Confirm' }).click();
    await page.getByRole('heading', { name: 'Your workspaces' }).waitFor();
    expect(await page.getByText('Confirm your e-mail address to see the invitations').count()).toBe(0);
    expect(pageErrors).toEqual([]);
  });
});
