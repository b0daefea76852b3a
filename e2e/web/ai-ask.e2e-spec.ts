import { buildNote, buildProject, expectOk } from '../api/factories';
import { useBrowserSuite } from './browser-suite';

const SCREENSHOTS = '/tmp';

const NOTE = [
  'Interviewer: How did onboarding go for your team?',
  'Maria: Onboarding took us three weeks before a new hire could run an interview alone.',
  'Maria: The onboarding checklist lives in a wiki nobody reads.',
].join('\n');

describe('Ask in the browser', () => {
  const suite = useBrowserSuite({ viewport: { width: 1280, height: 900 } });

  it("should answer a question on a project's page with quoted sources, and open the note at the cited words when a citation is clicked", async () => {
    const { page, workspace } = suite;
    const client = workspace.manager.client;
    // The suite's workspace may be shared with other files: generative AI starts on here, whatever it was.
    expectOk(
      await client.gql(
        'mutation { updateAiSettings(input: { generativeAiEnabled: true }) { generativeAiEnabled } }',
      ),
    );
    const projectId = await buildProject(client, 'Onboarding study');
    const noteId = await buildNote(client, projectId, 'Interview with Maria', NOTE);
    // The search index follows the note through the bus a moment after it is written.
    const ask = `mutation($p: ID!) { ask(input: { question: "How long was onboarding?", projectId: $p }) { citations { quote } } }`;
    for (let i = 0; i < 100; i++) {
      const response = await client.gql<{ ask: { citations: unknown[] } }>(ask, { p: projectId });
      if (response.data?.ask.citations.length) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }

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

    await first.getByRole('link', { name: 'Open at these words' }).click();
    await page.waitForURL(new RegExp(`/data/${noteId}#quote-\\d+-\\d+$`));
    const mark = page.locator('mark[data-highlight-id="quote"]');
    await mark.first().waitFor();
    expect((await mark.allInnerTexts()).join('')).toBe(quote);
    await page.screenshot({ path: `${SCREENSHOTS}/fieldnote-web-ask-note-at-words.png`, fullPage: true });
  }, 90_000);
});
