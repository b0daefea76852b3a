/** Every `.Values.a.b` path a template reads (also through `$.Values` and `$root.Values`). */
export function valuesPaths(source: string): string[] {
  const paths = [...source.matchAll(/\.Values((?:\.[A-Za-z_][A-Za-z0-9_]*)+)/g)].map((m) => m[1].slice(1));
  return [...new Set(paths)];
}

/** True when `path` (a.b.c) names a key of `values`, whatever its value (empty string, {} or []). */
export function hasPath(values: unknown, path: string): boolean {
  let node = values;
  for (const key of path.split('.')) {
    if (node === null || typeof node !== 'object' || Array.isArray(node) || !Object.hasOwn(node, key))
      return false;
    node = (node as Record<string, unknown>)[key];
  }
  return true;
}

/** The names of the templates a file defines and the ones it includes. */
export function templateNames(source: string): { defined: string[]; used: string[] } {
  const defined = [...source.matchAll(/\bdefine\s+"([^"]+)"/g)].map((m) => m[1]);
  const used = [...source.matchAll(/\b(?:include|template)\s+"([^"]+)"/g)].map((m) => m[1]);
  return { defined, used };
}
