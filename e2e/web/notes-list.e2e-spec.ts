import type { Page } from 'playwright-core';
import { buildNote, buildProject, expectOk } from '../api/factories';
import { seriousAxeViolations } from './axe';
import { useBrowserSuite } from './browser-suite';
import { eventually } from './eventually';

const TEXT = 'Pricing was confusing, onboarding was slow, the export broke and support never answered.';

describe('A project’s notes list, in the browser', () => {
  const suite = useBrowserSuite();
  let page: Page;
  beforeEach(() => ({ page } = suite));

  it('should show each note’s highlight count and its most used tags, and count a new highlight live', async () => {
    const client = suite.workspace.manager.client;
    const projectId = await buildProject(client, 'Checkout study');
    const noteId = await buildNote(client, projectId, 'Call with Ana', TEXT);
    await buildNote(client, projectId, 'Call with Ben', 'Nothing highlighted yet.');
    const tag = async (title: string) =>
      expectOk(
        await client.gql<{ createTag: { id: string } }>(
          'mutation($i: CreateTagInput!) { createTag(input: $i) { id } }',
          { i: { projectId, title } },
        ),
      ).createTag.id;
    const highlight = async (quote: string, tagIds: string[]) => {
      const start = TEXT.indexOf(quote);
      expectOk(
        await client.gql('mutation($i: CreateHighlightInput!) { createHighlight(input: $i) { id } }', {
          i: { noteId, startOffset: start, endOffset: start + quote.length, text: quote, tagIds },
        }),
      );
    };
    const [pricing, onboarding, exporting, support] = [
      await tag('Pricing'),
      await tag('Onboarding'),
      await tag('Export'),
      await tag('Support'),
    ];
    await highlight('Pricing was confusing', [pricing, onboarding]);
    await highlight('onboarding was slow', [onboarding]);
    await highlight('the export broke', [exporting, support]);

    await suite.signIn();
    await page.goto(`${suite.origin}/projects/${projectId}`);
    const row = (title: string) => page.getByRole('listitem').filter({ hasText: title });
    await row('Call with Ana').getByText('3 highlights').waitFor();
    // Most used first, then by title; the fourth tag is behind "+1", named in its label.
    const chips = row('Call with Ana').getByTestId('note-row-tags');
    await eventually(
      () => chips.locator('.MuiChip-label').allTextContents(),
      ['Onboarding · 2', 'Export · 1', 'Pricing · 1', '+1'],
    );
    expect(await chips.getByLabel('Also tagged: Support').count()).toBe(1);
    expect(await row('Call with Ben').getByTestId('note-row-tags').count()).toBe(0);
    expect(await row('Call with Ben').textContent()).not.toContain('highlight');
    await page.screenshot({ path: '/tmp/notes-list.png' });
    expect(await seriousAxeViolations(page)).toEqual([]);

    // Someone else highlights: the open list counts it without a reload.
    await highlight('support never answered', [support]);
    await row('Call with Ana').getByText('4 highlights').waitFor();
    await eventually(
      () => chips.locator('.MuiChip-label').allTextContents(),
      ['Onboarding · 2', 'Support · 2', 'Export · 1', '+1'],
    );
  });
});
