import { readFileSync } from 'node:fs';
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
 */
export function routePatterns(source: string, fileName = 'routes.tsx'): string[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const patterns = new Set<string>();
  const visitRoutes = (list: ts.ArrayLiteralExpression, parent: string) => {
    for (const element of list.elements) {
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

function joinPath(parent: string, path: string): string {
  if (path.startsWith('/')) return path;
  return `${parent.replace(/\/$/, '')}/${path}`;
}

/** The route table of the three apps, from their router files. */
export function readRouteTable(files: { workspace: string; root: string; public: string }): RouteTable {
  const read = (file: string) => routePatterns(readFileSync(file, 'utf8'), file);
  return { workspace: read(files.workspace), root: read(files.root), public: read(files.public) };
}
