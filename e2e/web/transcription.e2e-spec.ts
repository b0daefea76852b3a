import { buildWav } from '../api/file-fixtures';
import { buildNote, buildProject, uniqueSuffix } from '../api/factories';
import {
  type OpenAiTranscriptionTestServer,
  startOpenAiTranscriptionTestServer,
} from '../../services/api/src/modules/transcription/testing/openai-transcription-test-server';
import { useBrowserSuite } from './browser-suite';

/**
 * Transcription in the browser (issue 34): a recording uploaded to a note is transcribed by the
 * double of OpenAI's `/v1/audio/transcriptions` (its answers checked against OpenAI's published
 * schema), with progress while the endpoint works, and the answer shown as the transcript.
 */
describe('Transcribing a recording in the browser', () => {
  // The server's environment names the double, which starts first (hooks run in order).
  const env: Record<string, string> = { SEED_DEMO: 'false' };
  let double: OpenAiTranscriptionTestServer;
  beforeAll(async () => {
    double = await startOpenAiTranscriptionTestServer();
    Object.assign(env, {
      TRANSCRIPTION_BASE_URL: double.baseUrl,
      TRANSCRIPTION_MODEL: 'whisper-1',
      TRANSCRIPTION_API_KEY: double.apiKey,
    });
  });
  const suite = useBrowserSuite({ env });
  afterAll(async () => {
    await double?.close();
  });

  it('should upload a small WAV, transcribe it in the picked language with progress shown, and show the speakers’ lines as the transcript', async () => {
    const { page, workspace, origin } = suite;
    const projectId = await buildProject(workspace.manager.client, `Study ${uniqueSuffix()}`);
    const noteId = await buildNote(
      workspace.manager.client,
      projectId,
      `Call ${uniqueSuffix()}`,
      'Call notes.',
    );
    await suite.signIn(workspace.manager, { path: '/projects' });
    await page.goto(`${origin}/data/${noteId}`);
    await page.getByTestId('note-files').waitFor();

    await page.getByTestId('file-input').setInputFiles({
      name: 'interview.wav',
      mimeType: 'audio/wav',
      buffer: buildWav(2),
    });
    await page.getByTestId('file-row').filter({ hasText: 'interview.wav' }).waitFor({ timeout: 30_000 });
    const control = page.getByTestId('transcribe-control');
    await control.waitFor();

    // The endpoint holds its answer until released, so the progress can be seen.
    double.queue.push({
      kind: 'hold',
      then: {
        kind: 'transcript',
        language: 'german',
        duration: 2,
        segments: [
          { start: 0, end: 1, text: ' Wie war das Onboarding?', speaker: 'Interviewer' },
          { start: 1, end: 2, text: ' Es hat Wochen gedauert.', speaker: 'Ana' },
        ],
      },
    });
    await control.getByRole('combobox', { name: 'Transcription language' }).click();
    await page.getByRole('option', { name: 'German (de)' }).click();
    await control.getByRole('button', { name: 'Transcribe' }).click();
    await page.screenshot({ path: '/tmp/transcription-started.png' });
    await page.getByText('Transcribing… 30%').waitFor({ timeout: 30_000 });
    await control.getByRole('button', { name: 'Cancel transcription' }).waitFor();
    await page.screenshot({ path: '/tmp/transcription-running.png' });
    expect(double.requests.at(-1)?.language).toBe('de');

    double.release();
    const lines = page.getByTestId('transcript-line');
    await lines.nth(1).waitFor({ timeout: 30_000 });
    expect(await lines.allInnerTexts()).toEqual([
      expect.stringContaining('Interviewer: Wie war das Onboarding?'),
      expect.stringContaining('Ana: Es hat Wochen gedauert.'),
    ]);
    await page
      .getByTestId('transcription-done')
      .filter({ hasText: 'Transcribed: 2 lines, 1 minute counted.' })
      .waitFor();
    const answer = double.answers.at(-1);
    expect(answer?.schema).toBe('CreateTranscriptionResponseVerboseJson');
    expect(double.validate('CreateTranscriptionResponseVerboseJson', answer?.body)).toEqual([]);
    await page.screenshot({ path: '/tmp/transcription-done.png' });
  }, 120_000);
});
