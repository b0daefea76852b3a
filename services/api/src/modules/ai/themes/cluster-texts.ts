import { seededRandom } from '@fieldnote/core';
import { allowedDeviations, clusterCount, minClusterSize } from './clustering-rules';
import { classKeywords } from './keyword-labels';

/** A text to cluster: its id, its words and its embedding (unit length). */
export interface ClusterInput {
  id: string;
  text: string;
  vector: readonly number[];
}

/** One cluster: its members (nearest to the centre first) and the words that set it apart. */
export interface Cluster {
  ids: string[];
  keywords: string[];
  /** The unit centre of its members: what a name is checked against. */
  centre: number[];
}

export interface ClusterOptions {
  /** How many clusters to look for (spec 000 §9 cluster amount: 3, 5, 10, 15 or 25). */
  amount: number;
  /**
   * Spec 000 §9 strictness value, 5 (Very relaxed) to 1 (Very strict): members that fit their
   * cluster less well than this allows are left out (clustering-rules.ts allowedDeviations).
   * Absent: nobody is left out.
   */
  strictness?: number;
  /** Seeds the choice of first centres, so the same texts give the same clusters. */
  seed: number;
}

const ITERATIONS = 30;
/**
 * Independent k-means++ starts; the one whose texts sit closest to their centres wins. Small
 * inputs are cheap to fit, and their groups depend most on where they start.
 */
const startsFor = (rows: number): number => (rows <= 200 ? 20 : 3);
/**
 * The starts are fitted on at most this many texts drawn at random, then every text is placed and
 * the centres refined over all of them: the cost stays bounded (under half a second at 5,000 texts in 25
 * groups, `node scripts/bench/ai-themes.bench.mjs`) while the groups hardly change.
 */
const SAMPLE = 1000;
const FINAL_ITERATIONS = 5;

/**
 * Groups texts by meaning: spherical k-means (cosine similarity on unit vectors) with k-means++
 * first centres, as many clusters as asked within the spec's bounds (and no more than could each
 * reach the minimum size; clustering-rules.ts); a cluster below the minimum size is dissolved into
 * the others. The strictness then leaves out members that fit their cluster loosely, and a cluster
 * left below the minimum size by it is dropped. Each cluster keeps the words most particular to it
 * (class-based TF-IDF, keyword-labels.ts), largest cluster first.
 */
export function clusterTexts(inputs: readonly ClusterInput[], options: ClusterOptions): Cluster[] {
  const minimum = minClusterSize(inputs.length);
  const k = clusterCount(inputs.length, options.amount);
  if (k < 2) return [];
  const random = seededRandom(options.seed);
  const all = toMatrix(inputs);
  const sample = all.rows > SAMPLE ? sampleRows(all, SAMPLE, random) : all;
  // k-means finds a local optimum that depends on its first centres: the best of a few starts.
  let best: { centres: Float64Array; fit: number } | null = null;
  for (let start = 0; start < startsFor(sample.rows); start++) {
    const centres = firstCentres(sample, k, random);
    const assignment = refine(sample, centres, k, ITERATIONS);
    const fit = fitOf(sample, centres, assignment);
    if (!best || fit > best.fit) best = { centres, fit };
  }
  const centres = (best as { centres: Float64Array }).centres;
  const assignment = refine(all, centres, k, all === sample ? 1 : FINAL_ITERATIONS);
  // A group below the minimum size is dissolved: its texts join the nearest group that is big
  // enough, so asking for more themes never leaves texts out.
  const sizes = new Array<number>(k).fill(0);
  for (const c of assignment) sizes[c] = (sizes[c] ?? 0) + 1;
  const kept = sizes.flatMap((size, c) => (size >= minimum ? [c] : []));
  if (kept.length === 0) kept.push(sizes.indexOf(Math.max(...sizes)));
  for (let row = 0; row < all.rows; row++) {
    if (kept.includes(assignment[row] ?? -1)) continue;
    let bestCentre = kept[0] ?? 0;
    let bestSimilarity = -Infinity;
    for (const c of kept) {
      const similarity = dot(all.data, row * all.dimensions, centres, c * all.dimensions, all.dimensions);
      if (similarity > bestSimilarity) [bestSimilarity, bestCentre] = [similarity, c];
    }
    assignment[row] = bestCentre;
  }
  const groups: { centre: number; members: { index: number; similarity: number }[] }[] = [];
  for (const c of kept) {
    let members = inputs
      .map((_, index) => ({
        index,
        similarity: dot(all.data, index * all.dimensions, centres, c * all.dimensions, all.dimensions),
      }))
      .filter(({ index }) => assignment[index] === c)
      .sort((a, b) => b.similarity - a.similarity);
    if (options.strictness !== undefined) members = fitting(members, options.strictness);
    // Strictness may leave a group too small to be a theme: its members then fit none.
    if (members.length >= minimum) groups.push({ centre: c, members });
  }
  const keywords = classKeywords(
    inputs.map((input) => input.text),
    groups.map((group) => group.members.map(({ index }) => index)),
  );
  const clusters: Cluster[] = groups.map((group, g) => ({
    ids: group.members.map(({ index }) => (inputs[index] as ClusterInput).id),
    keywords: keywords[g] ?? [],
    centre: Array.from(centres.subarray(group.centre * all.dimensions, (group.centre + 1) * all.dimensions)),
  }));
  return clusters.sort((a, b) => b.ids.length - a.ids.length);
}

/** Vectors in one flat array, row after row: the loops below stay on typed memory. */
interface Matrix {
  data: Float64Array;
  rows: number;
  dimensions: number;
}

function toMatrix(inputs: readonly ClusterInput[]): Matrix {
  const dimensions = inputs[0]?.vector.length ?? 0;
  const data = new Float64Array(inputs.length * dimensions);
  inputs.forEach((input, row) => data.set(input.vector, row * dimensions));
  return { data, rows: inputs.length, dimensions };
}

/** `size` rows drawn without replacement (a partial Fisher–Yates shuffle). */
function sampleRows(matrix: Matrix, size: number, random: () => number): Matrix {
  const order = Array.from({ length: matrix.rows }, (_, row) => row);
  const data = new Float64Array(size * matrix.dimensions);
  for (let i = 0; i < size; i++) {
    const j = i + Math.floor(random() * (matrix.rows - i));
    [order[i], order[j]] = [order[j] as number, order[i] as number];
    const row = order[i] as number;
    data.set(
      matrix.data.subarray(row * matrix.dimensions, (row + 1) * matrix.dimensions),
      i * matrix.dimensions,
    );
  }
  return { data, rows: size, dimensions: matrix.dimensions };
}

function dot(a: Float64Array, aStart: number, b: Float64Array, bStart: number, length: number): number {
  let sum = 0;
  for (let i = 0; i < length; i++) sum += (a[aStart + i] as number) * (b[bStart + i] as number);
  return sum;
}

/** The centre (of `k` in `centres`) most similar to a row. */
function nearest(matrix: Matrix, row: number, centres: Float64Array, k: number): number {
  let best = 0;
  let bestSimilarity = -Infinity;
  for (let c = 0; c < k; c++) {
    const similarity = dot(
      matrix.data,
      row * matrix.dimensions,
      centres,
      c * matrix.dimensions,
      matrix.dimensions,
    );
    if (similarity > bestSimilarity) [bestSimilarity, best] = [similarity, c];
  }
  return best;
}

/**
 * Lloyd's iterations from `centres` (updated in place): each row to its most similar centre, each
 * centre to the normalised mean of its rows, until nothing moves. Returns each row's centre.
 */
function refine(matrix: Matrix, centres: Float64Array, k: number, iterations: number): Int32Array {
  const { data, rows, dimensions } = matrix;
  const assignment = new Int32Array(rows).fill(-1);
  for (let iteration = 0; iteration < iterations; iteration++) {
    let moved = 0;
    for (let row = 0; row < rows; row++) {
      const best = nearest(matrix, row, centres, k);
      if (assignment[row] !== best) moved += 1;
      assignment[row] = best;
    }
    if (moved === 0) break;
    const sums = new Float64Array(k * dimensions);
    for (let row = 0; row < rows; row++) {
      const offset = (assignment[row] as number) * dimensions;
      for (let d = 0; d < dimensions; d++) sums[offset + d] += data[row * dimensions + d] as number;
    }
    for (let c = 0; c < k; c++) {
      const norm = Math.sqrt(dot(sums, c * dimensions, sums, c * dimensions, dimensions));
      // An emptied group keeps its centre; it is dissolved afterwards as too small.
      if (norm === 0) continue;
      for (let d = 0; d < dimensions; d++)
        centres[c * dimensions + d] = (sums[c * dimensions + d] as number) / norm;
    }
  }
  return assignment;
}

/** How close rows sit to their centres: the sum of their similarities. */
function fitOf(matrix: Matrix, centres: Float64Array, assignment: Int32Array): number {
  let fit = 0;
  for (let row = 0; row < matrix.rows; row++) {
    const c = assignment[row] as number;
    fit += dot(matrix.data, row * matrix.dimensions, centres, c * matrix.dimensions, matrix.dimensions);
  }
  return fit;
}

/** k-means++: each next centre drawn with probability by its distance to the centres so far. */
function firstCentres(matrix: Matrix, k: number, random: () => number): Float64Array {
  const { data, rows, dimensions } = matrix;
  const centres = new Float64Array(k * dimensions);
  const first = Math.floor(random() * rows);
  centres.set(data.subarray(first * dimensions, (first + 1) * dimensions), 0);
  const distance = new Float64Array(rows);
  for (let row = 0; row < rows; row++) {
    distance[row] = Math.max(0, 1 - dot(data, row * dimensions, centres, 0, dimensions));
  }
  for (let c = 1; c < k; c++) {
    let total = 0;
    for (let row = 0; row < rows; row++) total += distance[row] as number;
    let pick = random() * total;
    let chosen = rows - 1;
    for (let row = 0; row < rows; row++) {
      pick -= distance[row] as number;
      if (pick <= 0) {
        chosen = row;
        break;
      }
    }
    centres.set(data.subarray(chosen * dimensions, (chosen + 1) * dimensions), c * dimensions);
    for (let row = 0; row < rows; row++) {
      const d = Math.max(0, 1 - dot(data, row * dimensions, centres, c * dimensions, dimensions));
      if (d < (distance[row] as number)) distance[row] = d;
    }
  }
  return centres;
}

/**
 * The members (best fitting first) whose closeness to the centre lies within the strictness's
 * allowance of standard deviations below the group's mean closeness.
 */
function fitting<T extends { similarity: number }>(members: T[], strictness: number): T[] {
  if (members.length < 2) return members;
  const mean = members.reduce((sum, m) => sum + m.similarity, 0) / members.length;
  const variance = members.reduce((sum, m) => sum + (m.similarity - mean) ** 2, 0) / members.length;
  const floor = mean - allowedDeviations(strictness) * Math.sqrt(variance);
  // A tiny tolerance: members at exactly the floor stay, whatever the rounding.
  return members.filter((m) => m.similarity >= floor - 1e-12);
}
