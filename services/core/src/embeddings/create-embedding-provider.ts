import type { Config } from '../config/config';
import { BuiltInEmbeddings } from './built-in-embeddings';
import type { EmbeddingProvider } from './embedding-provider';
import { OpenAiCompatibleEmbeddings } from './openai-compatible-embeddings';

/** EMBEDDINGS_URL set: that OpenAI-compatible endpoint; unset: the built-in offline model. */
export function createEmbeddingProvider(
  config: Pick<Config, 'EMBEDDINGS_URL' | 'EMBEDDINGS_MODEL' | 'EMBEDDINGS_API_KEY' | 'EMBEDDING_DIMENSIONS'>,
): EmbeddingProvider {
  if (!config.EMBEDDINGS_URL) return new BuiltInEmbeddings();
  return new OpenAiCompatibleEmbeddings({
    url: config.EMBEDDINGS_URL,
    model: config.EMBEDDINGS_MODEL,
    apiKey: config.EMBEDDINGS_API_KEY,
    dimensions: config.EMBEDDING_DIMENSIONS,
  });
}
