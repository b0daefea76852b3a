import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { MeDocument } from '../src/gql/graphql';
import { inlineGraphqlDocuments } from './inlineGraphqlDocuments';
import { readGeneratedDocuments } from './readGeneratedDocuments';

const WEB = join(__dirname, '..');
const GQL = join(WEB, 'src', 'gql');
const AUTH_OPERATIONS = join(WEB, 'src', 'modules', 'auth', 'operations.ts');

/** The production build's stand-in for the preset's document lookup (web/vite-plugins). */
describe(inlineGraphqlDocuments.name, () => {
  const documents = readGeneratedDocuments(GQL);

  it('should put the generated document in place of each graphql() call when codegen has seen it', () => {
    const source = readFileSync(AUTH_OPERATIONS, 'utf8');
    const sut = inlineGraphqlDocuments(source, AUTH_OPERATIONS, GQL, documents);
    expect(sut).not.toBeNull();
    expect(sut).not.toMatch(/\bgraphql\(|from '\.\.\/\.\.\/gql'/);
    expect(sut).toContain(`export const ME_QUERY = (${JSON.stringify(MeDocument)})`);
  });

  it('should refuse a graphql() document when codegen has not generated it', () => {
    const source =
      "import { graphql } from '../../gql';\nexport const Q = graphql(`\n  query NotGenerated { me { role } }\n`);\n";
    expect(() => inlineGraphqlDocuments(source, AUTH_OPERATIONS, GQL, documents)).toThrow(
      /NotGenerated is not in web\/src\/gql/,
    );
  });

  it('should leave a file alone when it does not import graphql() from web/src/gql', () => {
    const source = "import { graphql } from 'somewhere-else';\nexport const Q = graphql(`query A { a }`);\n";
    expect(inlineGraphqlDocuments(source, AUTH_OPERATIONS, GQL, documents)).toBeNull();
  });
});
