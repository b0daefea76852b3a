import { buildEmail, buildNote, expectOk, invite } from '../api/factories';
import { useBrowserSuite } from './browser-suite';

describe('Onboarding in the browser', () => {
  const suite = useBrowserSuite({ env: { SEED_DEMO: 'false' }, lastScreenshots: '/tmp/onboarding-last' });

  it('should open onboarding from the new workspace’s sign-in link, store the answers and tick the checklist from real work until it is completed', async () => {
    const { pageErrors, page, workspace } = suite;
    // The root app opens a new workspace with a one-time link carrying next=/onboarding.
    const root = suite.sut.client();
    expectOk(
      await root.gql('mutation($input: LogInInput!) { logIn(input: $input) { account { id } } }', {
        input: { email: workspace.manager.email, password: workspace.manager.password },
      }),
    );
    const link = new URL(
      expectOk(
        await root.gql<{ workspaceSignInLink: string }>(
          'mutation($t: ID!) { workspaceSignInLink(teamId: $t) }',
          {
            t: workspace.id,
          },
        ),
      ).workspaceSignInLink,
    );
    await page.goto(
      `${suite.origin}/auth/sign-in-link?token=${link.searchParams.get('token')}&next=/onboarding`,
    );
    await page.waitForURL('**/onboarding/setup-workspace');
    await page.getByRole('heading', { name: 'Tell us about your team' }).waitFor();
    await page.getByRole('button', { name: '26–200' }).click();
    await page.getByLabel('Your role').click();
    await page.getByRole('option', { name: 'Research', exact: true }).click();
    await page.screenshot({ path: '/tmp/onboarding-setup-1280.png' });
    await page.getByRole('button', { name: 'Continue' }).click();

    await page.waitForURL('**/onboarding/project-setup');
    await page.getByRole('button', { name: 'Analyse research' }).click();
    await page.getByRole('button', { name: 'Analyse surveys' }).click();
    await page.getByLabel('First project (optional)').fill('First study');
    await page.screenshot({ path: '/tmp/onboarding-project-setup-1280.png' });
    await page.getByRole('button', { name: 'Continue' }).click();

    await page.waitForURL('**/onboarding/getting-started');
    await page.getByTestId('checklist-state').filter({ hasText: 'In progress' }).waitFor();
    await page.getByText('1 of 5 done').waitFor();
    expect(await page.locator('[data-testid="checklist"] li[data-done="true"]').count()).toBe(1);
    await page.screenshot({ path: '/tmp/onboarding-getting-started-1280.png' });

    const saved = expectOk(
      await workspace.manager.client.gql<{
        onboarding: { useCases: string[]; orgSize: string; jobRole: string };
        projects: { id: string; title: string }[];
      }>('{ onboarding { useCases orgSize jobRole } projects(archived: false) { id title } }'),
    );
    expect(saved.onboarding).toEqual({
      useCases: ['ResearchAnalysis', 'Surveys'],
      orgSize: '26-200',
      jobRole: 'RESEARCH',
    });
    const project = saved.projects.find((p) => p.title === 'First study')!;

    // The rest of the checklist, done for real; the page reads it again when opened.
    const client = workspace.manager.client;
    const noteId = await buildNote(client, project.id, 'Kick-off call', 'We need faster exports.');
    expectOk(
      await client.gql('mutation($i: CreateHighlightInput!) { createHighlight(input: $i) { id } }', {
        i: { noteId, startOffset: 8, endOffset: 22, text: 'faster exports' },
      }),
    );
    expectOk(
      await client.gql('mutation($i: CreateInsightInput!) { createInsight(input: $i) { id } }', {
        i: { projectId: project.id, title: 'Exports are slow' },
      }),
    );
    await invite(workspace, buildEmail('colleague'), 'CONTRIBUTOR');
    await page.goto(`${suite.origin}/onboarding`);
    await page.waitForURL('**/onboarding/getting-started');
    await page.getByTestId('checklist-state').filter({ hasText: 'Completed' }).waitFor();
    await page.getByText('You have done every step.').waitFor();
    await page.screenshot({ path: '/tmp/onboarding-completed-1280.png' });
    expect(pageErrors).toEqual([]);
  });

  it('should show each onboarding page on a phone', async () => {
    const { pageErrors } = suite;
    const phone = await suite.newPage({ width: 390, height: 844 });
    await suite.signIn(undefined, { page: phone, path: '/onboarding/setup-workspace' });
    await phone.getByRole('heading', { name: 'Tell us about your team' }).waitFor();
    await phone.screenshot({ path: '/tmp/onboarding-setup-390.png', fullPage: true });
    await phone.goto(`${suite.origin}/onboarding/project-setup`);
    await phone.getByRole('heading', { name: 'What will you use Fieldnote for?' }).waitFor();
    await phone.screenshot({ path: '/tmp/onboarding-project-setup-390.png', fullPage: true });
    await phone.goto(`${suite.origin}/onboarding/getting-started`);
    await phone.getByTestId('checklist').waitFor();
    await phone.screenshot({ path: '/tmp/onboarding-getting-started-390.png', fullPage: true });
    expect(pageErrors).toEqual([]);
  });
});
