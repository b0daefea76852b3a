import { type Page } from 'playwright-core';
import { buildElf, buildWav } from '../api/file-fixtures';
import { buildNote, buildProject, expectOk, uniqueSuffix } from '../api/factories';
import { useBrowserSuite } from './browser-suite';
import { holdReads, silenceHighlightNotices, silenceLiveRefresh } from './hold-reads';

const VTT = `WEBVTT

00:00:00.000 --> 00:00:02.500
<v Interviewer>How did onboarding go?</v>

00:00:02.500 --> 00:00:06.000
<v Ana>It took weeks and nobody helped.</v>

00:00:06.000 --> 00:00:09.000
<v Ana>Support was slow, but pricing felt fair.</v>
`;

/** The player's position in seconds. */
function playerTime(page: Page): Promise<number> {
  return page.evaluate(() => {
    const media = document.querySelector<HTMLMediaElement>('[data-testid="media-player"]');
    if (!media) throw new Error('No player on the page');
    return media.currentTime;
  });
}

describe('Files, recordings and transcripts in the browser', () => {
  const suite = useBrowserSuite({ env: { SEED_DEMO: 'false' } });

  async function openNewNote(): Promise<{ projectId: string; noteId: string }> {
    const { page, workspace, origin } = suite;
    const projectId = await buildProject(workspace.manager.client, `Study ${uniqueSuffix()}`);
    const noteId = await buildNote(
      workspace.manager.client,
      projectId,
      `Call ${uniqueSuffix()}`,
      'Call notes.',
    );
    // Sign-in lands on /home; these tests start from the project list.
    await suite.signIn(workspace.manager, { path: '/projects' });
    await page.goto(`${origin}/data/${noteId}`);
    await page.getByTestId('note-files').waitFor();
    return { projectId, noteId };
  }

  /** Slows this page's uploads, so progress is visible and a cancel lands midway. */
  async function throttleUploads(bytesPerSecond: number): Promise<void> {
    const { page, context } = suite;
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 20,
      downloadThroughput: -1,
      uploadThroughput: bytesPerSecond,
    });
  }

  it('should upload a recording with progress, import its transcript, seek from a line, mark the spoken line, highlight and tag a stretch from the keyboard, and delete the file, with the note, files and transcript read only once', async () => {
    const { page, workspace } = suite;
    await silenceLiveRefresh(page);
    await silenceHighlightNotices(page);
    const { noteId } = await openNewNote();
    await page.screenshot({ path: '/tmp/files-empty.png' });
    await throttleUploads(120 * 1024);
    await page.getByTestId('file-input').setInputFiles({
      name: 'interview.wav',
      mimeType: 'audio/wav',
      buffer: buildWav(12),
    });
    const progress = page.getByTestId('upload-progress');
    await progress.waitFor();
    await page.waitForFunction(() => {
      const bar = document.querySelector('[data-testid="upload-progress"]');
      return Number(bar?.getAttribute('aria-valuenow') ?? 0) > 0;
    });
    await page.screenshot({ path: '/tmp/files-uploading.png' });
    await page.getByTestId('file-row').filter({ hasText: 'interview.wav' }).waitFor({ timeout: 30_000 });
    // The recording's length, read from its header by the server.
    await page.getByTestId('file-row').filter({ hasText: 'Audio · 0:12 · 187.5 KB' }).waitFor();
    await progress.waitFor({ state: 'detached' });
    await page.getByTestId('media-player').waitFor();
    await page.getByText('No transcript yet.', { exact: false }).waitFor();
    // From now on the note, its files, the transcript and the tags are never answered again: the
    // page changes by its mutations' answers alone (an upload's end is read: it is no GraphQL answer).
    await holdReads(page, 'Note', 'NoteFiles', 'FileTranscript', 'TagList');

    await page.getByTestId('transcript-input').setInputFiles({
      name: 'interview.vtt',
      mimeType: 'text/vtt',
      buffer: Buffer.from(VTT),
    });
    const lines = page.getByTestId('transcript-line');
    await lines.nth(2).waitFor();
    expect(await lines.count()).toBe(3);

    // A click on a line plays from there: the player seeks and the line is marked as spoken.
    await page.waitForFunction(() => {
      const media = document.querySelector<HTMLMediaElement>('[data-testid="media-player"]');
      return (media?.readyState ?? 0) >= 1;
    });
    await lines.nth(1).click();
    await page.waitForFunction(() => {
      const media = document.querySelector<HTMLMediaElement>('[data-testid="media-player"]');
      return Math.abs((media?.currentTime ?? 0) - 2.5) < 0.05;
    });
    expect(await playerTime(page)).toBeCloseTo(2.5, 1);
    await page.waitForSelector('[data-testid="transcript-line"][data-cue-index="1"][aria-current="true"]');

    // While playing, the mark moves on to the line being spoken.
    await page.evaluate(async () => {
      const media = document.querySelector<HTMLMediaElement>('[data-testid="media-player"]');
      if (!media) throw new Error('No player');
      media.muted = true;
      media.currentTime = 5.6;
      await media.play();
    });
    await page.waitForSelector('[data-testid="transcript-line"][data-cue-index="2"][aria-current="true"]');
    await page.screenshot({ path: '/tmp/files-playing.png' });
    await page.evaluate(() =>
      document.querySelector<HTMLMediaElement>('[data-testid="media-player"]')?.pause(),
    );

    // Keyboard only: Enter on the first line, Tab to the second, Shift+Enter selects the stretch, H highlights.
    await lines.nth(0).focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Shift+Enter');
    await page.getByTestId('transcript-selection').filter({ hasText: '2 lines selected' }).waitFor();
    await page.screenshot({ path: '/tmp/files-transcript-selection.png' });
    await page.keyboard.press('h');
    const tagTitle = `Onboarding pain ${uniqueSuffix()}`;
    await page.getByTestId('tag-picker-input').waitFor();
    await page.waitForFunction(
      () => document.activeElement?.getAttribute('data-testid') === 'tag-picker-input',
    );
    await page.keyboard.type(tagTitle);
    await page.getByRole('option', { name: `Create tag “${tagTitle}”` }).waitFor();
    await page.keyboard.press('Enter');
    await page.getByRole('option', { name: tagTitle }).waitFor();
    await page.screenshot({ path: '/tmp/files-transcript-picker.png' });
    await page.keyboard.press('Escape');
    await page.getByTestId('tag-picker-input').waitFor({ state: 'detached' });
    // The keyboard user is back on the line they were on.
    await page.waitForFunction(() => document.activeElement?.getAttribute('data-cue-index') === '1');
    await page
      .getByTestId('sidebar-highlight')
      .filter({ hasText: 'How did onboarding go? It took weeks and nobody helped.' })
      .getByTestId('tag-chip')
      .filter({ hasText: tagTitle })
      .waitFor();
    await page.screenshot({ path: '/tmp/files-note.png', fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByTestId('note-files').scrollIntoViewIfNeeded();
    await page.screenshot({ path: '/tmp/files-note-phone.png', fullPage: true });

    const highlights = expectOk(
      await workspace.manager.client.gql<{
        note: {
          highlights: {
            text: string;
            audioVideo: { startTime: number; endTime: number } | null;
            tags: { title: string }[];
          }[];
        };
      }>(
        'query($id: ID!) { note(id: $id) { highlights { text audioVideo { startTime endTime } tags { title } } } }',
        {
          id: noteId,
        },
      ),
    ).note.highlights;
    expect(highlights).toEqual([
      {
        text: 'How did onboarding go? It took weeks and nobody helped.',
        audioVideo: { startTime: 0, endTime: 6000 },
        tags: [{ title: tagTitle }],
      },
    ]);

    await page.setViewportSize({ width: 1366, height: 900 });
    await page.getByRole('button', { name: 'Delete interview.wav' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await page.getByTestId('file-row').waitFor({ state: 'detached' });
    await page.getByTestId('media-player').waitFor({ state: 'detached' });
    // Highlights cut from a file keep their text.
    await page
      .getByTestId('sidebar-highlight')
      .filter({ hasText: 'It took weeks and nobody helped.' })
      .waitFor();
  }, 120_000);

  it('should cancel an upload midway, say so, and list the file as cancelled', async () => {
    const { page, workspace } = suite;
    const { noteId } = await openNewNote();
    await throttleUploads(40 * 1024);
    await page.getByTestId('file-input').setInputFiles({
      name: 'long-call.wav',
      mimeType: 'audio/wav',
      buffer: buildWav(60),
    });
    await page.waitForFunction(() => {
      const bar = document.querySelector('[data-testid="upload-progress"]');
      return Number(bar?.getAttribute('aria-valuenow') ?? 0) >= 15;
    });
    await page.getByRole('button', { name: 'Cancel upload of long-call.wav' }).click();
    await page.getByTestId('upload-ended').filter({ hasText: 'Upload cancelled' }).waitFor();
    await page.getByTestId('file-row').filter({ hasText: 'Cancelled' }).waitFor();
    await page.screenshot({ path: '/tmp/files-cancelled.png' });
    const files = expectOk(
      await workspace.manager.client.gql<{ files: { name: string; status: string; size: number }[] }>(
        'query($n: ID!) { files(noteId: $n) { name status size } }',
        { n: noteId },
      ),
    ).files;
    expect(files).toEqual([{ name: 'long-call.wav', status: 'CANCELLED', size: 0 }]);
  }, 120_000);

  it("should show the server's reason when a program is uploaded under a document's name, and keep nothing", async () => {
    const { page, workspace } = suite;
    const { noteId } = await openNewNote();
    await page.getByTestId('file-input').setInputFiles({
      name: 'report.pdf',
      mimeType: 'application/pdf',
      buffer: buildElf(),
    });
    await page
      .getByTestId('upload-ended')
      .filter({ hasText: 'For safety, programs, scripts and web pages cannot be uploaded.' })
      .waitFor();
    await page.screenshot({ path: '/tmp/files-refused.png' });
    const files = expectOk(
      await workspace.manager.client.gql<{ files: { id: string }[] }>(
        'query($n: ID!) { files(noteId: $n) { id } }',
        {
          n: noteId,
        },
      ),
    ).files;
    expect(files).toEqual([]);
  }, 120_000);
});
