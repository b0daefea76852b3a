import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { mediaDurationMs } from './media-duration.util';

/** A real Opus-in-Ogg recording (the demo interview), 1 min 18.806 s by its encoder and transcript. */
const demoOgg = readFileSync(join(__dirname, '../../../../all-in-one/assets/demo/priya-interview.ogg'));

/** A silent mono 16-bit PCM WAV of `seconds` at 8 kHz. */
function silentWav(seconds: number): Buffer {
  const data = Buffer.alloc(seconds * 8000 * 2);
  const header = Buffer.alloc(44);
  header.write('RIFF', 0);
  header.writeUInt32LE(36 + data.length, 4);
  header.write('WAVEfmt ', 8);
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(8000, 24);
  header.writeUInt32LE(16000, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36);
  header.writeUInt32LE(data.length, 40);
  return Buffer.concat([header, data]);
}

describe(mediaDurationMs.name, () => {
  it('should read the duration of a long WAV from its first 64 KiB and its total size', async () => {
    const wav = silentWav(600);
    expect(await mediaDurationMs(wav.subarray(0, 64 * 1024), 'audio/wav', wav.length)).toBe(600_000);
  });

  it('should answer null when the bytes do not tell', async () => {
    expect(await mediaDurationMs(Buffer.from('not audio at all'), 'audio/mpeg', 16)).toBeNull();
  });

  it("should read an Ogg recording's length from its last page, kept from the upload's tail", async () => {
    const head = demoOgg.subarray(0, 64 * 1024);
    const tail = demoOgg.subarray(demoOgg.length - 128 * 1024);
    expect(await mediaDurationMs(head, 'audio/ogg', demoOgg.length, tail)).toBe(78_806);
  });

  it('should answer null for an Ogg recording whose end was not kept', async () => {
    expect(await mediaDurationMs(demoOgg.subarray(0, 64 * 1024), 'audio/ogg', demoOgg.length)).toBeNull();
  });
});
