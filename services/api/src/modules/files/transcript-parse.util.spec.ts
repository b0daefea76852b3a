import { AppError } from '@fieldnote/core';
import { parseTranscript } from './transcript-parse.util';

describe(parseTranscript.name, () => {
  it('should read WebVTT cues with hour timestamps, voice spans, styling tags and entities', () => {
    const sut = parseTranscript(
      '\uFEFFWEBVTT - interview\n\nNOTE recorded on site\n\nintro\n01:00:00.250 --> 01:00:02.000 align:start\n<v.first Dr. Lee><b>Hi</b> &lt;there&gt;</v>\n',
    );
    expect(sut).toEqual([{ startMs: 3600250, endMs: 3602000, speaker: 'Dr. Lee', text: 'Hi <there>' }]);
  });

  it('should read SRT with Windows line ends and join a cue’s lines with spaces', () => {
    const sut = parseTranscript('1\r\n00:00:01,000 --> 00:00:02,500\r\nFirst\r\nsecond\r\n\r\n');
    expect(sut).toEqual([{ startMs: 1000, endMs: 2500, speaker: null, text: 'First second' }]);
  });

  it.each([
    ['', 'the file is empty'],
    ['Just some words', 'no timed lines'],
    ['WEBVTT\n\n00:00:03.000 --> 00:00:01.000\nBackwards\n', 'line 1 ends before it starts'],
  ])('should refuse %j with a message that says what is wrong', (input, message) => {
    expect(() => parseTranscript(input)).toThrow(AppError);
    expect(() => parseTranscript(input)).toThrow(message);
  });
});
