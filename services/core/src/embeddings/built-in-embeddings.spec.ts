import { BuiltInEmbeddings } from './built-in-embeddings';

const cosine = (a: number[], b: number[]) => a.reduce((sum, x, i) => sum + x * b[i], 0);

describe('BuiltInEmbeddings', () => {
  const sut = new BuiltInEmbeddings();

  it('should give unit vectors of 100 dimensions, and null for text with no known word', async () => {
    const [vector, none] = await sut.embed(['Support answered quickly', 'zxqv 1234 !!']);
    expect(vector).toHaveLength(100);
    expect(Math.hypot(...(vector as number[]))).toBeCloseTo(1, 6);
    expect(none).toBeNull();
  });

  it('should place a paraphrase nearer than an unrelated sentence', async () => {
    const [text, paraphrase, unrelated] = (await sut.embed([
      'The annual plan felt far too expensive for our finance team',
      'it costs too much money',
      'we export charts to slides every monday',
    ])) as number[][];
    expect(cosine(text, paraphrase)).toBeGreaterThan(cosine(text, unrelated) + 0.2);
  });
});
