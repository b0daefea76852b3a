/**
 * Turns texts into vectors for search by meaning (DESIGN.md, AI). `model` names what produced the
 * vectors, recorded with each one, so a change of model is noticed and the workspace re-embedded.
 */
export interface EmbeddingProvider {
  readonly model: string;
  readonly dimensions: number;
  /** One vector per text, in order; null for a text the model cannot place (no word it knows). */
  embed(texts: string[]): Promise<(number[] | null)[]>;
}

/** The embeddings cannot be had (endpoint down, refused, misconfigured): the message is for the log. */
export class EmbeddingsUnavailableError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'EmbeddingsUnavailableError';
  }
}
