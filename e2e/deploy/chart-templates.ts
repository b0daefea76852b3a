/** One `{{ … }}` action of a Go template, its delimiters and trim markers taken off. */
export interface TemplateAction {
  body: string;
  line: number;
}

const OPENERS = new Set(['if', 'range', 'with', 'define', 'block']);

/**
 * The actions of a Go template and what is wrong with its delimiters: an action left open, a `}}`
 * that closes nothing, or `{{` inside an action. Strings inside actions are skipped, so `"}}"` in a
 * printf does not count.
 */
export function scanTemplate(source: string): { actions: TemplateAction[]; problems: string[] } {
  const actions: TemplateAction[] = [];
  const problems: string[] = [];
  const lineAt = (offset: number) => source.slice(0, offset).split('\n').length;
  let i = 0;
  while (i < source.length) {
    const open = source.indexOf('{{', i);
    const strayClose = source.indexOf('}}', i);
    if (strayClose !== -1 && (open === -1 || strayClose < open)) {
      problems.push(`line ${lineAt(strayClose)}: "}}" without "{{"`);
      i = strayClose + 2;
      continue;
    }
    if (open === -1) break;
    const close = findClose(source, open + 2);
    if (close === -1) {
      problems.push(`line ${lineAt(open)}: "{{" is never closed`);
      break;
    }
    const inner = source.slice(open + 2, close);
    if (inner.includes('{{')) problems.push(`line ${lineAt(open)}: "{{" inside an action`);
    actions.push({ body: inner.replace(/^-\s/, '').replace(/\s-$/, '').trim(), line: lineAt(open) });
    i = close + 2;
  }
  return { actions, problems };
}

/** The offset of the `}}` closing an action, skipping quoted and raw strings and comments. */
function findClose(source: string, from: number): number {
  let i = from;
  while (i < source.length) {
    const c = source[i];
    if (source.startsWith('/*', i)) {
      const end = source.indexOf('*/', i + 2);
      if (end === -1) return -1;
      i = end + 2;
    } else if (c === '"' || c === '`') {
      i++;
      while (i < source.length && source[i] !== c) i += source[i] === '\\' && c === '"' ? 2 : 1;
      i++;
    } else if (source.startsWith('}}', i)) {
      return i;
    } else {
      i++;
    }
  }
  return -1;
}

/**
 * What is wrong with the nesting of a template's blocks: every if, range, with, define and block
 * closed by its own end, and else only inside if, with or range.
 */
export function blockProblems(actions: TemplateAction[]): string[] {
  const problems: string[] = [];
  const stack: TemplateAction[] = [];
  for (const action of actions) {
    if (action.body.startsWith('/*')) continue;
    const keyword = action.body.split(/[\s(]/, 1)[0];
    if (OPENERS.has(keyword)) stack.push(action);
    else if (keyword === 'else') {
      const top = stack.at(-1);
      if (!top || !/^(if|with|range)\b/.test(top.body))
        problems.push(`line ${action.line}: else outside a block`);
    } else if (keyword === 'end') {
      if (!stack.pop()) problems.push(`line ${action.line}: end without a block`);
    }
  }
  for (const open of stack) problems.push(`line ${open.line}: "${open.body}" is never ended`);
  return problems;
}

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

/** The text between `{{ define "name" }}` and its own `{{ end }}`. */
export function defineBody(source: string, name: string): string {
  const start = source.search(
    new RegExp(`\\{\\{-?\\s*define\\s+"${name.replace(/\./g, '\\.')}"\\s*-?\\}\\}`),
  );
  if (start === -1) throw new Error(`no define "${name}"`);
  const body = source.slice(source.indexOf('}}', start) + 2);
  const { actions } = scanTemplate(body);
  let depth = 0;
  for (const [index, action] of actions.entries()) {
    const keyword = action.body.split(/[\s(]/, 1)[0];
    if (OPENERS.has(keyword)) depth++;
    else if (keyword === 'end' && depth-- === 0) return body.slice(0, nthActionOffset(body, index));
  }
  throw new Error(`define "${name}" is never ended`);
}

/** The offset of the n-th (from 0) `{{` in `source`. */
function nthActionOffset(source: string, n: number): number {
  let offset = -1;
  for (let i = 0; i <= n; i++) offset = source.indexOf('{{', offset + 1);
  return offset;
}
