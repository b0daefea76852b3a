#!/usr/bin/env node
/**
 * Makes the demo workspace's interview recordings: for every demo note with a `recording`, speaks
 * the note's dialogue with espeak-ng (one voice per speaker), encodes it to Ogg Opus and writes the
 * WebVTT transcript whose cue times are measured from the synthesised audio, one cue per sentence.
 * Output: services/all-in-one/assets/demo/<name>.ogg and <name>.vtt, committed to the repository;
 * the seed reads them, so nothing is synthesised or downloaded when Fieldnote starts.
 *
 * Needs Debian's `espeak-ng` and `opus-tools` (apt-get install -y espeak-ng opus-tools) and Node 24
 * (it imports the demo content's TypeScript directly). Run: node scripts/demo/make-demo-interview.mjs
 * The same tool versions give the same bytes (the Ogg serial number is fixed).
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEMO_PROJECTS } from '../../services/all-in-one/src/demo/demo-content.ts';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '../..');
const ASSETS = join(ROOT, 'services/all-in-one/assets/demo');
/** espeak-ng's output: 16-bit mono PCM at 22.05 kHz. */
const RATE = 22050;
const BYTES_PER_SAMPLE = 2;
/** Words per minute: an unhurried interview pace. */
const SPEED = '150';
/** Silence between two sentences of one speaker, and when the other speaker takes over. */
const PAUSE_MS = 250;
const TURN_MS = 700;
/** Opus at 24 kbit/s: clear speech, about 3 kB a second. */
const BITRATE = '24';

/** The dialogue of a note: "Speaker: what they say" paragraphs, each cut into sentences. */
function linesOf(content) {
  return content
    .split('\n')
    .filter((paragraph) => paragraph.trim())
    .flatMap((paragraph) => {
      const turn = /^([^:]+): (.+)$/.exec(paragraph.trim());
      if (!turn) throw new Error(`Not a "Speaker: text" line: ${paragraph}`);
      return turn[2].split(/(?<=[.?!])\s+(?=[A-Z"])/).map((text) => ({ speaker: turn[1], text }));
    });
}

/** The PCM samples of a WAV file (the bytes of its `data` chunk). */
function pcmOf(wav) {
  let offset = 12;
  while (offset + 8 <= wav.length) {
    const id = wav.toString('ascii', offset, offset + 4);
    const size = wav.readUInt32LE(offset + 4);
    if (id === 'data') return wav.subarray(offset + 8, Math.min(offset + 8 + size, wav.length));
    offset += 8 + size + (size % 2);
  }
  throw new Error('espeak-ng wrote a WAV file without a data chunk');
}

function silence(ms) {
  return Buffer.alloc(Math.round((RATE * ms) / 1000) * BYTES_PER_SAMPLE);
}

/** 00:01:02.345 */
function timestamp(ms) {
  const pad = (n, width = 2) => String(n).padStart(width, '0');
  const hours = Math.floor(ms / 3_600_000);
  const minutes = Math.floor(ms / 60_000) % 60;
  const seconds = Math.floor(ms / 1000) % 60;
  return `${pad(hours)}:${pad(minutes)}:${pad(seconds)}.${pad(ms % 1000, 3)}`;
}

function escapeCueText(text) {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

function makeRecording(note, work) {
  const { name, voices } = note.recording;
  const chunks = [];
  const cues = [];
  let samples = 0;
  let previous = null;
  for (const [index, line] of linesOf(note.content).entries()) {
    const voice = voices[line.speaker];
    if (!voice) throw new Error(`No voice for ${line.speaker} in "${note.title}"`);
    if (previous !== null) {
      const gap = silence(previous === line.speaker ? PAUSE_MS : TURN_MS);
      chunks.push(gap);
      samples += gap.length / BYTES_PER_SAMPLE;
    }
    const wavPath = join(work, `${index}.wav`);
    execFileSync('espeak-ng', ['-v', voice, '-s', SPEED, '-w', wavPath, '--', line.text]);
    const pcm = pcmOf(readFileSync(wavPath));
    // Cue times come from the sample count, so they match the audio to the millisecond.
    const startMs = Math.round((samples * 1000) / RATE);
    samples += pcm.length / BYTES_PER_SAMPLE;
    cues.push({ ...line, startMs, endMs: Math.round((samples * 1000) / RATE) });
    chunks.push(pcm);
    previous = line.speaker;
  }
  const rawPath = join(work, `${name}.raw`);
  writeFileSync(rawPath, Buffer.concat(chunks));
  const oggPath = join(ASSETS, `${name}.ogg`);
  execFileSync('opusenc', [
    '--quiet',
    '--raw',
    '--raw-rate',
    String(RATE),
    '--raw-chan',
    '1',
    '--raw-bits',
    '16',
    '--speech',
    '--bitrate',
    BITRATE,
    '--serial',
    '1',
    '--title',
    note.title,
    '--artist',
    'Fieldnote demo (espeak-ng)',
    rawPath,
    oggPath,
  ]);
  const vtt = [
    'WEBVTT',
    '',
    ...cues.flatMap((cue) => [
      `${timestamp(cue.startMs)} --> ${timestamp(cue.endMs)}`,
      `<v ${cue.speaker}>${escapeCueText(cue.text)}</v>`,
      '',
    ]),
  ].join('\n');
  writeFileSync(join(ASSETS, `${name}.vtt`), vtt);
  const seconds = (samples / RATE).toFixed(1);
  const kilobytes = (readFileSync(oggPath).length / 1024).toFixed(0);
  console.log(`${name}: ${cues.length} lines, ${seconds} s, ${kilobytes} KiB`);
}

const work = mkdtempSync(join(tmpdir(), 'fieldnote-demo-audio-'));
try {
  for (const project of DEMO_PROJECTS)
    for (const note of project.notes) if (note.recording) makeRecording(note, work);
} finally {
  rmSync(work, { recursive: true, force: true });
}
