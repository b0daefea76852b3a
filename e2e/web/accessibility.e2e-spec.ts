import { uploadBulkImport } from '../api/bulk-import-client';
import { buildEmail, buildNote, buildProject, expectOk, invite, uniqueSuffix } from '../api/factories';
import { describeViolations, seriousAxeViolations } from './axe';
import { useBrowserSuite } from './browser-suite';

/**
 * axe-core on every page of the research loop, signed in as a manager with real content on each:
 * the issue holds them to no serious or critical WCAG 2.1 A/AA violation.
 */
describe('Accessibility of the research loop (axe-core)', () => {
  const suite = useBrowserSuite({ env: { SEED_DEMO: 'false' } });
  const paths: Record<string, string> = {};
  let bulkImportId = '';

  beforeAll(async () => {
    const workspace = suite.workspace;
    const client = workspace.manager.client;
    const projectId = await buildProject(client, `Onboarding study ${uniqueSuffix()}`);
    const noteId = await buildNote(
      client,
      projectId,
      'Interview with Ana',
      'Pricing was confusing.\nSupport was quick.',
    );
    const tagId = expectOk(
      await client.gql<{ createTag: { id: string } }>(
        'mutation($i: CreateTagInput!) { createTag(input: $i) { id } }',
        {
          i: { projectId, title: 'Pricing' },
        },
      ),
    ).createTag.id;
    expectOk(
      await client.gql('mutation($i: CreateHighlightInput!) { createHighlight(input: $i) { id } }', {
        i: { noteId, startOffset: 0, endOffset: 7, text: 'Pricing', tagIds: [tagId] },
      }),
    );
    // A thread with a mention, opened by its link (the Comments tab), and an insight with its comments.
    const commentId = expectOk(
      await client.gql<{ createComment: { id: string } }>(
        'mutation($n: ID!, $b: String!) { createComment(input: { targetType: NOTE, targetId: $n, body: $b }) { id } }',
        { n: noteId, b: `Worth a tag, @[${workspace.manager.name}](${workspace.manager.id})?` },
      ),
    ).createComment.id;
    const insightId = expectOk(
      await client.gql<{ createInsight: { id: string } }>(
        'mutation($p: ID!) { createInsight(input: { projectId: $p, title: "Pricing confuses" }) { id } }',
        { p: projectId },
      ),
    ).createInsight.id;
    expectOk(
      await client.gql('mutation($i: CreateCustomFieldInput!) { createCustomField(input: $i) { id } }', {
        i: { target: 'NOTE', projectId, label: 'Plan', type: 'SELECT', optionsImport: 'Free;Pro' },
      }),
    );
    const dashboardId = expectOk(
      await client.gql<{ createDashboard: { id: string } }>(
        'mutation { createDashboard(input: { title: "Research pulse" }) { id } }',
      ),
    ).createDashboard.id;
    for (const [title, type, aggs] of [
      ['Highlights by tag', 'BAR', '{ field: { type: TAGS } }'],
      ['Highlights this month', 'CALLOUT', '{ period: { lastPeriod: month } }'],
    ]) {
      expectOk(
        await client.gql(
          `mutation($d: ID!, $t: String!) { createChart(input: { dashboardId: $d, title: $t, type: ${type}, search: { types: [HIGHLIGHT], aggs: ${aggs} } }) { id } }`,
          { d: dashboardId, t: title },
        ),
      );
    }
    const personId = expectOk(
      await client.gql<{ createPerson: { id: string } }>(
        'mutation($i: CreatePersonInput!) { createPerson(input: $i) { id } }',
        { i: { name: 'Ana Silva', email: `ana.${uniqueSuffix()}@example.org`, noteId } },
      ),
    ).createPerson.id;
    // A finished bulk import with a refused row: the page's grid and its report.
    bulkImportId = (
      await uploadBulkImport(
        suite.sut.address,
        client,
        projectId,
        'interviews.csv',
        Buffer.from('Title,Notes,Date\nKickoff,We met the team,2024-03-01\nBad date,Text,soon\n'),
      )
    ).json<{ bulkImport: { id: string } }>().bulkImport.id;
    expectOk(
      await client.gql(
        'mutation($id: ID!) { startBulkImport(input: { id: $id, processedInto: CONTENT, columns: [{ column: 0, target: TITLE }, { column: 1, target: CONTENT }, { column: 2, target: DATE }] }) { id } }',
        { id: bulkImportId },
      ),
    );
    Object.assign(paths, {
      'settings: bulk import': '/settings/bulk-import',
      'settings: AI': '/settings/ai',
      'note: comment link': `/data/${noteId}#comment-${commentId}`,
      insight: `/insights/${insightId}`,
      'settings: notifications': '/settings/user/notifications',
      dashboards: '/dashboards',
      dashboard: `/dashboards/${dashboardId}`,
      people: '/people',
      person: `/people/${personId}`,
      projects: '/projects',
      project: `/projects/${projectId}`,
      note: `/data/${noteId}`,
      tag: `/tags/${tagId}`,
      'settings: tags': '/settings/tags',
      'settings: trash': '/settings/trash',
      'settings: members': '/settings/users',
      'settings: account': '/settings/user/account',
      'settings: plans': '/settings/plans',
      'audit log': '/audit-log',
      'settings: fields': '/settings/fields',
      'settings: project note fields': `/settings/fields/${projectId}/note-fields`,
      // The tag chart, and the search page with filter-form rows of three operand kinds.
      'project tags': `/projects/${projectId}/tags`,
      'search with filter rows': `/search?resultType=highlights&filter=${encodeURIComponent(
        JSON.stringify({
          form: {
            combinator: 'Or',
            rows: [
              { id: 'r1', field: 'Tags', operator: 'HasAnyOf', values: { kind: 'ids', ids: [tagId] } },
              { id: 'r2', field: 'Created', operator: 'IsAfter', values: { kind: 'date', value: '1w' } },
              { id: 'r3', field: 'Published', operator: 'Is', values: { kind: 'boolean', value: null } },
            ],
          },
        }),
      )}`,
    });
    // A pending invite, so the members page shows its invites grid with actions.
    await invite(workspace, buildEmail('pending'), 'VIEWER');
  }, 120_000);

  beforeEach(async () => {
    const { page, origin } = suite;
    await page.goto(`${origin}/auth/login`);
    await page.getByLabel('E-mail address').waitFor();
    expect(describeViolations('sign-in', await seriousAxeViolations(page))).toBe('');
    await suite.signIn();
  }, 60_000);

  it('should have no serious or critical violation on any page of the loop', async () => {
    const { page, workspace, origin } = suite;
    const failures: string[] = [];
    for (const [label, path] of Object.entries(paths)) {
      await page.goto(`${origin}${path}`);
      await page.waitForLoadState('networkidle');
      await page.getByRole('main').waitFor();
      // Let loading placeholders give way to the content before judging it.
      await page.waitForFunction(() => !document.querySelector('[role="progressbar"]'));
      await page.screenshot({ path: `/tmp/a11y-${label.replace(/[^a-z]+/g, '-')}.png` });
      const violations = await seriousAxeViolations(page);
      if (violations.length > 0) failures.push(describeViolations(label, violations));
    }
    // A dialog over its page (the page behind is hidden from assistive technology): a bulk import's report.
    await page.goto(`${origin}/settings/bulk-import#${bulkImportId}`);
    await page.getByRole('dialog').getByTestId('bulk-import-report').waitFor();
    const reportViolations = await seriousAxeViolations(page);
    if (reportViolations.length > 0)
      failures.push(describeViolations('bulk import report', reportViolations));
    // The dark theme has colours of its own: its pages must pass too.
    expectOk(
      await workspace.manager.client.gql('mutation { updateAccount(input: { theme: "dark" }) { theme } }'),
    );
    // Each page with what must be on it before it is judged: matched words in a search's previews.
    const darkPages: [string, string | null][] = [
      ['/settings/user/account', null],
      ['/audit-log', null],
      [paths.note, null],
      [paths['project tags'], null],
      [paths.dashboard, null],
      ['/search?query=pricing', '[data-testid="search-match"]'],
    ];
    for (const [path, ready] of darkPages) {
      await page.goto(`${origin}${path}`);
      await page.waitForLoadState('networkidle');
      await page.waitForFunction(() => getComputedStyle(document.body).backgroundColor === 'rgb(18, 19, 24)');
      await page.waitForFunction(() => !document.querySelector('[role="progressbar"]'));
      if (ready) await page.locator(ready).first().waitFor({ timeout: 15_000 });
      await page.screenshot({ path: `/tmp/a11y-dark-${path.replace(/[^a-z]+/g, '-')}.png` });
      const violations = await seriousAxeViolations(page);
      if (violations.length > 0) failures.push(describeViolations(`${path} (dark)`, violations));
    }
    expect(failures.join('\n')).toBe('');
    // Every page, each loaded and scanned: more than the default 30 s on a busy machine.
  }, 300_000);
});
