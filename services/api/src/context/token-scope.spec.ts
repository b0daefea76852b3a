import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildSchema, parse } from 'graphql';
import { AppError, ErrorCode } from '@fieldnote/core';
import { MUTATION_TOKEN_SCOPE, TokenScope } from './token-scope';
import { checkTokenScope, sessionOnlyMutations, undeclaredMutations } from './token-scope.check';

const SCHEMA_FILE = join(__dirname, '..', '..', 'schema.graphql');
const schemaMutations = () =>
  Object.keys(buildSchema(readFileSync(SCHEMA_FILE, 'utf8')).getMutationType()?.getFields() ?? {});

describe('MUTATION_TOKEN_SCOPE', () => {
  it('should declare every mutation of the schema when a mutation is added', () => {
    expect(undeclaredMutations(schemaMutations())).toEqual([]);
  });

  it('should declare no mutation the schema lacks when one is removed', () => {
    const inSchema = new Set(schemaMutations());
    expect(Object.keys(MUTATION_TOKEN_SCOPE).filter((name) => !inSchema.has(name))).toEqual([]);
  });

  it('should keep sign-in links, sessions, tokens, invites and roles away from tokens', () => {
    for (const name of [
      'workspaceSignInLink',
      'redeemSignInLink',
      'logIn',
      'signUp',
      'createApiToken',
      'acceptInvite',
      'inviteMember',
      'changeMemberRole',
    ]) {
      expect(MUTATION_TOKEN_SCOPE[name]).toBe(TokenScope.SESSION_ONLY);
    }
  });

  it('should report an undeclared mutation when one is missing', () => {
    expect(undeclaredMutations(['createNote', 'mintEverything', 'constructor'])).toEqual([
      'mintEverything',
      'constructor',
    ]);
  });
});

describe(sessionOnlyMutations.name, () => {
  it('should find session-only root fields behind aliases, fragments and inline fragments', () => {
    const document = parse(`
      mutation A { n: createNote(input: {}) { id } ...F ... on Mutation { link: workspaceSignInLink(teamId: "x") } }
      fragment F on Mutation { createApiToken(name: "t") { token } ...F }
      mutation B { logIn(input: {}) { account { id } } }
      query C { workspaceSignInLink }
    `);
    expect(sessionOnlyMutations(document).sort()).toEqual(['createApiToken', 'logIn', 'workspaceSignInLink']);
  });

  it('should find none when a mutation only touches research data', () => {
    expect(sessionOnlyMutations(parse('mutation { __typename createProject(input: {}) { id } }'))).toEqual(
      [],
    );
  });
});

describe(checkTokenScope.name, () => {
  const link = parse('mutation { workspaceSignInLink(teamId: "x") }');

  it('should refuse a token caller asking for a sign-in link', () => {
    let thrown: unknown;
    try {
      checkTokenScope(link, 'Bearer fn_abc');
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(AppError);
    expect((thrown as AppError).code).toBe(ErrorCode.FORBIDDEN);
    expect((thrown as AppError).message).toBe(
      'An API token can only be used inside its own workspace. Sign in to do this.',
    );
  });

  it('should let a cookie caller through when no bearer token is sent', () => {
    expect(() => checkTokenScope(link, undefined)).not.toThrow();
    expect(() => checkTokenScope(link, 'Basic abc')).not.toThrow();
  });
});
