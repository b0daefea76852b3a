import 'mercurius';
import type { FastifyInstance } from 'fastify';
import {
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLSchema,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
} from 'graphql';
import { MUTATION_TOKEN_SCOPE, TokenScope } from '../../services/api/src/context/token-scope';
import { errorCode } from '../../services/all-in-one/src/testing/graphql-client';
import { type TestServer, startTestServer } from '../../services/all-in-one/src/testing/test-server';
import {
  type Collected,
  type CollectedCases,
  collectCases,
  duplicateNames,
  schemaOperations,
  uncovered,
} from './operation-cases/collect';
import { sendCase, subscriptionAccepted } from './operation-cases/send-case';
import { unknownTenant } from './operation-cases/unknown-tenant';
import {
  type BuiltWorkspace,
  buildApiToken,
  expectOk,
  sql,
  signUpAndCreateWorkspace,
  uniqueSuffix,
} from './factories';

const LINK = `mutation($teamId: ID!) { workspaceSignInLink(teamId: $teamId) }`;
/** GraphQL's own wording for documents or variables that do not fit the schema. */
const GRAPHQL_VALIDATION =
  /^(Variable "\$|Cannot query field|Unknown argument|Field "[^"]+" (of type|argument))/;
const REDEEM = `mutation($token: String!) { redeemSignInLink(token: $token) { account { email } } }`;

/** A value of `type` that passes GraphQL's own variable validation (required parts only). */
function sampleValue(type: GraphQLInputType): unknown {
  if (isNonNullType(type)) return sampleValue(type.ofType);
  if (isListType(type)) return [];
  if (isEnumType(type)) return type.getValues()[0]?.value;
  if (isInputObjectType(type)) {
    const value: Record<string, unknown> = {};
    for (const field of Object.values(type.getFields())) {
      if (isNonNullType(field.type)) value[field.name] = sampleValue(field.type);
    }
    return value;
  }
  if (isScalarType(type)) {
    switch (type.name) {
      case 'Int':
      case 'Float':
        return 1;
      case 'Boolean':
        return false;
      case 'ID':
        return '3f0e1c8a-1111-4a2b-9c3d-123456789abc';
      case 'DateTime':
        return new Date(0).toISOString();
      default:
        return `token-scope ${uniqueSuffix()}`;
    }
  }
  return null;
}

/** A document calling one mutation with every required argument as a variable. */
function operationFor(field: GraphQLField<unknown, unknown>): {
  query: string;
  variables: Record<string, unknown>;
} {
  const required = field.args.filter((arg) => isNonNullType(arg.type));
  const declarations = required.map((arg) => `$${arg.name}: ${String(arg.type)}`).join(', ');
  const args = required.map((arg) => `${arg.name}: $${arg.name}`).join(', ');
  const selection = isObjectType(getNamedType(field.type)) ? ' { __typename }' : '';
  return {
    query: `mutation${declarations ? `(${declarations})` : ''} { ${field.name}${args ? `(${args})` : ''}${selection} }`,
    variables: Object.fromEntries(required.map((arg) => [arg.name, sampleValue(arg.type)])),
  };
}

/**
 * "An API token can become a full session": a script holding a workspace API token asked for a
 * workspace sign-in link and redeemed it for a browser session. Tokens may call only what
 * MUTATION_TOKEN_SCOPE allows; this walks every mutation of the running schema as a token caller.
 */
describe('API token scope', () => {
  let sut: TestServer;
  let workspace: BuiltWorkspace;
  let schema: GraphQLSchema;
  let cases: CollectedCases;

  beforeAll(async () => {
    cases = await collectCases();
    sut = await startTestServer({ SEED_DEMO: 'false' });
    workspace = await signUpAndCreateWorkspace(sut);
    const fastify: FastifyInstance = sut.server.app.getHttpAdapter().getInstance();
    schema = fastify.graphql.schema;
  });
  afterAll(() => sut.close());

  /** A client on the workspace host authenticated only by a new API token of the manager. */
  const tokenClient = async () => {
    const { secret } = await buildApiToken(workspace.manager.client);
    const client = sut.client(workspace.subdomain);
    client.bearer = secret;
    return client;
  };

  it('should refuse a token caller asking for a workspace sign-in link', async () => {
    const client = await tokenClient();
    // Another test of this file mints a link for the same manager: compare with the count before.
    const linksNow = () =>
      sql<{ count: string }>(
        sut,
        `select count(*) from control.sessions where account_id = ? and kind = 'sign-in-link'`,
        [workspace.manager.id],
      );
    const before = Number((await linksNow())[0]?.count);
    const response = await client.gql(LINK, { teamId: workspace.id });
    expect(errorCode(response)).toBe('FORBIDDEN');
    expect(response.errors?.[0]?.extensions.humanReadable).toBe(true);
    expect(response.errors?.[0]?.message).toBe(
      'An API token can only be used inside its own workspace. Sign in to do this.',
    );
    expect(response.data).toBeNull();
    expect(Number((await linksNow())[0]?.count)).toBe(before);
    expect((await sut.client().http('/ping')).status).toBe(200);
  });

  it('should refuse a token caller redeeming a sign-in link, so it never becomes a session', async () => {
    // The link comes from a real browser session; the token caller tries to cash it in.
    const root = sut.client();
    expectOk(
      await root.gql(`mutation($input: LogInInput!) { logIn(input: $input) { account { id } } }`, {
        input: { email: workspace.manager.email, password: workspace.manager.password },
      }),
    );
    const link = expectOk(await root.gql<{ workspaceSignInLink: string }>(LINK, { teamId: workspace.id }));
    const token = new URL(link.workspaceSignInLink).searchParams.get('token');
    const client = await tokenClient();
    const response = await client.gql(REDEEM, { token });
    expect(errorCode(response)).toBe('FORBIDDEN');
    expect(response.headers['set-cookie']).toBeUndefined();
    expect((await sut.client().http('/ping')).status).toBe(200);
  });

  it('should refuse the whole document when a token mixes an allowed and a refused mutation', async () => {
    const client = await tokenClient();
    const title = `mixed-${uniqueSuffix()}`;
    const response = await client.gql(
      `mutation($teamId: ID!) { createProject(input: { title: "${title}" }) { id } workspaceSignInLink(teamId: $teamId) }`,
      { teamId: workspace.id },
    );
    expect(errorCode(response)).toBe('FORBIDDEN');
    const projects = expectOk(
      await workspace.manager.client.gql<{ projects: { title: string }[] }>('{ projects { title } }'),
    );
    expect(projects.projects.map((p) => p.title)).not.toContain(title);
  });

  it('should let a token caller work with research data', async () => {
    const client = await tokenClient();
    const created = await client.gql<{ createProject: { id: string } }>(
      `mutation { createProject(input: { title: "by token ${uniqueSuffix()}" }) { id } }`,
    );
    expect(created.errors).toBeUndefined();
  });

  it('should refuse every session-only mutation of the schema and no token-allowed one to a token caller', async () => {
    const mutations = Object.values(schema.getMutationType()?.getFields() ?? {});
    expect(mutations.length).toBeGreaterThan(10);
    const outcomes: Record<string, { declared: TokenScope | undefined; code: string | undefined }> = {};
    for (const field of mutations) {
      const client = await tokenClient();
      const { query, variables } = operationFor(field);
      const response = await client.gql(query, variables);
      const code = errorCode(response);
      outcomes[field.name] = { declared: MUTATION_TOKEN_SCOPE[field.name], code };
      // The document and variables must pass GraphQL's own validation, or the walk would prove nothing.
      const message = response.errors?.[0]?.message ?? '';
      expect({ name: field.name, message }).not.toEqual({
        name: field.name,
        message: expect.stringMatching(GRAPHQL_VALIDATION),
      });
    }
    for (const [name, { declared, code }] of Object.entries(outcomes)) {
      if (declared === TokenScope.TOKEN_ALLOWED) {
        expect({ name, code }).not.toEqual({ name, code: 'FORBIDDEN' });
      } else {
        expect({ name, code }).toEqual({ name, code: 'FORBIDDEN' });
      }
    }
    expect((await sut.client().http('/ping')).status).toBe(200);
  });

  /** Every case that says what a token may do: the isolation cases and the modules' token-only cases. */
  const scopeCases = (): Collected<{ name: string; document: string; tokenScope: TokenScope }>[] => [
    ...cases.isolation,
    ...cases.tokenScope,
  ];

  it('should declare a token scope for every query, mutation and subscription of the schema in a case beside its module', () => {
    const operations = schemaOperations(schema);
    expect(operations.length).toBeGreaterThan(200);
    expect(
      uncovered(
        operations,
        scopeCases().map((c) => c.operation),
      ),
    ).toEqual([]);
    expect(duplicateNames(cases.tokenScope.map((c) => c.testCase.name))).toEqual([]);
    // An operation with a token-only case has no isolation case: it is on no workspace's data.
    const isolated = new Set(cases.isolation.map((c) => c.operation));
    expect(cases.tokenScope.filter((c) => isolated.has(c.operation)).map((c) => c.testCase.name)).toEqual([]);
  });

  it('should declare one token scope per operation, for mutations the one MUTATION_TOKEN_SCOPE gives', () => {
    const declared = new Map<string, Set<TokenScope>>();
    for (const { operation, testCase } of scopeCases()) {
      declared.set(operation, (declared.get(operation) ?? new Set()).add(testCase.tokenScope));
    }
    const disagreeing = [...declared].filter(([, scopes]) => scopes.size > 1).map(([operation]) => operation);
    expect(disagreeing).toEqual([]);
    const mismatched = [...declared]
      .filter(([operation]) => operation.startsWith('Mutation.'))
      .filter(([operation, scopes]) => !scopes.has(MUTATION_TOKEN_SCOPE[operation.slice('Mutation.'.length)]))
      .map(([operation]) => operation);
    expect(mismatched).toEqual([]);
  });

  it('should refuse a token every session-only case and no token-allowed one, in its own workspace', async () => {
    const fixture = unknownTenant();
    const client = await tokenClient();
    const outcomes: { name: string; declared: TokenScope; code: string | undefined }[] = [];
    for (const { operation, testCase } of scopeCases()) {
      const { name, tokenScope: declared } = testCase;
      if (operation.startsWith('Subscription.') && declared === TokenScope.TOKEN_ALLOWED) {
        const accepted = await subscriptionAccepted(sut, client, testCase.document);
        outcomes.push({ name, declared, code: accepted ? undefined : 'REFUSED' });
        continue;
      }
      const response = await sendCase(sut, client, testCase, fixture);
      // The document and variables must pass GraphQL's own validation, or the walk would prove nothing.
      const message = response.errors?.[0]?.message ?? '';
      expect({ name, message }).not.toEqual({ name, message: expect.stringMatching(GRAPHQL_VALIDATION) });
      outcomes.push({ name, declared, code: response.errors?.[0]?.extensions.errorCode });
    }
    expect(outcomes.length).toBeGreaterThan(200);
    for (const { name, declared, code } of outcomes) {
      if (declared === TokenScope.TOKEN_ALLOWED) {
        expect({ name, code }).not.toEqual({ name, code: expect.stringMatching(/^(FORBIDDEN|REFUSED)$/) });
      } else {
        expect({ name, code }).toEqual({ name, code: 'FORBIDDEN' });
      }
    }
    expect((await sut.client().http('/ping')).status).toBe(200);
  });
});
