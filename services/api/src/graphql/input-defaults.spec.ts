import { buildSchema, execute, parse } from 'graphql';
import { compileQuery, isCompiledQuery } from 'graphql-jit';
import { withInputDefaults } from './input-defaults';

const schema = buildSchema(`
  enum Direction { ASC DESC }
  input Sort { field: String! = "CREATED", direction: Direction! = DESC }
  input Page { limit: Int! = 20, offset: Int = 0, sort: Sort, sorts: [Sort!] }
  type Query { page(input: Page!): String }
`);
// Echoes the coerced input, so both executors can be compared on what the resolver receives.
const pageField = schema.getQueryType()?.getFields().page;
if (pageField) pageField.resolve = (_root, { input }: { input?: unknown }) => JSON.stringify(input);
const rootValue = {};

const QUERY = 'query Page($input: Page!) { page(input: $input) }';

async function viaJit(variables: Record<string, unknown>) {
  const compiled = compileQuery(schema, parse(QUERY));
  if (!isCompiledQuery(compiled)) throw new Error('not compiled');
  return compiled.query(rootValue, {}, variables);
}

describe('withInputDefaults', () => {
  it('should let graphql-jit accept what graphql-js accepts, with the same coerced input', async () => {
    const variables = { input: { sort: { field: 'TITLE' }, sorts: [{ direction: 'ASC' }] } };
    const byGraphqlJs = await execute({
      schema,
      document: parse(QUERY),
      rootValue,
      variableValues: variables,
    });
    expect(byGraphqlJs.errors).toBeUndefined();
    // The reason for the helper: left alone, graphql-jit refuses the omitted non-null `limit`.
    expect((await viaJit(variables)).errors?.[0]?.message).toMatch(/limit.*was not provided/);

    const filled = withInputDefaults(schema, parse(QUERY), 'Page', variables);
    const byJit = await viaJit(filled ?? {});
    expect(byJit.errors).toBeUndefined();
    expect(byJit.data).toEqual(byGraphqlJs.data);
    expect(JSON.parse(String(byJit.data?.page))).toEqual({
      limit: 20,
      offset: 0,
      sort: { field: 'TITLE', direction: 'DESC' },
      sorts: [{ field: 'CREATED', direction: 'ASC' }],
    });
  });

  it('should never change the caller object, and hand it back unchanged when nothing is missing', () => {
    const complete = { input: { limit: 5, offset: 1 } };
    expect(withInputDefaults(schema, parse(QUERY), undefined, complete)).toBe(complete);
    const partial = { input: { sort: { field: 'TITLE' } } };
    const filled = withInputDefaults(schema, parse(QUERY), undefined, partial);
    expect(filled).not.toBe(partial);
    expect(partial).toEqual({ input: { sort: { field: 'TITLE' } } });
  });

  it('should leave values the executor must refuse as they are', () => {
    const wrong = { input: 'not an object' };
    expect(withInputDefaults(schema, parse(QUERY), undefined, wrong)).toBe(wrong);
    const nullInput = { input: null };
    expect(withInputDefaults(schema, parse(QUERY), undefined, nullInput)).toBe(nullInput);
  });

  it('should fill nothing when the document names several operations and the request none', () => {
    const twoOperations = parse(`${QUERY} query Other { page(input: {}) }`);
    const partial = { input: {} };
    expect(withInputDefaults(schema, twoOperations, undefined, partial)).toBe(partial);
    expect(withInputDefaults(schema, twoOperations, 'Page', partial)).toEqual({
      input: { limit: 20, offset: 0 },
    });
  });
});
