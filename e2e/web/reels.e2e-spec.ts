import { HIGHLIGHT_CARD_NODE } from '@fieldnote/core';
import type { Page } from 'playwright-core';
import { buildWav } from '../api/file-fixtures';
import { uploadFile } from '../api/file-upload-client';
import { buildNote, buildProject, expectOk, uniqueSuffix } from '../api/factories';
import { seriousAxeViolations } from './axe';
import { useBrowserSuite } from './browser-suite';

const SCREENSHOTS = '/tmp';
const VTT = `WEBVTT

00:00:00.000 --> 00:00:01.500
<v Ines>The set-up took our whole first week.</v>

00:00:01.500 --> 00:00:03.000
<v Marco>Support answered only on day five.</v>
`;
const FIRST = 'The set-up took our whole first week.';
const SECOND = 'Support answered only on day five.';

/** The reel page's media element: its source, whether its metadata loaded, and where it stands (s). */
async function mediaState(page: Page): Promise<{ src: string; loaded: boolean; time: number }> {
  return page.getByTestId('reel-media').evaluate((element) => {
    const media = element as HTMLMediaElement;
    return { src: media.currentSrc, loaded: media.readyState >= 1, time: media.currentTime };
  });
}

/**
 * An insight's reel played in the browser from the real stored recording: clip after clip with
 * their transcript text and speaker, reordered and renamed by a contributor, and embedded by a
 * cookie-less reader only once the insight is shared.
 */
describe('Reels in the browser', () => {
  const suite = useBrowserSuite({ env: { SEED_DEMO: 'false' } });

  it('should play, reorder and rename an insight reel, and embed it only while the insight is shared', async () => {
    const { page, workspace, origin, pageErrors } = suite;
    const client = workspace.manager.client;
    const projectId = await buildProject(client, `Trial study ${uniqueSuffix()}`);
    const noteTitle = `Interview with Ines ${uniqueSuffix()}`;
    const noteId = await buildNote(client, projectId, noteTitle, 'Call notes.');
    const uploaded = await uploadFile(suite.sut.address, client, noteId, 'ines.wav', buildWav(3));
    const fileId = uploaded.json<{ file: { id: string } }>().file.id;
    expectOk(
      await client.gql(
        'mutation($f: ID!, $c: String!) { importTranscript(input: { fileId: $f, content: $c }) { id } }',
        {
          f: fileId,
          c: VTT,
        },
      ),
    );
    const clip = async (startMs: number, endMs: number) =>
      expectOk(
        await client.gql<{ createTranscriptHighlight: { id: string } }>(
          'mutation($i: CreateTranscriptHighlightInput!) { createTranscriptHighlight(input: $i) { id } }',
          { i: { fileId, startMs, endMs } },
        ),
      ).createTranscriptHighlight.id;
    const first = await clip(0, 1500);
    const second = await clip(1500, 3000);
    const contentJson = JSON.stringify({
      type: 'doc',
      content: [first, second].map((highlightId) => ({ type: HIGHLIGHT_CARD_NODE, attrs: { highlightId } })),
    });
    const insightId = expectOk(
      await client.gql<{ createInsight: { id: string } }>(
        'mutation($i: CreateInsightInput!) { createInsight(input: $i) { id } }',
        { i: { projectId, title: 'Set-up takes a week', contentJson } },
      ),
    ).createInsight.id;

    // The insight page makes a reel of the clips it cites.
    await suite.signIn(workspace.manager, { path: `/insights/${insightId}` });
    const reelsSection = page.getByRole('region', { name: 'Reels of this insight' });
    await reelsSection.getByText('No reels yet').waitFor();
    await page.screenshot({ path: `${SCREENSHOTS}/reel-insight-page-1280.png`, fullPage: true });
    await reelsSection.getByRole('button', { name: 'New reel' }).click();
    await page.waitForURL(new RegExp(`/insights/${insightId}/reels/[0-9a-f-]{36}$`));
    const reelId = page.url().split('/').pop() ?? '';
    const current = page.getByTestId('reel-current-clip');
    await current.getByText(FIRST).waitFor();
    await current.getByText('Ines · 0:00–0:01').waitFor();
    await page.getByTestId('reel-counter').getByText('Clip 1 of 2').waitFor();
    // The player loads the stored recording and stands at the first clip's start.
    await page.waitForFunction(() => {
      const media = document.querySelector<HTMLMediaElement>('[data-testid="reel-media"]');
      return media !== null && media.readyState >= 1;
    });
    expect(await mediaState(page)).toEqual({ src: `${origin}/files/${fileId}`, loaded: true, time: 0 });
    await page.screenshot({ path: `${SCREENSHOTS}/reel-insight-1280.png`, fullPage: true });
    expect(await seriousAxeViolations(page)).toEqual([]);

    // Next: the second clip, its text and speaker, and the recording sought to its start.
    await page.getByRole('button', { name: 'Next clip' }).click();
    await page.getByTestId('reel-counter').getByText('Clip 2 of 2').waitFor();
    await current.getByText(SECOND).waitFor();
    await current.getByText('Marco · 0:01–0:03').waitFor();
    await page.waitForFunction(() => {
      const media = document.querySelector<HTMLMediaElement>('[data-testid="reel-media"]');
      return media !== null && Math.abs(media.currentTime - 1.5) < 0.05;
    });
    await page.getByRole('button', { name: 'Previous clip' }).click();
    await current.getByText(FIRST).waitFor();

    // A contributor reorders and renames it; the server keeps both.
    await page.getByRole('button', { name: 'Move clip 2 up' }).click();
    await page.getByTestId('reel-clips-editor').getByText(`1. ${SECOND}`).waitFor();
    await page.getByLabel('Reel title').fill('Set-up, in their words');
    await page.getByRole('button', { name: 'Save title' }).click();
    await page.getByRole('heading', { level: 1, name: 'Reel: Set-up, in their words' }).waitFor();
    const stored = expectOk(
      await client.gql<{ reel: { title: string; clips: { clipId: string }[] } }>(
        'query($id: ID!) { reel(id: $id) { title clips { clipId } } }',
        { id: reelId },
      ),
    ).reel;
    expect(stored).toEqual({
      title: 'Set-up, in their words',
      clips: [{ clipId: second }, { clipId: first }],
    });

    // A phone.
    const phone = await suite.newPage({ width: 390, height: 800 });
    await suite.signIn(workspace.manager, { page: phone, path: `/insights/${insightId}/reels/${reelId}` });
    await phone.getByTestId('reel-current-clip').getByText(SECOND).waitFor();
    await phone.screenshot({ path: `${SCREENSHOTS}/reel-insight-390.png`, fullPage: true });

    // The embed, for a reader without cookies: not available until the insight is shared.
    const reader = await suite.newPage({ width: 640, height: 600 });
    const cookies: string[] = [];
    reader.on('request', (request) => {
      const cookie = request.headers().cookie;
      if (cookie) cookies.push(cookie);
    });
    await reader.goto(`${origin}/embed/reels/${reelId}`);
    await reader
      .getByTestId('embed-gone')
      .getByText('This reel is not available: none of its clips is shared publicly.')
      .waitFor();
    expectOk(await client.gql('mutation($id: ID!) { publishInsight(id: $id) { id } }', { id: insightId }));
    expectOk(
      await client.gql('mutation($id: ID!) { createShareLink(insightId: $id) { token } }', { id: insightId }),
    );
    await reader.goto(`${origin}/embed/reels/${reelId}`);
    await reader.getByTestId('reel-current-clip').getByText(SECOND).waitFor();
    await reader.waitForFunction(() => {
      const media = document.querySelector<HTMLMediaElement>('[data-testid="reel-media"]');
      return media !== null && media.readyState >= 1;
    });
    expect((await mediaState(reader)).src).toBe(`${origin}/files/clips/${second}`);
    await reader.screenshot({ path: `${SCREENSHOTS}/reel-embed-640.png`, fullPage: true });
    expect(await seriousAxeViolations(reader)).toEqual([]);
    expect(cookies).toEqual([]);
    expect(pageErrors).toEqual([]);
  }, 180_000);
});
