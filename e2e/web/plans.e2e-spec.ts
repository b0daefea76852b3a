import { type BuiltWorkspace, buildProject, signUpAndCreateWorkspace } from '../api/factories';
import { seriousAxeViolations } from './axe';
import { useBrowserSuite } from './browser-suite';

const SHOTS = '/tmp/plans';
const PHONE = { width: 390, height: 844 };

describe('Plans in the browser, billing on', () => {
  const suite = useBrowserSuite({
    env: { SEED_DEMO: 'false', STRIPE_SECRET_KEY: 'sk_test_never_called' },
    lastScreenshots: `${SHOTS}-on-last`,
    workspace: false,
  });

  /** A workspace of the test's own: one test adds projects, another changes the plan. */
  async function newWorkspace(): Promise<{ workspace: BuiltWorkspace; origin: string }> {
    const workspace = await signUpAndCreateWorkspace(suite.sut);
    return { workspace, origin: suite.originOf(workspace) };
  }

  it('should show the plan, its usage and the plan comparison on /settings/plans, on a desktop and a phone', async () => {
    const { workspace, origin } = await newWorkspace();
    const page = await suite.signIn(workspace.manager, { origin, path: '/settings/plans' });
    await page.getByRole('heading', { name: 'Plans', level: 1 }).waitFor();
    await page.getByText('Free', { exact: true }).first().waitFor();
    await page.getByRole('table', { name: 'Compare plans' }).waitFor();
    await expect(page.getByRole('navigation').getByRole('link', { name: 'Plans' }).isVisible()).resolves.toBe(
      true,
    );
    await expect(page.getByText('0 of 3').first().isVisible()).resolves.toBe(true);
    await page.screenshot({ path: `${SHOTS}-desktop.png`, fullPage: true });
    expect(await seriousAxeViolations(page)).toEqual([]);

    const phone = await suite.signIn(workspace.manager, {
      page: await suite.newPage(PHONE),
      origin,
      path: '/settings/plans',
    });
    await phone.getByRole('table', { name: 'Compare plans' }).waitFor();
    await phone.screenshot({ path: `${SHOTS}-phone.png`, fullPage: true });
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  });

  it('should show the upgrade prompt where a new project is refused by the plan, leading to the plans page', async () => {
    const { workspace, origin } = await newWorkspace();
    for (let i = 0; i < 3; i++) await buildProject(workspace.manager.client);
    const page = await suite.signIn(workspace.manager, { origin, path: '/projects' });
    await page.getByRole('button', { name: 'New project' }).first().click();
    await page.getByRole('dialog').getByLabel('Title').fill('The fourth');
    await page.getByRole('button', { name: 'Create project' }).click();
    const prompt = page.locator('[data-plan-limit="maxProjects"]');
    await prompt.getByText('Plan limit reached').waitFor();
    await expect(prompt.textContent()).resolves.toContain(
      'Your plan (Free) allows at most 3 projects. Upgrade to Pro to add more.',
    );
    await page.screenshot({ path: `${SHOTS}-upgrade-prompt.png` });
    await prompt.getByRole('link', { name: 'See plans' }).click();
    // The comparison, with the plan that lifts the limit highlighted.
    await page.waitForURL(/\/settings\/billing\/plans\?feature=maxProjects/);
    await page.getByTestId('unlocks-feature').getByText('Pro unlocks Projects.').waitFor();
    await expect(page.locator('th[data-highlighted="true"]').textContent()).resolves.toContain('Pro');
  });

  it('should let the operator see and change the plan in the admin console', async () => {
    const { workspace } = await newWorkspace();
    const page = suite.page;
    const origin = suite.sut.address.replace('127.0.0.1', 'localhost');
    await page.goto(`${origin}/admin/`);
    await page.getByLabel('Operator token').fill(suite.sut.server.built.operatorToken);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.getByRole('heading', { name: 'Workspaces', exact: true }).waitFor();
    await page.goto(`${origin}/admin/workspaces/${workspace.id}`);
    await expect(page.getByTestId('workspace-plan-name').textContent()).resolves.toBe('Free');
    await page.getByLabel('Change plan to').click();
    await page.getByRole('option', { name: 'Team', exact: true }).click();
    await page.getByRole('button', { name: 'Change plan' }).click();
    await page.getByText('The workspace is now on Team.').waitFor();
    await expect(page.getByTestId('workspace-plan-name').textContent()).resolves.toBe('Team');
    await page.screenshot({ path: `${SHOTS}-admin.png`, fullPage: true });
  });
});

describe('Plans in the browser, billing off (self-hosted)', () => {
  const suite = useBrowserSuite({ env: { SEED_DEMO: 'false' }, lastScreenshots: `${SHOTS}-off-last` });

  it('should say the workspace is on the unlimited self-hosted plan and show no billing in the navigation', async () => {
    const page = await suite.signIn(undefined, { path: '/settings/plans' });
    await page.getByText('Unlimited self-hosted plan').waitFor();
    await expect(page.getByRole('navigation').getByRole('link', { name: 'Plans' }).count()).resolves.toBe(0);
    await expect(page.getByRole('table', { name: 'Compare plans' }).count()).resolves.toBe(0);
    await page.screenshot({ path: `${SHOTS}-self-hosted.png`, fullPage: true });
    const phone = await suite.signIn(undefined, {
      page: await suite.newPage(PHONE),
      path: '/settings/plans',
    });
    await phone.getByText('Unlimited self-hosted plan').waitFor();
    await phone.screenshot({ path: `${SHOTS}-self-hosted-phone.png`, fullPage: true });
  });
});
