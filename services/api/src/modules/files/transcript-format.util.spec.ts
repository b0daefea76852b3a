import { formatTranscript } from './transcript-format.util';
import { parseTranscript } from './transcript-parse.util';

const CUES = [
  { startMs: 0, endMs: 4_250, speaker: 'Dana', text: 'We export to <CSV> & PDF --> weekly.' },
  { startMs: 4_250, endMs: 3_725_001, speaker: null, text: 'Two\nlines' },
  { startMs: 3_725_001, endMs: 3_726_000, speaker: 'Dr. Lee', text: 'Right.' },
];

describe('formatTranscript', () => {
  it('should write WebVTT with numbered cues, escaped words and the speaker as "Name: "', () => {
    expect(formatTranscript(CUES, 'vtt')).toBe(
      'WEBVTT\n\n' +
        '1\n00:00:00.000 --> 00:00:04.250\nDana: We export to &lt;CSV&gt; &amp; PDF -&gt; weekly.\n\n' +
        '2\n00:00:04.250 --> 01:02:05.001\nTwo lines\n\n' +
        '3\n01:02:05.001 --> 01:02:06.000\nDr. Lee: Right.\n',
    );
  });

  it('should write SRT with comma milliseconds and the words as they are', () => {
    expect(formatTranscript(CUES, 'srt')).toBe(
      '1\n00:00:00,000 --> 00:00:04,250\nDana: We export to <CSV> & PDF -> weekly.\n\n' +
        '2\n00:00:04,250 --> 01:02:05,001\nTwo lines\n\n' +
        '3\n01:02:05,001 --> 01:02:06,000\nDr. Lee: Right.\n',
    );
  });

  it('should read back, by the import, as the same times, speakers and words', () => {
    const vtt = parseTranscript(formatTranscript(CUES, 'vtt'));
    expect(vtt).toEqual([
      { startMs: 0, endMs: 4_250, speaker: 'Dana', text: 'We export to <CSV> & PDF -> weekly.' },
      { startMs: 4_250, endMs: 3_725_001, speaker: null, text: 'Two lines' },
      { startMs: 3_725_001, endMs: 3_726_000, speaker: 'Dr. Lee', text: 'Right.' },
    ]);
    expect(parseTranscript(formatTranscript(CUES, 'srt')).map((c) => c.speaker)).toEqual([
      'Dana',
      null,
      'Dr. Lee',
    ]);
  });

  it('should write an empty WebVTT file for no cues', () => {
    expect(formatTranscript([], 'vtt')).toBe('WEBVTT\n\n');
  });
});
