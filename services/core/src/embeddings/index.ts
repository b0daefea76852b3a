export * from './embedding-provider';
export * from './built-in-embeddings';
export * from './openai-compatible-embeddings';
export * from './create-embedding-provider';
export * from './word-vectors';
