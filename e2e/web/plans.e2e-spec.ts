import type { EntitlementsService } from '@fieldnote/control-plane';
import { readFileSync } from 'node:fs';
import { serverProvider } from '../../services/all-in-one/src/testing/server-provider';
import {
  type BuiltWorkspace,
  addMember,
  buildNote,
  buildProject,
  expectOk,
  signUpAndCreateWorkspace,
  sql,
} from '../api/factories';
import { buildWav } from '../api/file-fixtures';
import { INTERVIEW_NOTE } from '../../services/api/src/modules/ai/testing/interview-fixture';
import { uploadFile } from '../api/file-upload-client';
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

  it("should download a recording's transcript as WebVTT on a plan with it, and show the upgrade prompt below it and the add-on's refusal under HIPAA", async () => {
    const { workspace, origin } = await newWorkspace();
    const client = workspace.manager.client;
    const noteId = await buildNote(client, await buildProject(client), 'Call with Ana', 'Notes.');
    const fileId = (
      await uploadFile(suite.sut.address, client, noteId, 'Call with Ana.wav', buildWav(4))
    ).json<{
      file: { id: string };
    }>().file.id;
    expectOk(
      await client.gql(
        'mutation($f: ID!, $c: String!) { importTranscript(input: { fileId: $f, content: $c }) { position } }',
        {
          f: fileId,
          c: 'WEBVTT\n\n00:00:00.000 --> 00:00:02.000\n<v Interviewer>How was onboarding?</v>\n\n00:00:02.000 --> 00:00:04.000\n<v Ana>Slow, but pricing felt fair.</v>\n',
        },
      ),
    );
    const setPlan = (planReference: string) =>
      suite.sut.client().http(`/control/workspaces/${workspace.id}/plan`, {
        method: 'PUT',
        headers: {
          authorization: `Bearer ${suite.sut.server.built.operatorToken}`,
          'content-type': 'application/json',
        },
        body: JSON.stringify({ planReference }),
      });
    const page = await suite.signIn(workspace.manager, { origin, path: `/data/${noteId}` });
    await page.getByTestId('transcript-line').nth(1).waitFor();

    // The free plan: the prompt where the download was tried, leading to the plan that includes it.
    await page.getByRole('button', { name: 'Download WebVTT' }).click();
    const prompt = page.locator('[data-plan-limit="allowWebVttDownload"]');
    await prompt.getByText('Plan limit reached').waitFor();
    await expect(prompt.textContent()).resolves.toContain(
      'Your plan (Free) does not include transcript downloads (WebVTT and SRT). Upgrade to Pro to use it.',
    );
    await expect(prompt.getByRole('link', { name: 'See plans' }).getAttribute('href')).resolves.toBe(
      '/settings/billing/plans?feature=allowWebVttDownload&restrictionsChecked=true',
    );
    await prompt.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}-vtt-refused.png` });

    // Pro includes it: the file saved is the transcript with its times and speakers.
    expect((await setPlan('pro')).status).toBe(200);
    serverProvider<EntitlementsService>(suite.sut.server, 'EntitlementsService').forget(workspace.id);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download WebVTT' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('Call with Ana.vtt');
    await download.saveAs(`${SHOTS}-transcript.vtt`);
    expect(readFileSync(`${SHOTS}-transcript.vtt`, 'utf8')).toBe(
      'WEBVTT\n\n1\n00:00:00.000 --> 00:00:02.000\nInterviewer: How was onboarding?\n\n2\n00:00:02.000 --> 00:00:04.000\nAna: Slow, but pricing felt fair.\n',
    );
    await expect(prompt.count()).resolves.toBe(0);
    const [srt] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download SRT' }).click(),
    ]);
    expect(srt.suggestedFilename()).toBe('Call with Ana.srt');

    // The HIPAA add-on turns it off whatever the plan: said so, with no plan to upgrade to.
    await sql(
      suite.sut,
      `insert into control.workspace_add_ons (team_id, add_on_reference, add_on_version, stripe_item_id, stripe_price_id, quantity)
       values (?, 'hipaa', 1, 'si_test_hipaa_web_vtt', 'price_test_hipaa', 1)`,
      [workspace.id],
    );
    serverProvider<EntitlementsService>(suite.sut.server, 'EntitlementsService').forget(workspace.id);
    const phone = await suite.signIn(workspace.manager, {
      page: await suite.newPage(PHONE),
      origin,
      path: `/data/${noteId}`,
    });
    await phone.getByTestId('transcript-line').nth(1).waitFor();
    await phone.getByRole('button', { name: 'Download WebVTT' }).click();
    const refusal = phone.getByTestId('add-on-refusal');
    await refusal.getByText('Turned off by the HIPAA add-on').waitFor();
    await expect(refusal.textContent()).resolves.toContain(
      'The HIPAA add-on of this workspace turns off transcript downloads (WebVTT and SRT).',
    );
    await expect(refusal.getByRole('link').count()).resolves.toBe(0);
    await refusal.scrollIntoViewIfNeeded();
    await phone.screenshot({ path: `${SHOTS}-vtt-hipaa-phone.png` });
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    expect(await seriousAxeViolations(phone)).toEqual([]);
  });

  it('should show the upgrade prompt where the free plan meets project colours, published insights in folders and security settings', async () => {
    const { workspace, origin } = await newWorkspace();
    const client = workspace.manager.client;
    const projectId = await buildProject(client, 'Onboarding study');
    const folderId = expectOk(
      await client.gql<{ createFolder: { id: string } }>(
        'mutation($input: CreateFolderInput!) { createFolder(input: $input) { id } }',
        { input: { name: 'Research' } },
      ),
    ).createFolder.id;
    // Security settings: the prompt heads the page before anything is tried.
    const page = await suite.signIn(workspace.manager, { origin, path: '/settings/security' });
    const notice = page.getByTestId('plan-feature-notice');
    await notice.getByText('Plan limit reached').waitFor();
    await expect(notice.textContent()).resolves.toContain(
      'Your plan (Free) does not include security settings. Upgrade to Business to use it.',
    );
    await notice.getByRole('link', { name: 'See plans' }).waitFor();
    await page.screenshot({ path: `${SHOTS}-security-gate.png`, fullPage: true });
    // A folder's published insights: the server's refusal, as the prompt, in the Insights tab.
    await page.goto(`${origin}/folders/${folderId}/insights`);
    const published = page.getByRole('region', { name: 'Published insights' });
    await published.locator('[data-plan-limit="allowPublishedInsightsInFolders"]').waitFor();
    await expect(published.textContent()).resolves.toContain(
      'Your plan (Free) does not include published insights in folders. Upgrade to Pro to use it.',
    );
    await page.screenshot({ path: `${SHOTS}-folder-gate.png`, fullPage: true });
    // A project's colour: the prompt in the dialog, and the refusal where the colour was saved.
    await page.goto(`${origin}/projects/${projectId}`);
    await page.getByRole('button', { name: 'Project actions' }).first().click();
    await page.getByRole('menuitem', { name: 'Edit details' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByTestId('plan-feature-notice').waitFor();
    await dialog.getByRole('button', { name: '#009688' }).click();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog
      .locator('[data-plan-limit="allowProjectCustomization"]')
      .getByText(
        'Your plan (Free) does not include project customization (a project’s colour). Upgrade to Pro to use it.',
      )
      .waitFor();
    await page.screenshot({ path: `${SHOTS}-colour-gate.png` });
    expect(await seriousAxeViolations(page)).toEqual([]);
  });

  it("should grey out advanced summary frameworks, search by meaning and the AI model region with the upgrade prompt on the free plan, starting the Summary tab at Summary when the project's default is advanced", async () => {
    const { workspace, origin } = await newWorkspace();
    const client = workspace.manager.client;
    const setPlan = async (planReference: string) =>
      expect(
        (
          await suite.sut.client().http(`/control/workspaces/${workspace.id}/plan`, {
            method: 'PUT',
            headers: {
              authorization: `Bearer ${suite.sut.server.built.operatorToken}`,
              'content-type': 'application/json',
            },
            body: JSON.stringify({ planReference }),
          })
        ).status,
      ).toBe(200);
    const projectId = await buildProject(client, 'Interviews');
    const noteId = await buildNote(client, projectId, 'Interview with Maria', INTERVIEW_NOTE);
    // The default was chosen on Team; the workspace is back on the free plan.
    await setPlan('team');
    expectOk(
      await client.gql(
        'mutation($p: ID!) { updateProjectAiDefaults(input: { projectId: $p, defaultFramework: ByQuestion, defaultSummaryLanguage: "en" }) { defaultFramework } }',
        { p: projectId },
      ),
    );
    await setPlan('free-jul-2025');

    const page = await suite.signIn(workspace.manager, { origin, path: `/data/${noteId}` });
    const sidebar = page.getByRole('complementary');
    await sidebar.getByRole('tab', { name: 'Summary' }).click();
    const tab = page.getByTestId('note-summary-tab');
    const picker = tab.getByRole('combobox', { name: 'Framework' });
    await picker.getByText('Summary', { exact: true }).waitFor();
    await picker.click();
    await expect(
      page.getByRole('option', { name: 'By question' }).getAttribute('aria-disabled'),
    ).resolves.toBe('true');
    await expect(
      page.getByRole('option', { name: 'Essential' }).getAttribute('aria-disabled'),
    ).resolves.not.toBe('true');
    await page.screenshot({ path: `${SHOTS}-frameworks-gate-menu.png` });
    await page.keyboard.press('Escape');
    const prompt = tab.getByTestId('framework-plan-prompt');
    await prompt.locator('[data-plan-limit="allowAiAdvancedSummaries"]').waitFor();
    await prompt.getByText('Upgrade to Team to use them.').waitFor();
    await prompt.getByRole('link', { name: 'See plans' }).waitFor();
    await page.screenshot({ path: `${SHOTS}-frameworks-gate.png`, fullPage: true });
    // Generating by the preselected Summary works.
    await tab.getByRole('button', { name: 'Generate summary' }).click();
    await tab.getByTestId('note-summary-text').waitFor();

    // Search: words work, Meaning answers with the upgrade prompt instead of switching.
    await page.goto(`${origin}/search?query=research`);
    await page.getByTestId('search-method-VECTOR').click();
    const meaning = page.getByTestId('search-meaning-plan-prompt');
    await meaning.locator('[data-plan-limit="allowSemanticSearchAndSummarisation"]').waitFor();
    await meaning.getByText('Upgrade to Pro to use it.').waitFor();
    expect(page.url()).not.toContain('method=');
    await page.screenshot({ path: `${SHOTS}-meaning-gate.png`, fullPage: true });
    expect(await seriousAxeViolations(page)).toEqual([]);

    // The AI model region: read-only, with the upgrade prompt.
    await page.goto(`${origin}/settings/ai`);
    const region = page.getByTestId('ai-region-section');
    await region.getByTestId('plan-feature-notice').waitFor();
    await expect(
      region.getByRole('combobox', { name: 'Region' }).getAttribute('aria-disabled'),
    ).resolves.toBe('true');
    await page.screenshot({ path: `${SHOTS}-ai-region-gate.png`, fullPage: true });
  });

  it('should let a contributor ask for a free trial at the upgrade prompt and a manager see it and start the trial', async () => {
    const { workspace, origin } = await newWorkspace();
    for (let i = 0; i < 3; i++) await buildProject(workspace.manager.client);
    const contributor = await addMember(suite.sut, workspace, 'CONTRIBUTOR');
    const page = await suite.signIn(contributor, { origin, path: '/projects' });
    await page.getByRole('button', { name: 'New project' }).first().click();
    await page.getByRole('dialog').getByLabel('Title').fill('The fourth');
    await page.getByRole('button', { name: 'Create project' }).click();
    const prompt = page.locator('[data-plan-limit="maxProjects"]');
    await prompt.getByText('Ask a workspace manager to upgrade the plan.').waitFor();
    await prompt.getByRole('button', { name: 'Ask for a free trial' }).click();
    await prompt
      .getByTestId('trial-requested')
      .getByText(/the workspace managers have been told\.$/)
      .waitFor();
    await page.screenshot({ path: `${SHOTS}-trial-asked.png` });

    const manager = await suite.signIn(workspace.manager, {
      page: await suite.newPage({ width: 1280, height: 900 }),
      origin,
      path: '/settings/billing',
    });
    const trial = manager.getByRole('region', { name: 'Free trial' });
    await trial
      .getByTestId('trial-requested-by-member')
      .getByText(/^A member asked for a free trial on /)
      .waitFor();
    await manager.screenshot({ path: `${SHOTS}-trial-request-seen.png`, fullPage: true });
    await trial.getByRole('button', { name: 'Start the trial' }).click();
    await manager.getByText('Trial', { exact: true }).first().waitFor();
    await trial.waitFor({ state: 'detached' });
    await manager.getByTestId('billing-trial-ends').waitFor();
    await manager.screenshot({ path: `${SHOTS}-trial-started.png`, fullPage: true });
    expect(await seriousAxeViolations(manager)).toEqual([]);
  });

  it('should let the operator see and change the plan in the admin console', async () => {
    const { workspace } = await newWorkspace();
    const page = suite.page;
    const origin = suite.sut.address.replace('127.0.0.1', 'localhost');
    await page.goto(`${origin}/admin/`);
    await page.getByLabel('Your name or e-mail').fill('Olive Operator');
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

    // A catalogue edit is in the entry's log, which the edit dialog shows.
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`${origin}/admin/plans`);
    await page.getByRole('button', { name: 'Edit Recruit incentives' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Description').fill('Pay participant incentives, in any currency.');
    await dialog.getByRole('button', { name: 'Save as new version' }).click();
    await dialog.getByText(/^Version \d+ saved\.$/).waitFor();
    const log = dialog.getByTestId('plan-changes');
    await log
      .getByText(/^Version \d+ published$/)
      .first()
      .waitFor();
    // The operator who signed in is named, not a generic "Operator".
    await expect(log.textContent()).resolves.toContain('by Olive Operator');
    await page.screenshot({ path: `${SHOTS}-admin-changes.png` });
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
