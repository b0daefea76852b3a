import { buildNote, buildProject, expectOk, uniqueSuffix } from '../api/factories';
import { buildWav } from '../api/file-fixtures';
import { uploadFile } from '../api/file-upload-client';
import { toShortId } from '../../services/core/src';
import type { Page } from 'playwright-core';
import { useBrowserSuite } from './browser-suite';

const NOTE_TEXT = 'Pricing felt fair. Support was slow and nobody answered for two days.';
const QUOTE = 'Support was slow';
const VTT = `WEBVTT

00:00:00.000 --> 00:00:01.000
<v Ana>The export button is hidden.</v>

00:00:01.000 --> 00:00:02.000
<v Ana>I gave up after an hour.</v>
`;

/** Waits until the slide counter reads `text` (slides load after the frame shows). */
async function counterReads(page: Page, text: string): Promise<void> {
  await page.waitForFunction(
    (wanted) => document.querySelector('[data-testid="slide-counter"]')?.textContent === wanted,
    text,
  );
}

describe('Presentation mode in the browser', () => {
  const suite = useBrowserSuite({ env: { SEED_DEMO: 'false' }, lastScreenshots: '/tmp/present-last' });

  /** A project with three insights (the second cites a text highlight and a recording's clip) and a view of its highlights. */
  async function buildDeck() {
    const client = suite.workspace.manager.client;
    const projectTitle = `Churn study ${uniqueSuffix()}`;
    const projectId = await buildProject(client, projectTitle);
    const noteId = await buildNote(client, projectId, 'Interview with Ana', NOTE_TEXT);
    const start = NOTE_TEXT.indexOf(QUOTE);
    const textHighlight = expectOk(
      await client.gql<{ createHighlight: { id: string } }>(
        'mutation($i: CreateHighlightInput!) { createHighlight(input: $i) { id } }',
        { i: { noteId, startOffset: start, endOffset: start + QUOTE.length, text: QUOTE } },
      ),
    ).createHighlight.id;
    const upload = await uploadFile(suite.sut.address, client, noteId, 'ana-call.wav', buildWav(2));
    const fileId = upload.json<{ file: { id: string } }>().file.id;
    expectOk(
      await client.gql(
        'mutation($f: ID!, $c: String!) { importTranscript(input: { fileId: $f, content: $c }) { position } }',
        {
          f: fileId,
          c: VTT,
        },
      ),
    );
    const clipHighlight = expectOk(
      await client.gql<{ createTranscriptHighlight: { id: string } }>(
        'mutation($i: CreateTranscriptHighlightInput!) { createTranscriptHighlight(input: $i) { id } }',
        { i: { fileId, startMs: 1000, endMs: 2000 } },
      ),
    ).createTranscriptHighlight.id;
    const insight = async (title: string, blocks: unknown[]) => {
      const id = expectOk(
        await client.gql<{ createInsight: { id: string } }>(
          'mutation($i: CreateInsightInput!) { createInsight(input: $i) { id } }',
          { i: { projectId, title } },
        ),
      ).createInsight.id;
      expectOk(
        await client.gql('mutation($i: UpdateInsightInput!) { updateInsight(input: $i) { id } }', {
          i: { id, contentJson: JSON.stringify({ type: 'doc', content: blocks }) },
        }),
      );
      return id;
    };
    const paragraph = (text: string) => ({ type: 'paragraph', content: [{ type: 'text', text }] });
    const first = await insight('Pricing is not the problem', [paragraph('Nobody left over price.')]);
    const second = await insight('Support is too slow', [
      paragraph('Customers wait days for answers.'),
      { type: 'highlightCard', attrs: { highlightId: textHighlight } },
      { type: 'highlightCard', attrs: { highlightId: clipHighlight } },
    ]);
    const third = await insight('Exports are hard to find', [paragraph('The button hides in a menu.')]);
    const viewId = expectOk(
      await client.gql<{ createProjectView: { id: string } }>(
        'mutation($i: CreateProjectViewInput!) { createProjectView(input: $i) { id } }',
        { i: { projectId, title: 'All highlights', layout: 'LIST', objectType: 'HIGHLIGHT' } },
      ),
    ).createProjectView.id;
    return { projectId, insights: [first, second, third], clipHighlight, textHighlight, viewId };
  }

  it('should present the insights full screen from the Present button, move with the arrow keys with the address following, play a highlight clip at its time, and leave with Esc', async () => {
    const { pageErrors } = suite;
    const deck = await buildDeck();
    const page = await suite.signIn(undefined, { path: `/projects/${deck.projectId}/insights` });
    await page.getByRole('button', { name: 'Present insights' }).click();
    const presentation = page.getByTestId('presentation');
    await presentation.waitFor();
    const insightIds = (
      await suite.workspace.manager.client.gql<{ insights: { id: string }[] }>(
        'query($p: ID!) { insights(projectId: $p) { id } }',
        { p: deck.projectId },
      )
    ).data!.insights.map((i) => i.id);
    expect([...insightIds].sort()).toEqual([...deck.insights].sort());

    await counterReads(page, '1 / 3');
    const firstId = await page.getByTestId('slide').getAttribute('data-slide-id');
    expect(page.url()).toContain(`/insights/present/`);
    expect(page.url()).toContain(toShortId(firstId!));
    await page.screenshot({ path: '/tmp/present-insights-1280.png' });

    // → and ← move; the address names the slide shown.
    const secondIndex = insightIds.indexOf(deck.insights[1]!);
    for (let i = 0; i < secondIndex; i += 1) await page.keyboard.press('ArrowRight');
    await page.getByRole('heading', { name: 'Support is too slow' }).waitFor();
    await counterReads(page, `${secondIndex + 1} / 3`);
    await page.waitForURL((url) => url.pathname.endsWith(toShortId(deck.insights[1]!)));
    // Both highlight cards, the second with its recording at the highlight's time.
    await page.getByTestId('highlight-card').filter({ hasText: QUOTE }).waitFor();
    const clip = page.getByTestId('highlight-clip');
    await clip.waitFor();
    expect(await clip.getAttribute('data-start-ms')).toBe('1000');
    const src = await clip.locator('audio').getAttribute('src');
    expect(src).toMatch(/#t=1,2$/);
    await expect(clip.locator('audio').getAttribute('aria-label')).resolves.toBe(
      'Clip of ana-call.wav, 0:01 to 0:02',
    );
    await page.screenshot({ path: '/tmp/present-insight-clip-1280.png' });

    await page.keyboard.press('End');
    await counterReads(page, '3 / 3');
    await page.keyboard.press('ArrowRight');
    await counterReads(page, '3 / 3');
    await page.keyboard.press('Home');
    await counterReads(page, '1 / 3');
    await page.keyboard.press('ArrowLeft');
    await counterReads(page, '1 / 3');

    // A reload of a slide's address opens that slide.
    await page.goto(
      `${suite.origin}/projects/${deck.projectId}/insights/present/${toShortId(deck.insights[2]!)}`,
    );
    await page.getByRole('heading', { name: 'Exports are hard to find' }).waitFor();
    await counterReads(page, `${insightIds.indexOf(deck.insights[2]!) + 1} / 3`);

    await page.keyboard.press('Escape');
    await page.waitForURL((url) => /\/projects\/[^/]+\/insights$/.test(url.pathname));
    // Gone once its closing transition ends (it fails if the presentation never closes).
    await presentation.waitFor({ state: 'detached' });
    expect(pageErrors).toEqual([]);
  });

  it("should present a view's highlights with their clips, and show a member what to do for an empty deck", async () => {
    const { pageErrors } = suite;
    const deck = await buildDeck();
    const page = await suite.signIn(undefined, { path: `/projects/${deck.projectId}/v/${deck.viewId}` });
    await page.getByRole('button', { name: 'Present view All highlights' }).click();
    await page.getByTestId('presentation').waitFor();
    await counterReads(page, '1 / 2');
    await page.getByRole('heading', { name: 'Highlight from Interview with Ana' }).waitFor();
    expect(page.url()).toMatch(/\/v\/[^/]+\/present\/[^/]+$/);
    const seen = new Set<string>();
    seen.add((await page.getByTestId('slide').getAttribute('data-slide-id'))!);
    await page.getByRole('button', { name: 'Next slide' }).click();
    await counterReads(page, '2 / 2');
    seen.add((await page.getByTestId('slide').getAttribute('data-slide-id'))!);
    expect([...seen].sort()).toEqual([deck.clipHighlight, deck.textHighlight].sort());
    await page.getByRole('button', { name: 'Exit presentation (Esc)' }).click();
    await page.waitForURL((url) => /\/v\/[^/]+$/.test(url.pathname));

    const emptyProject = await buildProject(suite.workspace.manager.client, `Empty ${uniqueSuffix()}`);
    await page.goto(`${suite.origin}/projects/${emptyProject}/insights/present`);
    await page.getByTestId('presentation-empty').waitFor();
    await counterReads(page, '0 / 0');
    expect(pageErrors).toEqual([]);
  });

  it('should move through the slides on a phone by swiping and with the buttons', async () => {
    const { pageErrors } = suite;
    const deck = await buildDeck();
    const phone = await suite.newPage({ width: 390, height: 844 });
    await suite.signIn(undefined, { page: phone, path: `/projects/${deck.projectId}/insights/present` });
    await counterReads(phone, '1 / 3');
    await phone.screenshot({ path: '/tmp/present-insights-390.png' });
    // A swipe left: touch events as a phone sends them.
    await phone
      .getByTestId('slide')
      .dispatchEvent('touchstart', { touches: [{ identifier: 1, clientX: 300, clientY: 400 }] });
    await phone
      .getByTestId('slide')
      .dispatchEvent('touchend', { changedTouches: [{ identifier: 1, clientX: 80, clientY: 410 }] });
    await counterReads(phone, '2 / 3');
    await phone.getByRole('button', { name: 'Next slide' }).click();
    await counterReads(phone, '3 / 3');
    await phone.getByRole('button', { name: 'Previous slide' }).click();
    await phone.goto(
      `${suite.origin}/projects/${deck.projectId}/insights/present/${toShortId(deck.insights[1]!)}`,
    );
    await phone.getByTestId('highlight-clip').waitFor();
    await phone.screenshot({ path: '/tmp/present-insight-clip-390.png', fullPage: true });
    expect(pageErrors).toEqual([]);
  });
});
