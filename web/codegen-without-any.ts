/**
 * The client preset writes four `any`s into src/gql/gql.ts (its lookup of documents and its
 * DocumentType helper). They are typed here, on every write and in the drift check alike: a
 * document lookup by string, and the variables position of a typed document, which `never` matches
 * whatever the variables are.
 */
export function withoutAny(content: string): string {
  return content
    .replace('(documents as any)[source]', '(documents as Record<string, unknown>)[source]')
    .replace(
      'TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>',
      'TDocumentNode extends DocumentNode<unknown, never>> = TDocumentNode extends DocumentNode<  infer TType,  never>',
    );
}
