import type { Browser, Page } from 'playwright-core';
import { type TestServer, startTestServer } from '../../services/all-in-one/src/testing/test-server';
import {
  type BuiltWorkspace,
  buildNote,
  buildProject,
  expectOk,
  signUpAndCreateWorkspace,
  uniqueSuffix,
} from '../api/factories';
import { describeViolations, seriousAxeViolations } from './axe';
import { buildFrontEnds, freePort, launchChromium } from './browser-harness';

/**
 * axe-core on every page of the research loop, signed in as a manager with real content on each:
 * the issue holds them to no serious or critical WCAG 2.1 A/AA violation.
 */
describe('Accessibility of the research loop (axe-core)', () => {
  let sut: TestServer;
  let browser: Browser;
  let page: Page;
  let workspace: BuiltWorkspace;
  let origin: string;
  const paths: Record<string, string> = {};

  beforeAll(async () => {
    buildFrontEnds();
    sut = await startTestServer({ PORT: String(await freePort()) });
    workspace = await signUpAndCreateWorkspace(sut);
    origin = `http://${workspace.subdomain}.localhost:${new URL(sut.address).port}`;
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
    Object.assign(paths, {
      projects: '/projects',
      project: `/projects/${projectId}`,
      note: `/data/${noteId}`,
      tag: `/tags/${tagId}`,
      'settings: tags': '/settings/tags',
      'settings: trash': '/settings/trash',
    });
    browser = await launchChromium();
    const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
    page = await context.newPage();
    page.setDefaultTimeout(10_000);
    await page.goto(`${origin}/auth/login`);
    await page.getByLabel('E-mail address').waitFor();
    expect(describeViolations('sign-in', await seriousAxeViolations(page))).toBe('');
    await page.getByLabel('E-mail address').fill(workspace.manager.email);
    await page.getByLabel('Password').fill(workspace.manager.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL((url) => !url.pathname.startsWith('/auth/'));
  }, 300_000);

  afterAll(async () => {
    await browser?.close();
    await sut?.close();
  });

  it('should have no serious or critical violation on any page of the loop', async () => {
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
    expect(failures.join('\n')).toBe('');
    // Six pages, each loaded and scanned: more than the default 30 s on a busy machine.
  }, 180_000);
});
