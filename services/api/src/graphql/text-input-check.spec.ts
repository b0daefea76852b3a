import { AppError } from '@fieldnote/core';
import {
  GraphQLBoolean,
  GraphQLID,
  GraphQLInputObjectType,
  GraphQLList,
  GraphQLNonNull,
  GraphQLObjectType,
  GraphQLSchema,
  GraphQLString,
  parse,
} from 'graphql';
import { MULTI_LINE_TEXT } from './multi-line-text.decorator';
import { checkTextInput } from './text-input-check';

const NoteInput = new GraphQLInputObjectType({
  name: 'NoteInput',
  fields: {
    title: { type: new GraphQLNonNull(GraphQLString) },
    content: { type: GraphQLString, extensions: { [MULTI_LINE_TEXT]: true } },
    tags: { type: new GraphQLList(new GraphQLNonNull(GraphQLString)) },
  },
});

const schema = new GraphQLSchema({
  query: new GraphQLObjectType({ name: 'Query', fields: { ok: { type: GraphQLBoolean } } }),
  mutation: new GraphQLObjectType({
    name: 'Mutation',
    fields: {
      save: {
        type: GraphQLBoolean,
        args: { input: { type: new GraphQLNonNull(NoteInput) }, id: { type: GraphQLID } },
      },
      saveMany: { type: GraphQLBoolean, args: { inputs: { type: new GraphQLList(NoteInput) } } },
    },
  }),
});

/** The message checkTextInput throws, or null when it accepts. */
function verdict(query: string, variables?: Record<string, unknown>): string | null {
  try {
    checkTextInput(schema, parse(query), variables);
    return null;
  } catch (error) {
    if (error instanceof AppError) return `${error.code}: ${error.message}`;
    throw error;
  }
}

describe(checkTextInput.name, () => {
  const SAVE = 'mutation($input: NoteInput!) { save(input: $input) }';

  it('should accept multi-line content when the field is marked multi-line', () => {
    expect(verdict(SAVE, { input: { title: 'Interview', content: 'a\n\tb\u202Ec' } })).toBeNull();
  });

  it('should refuse a line break when the field is single-line by default', () => {
    expect(verdict(SAVE, { input: { title: 'a\nb' } })).toMatch(
      /^BAD_USER_INPUT: "title" cannot contain control/,
    );
  });

  it('should refuse a bidi override in a list of single-line strings inside an input object', () => {
    expect(verdict(SAVE, { input: { title: 'ok', tags: ['fine', 'x\u202Ey'] } })).toMatch(
      /"tags" .*bidirectional/,
    );
  });

  it('should refuse a lone surrogate in a list of input objects sent as variables', () => {
    const query = 'mutation($inputs: [NoteInput]) { saveMany(inputs: $inputs) }';
    expect(verdict(query, { inputs: [{ title: 'ok' }, { title: 'ok', content: '\ud83d' }] })).toMatch(
      /"content" contains a broken character/,
    );
  });

  it('should refuse an inline literal nested in an object and a list', () => {
    expect(verdict('mutation { saveMany(inputs: [{ title: "ok" }, { title: "a\\u202Eb" }]) }')).toMatch(
      /"title" .*bidirectional/,
    );
  });

  it('should refuse a scalar variable by where it is used, including its default value', () => {
    expect(verdict('mutation($t: String!) { save(input: { title: $t }) }', { t: 'a\u0007' })).toMatch(
      /control/,
    );
    expect(
      verdict('mutation($c: String = "a\\u202Eb") { save(input: { title: "x", content: $c }) }'),
    ).toBeNull();
    expect(verdict('mutation($t: String = "a\\u202Eb") { save(input: { title: $t }) }')).toMatch(
      /bidirectional/,
    );
  });

  it('should check ids as single-line text and ignore unused variables', () => {
    expect(verdict('mutation($id: ID) { save(input: { title: "x" }, id: $id) }', { id: 'a\u0000' })).toMatch(
      /NUL/,
    );
    expect(verdict('mutation($x: String) { save(input: { title: "x" }) }', { x: '\ud800' })).toBeNull();
  });

  it('should decide the same way for the same document every time when it is reused', () => {
    const document = parse('mutation { save(input: { title: "a\\u202Eb" }) }');
    for (let i = 0; i < 2; i++)
      expect(() => checkTextInput(schema, document, undefined)).toThrow(/bidirectional/);
  });
});
