import { type Page } from 'playwright-core';
import {
  type BuiltAccount,
  addMember,
  buildNote,
  buildProject,
  expectOk,
  signUpAndCreateWorkspace,
} from '../api/factories';
import { useBrowserSuite } from './browser-suite';

const SCREENSHOTS = '/tmp';
const NO_ACCESS = "You don't have access to this project";

describe('Access requests in the browser', () => {
  const suite = useBrowserSuite({ env: { SEED_DEMO: 'false' }, workspace: false, pagePerTest: false });

  /** A page of its own (own cookies) signed in as `account` on `origin`, `width` pixels wide. */
  async function signedIn(
    origin: string,
    account: Pick<BuiltAccount, 'email' | 'password'>,
    width = 1280,
  ): Promise<Page> {
    return suite.signIn(account, { page: await suite.newPage({ width, height: 900 }), origin });
  }

  /** A private project of `workspace` with one note; returns their ids. */
  async function privateProject(client: BuiltAccount['client'], title: string) {
    const projectId = await buildProject(client, title);
    const noteId = await buildNote(client, projectId, `Interview about ${title}`);
    expectOk(
      await client.gql(
        'mutation($p: ID!) { setProjectGeneralAccess(input: { projectId: $p, generalAccess: NONE }) { projectId } }',
        { p: projectId },
      ),
    );
    return { projectId, noteId };
  }

  it('should let a member request access, a manager approve it from the access page, and the member then see the project', async () => {
    const workspace = await signUpAndCreateWorkspace(suite.sut);
    const member = await addMember(suite.sut, workspace, 'CONTRIBUTOR');
    const origin = `http://${workspace.subdomain}.localhost:${suite.port}`;
    const { projectId } = await privateProject(workspace.manager.client, 'Churn deep dive');

    // The member follows a link to the private project: no title, a request form.
    const memberPage = await signedIn(origin, member);
    await memberPage.goto(`${origin}/projects/${projectId}`);
    await memberPage.getByRole('heading', { name: NO_ACCESS }).waitFor();
    expect(await memberPage.getByText('Churn deep dive').count()).toBe(0);
    await memberPage.getByText('0/1000').waitFor();
    await memberPage.getByRole('radio', { name: /Can edit/ }).check();
    await memberPage.getByLabel('Message (optional)').fill('I am running the churn interviews.');
    await memberPage.getByText('34/1000').waitFor();
    await memberPage.screenshot({ path: `${SCREENSHOTS}/fieldnote-web-no-access.png`, fullPage: true });
    await memberPage.getByRole('button', { name: 'Request access' }).click();
    await memberPage.getByText('Request sent. You will be notified when someone decides.').waitFor();

    // The manager hears of it in the inbox; the notification opens the project's access page.
    const manager = await signedIn(origin, workspace.manager);
    await manager.getByRole('button', { name: /^Notifications, 1 unread/ }).click();
    const item = manager.getByTestId('notification-item').filter({ hasText: 'asked for contributor access' });
    await item.getByText('on Churn deep dive').waitFor();
    await item.click();
    await manager.waitForURL(new RegExp(`/projects/${projectId}/settings/access#access-request-`));
    const request = manager.getByTestId('access-request').filter({ hasText: member.name });
    await request.getByText('“I am running the churn interviews.”').waitFor();
    await request.getByText(/Asked for: Can edit/).waitFor();
    await manager.screenshot({ path: `${SCREENSHOTS}/fieldnote-web-access-requests.png`, fullPage: true });
    // At phone width the request's controls wrap under it, with nothing wider than the screen.
    await manager.setViewportSize({ width: 390, height: 900 });
    await request.getByRole('button', { name: `Approve the request of ${member.name}` }).waitFor();
    expect(
      await manager.evaluate(
        () => document.documentElement.scrollWidth > document.documentElement.clientWidth,
      ),
    ).toBe(false);
    await manager.screenshot({
      path: `${SCREENSHOTS}/fieldnote-web-access-requests-phone.png`,
      fullPage: true,
    });
    await manager.setViewportSize({ width: 1280, height: 900 });
    await request.getByRole('combobox', { name: `Access to give ${member.name}` }).click();
    await manager.getByRole('option', { name: 'Can view' }).click();
    await request.getByRole('button', { name: `Approve the request of ${member.name}` }).click();
    await manager.getByText(`${member.name} now has access`).waitFor();
    await manager
      .getByTestId('access-entry')
      .filter({ hasText: member.name })
      .getByRole('combobox')
      .filter({ hasText: 'Can view' })
      .waitFor();
    await manager.getByText('No pending requests.', { exact: false }).waitFor();

    // The member reloads and sees the project, read-only.
    await memberPage.reload();
    await memberPage.getByRole('heading', { name: 'Churn deep dive', level: 1 }).waitFor();
    expect(await memberPage.getByRole('button', { name: 'New note' }).count()).toBe(0);
    expect(suite.pageErrors).toEqual([]);
  }, 120_000);

  it('should offer the request form on a note link of a private project, at phone width', async () => {
    const workspace = await signUpAndCreateWorkspace(suite.sut);
    const member = await addMember(suite.sut, workspace, 'VIEWER');
    const origin = `http://${workspace.subdomain}.localhost:${suite.port}`;
    const { noteId } = await privateProject(workspace.manager.client, 'Pricing secrets');

    const memberPage = await signedIn(origin, member, 390);
    await memberPage.goto(`${origin}/data/${noteId}`);
    await memberPage.getByRole('heading', { name: NO_ACCESS }).waitFor();
    expect(await memberPage.getByText('Pricing secrets').count()).toBe(0);
    await memberPage.getByRole('button', { name: 'Request access' }).click();
    await memberPage.getByText('Request sent. You will be notified when someone decides.').waitFor();
    await memberPage.reload();
    await memberPage.getByText(/You asked for access on .*waiting for a decision/).waitFor();
    await memberPage.getByRole('button', { name: 'Update request' }).waitFor();
    const overflow = await memberPage.evaluate(
      () => document.documentElement.scrollWidth > document.documentElement.clientWidth,
    );
    expect(overflow).toBe(false);
    await memberPage.screenshot({ path: `${SCREENSHOTS}/fieldnote-web-no-access-phone.png`, fullPage: true });
    expect(suite.pageErrors).toEqual([]);
  }, 120_000);
});
