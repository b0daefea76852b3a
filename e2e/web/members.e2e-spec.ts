import { httpRequest } from '../../services/all-in-one/src/testing/graphql-client';
import { waitFor } from '../../services/core/src/testing/wait-for';
import {
  type BuiltAccount,
  addMember,
  buildEmail,
  expectOk,
  invite,
  signUpAndCreateWorkspace,
} from '../api/factories';
import { useBrowserSuite } from './browser-suite';

const SCREENSHOTS = '/tmp';

describe('Members, account and audit log in the browser', () => {
  // Each test signs up a workspace of its own; no step has a shorter timeout than Playwright's own.
  const suite = useBrowserSuite({ env: { SEED_DEMO: 'false' }, workspace: false, defaultTimeout: 30_000 });

  it('should let a manager change a role after confirming, revoke an invite, and find both in the audit log', async () => {
    const { page, sut, pageErrors } = suite;
    const workspace = await signUpAndCreateWorkspace(sut);
    const member: BuiltAccount = await addMember(sut, workspace, 'VIEWER');
    const invitedEmail = buildEmail('pending');
    await invite(workspace, invitedEmail, 'CONTRIBUTOR');
    const origin = suite.originOf(workspace);
    await suite.signIn(workspace.manager, { origin });

    await page.goto(`${origin}/settings/users`);
    await page.getByRole('combobox', { name: `Role: ${member.name}` }).click();
    await page.getByRole('option', { name: 'Contributor' }).click();
    const confirm = page.getByRole('dialog');
    await confirm.getByText(`${member.name} goes from viewer to contributor.`, { exact: false }).waitFor();
    await page.screenshot({ path: `${SCREENSHOTS}/fieldnote-members-change-role.png` });
    await confirm.getByRole('button', { name: 'Change role' }).click();
    await page.getByText(`${member.name} is now a contributor.`).waitFor();
    await confirm.waitFor({ state: 'hidden' });

    await page.getByRole('button', { name: `Revoke invite to ${invitedEmail}` }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Revoke' }).click();
    await page.getByText(`The invite to ${invitedEmail} was revoked.`).waitFor();
    await page.getByRole('gridcell', { name: invitedEmail, exact: true }).waitFor({ state: 'detached' });
    await page.screenshot({ path: `${SCREENSHOTS}/fieldnote-members.png` });

    await page.getByRole('link', { name: 'Audit log' }).click();
    await page.waitForURL(`${origin}/audit-log`);
    await page.getByRole('row').filter({ hasText: 'Member joined' }).first().waitFor();
    await page.screenshot({ path: `${SCREENSHOTS}/fieldnote-audit-log-all.png` });
    const roleRow = page.getByRole('row').filter({ hasText: 'Role changed' });
    await roleRow
      .filter({ hasText: member.email })
      .filter({ hasText: 'Role: Viewer' })
      .filter({ hasText: 'Role: Contributor' })
      .waitFor();
    await page
      .getByRole('row')
      .filter({ hasText: 'Invite revoked' })
      .filter({ hasText: invitedEmail })
      .waitFor();
    // The action filter narrows the page on the server.
    await page.getByRole('combobox', { name: 'Action' }).click();
    await page.getByRole('option', { name: 'Invite revoked' }).click();
    await page.getByRole('row').filter({ hasText: 'Role changed' }).waitFor({ state: 'detached' });
    await page.getByRole('row').filter({ hasText: invitedEmail }).waitFor();
    await page.screenshot({ path: `${SCREENSHOTS}/fieldnote-audit-log.png` });
    // A filter that matches nothing says so (an empty log says what will be recorded instead).
    await page.getByRole('combobox', { name: 'Action' }).click();
    await page.getByRole('option', { name: 'API token revoked' }).click();
    await page.getByText('No changes match these filters.').waitFor();
    expect(pageErrors).toEqual([]);
  }, 120_000);

  it('should let a manager create a SCIM token shown once, see it work on /scim/v2, and revoke it', async () => {
    const { page, sut, pageErrors } = suite;
    const workspace = await signUpAndCreateWorkspace(sut);
    const origin = suite.originOf(workspace);
    await suite.signIn(workspace.manager, { origin });

    await page.goto(`${origin}/settings/users`);
    const section = page.getByRole('region', { name: 'SCIM provisioning' });
    await section.getByText('No SCIM tokens yet.', { exact: false }).waitFor();
    await section.getByRole('button', { name: 'New SCIM token' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('textbox').fill('Okta');
    await dialog.getByRole('button', { name: 'Create token' }).click();
    await dialog.getByRole('button', { name: 'Done' }).waitFor();
    const secretField = dialog.getByRole('textbox', { name: 'Token', exact: true });
    const secret = await secretField.inputValue();
    expect(secret).toMatch(/^fnscim_/);
    await page.screenshot({ path: `${SCREENSHOTS}/fieldnote-scim-token.png` });
    await dialog.getByRole('button', { name: 'Done' }).click();
    await section.getByRole('listitem').filter({ hasText: 'Okta' }).waitFor();
    expect(await page.content()).not.toContain(secret);

    const users = () =>
      httpRequest(`${sut.address}/scim/v2/Users`, {
        headers: { host: workspace.host, authorization: `Bearer ${secret}` },
      });
    expect((await users()).status).toBe(200);
    await section.getByRole('button', { name: 'Revoke' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Revoke' }).click();
    await section.getByText('No SCIM tokens yet.', { exact: false }).waitFor();
    expect((await users()).status).toBe(401);
    expect(pageErrors).toEqual([]);
  });

  it('should apply the dark theme at once and keep it after a reload', async () => {
    const { page, sut, pageErrors } = suite;
    const workspace = await signUpAndCreateWorkspace(sut);
    const member = await addMember(sut, workspace, 'VIEWER');
    const origin = suite.originOf(workspace);
    await suite.signIn(member, { origin });
    await page.goto(`${origin}/settings/user/account`);
    const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    const before = await background();

    await page.getByRole('radio', { name: /^Dark/ }).check();
    // Applied at once: the page turns dark before anything reloads.
    await page.waitForFunction(() => getComputedStyle(document.body).backgroundColor === 'rgb(18, 19, 24)');
    expect(before).not.toBe('rgb(18, 19, 24)');
    // Saved on the account (not only in this browser).
    await waitFor(async () => {
      const me = expectOk(
        await member.client.gql<{ me: { account: { theme: string } } }>('{ me { account { theme } } }'),
      );
      expect(me.me.account.theme).toBe('dark');
    });

    await page.reload();
    await page.getByRole('radio', { name: /^Dark/ }).waitFor();
    expect(await page.getByRole('radio', { name: /^Dark/ }).isChecked()).toBe(true);
    expect(await background()).toBe('rgb(18, 19, 24)');
    await page.screenshot({ path: `${SCREENSHOTS}/fieldnote-account-dark.png`, fullPage: true });

    // Another browser of the same member follows the account's setting, not its own memory.
    const otherPage = await suite.newPage();
    await suite.signIn(member, { origin, page: otherPage });
    await otherPage.waitForFunction(
      () => getComputedStyle(document.body).backgroundColor === 'rgb(18, 19, 24)',
    );
    expect(pageErrors).toEqual([]);
  }, 120_000);
});
