import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import ts from 'typescript';

/** The path patterns of each app's router, for the server to answer 404 for paths no page serves. */
export interface RouteTable {
  workspace: string[];
  root: string[];
  public: string[];
}

/**
 * The route patterns a router file declares (`createBrowserRouter([...])` with `{ path, children }`
 * objects), read from its syntax tree, not by running it: nested paths are joined to their parent's,
 * an index route stands for its parent's path, and the catch-all `*` (the not-found page) is left out.
 * A spread of routes a feature exports (`...onboardingRoutes`, imported from a relative module) is
 * read from that module's `export const onboardingRoutes = [...]`, under the same parent.
 */
export function routePatterns(source: string, fileName = 'routes.tsx'): string[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const patterns = new Set<string>();
  const visitRoutes = (list: ts.ArrayLiteralExpression, parent: string) => {
    for (const element of list.elements) {
      if (ts.isSpreadElement(element) && ts.isIdentifier(element.expression)) {
        for (const pattern of importedRoutePatterns(file, fileName, element.expression.text, parent))
          patterns.add(pattern);
        continue;
      }
      if (!ts.isObjectLiteralExpression(element)) continue;
      let path: string | null = null;
      let index = false;
      let children: ts.ArrayLiteralExpression | null = null;
      for (const property of element.properties) {
        if (!ts.isPropertyAssignment(property) || !ts.isIdentifier(property.name)) continue;
        const { text } = property.name;
        const value = property.initializer;
        if (text === 'path' && ts.isStringLiteralLike(value)) path = value.text;
        if (text === 'index' && value.kind === ts.SyntaxKind.TrueKeyword) index = true;
        if (text === 'children' && ts.isArrayLiteralExpression(value)) children = value;
      }
      const full = path === null ? parent : joinPath(parent, path);
      if ((path !== null || index) && !full.endsWith('*')) patterns.add(full);
      if (children) visitRoutes(children, full);
    }
  };
  const visit = (node: ts.Node) => {
    if (
      ts.isCallExpression(node) &&
      ts.isIdentifier(node.expression) &&
      node.expression.text === 'createBrowserRouter' &&
      node.arguments[0] &&
      ts.isArrayLiteralExpression(node.arguments[0])
    ) {
      visitRoutes(node.arguments[0], '/');
      return;
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return [...patterns].sort();
}

/** The patterns of `name`, an array of routes imported from a relative module, under `parent`. */
function importedRoutePatterns(
  file: ts.SourceFile,
  fileName: string,
  name: string,
  parent: string,
): string[] {
  for (const statement of file.statements) {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) continue;
    const bindings = statement.importClause?.namedBindings;
    if (!bindings || !ts.isNamedImports(bindings)) continue;
    if (!bindings.elements.some((binding) => binding.name.text === name)) continue;
    const specifier = statement.moduleSpecifier.text;
    if (!specifier.startsWith('.')) return [];
    const base = resolve(dirname(fileName), specifier);
    const target = ['.tsx', '.ts'].map((ext) => base + ext).find((candidate) => existsSync(candidate));
    if (!target) throw new Error(`routeTable: cannot find ${specifier} (imported by ${fileName})`);
    const imported = ts.createSourceFile(
      target,
      readFileSync(target, 'utf8'),
      ts.ScriptTarget.Latest,
      true,
      ts.ScriptKind.TSX,
    );
    for (const declaration of imported.statements) {
      if (!ts.isVariableStatement(declaration)) continue;
      for (const variable of declaration.declarationList.declarations) {
        if (!ts.isIdentifier(variable.name) || variable.name.text !== name) continue;
        if (!variable.initializer || !ts.isArrayLiteralExpression(variable.initializer)) return [];
        // The imported module's routes, as if written where they are spread.
        const wrapper = `createBrowserRouter([{ path: ${JSON.stringify(parent)}, children: ${variable.initializer.getText(imported)} }]);`;
        return routePatterns(wrapper, target).filter((pattern) => pattern !== parent);
      }
    }
    return [];
  }
  return [];
}

function joinPath(parent: string, path: string): string {
  if (path.startsWith('/')) return path;
  return `${parent.replace(/\/$/, '')}/${path}`;
}

/** The route table of the three apps, from their router files. */
export function readRouteTable(files: { workspace: string; root: string; public: string }): RouteTable {
  const read = (file: string) => routePatterns(readFileSync(file, 'utf8'), file);
  return { workspace: read(files.workspace), root: read(files.root), public: read(files.public) };
}
