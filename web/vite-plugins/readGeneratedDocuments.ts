import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** One entry of the preset's lookup in gql.ts: `"<source>": types.<ExportName>,`. */
const LOOKUP_ENTRY = /^\s*("(?:[^"\\]|\\.)*"): types\.(\w+),$/gm;
/** One document in graphql.ts: `export const <ExportName> = {…} as unknown as DocumentNode<…>;`. */
const DOCUMENT_EXPORT = /^export const (\w+) = (\{.*\}) as unknown as DocumentNode<.*>;$/gm;

/**
 * The documents codegen's client preset generated into `gqlDir` (web/src/gql), keyed by the source
 * text of their `graphql(…)` call, each as the JSON of its DocumentNode (with the fragments it uses).
 */
export function readGeneratedDocuments(gqlDir: string): Map<string, string> {
  const nodes = new Map<string, string>();
  for (const [, name, json] of readFileSync(join(gqlDir, 'graphql.ts'), 'utf8').matchAll(DOCUMENT_EXPORT)) {
    nodes.set(name, json);
  }
  const documents = new Map<string, string>();
  for (const [, source, name] of readFileSync(join(gqlDir, 'gql.ts'), 'utf8').matchAll(LOOKUP_ENTRY)) {
    const json = nodes.get(name);
    if (json === undefined) throw new Error(`${gqlDir}/graphql.ts has no document ${name}`);
    documents.set(JSON.parse(source) as string, json);
  }
  if (documents.size === 0) throw new Error(`no generated documents found in ${gqlDir}`);
  return documents;
}
