// Converts the built-in embedding model's word vectors into their compact cache once, at build time,
// so the first search by meaning after an install does not wait for it (see word-vectors.ts).
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { loadWordVectors, wordVectorCachePath } = require('../services/core/dist/index.js');
const started = Date.now();
const words = await loadWordVectors();
const seconds = ((Date.now() - started) / 1000).toFixed(1);
console.log(`word vectors: ${words.index.size} words ready in ${seconds} s (${wordVectorCachePath()})`);
