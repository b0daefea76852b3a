import { buildProject, expectOk, uniqueSuffix } from '../api/factories';
import { useBrowserSuite } from './browser-suite';

describe('Templates in the browser', () => {
  const suite = useBrowserSuite({ env: { SEED_DEMO: 'false' }, lastScreenshots: '/tmp/templates-last' });

  it('should let a manager write an insight template and a member start an insight from it', async () => {
    const { pageErrors } = suite;
    const projectId = await buildProject(suite.workspace.manager.client, `Pricing study ${uniqueSuffix()}`);
    const page = await suite.signIn(undefined, { path: '/settings/templates' });
    await page.getByRole('heading', { name: 'Templates', level: 1 }).waitFor();
    await page.getByRole('link', { name: 'Templates' }).first().waitFor();
    await page.screenshot({ path: '/tmp/templates-overview-1280.png' });

    await page.getByRole('link', { name: /Open insight templates/ }).click();
    await page.waitForURL('**/settings/templates/insights');
    await page.getByRole('button', { name: 'New insight template' }).click();
    const title = `Interview readout ${uniqueSuffix()}`;
    await page.getByLabel('Template title').fill(title);
    await page.getByLabel('Description').fill('One per interview round.');
    await page.getByRole('button', { name: 'Create template' }).click();
    await page.waitForURL(/\/settings\/templates\/insights\/[^/]+$/);
    const editor = page.getByRole('textbox', { name: 'Template document' });
    await editor.click();
    await page.keyboard.type('## What we heard');
    await page.keyboard.press('Enter');
    await page.keyboard.type('Three quotes that say it best.');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('status').filter({ hasText: 'Saved' }).waitFor();
    await page.screenshot({ path: '/tmp/templates-insight-editor-1280.png' });
    await page.reload();
    await page.getByRole('heading', { name: 'What we heard', level: 2 }).waitFor();

    // The template in "New insight": the insight opens with its document and title.
    await page.goto(`${suite.origin}/projects/${projectId}/insights`);
    await page.getByRole('button', { name: 'New insight' }).click();
    await page.getByLabel('Template').click();
    await page.getByRole('option', { name: title }).click();
    await page.getByRole('button', { name: 'Create insight' }).click();
    await page.waitForURL(/\/insights\/[^/]+$/);
    await page.getByText('Three quotes that say it best.').waitFor();
    expect(pageErrors).toEqual([]);
  });

  it('should save a project template with its tags and fields and create a project from it', async () => {
    const { pageErrors } = suite;
    const client = suite.workspace.manager.client;
    const sourceTitle = `Onboarding study ${uniqueSuffix()}`;
    const source = await buildProject(client, sourceTitle);
    expectOk(
      await client.gql(
        'mutation($p: ID!) { createTag(input: { projectId: $p, title: "Setup pain", color: "#e53935" }) { id } }',
        {
          p: source,
        },
      ),
    );
    expectOk(
      await client.gql(
        'mutation($p: ID!) { createCustomField(input: { target: NOTE, projectId: $p, label: "Segment", type: TEXT }) { id } }',
        { p: source },
      ),
    );
    const page = await suite.signIn(undefined, { path: '/settings/templates/projects' });
    await page.getByRole('button', { name: 'New project template' }).click();
    const title = `Study kit ${uniqueSuffix()}`;
    await page.getByLabel('Template title').fill(title);
    await page.getByLabel('Take tags and fields from project').click();
    await page.getByRole('option', { name: sourceTitle }).click();
    await page.getByRole('button', { name: 'Create template' }).click();
    const card = page.getByRole('region', { name: title });
    await card.getByText('1 tag · 1 field').waitFor();
    await card.getByText('Setup pain').waitFor();
    await card.getByText('Note field: Segment').waitFor();
    await page.screenshot({ path: '/tmp/templates-projects-1280.png' });

    await card.getByRole('button', { name: `Create project from ${title}` }).click();
    await page.getByLabel('Project title').fill('Onboarding study, round 2');
    await page.getByRole('button', { name: 'Create project' }).click();
    await page.waitForURL(/\/projects\/onboarding-study-round-2-[^/]+$/);
    await page.getByRole('heading', { name: 'Onboarding study, round 2' }).first().waitFor();
    expect(pageErrors).toEqual([]);
  });

  it('should show the templates pages on a phone', async () => {
    const { pageErrors } = suite;
    const phone = await suite.newPage({ width: 390, height: 844 });
    await suite.signIn(undefined, { page: phone, path: '/settings/templates' });
    await phone.getByRole('heading', { name: 'Templates', level: 1 }).waitFor();
    await phone.getByTestId('template-count-INSIGHT').waitFor();
    await phone.screenshot({ path: '/tmp/templates-overview-390.png', fullPage: true });
    await phone.goto(`${suite.origin}/settings/templates/projects`);
    await phone.getByRole('heading', { name: 'Project templates', level: 1 }).waitFor();
    await phone.screenshot({ path: '/tmp/templates-projects-390.png', fullPage: true });
    expect(pageErrors).toEqual([]);
  });
});
