import { dirname, resolve } from 'node:path';

/** How sources import the preset's function: `import { graphql } from '../../gql';`. */
const GRAPHQL_IMPORT = /^import \{ graphql \} from '(\.{1,2}\/[^']*)';\n/m;
/** A call with a plain template literal, the only form codegen reads. */
const GRAPHQL_CALL = /\bgraphql\(\s*`([^`]*)`\s*\)/g;

/**
 * `code` with every `graphql(`…`)` call replaced by the document codegen generated for it, and the
 * import of `graphql` removed; null when the file does not import it from `gqlDir`. A fragment
 * defined by a bare `graphql(…);` statement becomes an unused object literal, which the minifier drops
 * (the documents carry the fragments they use). Throws on a document codegen has not seen (run `npm run codegen -w web`).
 */
export function inlineGraphqlDocuments(
  code: string,
  file: string,
  gqlDir: string,
  documents: ReadonlyMap<string, string>,
): string | null {
  const imported = GRAPHQL_IMPORT.exec(code);
  if (!imported || resolve(dirname(file), imported[1]) !== resolve(gqlDir)) return null;
  const inlined = code.replace(GRAPHQL_IMPORT, '').replace(GRAPHQL_CALL, (_call, source: string) => {
    if (source.includes('\\') || source.includes('${')) {
      throw new Error(`${file}: a graphql() document with escapes or \${…} cannot be looked up`);
    }
    const json = documents.get(source);
    if (json === undefined) {
      const name = /\b(?:query|mutation|subscription|fragment)\s+(\w+)/.exec(source)?.[1] ?? 'unnamed';
      throw new Error(
        `${file}: graphql() document ${name} is not in web/src/gql; run npm run codegen -w web`,
      );
    }
    return `(${json})`;
  });
  if (/\bgraphql\(/.test(inlined))
    throw new Error(`${file}: a graphql() call that is not a template literal`);
  return inlined;
}
