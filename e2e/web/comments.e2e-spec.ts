import { type Page } from 'playwright-core';
import { type BuiltAccount, addMember, buildNote, buildProject } from '../api/factories';
import { useBrowserSuite } from './browser-suite';
import { holdReads, silenceLiveRefresh } from './hold-reads';

describe('Comments and mentions in the browser', () => {
  const suite = useBrowserSuite({
    env: { SEED_DEMO: 'false' },
    pagePerTest: false,
    viewport: { width: 1280, height: 860 },
    defaultTimeout: 15_000,
    // What the pages showed when the test ended (kept for a failing run).
    lastScreenshots: '/tmp/comments-last',
  });
  let memberA: BuiltAccount;
  let memberB: BuiltAccount;

  beforeAll(async () => {
    memberA = await addMember(suite.sut, suite.workspace, 'CONTRIBUTOR');
    memberB = await addMember(suite.sut, suite.workspace, 'VIEWER');
  });

  /** A member's own browser (own cookies), signed in, on `path`. */
  async function signIn(account: BuiltAccount, path: string, width = 1280): Promise<Page> {
    const page = await suite.newPage({ width, height: 860 });
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: suite.origin });
    return suite.signIn(account, { page, path });
  }

  it('should show member B the mention of member A live, and open the comment from the notification', async () => {
    const { workspace } = suite;
    const projectId = await buildProject(workspace.manager.client);
    const noteId = await buildNote(
      workspace.manager.client,
      projectId,
      'Call with Priya',
      'Exports are slow.',
    );
    const b = await signIn(memberB, '/home');
    const bell = b.getByTestId('notification-bell');
    await bell.waitFor();
    await expect(bell.getAttribute('aria-label')).resolves.toBe('Notifications');

    const a = await signIn(memberA, `/data/${noteId}`);
    await a.getByRole('tab', { name: 'Comments' }).click();
    const box = a.getByLabel('Add a comment');
    await box.click();
    await box.pressSequentially('Can you look at this @' + memberB.name.slice(0, 4));
    const options = a.getByRole('listbox', { name: 'Members to mention' });
    await options.getByRole('option', { name: memberB.name }).waitFor();
    await box.press('Enter');
    await box.pressSequentially('please?');
    await a.getByRole('button', { name: 'Comment', exact: true }).click();
    const posted = a.getByTestId('comment').filter({ hasText: 'Can you look at this' });
    await posted.getByText(`@${memberB.name}`).waitFor();
    // The author's avatar on the comment is the one in the top bar: same initials, same colour.
    const avatars = await a
      .locator('.MuiAvatar-root')
      .evaluateAll((nodes) =>
        nodes.map((node) => `${node.textContent} ${getComputedStyle(node).backgroundColor}`),
      );
    expect(avatars).toHaveLength(2);
    expect(new Set(avatars).size).toBe(1);
    await a.screenshot({ path: '/tmp/comments-note-1280.png' });

    // B's bell rings without a reload.
    await b.waitForFunction(
      () =>
        document.querySelector('[data-testid="notification-bell"]')?.getAttribute('aria-label') ===
        'Notifications, 1 unread',
    );
    await bell.click();
    const item = b.getByTestId('notification-item').first();
    await item.getByText(`${memberA.name} mentioned you`).waitFor();
    await b.screenshot({ path: '/tmp/comments-inbox-1280.png' });
    await item.click();
    await b.waitForURL(new RegExp(`/data/${noteId}#comment-[0-9a-f-]{36}$`));
    const commentId = new URL(b.url()).hash.replace('#comment-', '');
    const linked = b.locator(`#comment-${commentId}`);
    await linked.getByText('Can you look at this').waitFor();
    await expect(linked.isVisible()).resolves.toBe(true);
    await b.waitForFunction(
      () =>
        document.querySelector('[data-testid="notification-bell"]')?.getAttribute('aria-label') ===
        'Notifications',
    );
    await b.screenshot({ path: '/tmp/comments-linked-1280.png' });

    // B replies and resolves; A sees the thread resolved after reloading.
    const thread = b.getByTestId('comment-thread').filter({ has: linked });
    await thread.getByRole('button', { name: 'Reply' }).click();
    await b.getByLabel('Reply', { exact: true }).fill('On it.');
    await thread.getByRole('button', { name: 'Reply', exact: true }).last().click();
    await b.getByTestId('comment').filter({ hasText: 'On it.' }).waitFor();
    await thread.getByRole('button', { name: 'Resolve thread' }).click();
    await thread.getByRole('button', { name: 'Reopen thread' }).waitFor();
    await thread.getByText(`Resolved by ${memberB.name}`).waitFor();
    // A sees the thread resolved and B's reply in the bell without a reload.
    await a.getByRole('button', { name: 'Show 1 resolved thread' }).waitFor();
    await a.getByRole('button', { name: 'Notifications, 1 unread' }).waitFor();
  }, 120_000);

  it('should show a new thread, a reply, an edit, resolve, reopen and deletions with the comments read only once', async () => {
    const { workspace } = suite;
    const projectId = await buildProject(workspace.manager.client);
    const noteId = await buildNote(workspace.manager.client, projectId, 'Call with Sam', 'Setup was slow.');
    const page = await suite.newPage({ width: 1280, height: 860 });
    await silenceLiveRefresh(page);
    await suite.signIn(memberA, { page, path: `/data/${noteId}` });
    await page.getByRole('tab', { name: 'Comments' }).click();
    await page.getByText('No comments yet.', { exact: false }).waitFor();
    // From now on the comments are never answered again: the threads change by the answers alone.
    await holdReads(page, 'Comments');

    await page.getByLabel('Add a comment').fill('Why was setup slow?');
    await page.getByRole('button', { name: 'Comment', exact: true }).click();
    const thread = page.getByTestId('comment-thread').filter({ hasText: 'Why was setup slow?' });
    await thread.waitFor();
    await thread.getByRole('button', { name: 'Reply' }).click();
    await page.getByLabel('Reply', { exact: true }).fill('The importer.');
    await thread.getByRole('button', { name: 'Reply', exact: true }).last().click();
    // The reply, by place: its text changes below.
    const reply = thread.getByTestId('comment').nth(1);
    await reply.getByText('The importer.').waitFor();

    await reply.getByRole('button', { name: `Actions for the comment by ${memberA.name}` }).click();
    await page.getByRole('menuitem', { name: 'Edit' }).click();
    await reply.getByLabel('Edit').fill('The CSV importer.');
    await reply.getByRole('button', { name: 'Save' }).click();
    await thread
      .getByTestId('comment')
      .filter({ hasText: 'The CSV importer.' })
      .getByText('edited')
      .waitFor();

    await thread.getByRole('button', { name: 'Resolve thread' }).click();
    await page.getByRole('button', { name: 'Show 1 resolved thread' }).click();
    await thread.getByText(`Resolved by ${memberA.name}`).waitFor();
    await thread.getByRole('button', { name: 'Reopen thread' }).click();
    await thread.getByRole('button', { name: 'Resolve thread' }).waitFor();
    await page.getByRole('button', { name: 'Hide resolved threads' }).waitFor({ state: 'detached' });

    // The first comment has a reply: it keeps its place without its text.
    const first = thread.getByTestId('comment').first();
    await first.getByRole('button', { name: `Actions for the comment by ${memberA.name}` }).click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    const emptied = page.getByTestId('comment-thread').filter({ hasText: 'This comment was deleted.' });
    await emptied.getByText('The CSV importer.').waitFor();
    // Its last reply takes the emptied thread along.
    await emptied.getByRole('button', { name: `Actions for the comment by ${memberA.name}` }).click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await page.getByText('No comments yet.', { exact: false }).waitFor();
    expect(await page.getByTestId('comment-thread').count()).toBe(0);
  }, 120_000);

  it('should save the e-mail notification settings at 390 px', async () => {
    const page = await signIn(memberA, '/settings/user/notifications', 390);
    const published = page.getByLabel('Published insights');
    await published.waitFor();
    // On a phone the settings links are one row above the page, the current one marked, not a column
    // filling the first screen.
    const nav = page.getByRole('navigation', { name: 'Settings' });
    await expect(nav.getByRole('link', { name: 'Notifications' }).getAttribute('aria-current')).resolves.toBe(
      'page',
    );
    await expect(nav.getByRole('link', { name: 'Members' }).getAttribute('aria-current')).resolves.toBeNull();
    expect((await nav.boundingBox())?.height).toBeLessThan(60);
    // The row scrolls to the current link, the last one, so it is on screen.
    const current = await nav.getByRole('link', { name: 'Notifications' }).boundingBox();
    expect(current && current.x >= 0 && current.x + current.width <= 390).toBe(true);
    await expect(published.isChecked()).resolves.toBe(true);
    await published.click();
    await page.getByText('Notification settings saved').waitFor();
    await page.screenshot({ path: '/tmp/comments-settings-390.png' });
    await page.reload();
    await expect(page.getByLabel('Published insights').isChecked()).resolves.toBe(false);
  });

  it('should fit a long note title at 390 px in three lines or fewer, with comments beside it', async () => {
    const projectId = await buildProject(suite.workspace.manager.client);
    const title = 'Interview with the head of procurement at a mid-size logistics firm';
    const noteId = await buildNote(suite.workspace.manager.client, projectId, title, 'Exports are slow.');
    const page = await signIn(memberA, `/data/${noteId}`, 390);
    const heading = page.getByRole('heading', { level: 1, name: title });
    await heading.waitFor();
    // The heading's size follows the screen: at 34 px it took five lines here.
    const { lines, fontSize } = await heading.evaluate((node) => {
      const style = getComputedStyle(node);
      return {
        lines: Math.round(node.getBoundingClientRect().height / parseFloat(style.lineHeight)),
        fontSize: parseFloat(style.fontSize),
      };
    });
    await page.screenshot({ path: '/tmp/comments-note-title-390.png' });
    expect(fontSize).toBeLessThanOrEqual(21);
    expect(lines).toBeLessThanOrEqual(4);
  });
});
