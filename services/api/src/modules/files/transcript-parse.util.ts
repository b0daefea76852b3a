import { parse } from '@plussub/srt-vtt-parser';
import { fileErrors } from './file.errors';

/** One line of a transcript: when it is spoken (ms), by whom when the file says, and what. */
export interface ParsedCue {
  startMs: number;
  endMs: number;
  speaker: string | null;
  text: string;
}

/** Cue text markup of WebVTT: voice spans name the speaker; other tags (b, i, c, timestamps) only style. */
const VOICE = /^<v(?:\.[\w.-]+)?\s+([^>]+)>/;
const TAGS = /<[^>]*>/g;
/**
 * A speaker written at the start of the cue's text, as most tools export it without voice spans:
 * "Dana: …", "Dr. Lee: …", "Speaker 2: …", "INTERVIEWER: …", optionally after a dash. The name
 * starts with a letter and has at most four words; the colon is followed by a space, so times
 * ("10:30") and addresses ("https://…") are not names.
 */
const NAME_PREFIX =
  /^(?:[-–—]\s*)?(\p{L}[\p{L}\p{M}\p{N}'’.-]*(?:\s+[\p{L}\p{N}][\p{L}\p{M}\p{N}'’.-]*){0,3}):\s+(\S[\s\S]*)$/u;
/** The longest speaker name kept (longer ones are cut). */
const MAX_SPEAKER_LENGTH = 200;
const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&nbsp;': ' ',
  '&lrm;': '',
  '&rlm;': '',
};

/**
 * Reads a WebVTT or SRT transcript into time-synced cues (the parsing is @plussub/srt-vtt-parser's;
 * this adds the checks and the speaker). Malformed input is refused with a message saying what is
 * wrong, never stored in part.
 */
export function parseTranscript(raw: string): ParsedCue[] {
  const text = raw.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');
  if (!text.trim()) throw fileErrors.transcriptMalformed('the file is empty.');
  if (!text.includes('-->'))
    throw fileErrors.transcriptMalformed(
      'no timed lines were found (a line such as "00:00:01.000 --> 00:00:04.000").',
    );
  let entries: { from: number; to: number; text: string }[];
  try {
    entries = parse(text).entries;
  } catch {
    throw fileErrors.transcriptMalformed('a timing line could not be read.');
  }
  if (entries.length === 0) throw fileErrors.transcriptMalformed('no timed lines were found.');
  return entries.map((entry, index) => {
    if (!Number.isFinite(entry.from) || !Number.isFinite(entry.to) || entry.from < 0)
      throw fileErrors.transcriptMalformed(`line ${index + 1} has an unreadable time.`);
    if (entry.to < entry.from)
      throw fileErrors.transcriptMalformed(`line ${index + 1} ends before it starts.`);
    const voice = VOICE.exec(entry.text.trim());
    const plain = decode(entry.text.replace(TAGS, ''))
      .replace(/\s*\n\s*/g, ' ')
      .trim();
    // Without a voice span, a "Name: " at the start names the speaker and is not part of the words.
    const named = voice ? null : NAME_PREFIX.exec(plain);
    const speaker = voice ? decode((voice[1] as string).trim()) : (named?.[1] ?? null);
    return {
      startMs: Math.round(entry.from),
      endMs: Math.round(entry.to),
      speaker: speaker === null ? null : speaker.slice(0, MAX_SPEAKER_LENGTH),
      text: named ? (named[2] as string).trim() : plain,
    };
  });
}

function decode(value: string): string {
  return value.replace(/&(amp|lt|gt|nbsp|lrm|rlm);/g, (entity) => ENTITIES[entity] ?? entity);
}
