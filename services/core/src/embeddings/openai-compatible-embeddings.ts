import { type EmbeddingProvider, EmbeddingsUnavailableError } from './embedding-provider';

export interface OpenAiCompatibleOptions {
  /** Base URL of an OpenAI-compatible API, e.g. https://api.openai.com/v1 or http://ollama:11434/v1 */
  url: string;
  model: string;
  dimensions: number;
  apiKey?: string;
  /** Texts per request. */
  batchSize?: number;
  /** Tries per batch on a network error, 429 or 5xx. */
  attempts?: number;
  fetch?: typeof fetch;
}

/**
 * Any OpenAI-compatible `/embeddings` endpoint (OpenAI, Azure OpenAI, Ollama, vLLM,
 * text-embeddings-inference). Batches texts, retries what may pass on a second try (network errors,
 * 429, 5xx; 0.5 s doubling), and says clearly when the endpoint cannot be used.
 */
export class OpenAiCompatibleEmbeddings implements EmbeddingProvider {
  readonly model: string;
  readonly dimensions: number;
  private readonly batchSize: number;
  private readonly attempts: number;
  private readonly fetch: typeof fetch;

  constructor(private readonly options: OpenAiCompatibleOptions) {
    this.model = options.model;
    this.dimensions = options.dimensions;
    this.batchSize = options.batchSize ?? 64;
    this.attempts = options.attempts ?? 4;
    this.fetch = options.fetch ?? fetch;
  }

  async embed(texts: string[]): Promise<(number[] | null)[]> {
    const out: (number[] | null)[] = [];
    for (let start = 0; start < texts.length; start += this.batchSize) {
      out.push(...(await this.batch(texts.slice(start, start + this.batchSize))));
    }
    return out;
  }

  private async batch(texts: string[]): Promise<(number[] | null)[]> {
    const url = `${this.options.url.replace(/\/+$/, '')}/embeddings`;
    let lastProblem = '';
    for (let attempt = 1; attempt <= this.attempts; attempt++) {
      if (attempt > 1) await new Promise((resolve) => setTimeout(resolve, 500 * 2 ** (attempt - 2)));
      let response: Response;
      try {
        response = await this.fetch(url, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            ...(this.options.apiKey ? { authorization: `Bearer ${this.options.apiKey}` } : {}),
          },
          body: JSON.stringify({ model: this.model, input: texts.map((t) => (t.trim() === '' ? ' ' : t)) }),
          signal: AbortSignal.timeout(60_000),
        });
      } catch (error) {
        lastProblem = `cannot reach ${url}: ${error instanceof Error ? error.message : String(error)}`;
        continue;
      }
      if (response.status === 429 || response.status >= 500) {
        lastProblem = `${url} answered ${response.status}`;
        continue;
      }
      if (!response.ok) {
        throw new EmbeddingsUnavailableError(
          `The embeddings endpoint ${url} refused the request (${response.status}): check EMBEDDINGS_MODEL and EMBEDDINGS_API_KEY.`,
        );
      }
      const body = (await response.json()) as { data?: { index: number; embedding: number[] }[] };
      const data = body.data ?? [];
      const vectors: (number[] | null)[] = texts.map(() => null);
      for (const item of data) {
        if (item.embedding.length !== this.dimensions) {
          throw new EmbeddingsUnavailableError(
            `The embeddings model ${this.model} gives ${item.embedding.length} dimensions; EMBEDDING_DIMENSIONS says ${this.dimensions}.`,
          );
        }
        vectors[item.index] = item.embedding;
      }
      return vectors;
    }
    throw new EmbeddingsUnavailableError(`The embeddings endpoint is unavailable: ${lastProblem}.`);
  }
}
