import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import * as ts from 'typescript';

const MODULES_DIR = join(__dirname, 'modules');

/** The source files of a folder, tests and test helpers left out: what the API loads. */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'testing' ? [] : sourceFiles(path);
    return /\.ts$/.test(entry.name) && !/\.(int-)?spec\.ts$/.test(entry.name) ? [path] : [];
  });
}

/** The relative specifiers a file loads at run time: `import type` and `export type` load nothing. */
function runtimeImports(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.ES2022, false);
  const specifiers: string[] = [];
  for (const statement of source.statements) {
    if (ts.isImportDeclaration(statement)) {
      const clause = statement.importClause;
      const bindings = clause?.namedBindings;
      const onlyTypes =
        clause !== undefined &&
        (clause.isTypeOnly ||
          (!clause.name &&
            bindings !== undefined &&
            ts.isNamedImports(bindings) &&
            bindings.elements.length > 0 &&
            bindings.elements.every((element) => element.isTypeOnly)));
      if (!onlyTypes) specifiers.push((statement.moduleSpecifier as ts.StringLiteral).text);
    } else if (ts.isExportDeclaration(statement) && statement.moduleSpecifier && !statement.isTypeOnly) {
      specifiers.push((statement.moduleSpecifier as ts.StringLiteral).text);
    }
  }
  return specifiers.filter((specifier) => specifier.startsWith('.'));
}

/** Which module folder depends on which at run time, from every file's imports. */
function moduleGraph(): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  for (const file of sourceFiles(MODULES_DIR)) {
    const from = relative(MODULES_DIR, file).split(sep)[0];
    const edges = graph.get(from) ?? new Set<string>();
    graph.set(from, edges);
    for (const specifier of runtimeImports(file)) {
      const target = relative(MODULES_DIR, resolve(dirname(file), specifier));
      const to = target.split(sep)[0];
      if (!target.startsWith('..') && to !== from) edges.add(to);
    }
  }
  return graph;
}

/** Every cycle, as the path that closes it ("a → b → a"), found by depth-first search. */
function cycles(graph: Map<string, Set<string>>): string[] {
  const found: string[] = [];
  const done = new Set<string>();
  const visit = (node: string, path: string[]): void => {
    const at = path.indexOf(node);
    if (at >= 0) {
      found.push([...path.slice(at), node].join(' → '));
      return;
    }
    if (done.has(node)) return;
    for (const next of graph.get(node) ?? []) visit(next, [...path, node]);
    done.add(node);
  };
  for (const node of [...graph.keys()].sort()) visit(node, []);
  return found;
}

describe('the dependencies between API modules', () => {
  const graph = moduleGraph();

  it('should see the imports between modules (the check below would otherwise prove nothing)', () => {
    expect([...(graph.get('notes') ?? [])]).toEqual(expect.arrayContaining(['projects', 'collaboration']));
  });

  // A cycle between two modules' index.ts files makes Nest's wiring depend on which is loaded first:
  // the one loaded second sees the other half-loaded, and a provider's injected class as undefined.
  it('should form no cycle, so that any module can be loaded first', () => {
    expect(cycles(graph)).toEqual([]);
  });
});
