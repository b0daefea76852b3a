import { MARIA_SHORT as MARIA, buildAskableProject } from '../api/ask-corpus';
import { useBrowserSuite } from './browser-suite';

const SCREENSHOTS = '/tmp';

const JONAS = [
  'Interviewer: Tell me about your first month.',
  'Jonas: My onboarding was slow because the tagging scheme had forty tags and no examples.',
].join('\n');

describe('Chat and the AI activity page in the browser', () => {
  const suite = useBrowserSuite({ viewport: { width: 1280, height: 900 } });

  it('should answer a sample question and a follow-up in a conversation with quoted sources, open the note at the cited words, and list each turn on the AI activity page', async () => {
    const { page, workspace } = suite;
    const client = workspace.manager.client;
    const {
      projectId,
      noteIds: [mariaId],
    } = await buildAskableProject(client, 'Onboarding study', [
      { title: 'Interview with Maria', content: MARIA },
      { title: 'Interview with Jonas', content: JONAS },
    ]);

    await suite.signIn(undefined, { path: `/projects/${projectId}/chat` });
    await page.getByRole('heading', { name: 'Chat', level: 1 }).waitFor();
    await page.getByText('No conversations yet. Start one with a question below.').waitFor();
    // The sample questions of the default role group; one starts a conversation named after it.
    await page.getByTestId('chat-sample').getByText('What slowed down onboarding?').click();
    const assistant = page.getByTestId('chat-message-assistant');
    await assistant.first().getByTestId('ask-citation').first().waitFor();
    await page.getByTestId('chat-title').getByText('What slowed down onboarding?').waitFor();
    await page.getByTestId('chat-conversation').getByText('What slowed down onboarding?').waitFor();
    await assistant
      .first()
      .getByText(/the built-in provider does not write answers/)
      .waitFor();

    // A follow-up with no words of its own is read with the earlier question.
    await page.getByTestId('chat-input').fill('How long did it take?');
    await page.getByTestId('chat-input').press('Enter');
    await assistant.nth(1).getByTestId('ask-citation').first().waitFor();
    expect(await page.getByTestId('chat-message-user').allInnerTexts()).toEqual([
      expect.stringContaining('What slowed down onboarding?'),
      expect.stringContaining('How long did it take?'),
    ]);
    expect(await page.getByTestId('chat-message-thinking').nth(1).innerText()).toMatch(/onboarding/);
    await page.screenshot({ path: `${SCREENSHOTS}/fieldnote-web-chat-1280.png`, fullPage: true });

    // The same conversation on a phone.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: `${SCREENSHOTS}/fieldnote-web-chat-390.png`, fullPage: true });
    await page.setViewportSize({ width: 1280, height: 900 });

    const citation = assistant
      .nth(1)
      .getByTestId('ask-citation')
      .filter({ hasText: 'Interview with Maria' })
      .first();
    const quote = (await citation.locator('blockquote').innerText()).replace(/^“|”$/g, '');
    expect(MARIA).toContain(quote);
    await citation.getByRole('link', { name: 'Open at these words' }).click();
    await page.waitForURL(new RegExp(`/data/${mariaId}#quote-\\d+-\\d+$`));
    const mark = page.locator('mark[data-highlight-id="quote"]');
    await mark.first().waitFor();
    expect((await mark.allInnerTexts()).join('')).toBe(quote);

    // The managers' AI activity page lists each assistant turn, with the inputs it saw.
    await page.goto(`${suite.origin}/settings/analytics`);
    await page.getByRole('heading', { name: 'AI activity', level: 1 }).waitFor();
    const rows = page.getByRole('row').filter({ hasText: 'chat/extractive@1' });
    await rows.first().waitFor();
    expect(await rows.count()).toBe(2);
    await page.screenshot({ path: `${SCREENSHOTS}/fieldnote-web-ai-activity-1280.png`, fullPage: true });
    await rows.first().getByText('Chat', { exact: true }).click();
    const inputs = page.getByTestId('ai-activity-inputs');
    await inputs.getByText(mariaId).waitFor();
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: `${SCREENSHOTS}/fieldnote-web-ai-activity-390.png`, fullPage: true });
  }, 90_000);
});
