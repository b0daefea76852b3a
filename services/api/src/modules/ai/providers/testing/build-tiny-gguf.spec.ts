import { buildTinyGguf } from './build-tiny-gguf';

/** Reads a GGUF string (u64 length, UTF-8 bytes) at `offset`. */
function readString(file: Buffer, offset: number): [string, number] {
  const length = Number(file.readBigUInt64LE(offset));
  return [file.toString('utf8', offset + 8, offset + 8 + length), offset + 8 + length];
}

describe('buildTinyGguf', () => {
  it('writes a GGUF v3 header whose first key names the llama architecture', () => {
    const file = buildTinyGguf();
    expect(file.toString('ascii', 0, 4)).toBe('GGUF');
    expect(file.readUInt32LE(4)).toBe(3);
    // 3 whole-model tensors and 9 per block, 2 blocks.
    expect(Number(file.readBigUInt64LE(8))).toBe(3 + 9 * 2);
    const [key, at] = readString(file, 24);
    expect(key).toBe('general.architecture');
    expect(file.readUInt32LE(at)).toBe(8); // a string
    expect(readString(file, at + 4)[0]).toBe('llama');
    expect(file.length % 32).toBe(0);
    expect(file.length).toBeLessThan(1024 * 1024);
  });

  it('is the same bytes for the same seed, other weights for another', () => {
    expect(buildTinyGguf({ seed: 7 }).equals(buildTinyGguf({ seed: 7 }))).toBe(true);
    expect(buildTinyGguf({ seed: 7 }).equals(buildTinyGguf({ seed: 8 }))).toBe(false);
  });
});
