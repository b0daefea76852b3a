import { type ClusterInput, clusterTexts } from './cluster-texts';
import { minClusterSize } from './clustering-rules';

/** A unit vector near axis `axis` of 6 dimensions, nudged by `wobble` on the next axis. */
function near(axis: number, wobble: number): number[] {
  const vector = Array.from({ length: 6 }, () => 0);
  vector[axis] = 1;
  vector[(axis + 1) % 6] = wobble;
  const norm = Math.hypot(...vector);
  return vector.map((x) => x / norm);
}

const TOPICS = [
  { axis: 0, text: (i: number) => `Sync fails offline again, sync lost my notes (${i})` },
  { axis: 2, text: (i: number) => `The pricing is too expensive for our team plan (${i})` },
  { axis: 4, text: (i: number) => `Export to PDF breaks the export layout (${i})` },
];

function inputs(perTopic: number): ClusterInput[] {
  return TOPICS.flatMap((topic, t) =>
    Array.from({ length: perTopic }, (_, i) => ({
      id: `${t}-${i}`,
      text: topic.text(i),
      vector: near(topic.axis, (i % 5) / 20),
    })),
  );
}

describe('clusterTexts', () => {
  it('should put texts about the same thing together and name each group by its own words', () => {
    const clusters = clusterTexts(inputs(8), { amount: 3, seed: 7 });
    expect(clusters).toHaveLength(3);
    const groups = clusters.map((cluster) => new Set(cluster.ids.map((id) => id.split('-')[0])));
    for (const group of groups) expect(group.size).toBe(1);
    const named = Object.fromEntries(clusters.map((c) => [c.ids[0]?.split('-')[0], c.keywords]));
    expect(named['0']).toContain('sync');
    expect(named['1']).toEqual(expect.arrayContaining(['pricing']));
    expect(named['2']).toContain('export');
    // Stop words never name a cluster.
    expect(clusters.flatMap((c) => c.keywords)).not.toContain('the');
  });

  it('should give the same clusters for the same seed', () => {
    const once = clusterTexts(inputs(6), { amount: 5, seed: 42 });
    const again = clusterTexts(inputs(6), { amount: 5, seed: 42 });
    expect(again).toEqual(once);
  });

  it('should look for at most two clusters fewer than there are texts, and none below four texts', () => {
    const few = inputs(2).slice(0, 5);
    expect(clusterTexts(few, { amount: 25, seed: 1 }).length).toBeLessThanOrEqual(3);
    expect(clusterTexts(inputs(1), { amount: 10, seed: 1 })).toEqual([]);
  });

  it('should leave out loosely fitting members the stricter it is, and none when very relaxed', () => {
    // Each topic: 8 tight members and 2 loose ones (nudged half-way to another axis).
    const loose = TOPICS.flatMap((topic, t) =>
      [0.45, 0.5].map((wobble, i) => ({
        id: `${t}-loose${i}`,
        text: topic.text(100 + i),
        vector: near(topic.axis, wobble),
      })),
    );
    const all = [...inputs(8), ...loose];
    const members = (strictness: number): string[] =>
      clusterTexts(all, { amount: 3, strictness, seed: 5 }).flatMap((c) => c.ids);
    expect(members(5)).toHaveLength(all.length);
    const strict = members(1);
    expect(strict.some((id) => id.includes('loose'))).toBe(false);
    expect(strict.length).toBeLessThan(all.length);
    // Stricter never keeps more.
    for (let value = 1; value < 5; value++)
      expect(members(value).length).toBeLessThanOrEqual(members(value + 1).length);
  });

  it('should dissolve clusters smaller than the spec’s minimum size into the others', () => {
    expect(minClusterSize(20)).toBe(2);
    expect(minClusterSize(21)).toBe(3);
    // 24 texts asked for 22 clusters: none may hold fewer than 3, and no text is lost.
    const clusters = clusterTexts(inputs(8), { amount: 25, seed: 3 });
    for (const cluster of clusters) expect(cluster.ids.length).toBeGreaterThanOrEqual(3);
    expect(clusters.flatMap((cluster) => cluster.ids).sort()).toEqual(
      inputs(8)
        .map((i) => i.id)
        .sort(),
    );
  });

  it('should list the largest cluster first and its members nearest the centre first', () => {
    const lopsided = [
      ...inputs(8),
      ...inputs(8)
        .filter((input) => input.id.startsWith('0-'))
        .map((input) => ({ ...input, id: `x${input.id}` })),
    ];
    const clusters = clusterTexts(lopsided, { amount: 3, seed: 11 });
    expect(clusters[0]?.ids.length).toBe(16);
    // The centre leans to the mean nudge (0.08): the texts nudged by 0.1 (2 and 7) are nearest.
    expect(clusters[0]?.ids[0]).toMatch(/-[27]$/);
  });
});
