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

  it('should keep a "Name: text" speaker of WebVTT and SRT cues out of the words (issue 35)', () => {
    const vtt = parseTranscript(
      'WEBVTT\n\n00:00:01.000 --> 00:00:02.000\nDana: We tried three tools.\n\n00:00:02.000 --> 00:00:03.000\nDr. Lee: And then?\n\n00:00:03.000 --> 00:00:04.000\n- Speaker 2: It took\ntwo weeks.\n',
    );
    expect(vtt.map((c) => [c.speaker, c.text])).toEqual([
      ['Dana', 'We tried three tools.'],
      ['Dr. Lee', 'And then?'],
      ['Speaker 2', 'It took two weeks.'],
    ]);
    const srt = parseTranscript(
      '1\r\n00:00:01,000 --> 00:00:02,500\r\nINTERVIEWER: Where did you start?\r\n\r\n',
    );
    expect(srt).toEqual([
      { startMs: 1000, endMs: 2500, speaker: 'INTERVIEWER', text: 'Where did you start?' },
    ]);
  });

  it.each([
    ['We met at 10:30 to talk.', null, 'We met at 10:30 to talk.'],
    ['See https://example.com for more', null, 'See https://example.com for more'],
    ['10:30: the call started', null, '10:30: the call started'],
    ['So what I really wanted to say here: nothing', null, 'So what I really wanted to say here: nothing'],
    ['<v Sam>Dana: said hi</v>', 'Sam', 'Dana: said hi'],
  ])('should read %j as speaker %j and words %j', (line, speaker, words) => {
    const [cue] = parseTranscript(`WEBVTT\n\n00:00:01.000 --> 00:00:02.000\n${line}\n`);
    expect(cue).toMatchObject({ speaker, text: words });
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
