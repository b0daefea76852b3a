/** One line of a stored transcript, as the download writes it. */
export interface FormattableCue {
  startMs: number;
  endMs: number;
  speaker: string | null;
  text: string;
}

/** The formats a transcript downloads as: WebVTT (W3C) and SubRip. */
export type TranscriptFormat = 'vtt' | 'srt';

/** `HH:MM:SS.mmm` (WebVTT) or `HH:MM:SS,mmm` (SRT); hours grow past 99 if need be. */
function timestamp(ms: number, separator: '.' | ','): string {
  const whole = Math.max(0, Math.round(ms));
  const pad = (n: number, width: number) => String(n).padStart(width, '0');
  const hours = Math.floor(whole / 3_600_000);
  const minutes = Math.floor((whole % 3_600_000) / 60_000);
  const seconds = Math.floor((whole % 60_000) / 1000);
  return `${pad(hours, 2)}:${pad(minutes, 2)}:${pad(seconds, 2)}${separator}${pad(whole % 1000, 3)}`;
}

/**
 * A cue's words on one line: line breaks and blank lines would end the cue early, and `-->` would
 * read as a timing line, so neither survives.
 */
function oneLine(text: string): string {
  return text
    .replace(/\s*[\r\n]+\s*/g, ' ')
    .replace(/-->/g, '->')
    .trim();
}

/** WebVTT cue text escapes `&`, `<` and `>` (W3C WebVTT §4.2.2); SRT players read the text as is. */
function escapeVtt(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/**
 * A transcript as a WebVTT or SRT file: each line numbered, with its times and its words, the
 * speaker (when known) written before them as `Name: ` as most tools do, which the import reads
 * back as the speaker.
 */
export function formatTranscript(cues: readonly FormattableCue[], format: TranscriptFormat): string {
  const separator = format === 'vtt' ? '.' : ',';
  const blocks = cues.map((cue, index) => {
    const words = oneLine(cue.speaker ? `${oneLine(cue.speaker)}: ${cue.text}` : cue.text);
    const text = format === 'vtt' ? escapeVtt(words) : words;
    const end = Math.max(cue.endMs, cue.startMs);
    return `${index + 1}\n${timestamp(cue.startMs, separator)} --> ${timestamp(end, separator)}\n${text}\n`;
  });
  return (format === 'vtt' ? 'WEBVTT\n\n' : '') + blocks.join('\n');
}
