import { MARIA as NOTE, buildAskableProject } from '../api/ask-corpus';
import { useBrowserSuite } from './browser-suite';

const SCREENSHOTS = '/tmp';

describe('Ask in the browser', () => {
  const suite = useBrowserSuite({ viewport: { width: 1280, height: 900 } });

  it("should answer a question on a project's page with quoted sources, and open the note at the cited words when a citation is clicked", async () => {
    const { page, workspace } = suite;
    const client = workspace.manager.client;
    const {
      projectId,
      noteIds: [noteId],
    } = await buildAskableProject(client, 'Onboarding study', [
      { title: 'Interview with Maria', content: NOTE },
    ]);

    await suite.signIn(undefined, { path: `/projects/${projectId}` });
    const panel = page.getByRole('region', { name: 'Ask' });
    await panel.getByLabel('Your question').fill('How long did onboarding take for a new hire?');
    await panel.getByRole('button', { name: 'Ask' }).click();
    const answer = panel.getByTestId('ask-answer');
    await answer.waitFor();
    await answer.getByText(/the built-in provider does not write answers/).waitFor();
    await answer.getByText(/^Based on \d+ passages? from 1 note in 1 project/).waitFor();
    const first = answer.getByTestId('ask-citation').first();
    const quote = (await first.locator('blockquote').innerText()).replace(/^“|”$/g, '');
    expect(NOTE).toContain(quote);
    await page.screenshot({ path: `${SCREENSHOTS}/fieldnote-web-ask-project.png`, fullPage: true });
    // Two quotes of one note are two sources, each with its own number and words.
    const sources = answer.getByTestId('ask-citation');
    expect(await sources.count()).toBeGreaterThan(1);
    const quotes = await sources.locator('blockquote').allInnerTexts();
    expect(new Set(quotes).size).toBe(quotes.length);
    const numbers = (await sources.allInnerTexts()).map((t) => /^\[(\d+)\]/.exec(t)?.[1]);
    expect(new Set(numbers).size).toBe(numbers.length);

    await first.getByRole('link', { name: 'Open at these words' }).click();
    await page.waitForURL(new RegExp(`/data/${noteId}#quote-\\d+-\\d+$`));
    const mark = page.locator('mark[data-highlight-id="quote"]');
    await mark.first().waitFor();
    expect((await mark.allInnerTexts()).join('')).toBe(quote);
    await page.screenshot({ path: `${SCREENSHOTS}/fieldnote-web-ask-note-at-words.png`, fullPage: true });
  }, 90_000);
});
