import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { type GraphQLSchema, Kind, OperationTypeNode, parse } from 'graphql';
import type {
  IsolationCase,
  ModuleCases,
  TokenScopeCase,
} from '../../../services/api/src/testing/operation-cases';

const API_SRC = join(__dirname, '..', '..', '..', 'services', 'api', 'src');
/** Beside each module's resolvers: found by name, so a new module's file is collected without registering it. */
const CASE_FILE = /\.isolation-cases\.ts$/;

/** A root field of the schema, as `Query.me`, `Mutation.createNote` or `Subscription.workspaceChanged`. */
export type Operation = `${'Query' | 'Mutation' | 'Subscription'}.${string}`;

export interface Collected<T> {
  /** The case file, relative to services/api/src. */
  file: string;
  operation: Operation;
  testCase: T;
}

export interface CollectedCases {
  isolation: Collected<IsolationCase>[];
  tokenScope: Collected<TokenScopeCase>[];
}

const ROOT_TYPE: Record<OperationTypeNode, 'Query' | 'Mutation' | 'Subscription'> = {
  [OperationTypeNode.QUERY]: 'Query',
  [OperationTypeNode.MUTATION]: 'Mutation',
  [OperationTypeNode.SUBSCRIPTION]: 'Subscription',
};

/** The root field a case's document calls (its one operation's first field). */
export function operationOf(document: string): Operation {
  const definitions = parse(document).definitions.filter((d) => d.kind === Kind.OPERATION_DEFINITION);
  if (definitions.length !== 1) throw new Error(`A case has one operation: ${document}`);
  const [definition] = definitions;
  const first = definition.selectionSet.selections[0];
  if (first?.kind !== Kind.FIELD) throw new Error(`A case's first selection is a root field: ${document}`);
  return `${ROOT_TYPE[definition.operation]}.${first.name.value}`;
}

/** Every `*.isolation-cases.ts` under services/api/src, loaded. */
export async function collectCases(): Promise<CollectedCases> {
  const files = readdirSync(API_SRC, { recursive: true, encoding: 'utf8' })
    .filter((file) => CASE_FILE.test(file))
    .sort();
  const collected: CollectedCases = { isolation: [], tokenScope: [] };
  for (const file of files) {
    const loaded = (await import(join(API_SRC, file))) as { cases?: ModuleCases };
    if (!loaded.cases) throw new Error(`${file} exports no \`cases\``);
    for (const testCase of loaded.cases.isolation) {
      collected.isolation.push({ file, operation: operationOf(testCase.document), testCase });
    }
    for (const testCase of loaded.cases.tokenScope ?? []) {
      collected.tokenScope.push({ file, operation: operationOf(testCase.document), testCase });
    }
  }
  return collected;
}

/** Every root field of the schema the server runs (what introspection lists). */
export function schemaOperations(schema: GraphQLSchema): Operation[] {
  const roots = [schema.getQueryType(), schema.getMutationType(), schema.getSubscriptionType()];
  return roots.flatMap((root) =>
    root ? Object.keys(root.getFields()).map((field) => `${root.name}.${field}` as Operation) : [],
  );
}

/** The schema's operations that neither a case nor an exemption covers. */
export function uncovered(
  operations: readonly Operation[],
  covered: Iterable<Operation>,
  exempt: Readonly<Partial<Record<string, string>>> = {},
): Operation[] {
  const done = new Set<string>([...covered, ...Object.keys(exempt)]);
  return operations.filter((operation) => !done.has(operation));
}

/** Names given to more than one case (each must say what sets it apart). */
export function duplicateNames(names: readonly string[]): string[] {
  return [...new Set(names.filter((name, i) => names.indexOf(name) !== i))];
}
