import type { Page } from 'playwright-core';
import { type BuiltWorkspace, buildNote, buildProject, expectOk } from '../api/factories';
import { searchUntil } from '../api/search-client';
import { useBrowserSuite } from './browser-suite';
import { eventually } from './eventually';

const SCREENSHOTS = '/tmp';

/**
 * The browsing pages of spec 000 §2 and the project and workspace pages beside them, in the browser:
 * each says what to do next while empty, lists the workspace's real items once there are some, and
 * remembers grid or list; the redirects land where the README says.
 */
describe('Browsing pages in the browser', () => {
  const suite = useBrowserSuite({
    viewport: { width: 1280, height: 900 },
    lastScreenshots: '/tmp/browse-pages-last',
  });
  let page: Page;
  let workspace: BuiltWorkspace;
  let origin: string;

  const gql = <T>(query: string, variables: Record<string, unknown> = {}) =>
    workspace.manager.client.gql<T>(query, variables).then(expectOk);

  beforeAll(() => {
    workspace = suite.workspace;
    origin = suite.origin;
  });

  beforeEach(async () => {
    page = suite.page;
  });

  it('should say what to do next on every browsing page while the workspace is empty', async () => {
    await suite.signIn(undefined, { path: '/browse' });
    // Another test of this file may have filled the workspace (--randomize): only lists that stay empty.
    await page.goto(`${origin}/browse/shared-with-you`);
    await page.getByRole('heading', { name: 'Nothing has been shared with you' }).waitFor();
    await page.goto(`${origin}/explore`);
    await page.getByRole('heading', { name: 'No saved feeds yet' }).waitFor();
    await page.getByRole('link', { name: 'Go to search' }).waitFor();
    await page.screenshot({ path: `${SCREENSHOTS}/browse-explore-empty-1280.png` });
    expect(suite.pageErrors).toEqual([]);
  }, 120_000);

  it('should list real folders, projects, notes and insights, and remember grid or list', async () => {
    const projectTitle = 'Checkout friction study';
    const projectId = await buildProject(workspace.manager.client, projectTitle);
    await buildNote(
      workspace.manager.client,
      projectId,
      'Interview with Noor',
      'The checkout asked for my card twice.',
    );
    await gql('mutation { createFolder(input: { name: "Payments research" }) { id } }');
    const insight = await gql<{ createInsight: { id: string } }>(
      'mutation($i: CreateInsightInput!) { createInsight(input: $i) { id } }',
      { i: { projectId, title: 'Card entry is repeated' } },
    );
    await searchUntil(
      workspace.manager.client,
      { types: ['INSIGHT'], user: { operator: 'CREATED_BY', ids: [workspace.manager.id] } },
      (found) => found.items.some((item) => item.id === insight.createInsight.id),
    );

    await suite.signIn(undefined, { path: '/browse' });
    const grid = page.getByTestId('item-grid');
    await grid.getByText('Payments research').waitFor();
    await grid.getByText(projectTitle).waitFor();
    await page.screenshot({ path: `${SCREENSHOTS}/browse-grid-1280.png` });

    // List, remembered after a reload and on the other browsing tabs' shared preference.
    await page.getByRole('button', { name: 'List' }).click();
    await page.getByTestId('item-list').getByText(projectTitle).waitFor();
    await page.reload();
    await page.getByTestId('item-list').getByText('Payments research').waitFor();
    await page.getByRole('tab', { name: 'Created by you' }).click();
    await page.waitForURL(`${origin}/browse/created-by-you`);
    await page.getByTestId('item-list').getByText(projectTitle).waitFor();
    await page.screenshot({ path: `${SCREENSHOTS}/browse-list-1280.png` });
    await page.getByRole('tab', { name: 'Folders' }).click();
    await page.getByTestId('item-list').getByText('Payments research').waitFor();
    // The tab's own list replaces the last one once its answer is in: the project leaves it then.
    await page.getByTestId('item-list').getByText(projectTitle).waitFor({ state: 'detached' });

    // Recent: the note under Notes; the filter is the path.
    await page.goto(`${origin}/recent`);
    await page.getByText('Interview with Noor').waitFor();
    await page.getByRole('button', { name: 'Notes' }).click();
    await page.waitForURL(`${origin}/recent/notes/`);
    await page.getByText('Interview with Noor').waitFor();
    // The note was on the unfiltered list too: the filtered one is drawn once the project leaves it
    // (counted at once, a CI run still saw the list from before the click).
    await page.getByText(projectTitle, { exact: true }).waitFor({ state: 'detached' });
    await page.screenshot({ path: `${SCREENSHOTS}/browse-recent-1280.png` });

    // Your work: the insight you wrote and the project you created.
    await page.goto(`${origin}/your-work`);
    await page.getByText('Card entry is repeated').waitFor();
    await page.getByText(projectTitle).first().waitFor();
    await page.screenshot({ path: `${SCREENSHOTS}/browse-your-work-1280.png`, fullPage: true });
    await page.getByRole('tab', { name: 'Insights' }).click();
    await page.waitForURL(`${origin}/your-work/insights`);
    await page.getByText('Card entry is repeated').waitFor();

    // The member's profile shows the same work.
    await page.goto(`${origin}/user/${workspace.manager.id}`);
    await page.getByRole('heading', { name: workspace.manager.name, level: 1 }).waitFor();
    await page.getByText('Card entry is repeated').waitFor();
    await page.getByRole('tab', { name: 'Projects' }).click();
    await page.waitForURL(`${origin}/user/${workspace.manager.id}/projects`);
    await page.getByText(projectTitle).waitFor();
    await page.screenshot({ path: `${SCREENSHOTS}/browse-user-1280.png` });

    // The project's settings list and the workspace's projects table.
    await page.goto(`${origin}/projects/${projectId}/settings`);
    await page.getByRole('heading', { name: 'Project settings', level: 1 }).waitFor();
    await page.getByRole('link', { name: /Insight fields/ }).click();
    await page.waitForURL(/\/settings\/fields\/.+\/insight-fields$/);
    await page.goto(`${origin}/settings/projects`);
    await page.getByRole('gridcell', { name: projectTitle, exact: true }).waitFor();
    await page.screenshot({ path: `${SCREENSHOTS}/settings-projects-1280.png` });

    // At 390 px the same pages fit the phone.
    const phone = await suite.newPage({ width: 390, height: 844 });
    await suite.signIn(undefined, { page: phone, path: '/browse' });
    await phone.getByText('Payments research').waitFor();
    await phone.screenshot({ path: `${SCREENSHOTS}/browse-390.png`, fullPage: true });
    await phone.goto(`${origin}/your-work`);
    await phone.getByText('Card entry is repeated').waitFor();
    await phone.screenshot({ path: `${SCREENSHOTS}/browse-your-work-390.png`, fullPage: true });
    await phone.goto(`${origin}/user/${workspace.manager.id}`);
    await phone.getByText('Card entry is repeated').waitFor();
    await phone.screenshot({ path: `${SCREENSHOTS}/browse-user-390.png`, fullPage: true });
    await phone.goto(`${origin}/projects/${projectId}/settings`);
    await phone.getByRole('heading', { name: 'Project settings', level: 1 }).waitFor();
    await phone.screenshot({ path: `${SCREENSHOTS}/project-settings-390.png`, fullPage: true });
    expect(suite.pageErrors).toEqual([]);
  }, 120_000);

  it('should redirect /start, /search-next and the project field pages where the README says', async () => {
    const projectId = await buildProject(workspace.manager.client, 'Redirect study');
    await suite.signIn(undefined, { path: '/start' });
    await page.waitForURL(`${origin}/home`);
    await page.goto(`${origin}/search-next?q=pricing`);
    await page.waitForURL(`${origin}/search?q=pricing`);
    await page.goto(`${origin}/projects/${projectId}/settings/workspace-fields`);
    await page.waitForURL(`${origin}/settings/fields`);
    await page.goto(`${origin}/projects/${projectId}/settings/note-fields`);
    await page.waitForURL(`${origin}/settings/fields/${projectId}/note-fields`);
    await page.goto(`${origin}/settings/people`);
    await page.waitForURL(`${origin}/settings/fields?target=PERSON`);
    await page.goto(`${origin}/projects/${projectId}/charts`);
    await page.getByRole('tab', { name: 'Charts', selected: true }).waitFor();
    await page.screenshot({ path: `${SCREENSHOTS}/project-charts-1280.png` });
    expect(suite.pageErrors).toEqual([]);
  }, 120_000);

  it("should show a folder's insights on its tab and a dashboard chart on its own page", async () => {
    const folder = await gql<{ createFolder: { id: string } }>(
      'mutation { createFolder(input: { name: "Retention research" }) { id } }',
    );
    const projectId = await buildProject(workspace.manager.client, 'Churn interviews');
    await gql('mutation($i: MoveProjectToFolderInput!) { moveProjectToFolder(input: $i) { id } }', {
      i: { projectId, folderId: folder.createFolder.id },
    });
    const insight = await gql<{ createInsight: { id: string } }>(
      'mutation($i: CreateInsightInput!) { createInsight(input: $i) { id } }',
      { i: { projectId, title: 'Teams leave after the first invoice' } },
    );
    await searchUntil(
      workspace.manager.client,
      { types: ['INSIGHT'], location: { operator: 'LOCATED_IN', ids: [folder.createFolder.id] } },
      (found) => found.items.some((item) => item.id === insight.createInsight.id),
    );
    const dashboard = await gql<{ createDashboard: { id: string } }>(
      'mutation { createDashboard(input: { title: "Retention pulse" }) { id } }',
    );
    const chart = await gql<{ createChart: { id: string } }>(
      'mutation($input: CreateChartInput!) { createChart(input: $input) { id } }',
      {
        input: {
          dashboardId: dashboard.createDashboard.id,
          title: 'Insights published or not',
          type: 'BAR',
          search: { types: ['INSIGHT'], aggs: { field: { type: 'PUBLISHED' } } },
        },
      },
    );

    await suite.signIn(undefined, { path: `/folders/${folder.createFolder.id}` });
    await page.getByRole('heading', { name: 'Retention research', level: 1 }).waitFor();
    await page.getByText('Churn interviews').waitFor();
    await page.getByRole('tab', { name: 'Insights' }).click();
    await page.waitForURL(/\/folders\/retention-research-[0-9A-Za-z]+\/insights$/);
    await page.getByText('Teams leave after the first invoice').waitFor();
    await page.screenshot({ path: `${SCREENSHOTS}/folder-insights-1280.png` });
    await page.getByRole('tab', { name: 'Channels' }).click();
    await page.getByRole('link', { name: 'Go to channels' }).waitFor();
    await page.getByRole('tab', { name: 'Shared with you' }).click();
    await page.getByText('Nothing in this folder has been shared with you').waitFor();

    await page.goto(`${origin}/dashboards/${dashboard.createDashboard.id}`);
    await page.getByRole('link', { name: 'Insights published or not' }).click();
    await page.waitForURL(
      /\/dashboards\/retention-pulse-[0-9A-Za-z]+\/charts\/insights-published-or-not-[0-9A-Za-z]+$/,
    );
    await page.getByRole('heading', { name: 'Insights published or not' }).waitFor();
    // The chart's page may still be replacing the dashboard's (whose card has the same heading).
    await eventually(() => page.getByTestId('chart-card').count(), 1);
    await page.screenshot({ path: `${SCREENSHOTS}/dashboard-chart-1280.png` });
    const phone = await suite.newPage({ width: 390, height: 844 });
    await suite.signIn(undefined, {
      page: phone,
      path: `/dashboards/${dashboard.createDashboard.id}/charts/${chart.createChart.id}`,
    });
    await phone.getByRole('heading', { name: 'Insights published or not' }).waitFor();
    await phone.screenshot({ path: `${SCREENSHOTS}/dashboard-chart-390.png`, fullPage: true });
    await phone.goto(`${origin}/folders/${folder.createFolder.id}/insights`);
    await phone.getByText('Teams leave after the first invoice').waitFor();
    await phone.screenshot({ path: `${SCREENSHOTS}/folder-insights-390.png`, fullPage: true });
    // A chart of another id is not found, with the way back to its dashboard.
    await page.goto(`${origin}/dashboards/${dashboard.createDashboard.id}/charts/${projectId}`);
    await page.getByRole('heading', { name: 'Chart was not found' }).waitFor();
    expect(suite.pageErrors).toEqual([]);
  }, 120_000);

  it('should keep what a member writes in the project readme', async () => {
    const projectId = await buildProject(workspace.manager.client, 'Readme in the browser');
    await suite.signIn(undefined, { path: `/projects/${projectId}/readme` });
    await page.getByRole('tab', { name: 'Readme', selected: true }).waitFor();
    const editor = page.getByTestId('project-readme');
    await editor.click();
    await page.keyboard.type('Goal: learn why trials stall in week one.');
    await page.getByTestId('save-state').and(page.locator('[data-state="saved"]')).waitFor();
    await page.reload();
    await page.getByTestId('project-readme').getByText('Goal: learn why trials stall in week one.').waitFor();
    await page.screenshot({ path: `${SCREENSHOTS}/project-readme-1280.png` });
    const phone = await suite.newPage({ width: 390, height: 844 });
    await suite.signIn(undefined, { page: phone, path: `/projects/${projectId}/readme` });
    await phone
      .getByTestId('project-readme')
      .getByText('Goal: learn why trials stall in week one.')
      .waitFor();
    await phone.screenshot({ path: `${SCREENSHOTS}/project-readme-390.png`, fullPage: true });
    expect(suite.pageErrors).toEqual([]);
  }, 120_000);
});
