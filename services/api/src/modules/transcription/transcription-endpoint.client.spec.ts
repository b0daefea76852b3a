import { cuesOfAnswer, retryAfterMs } from './transcription-endpoint.client';
import { readTranscriptionConfig } from './transcription-config';

describe('transcription endpoint client', () => {
  it('should read retry-after as seconds or as an HTTP date, and ignore what it cannot read', () => {
    const now = Date.parse('2026-12-03T12:00:00Z');
    expect(retryAfterMs('2', now)).toBe(2000);
    expect(retryAfterMs('0.5', now)).toBe(500);
    expect(retryAfterMs('Thu, 03 Dec 2026 12:00:07 GMT', now)).toBe(7000);
    expect(retryAfterMs('soon', now)).toBeNull();
    expect(retryAfterMs(null, now)).toBeNull();
  });

  it('should make segments into cues in milliseconds, keeping speakers and dropping empty segments', () => {
    expect(
      cuesOfAnswer({
        duration: 3,
        text: 'Hi. There.',
        segments: [
          { start: 0, end: 1.2345, text: ' Hi.', speaker: ' A ' },
          { start: 1.2345, end: 1.5, text: '   ' },
          { start: 1.5, end: 3, text: ' There.' },
        ],
      }),
    ).toEqual([
      { startMs: 0, endMs: 1235, speaker: 'A', text: 'Hi.' },
      { startMs: 1500, endMs: 3000, speaker: null, text: 'There.' },
    ]);
  });

  it('should make one cue of the whole text when the answer has no segments', () => {
    expect(cuesOfAnswer({ duration: 2.5, text: ' Only text. ' })).toEqual([
      { startMs: 0, endMs: 2500, speaker: null, text: 'Only text.' },
    ]);
    expect(cuesOfAnswer({ duration: 2.5, text: '' })).toEqual([]);
  });
});

describe(readTranscriptionConfig.name, () => {
  it('should be null when no endpoint is set', () => {
    expect(readTranscriptionConfig({})).toBeNull();
  });

  it('should read the endpoint, asking diarized_json of a diarizing model', () => {
    expect(
      readTranscriptionConfig({
        TRANSCRIPTION_BASE_URL: 'https://api.openai.com/v1/',
        TRANSCRIPTION_MODEL: 'gpt-4o-transcribe-diarize',
        TRANSCRIPTION_API_KEY: ' sk-x ',
        TRANSCRIPTION_TIMEOUT_MS: '30000',
      }),
    ).toEqual({
      baseUrl: 'https://api.openai.com/v1',
      model: 'gpt-4o-transcribe-diarize',
      apiKey: 'sk-x',
      timeoutMs: 30000,
      maxRetries: 2,
      maxRetryAfterMs: 60000,
      responseFormat: 'diarized_json',
      maxBytes: 25 * 1024 * 1024,
      hipaaEligible: false,
    });
  });

  it('should take the endpoint as HIPAA-eligible only when the operator says so', () => {
    const endpoint = { TRANSCRIPTION_BASE_URL: 'http://127.0.0.1:8080/v1', TRANSCRIPTION_MODEL: 'whisper-1' };
    expect(readTranscriptionConfig(endpoint)?.hipaaEligible).toBe(false);
    expect(
      readTranscriptionConfig({ ...endpoint, TRANSCRIPTION_HIPAA_ELIGIBLE: 'true' })?.hipaaEligible,
    ).toBe(true);
  });

  it('should stop start-up naming the setting when a value is wrong', () => {
    expect(() =>
      readTranscriptionConfig({ TRANSCRIPTION_BASE_URL: 'not a url', TRANSCRIPTION_MODEL: 'm' }),
    ).toThrow('TRANSCRIPTION_BASE_URL must be a URL');
    expect(() => readTranscriptionConfig({ TRANSCRIPTION_BASE_URL: 'http://127.0.0.1:8080/v1' })).toThrow(
      'TRANSCRIPTION_BASE_URL needs TRANSCRIPTION_MODEL',
    );
    expect(() =>
      readTranscriptionConfig({
        TRANSCRIPTION_BASE_URL: 'http://127.0.0.1:8080/v1',
        TRANSCRIPTION_MODEL: 'whisper-1',
        TRANSCRIPTION_TIMEOUT_MS: '5',
      }),
    ).toThrow('TRANSCRIPTION_TIMEOUT_MS must be a whole number from 1000 to 3600000');
  });
});
