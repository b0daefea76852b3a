import type { EmbeddingProvider } from './embedding-provider';
import { WORD_VECTOR_DIMENSIONS, type WordVectors, loadWordVectors } from './word-vectors';

/** SIF's smoothing constant (Arora, Liang and Ma, 2017): rarer words weigh more, up to a cap. */
const SIF_A = 1e-3;
const WORD = /[\p{L}][\p{L}']*/gu;

/**
 * The offline default: a text's vector is the smooth-inverse-frequency weighted mean of its words'
 * GloVe vectors ("A Simple but Tough-to-Beat Baseline for Sentence Embeddings", ICLR 2017). It needs
 * no network and nothing downloaded at run time, and it places paraphrases near each other
 * ("costly" and "expensive"), which full text cannot. A word's frequency is estimated from its
 * rank by Zipf's law, as the vectors come ordered by frequency.
 */
export class BuiltInEmbeddings implements EmbeddingProvider {
  readonly model = 'builtin-glove-sif-100d-v1';
  readonly dimensions = WORD_VECTOR_DIMENSIONS;

  private common: Float64Array | null = null;

  constructor(private readonly load: () => Promise<WordVectors> = loadWordVectors) {}

  async embed(texts: string[]): Promise<(number[] | null)[]> {
    const words = await this.load();
    const common = (this.common ??= commonDirection(words));
    // Zipf: p(rank r) = 1 / ((r + 1) * H), H the harmonic number of the vocabulary size.
    const harmonic = Math.log(words.index.size) + 0.5772;
    return texts.map((text) => {
      const sum = new Float64Array(words.dimensions);
      let weight = 0;
      for (const match of text.toLowerCase().matchAll(WORD)) {
        const row = words.index.get(match[0]) ?? words.index.get(match[0].replace(/'s$/, ''));
        if (row === undefined) continue;
        const p = 1 / ((row + 1) * harmonic);
        const w = SIF_A / (SIF_A + p);
        const offset = row * words.dimensions;
        for (let i = 0; i < words.dimensions; i++) sum[i] += (w * words.vectors[offset + i]) / 127;
        weight += w;
      }
      if (weight === 0) return null;
      // SIF's second step: remove what every text shares, so texts differ by what they are about.
      let projection = 0;
      for (let i = 0; i < words.dimensions; i++) projection += sum[i] * common[i];
      for (let i = 0; i < words.dimensions; i++) sum[i] -= projection * common[i];
      const norm = Math.hypot(...sum);
      if (norm === 0) return null;
      return Array.from(sum, (x) => x / norm);
    });
  }
}

/**
 * The direction every text leans towards: the frequency-weighted mean of the 5,000 most frequent
 * words (Zipf weights), standing in for SIF's first principal component of a corpus.
 */
function commonDirection(words: WordVectors): Float64Array {
  const common = new Float64Array(words.dimensions);
  const rows = Math.min(5000, words.index.size);
  for (let row = 0; row < rows; row++) {
    const offset = row * words.dimensions;
    for (let i = 0; i < words.dimensions; i++) common[i] += words.vectors[offset + i] / 127 / (row + 1);
  }
  const norm = Math.hypot(...common) || 1;
  return common.map((x) => x / norm);
}
