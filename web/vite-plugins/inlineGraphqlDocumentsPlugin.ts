import { resolve } from 'node:path';
import type { Plugin } from 'vite';
import { inlineGraphqlDocuments } from './inlineGraphqlDocuments.ts';
import { readGeneratedDocuments } from './readGeneratedDocuments.ts';

/**
 * Production builds only: each `graphql(`…`)` call becomes the document codegen generated for it, in
 * the module that wrote it. The preset's `graphql()` looks documents up in one map of every operation
 * of the app, which would put all of them in the first page's JavaScript; inlined, each travels
 * with the page that uses it (what the preset's Babel and SWC plugins do, for a Vite build without Babel).
 * The dev server keeps the lookup, which needs no restart after `npm run codegen -w web`.
 */
export function inlineGraphqlDocumentsPlugin(gqlDir: string): Plugin {
  let documents: Map<string, string> = new Map();
  return {
    name: 'fieldnote:inline-graphql-documents',
    apply: 'build',
    // Before TypeScript is stripped: the sources are read as written.
    enforce: 'pre',
    buildStart() {
      documents = readGeneratedDocuments(gqlDir);
    },
    transform(code, id) {
      if (!/\.tsx?$/.test(id) || resolve(id).startsWith(resolve(gqlDir))) return null;
      const inlined = inlineGraphqlDocuments(code, id, gqlDir, documents);
      return inlined === null ? null : { code: inlined, map: null };
    },
  };
}
