import { buildNote, buildProject, sql, uniqueSuffix, workspaceSchema } from '../api/factories';
import { useBrowserSuite } from './browser-suite';

const SCREENSHOTS = '/tmp';
const DAY = 86_400_000;
const OFF = { recordingsDays: null, notesDays: null, trashDays: null, keepHighlightsAndTranscripts: true };

describe('Data retention settings in the browser', () => {
  const suite = useBrowserSuite({ viewport: { width: 1280, height: 900 } });

  afterEach(async () => {
    // Nothing of this suite's workspace is deleted by a later run: the policy goes back to off.
    await suite.workspace.manager.client.gql(
      'mutation($input: UpdateWorkspaceDataRetentionInput!) { updateWorkspaceDataRetention(input: $input) { locked } }',
      { input: { ...OFF, locked: false } },
    );
  });

  it('should set the workspace policy with its preview, then show the project override only while the workspace is not locked', async () => {
    const { page, workspace } = suite;
    const t = uniqueSuffix();
    const projectTitle = `Retention ${t}`;
    const projectId = await buildProject(workspace.manager.client, projectTitle);
    const schema = await workspaceSchema(suite.sut, workspace);
    for (let i = 0; i < 3; i++) {
      const noteId = await buildNote(workspace.manager.client, projectId, `Old interview ${i} ${t}`);
      await sql(suite.sut, `update "${schema}".notes set created_at = ? where id = ?`, [
        new Date(Date.now() - 400 * DAY),
        noteId,
      ]);
    }

    await suite.signIn(undefined, { path: '/settings' });
    await page.getByRole('link', { name: 'Data retention' }).click();
    await page.waitForURL(/\/settings\/data-retention$/);
    await page.getByRole('heading', { level: 1, name: 'Data retention' }).waitFor();
    await page.getByText('No deletion is scheduled.').waitFor();

    await page.getByLabel('Notes').click();
    await page.getByRole('option', { name: '365 days' }).click();
    const preview = page.getByTestId('retention-preview-text');
    // The suite workspace's old notes are in it: at least this test's 3.
    await preview
      .filter({
        hasText:
          /^On \d{1,2} [A-Z][a-z]+ \d{4}, \d+ notes older than 365 days will be deleted by the data retention policy\.$/,
      })
      .waitFor();
    const sentence = await preview.innerText();
    expect(Number(/, (\d+) notes/.exec(sentence)?.[1])).toBeGreaterThanOrEqual(3);
    await page.getByLabel('Lock this policy for every project').check();
    await page.getByRole('button', { name: 'Save policy' }).click();
    await page.getByText('Data retention policy saved.').waitFor();
    await page.screenshot({
      path: `${SCREENSHOTS}/fieldnote-web-data-retention-workspace.png`,
      fullPage: true,
    });

    const phone = await suite.newPage({ width: 390, height: 844 });
    await suite.signIn(undefined, { page: phone, path: '/settings/data-retention' });
    await phone.getByRole('heading', { level: 1, name: 'Data retention' }).waitFor();
    await phone
      .getByTestId('retention-preview-text')
      .filter({ hasText: /365 days will be deleted/ })
      .waitFor();
    await phone.screenshot({
      path: `${SCREENSHOTS}/fieldnote-web-data-retention-workspace-390.png`,
      fullPage: true,
    });

    // Locked: the project page explains and offers no override.
    await page.goto(`${suite.origin}/projects/${projectId}`);
    await page.getByRole('link', { name: 'Data retention' }).click();
    await page.waitForURL(/\/settings\/data-retention$/);
    await page
      .getByText("A manager locked the workspace's data retention policy", { exact: false })
      .waitFor();
    expect(await page.getByLabel("Use a policy of this project's own").count()).toBe(0);
    await page.screenshot({
      path: `${SCREENSHOTS}/fieldnote-web-data-retention-project-locked.png`,
      fullPage: true,
    });

    // Unlocked: the project may use its own policy.
    await page.goto(`${suite.origin}/settings/data-retention`);
    await page.getByLabel('Lock this policy for every project').uncheck();
    await page.getByRole('button', { name: 'Save policy' }).click();
    await page.getByText('Data retention policy saved.').waitFor();
    await page.goto(`${suite.origin}/projects/${projectId}/settings/data-retention`);
    await page.getByRole('heading', { level: 1, name: `Data retention: ${projectTitle}` }).waitFor();
    await page.getByText("This project follows the workspace's policy.", { exact: true }).waitFor();
    await page.getByLabel("Use a policy of this project's own").check();
    await page.getByLabel('Recordings and files').click();
    await page.getByRole('option', { name: '90 days' }).click();
    await page.getByLabel('Notes').click();
    await page.getByRole('option', { name: '30 days' }).click();
    await page
      .getByTestId('retention-preview-text')
      .filter({
        hasText:
          /^On \d{1,2} [A-Z][a-z]+ \d{4}, 3 notes older than 30 days will be deleted by the data retention policy\.$/,
      })
      .waitFor();
    await page.getByRole('button', { name: 'Save policy' }).click();
    await page.getByText('Data retention policy saved.').waitFor();
    await page.screenshot({
      path: `${SCREENSHOTS}/fieldnote-web-data-retention-project.png`,
      fullPage: true,
    });

    await suite.signIn(undefined, { page: phone, path: `/projects/${projectId}/settings/data-retention` });
    await phone
      .getByTestId('retention-preview-text')
      .filter({ hasText: /3 notes older than 30 days/ })
      .waitFor();
    await phone.screenshot({
      path: `${SCREENSHOTS}/fieldnote-web-data-retention-project-390.png`,
      fullPage: true,
    });

    const [row] = await sql<{ notes_days: number; recordings_days: number }>(
      suite.sut,
      `select notes_days, recordings_days from "${schema}".data_retention_policies where project_id = ?`,
      [projectId],
    );
    expect(row).toEqual({ notes_days: 30, recordings_days: 90 });
    expect(suite.pageErrors).toEqual([]);
  }, 180_000);
});
