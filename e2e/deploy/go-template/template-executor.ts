import type { Arg, Node, ParsedTemplate, Pipeline } from './template-parser';

/** A template function: receives evaluated arguments (a piped value comes last). */
export type TemplateFunction = (...args: unknown[]) => unknown;

/** Go's notion of an empty value: false, 0, nil, "" and empty collections. */
export function isTruthy(value: unknown): boolean {
  if (value === null || value === undefined || value === false || value === 0 || value === '') return false;
  if (Array.isArray(value)) return value.length > 0;
  if (typeof value === 'object') return Object.keys(value).length > 0;
  return true;
}

/**
 * A float64 as Go's %v prints it (strconv 'g', shortest): e-notation once the decimal exponent
 * reaches 6 or falls below -4. Helm's values are float64, which is why 1000000 prints as 1e+06.
 */
export function formatNumber(n: number): string {
  if (!Number.isFinite(n)) return n > 0 ? '+Inf' : n < 0 ? '-Inf' : 'NaN';
  if (n === 0) return '0';
  const exponent = Math.floor(Math.log10(Math.abs(n)));
  if (exponent < -4 || exponent >= 6) {
    const [mantissa, exp] = n.toExponential().split('e');
    const sign = exp.startsWith('-') ? '-' : '+';
    const digits = exp.replace(/^[-+]/, '').padStart(2, '0');
    return `${mantissa}e${sign}${digits}`;
  }
  return String(n);
}

/** A value as `{{ . }}` prints it: nil as empty (Helm drops "<no value>"), maps and lists Go-style. */
export function printValue(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return formatNumber(value);
  if (Array.isArray(value)) return `[${value.map(printValue).join(' ')}]`;
  if (typeof value === 'object')
    return `map[${Object.keys(value)
      .sort()
      .map((k) => `${k}:${printValue((value as Record<string, unknown>)[k])}`)
      .join(' ')}]`;
  return String(value);
}

/** The templates a render can reach (every file's defines) and the functions it may call. */
export interface TemplateSet {
  defines: Map<string, Node[]>;
  functions: Record<string, TemplateFunction>;
}

/** Collects the defines of several parsed files into one set (later files win, as in Helm). */
export function templateSet(
  files: ParsedTemplate[],
  functions: Record<string, TemplateFunction>,
): TemplateSet {
  const defines = new Map<string, Node[]>();
  for (const file of files) for (const [name, nodes] of file.defines) defines.set(name, nodes);
  return { defines, functions };
}

type Scope = Map<string, unknown>;

function walkPath(value: unknown, path: string[]): unknown {
  let current = value;
  for (const key of path) {
    if (current === null || current === undefined) return undefined;
    if (typeof current !== 'object' || Array.isArray(current))
      throw new Error(
        `can't evaluate field ${key} in type ${Array.isArray(current) ? 'list' : typeof current}`,
      );
    current = (current as Record<string, unknown>)[key];
  }
  return current;
}

/** Executes parsed nodes with Go's text/template semantics. */
export class TemplateExecutor {
  constructor(private readonly set: TemplateSet) {}

  /** Renders a define by name with `data` as dot (what `include` does). */
  include(name: string, data: unknown): string {
    const nodes = this.set.defines.get(name);
    if (!nodes) throw new Error(`template: no template "${name}" associated with template`);
    return this.run(nodes, data, new Map([['$', data]]));
  }

  /** Renders top-level nodes with `data` as dot and as `$`. */
  render(nodes: Node[], data: unknown): string {
    return this.run(nodes, data, new Map([['$', data]]));
  }

  private run(nodes: Node[], dot: unknown, scope: Scope): string {
    let out = '';
    for (const node of nodes) {
      switch (node.kind) {
        case 'text':
          out += node.text;
          break;
        case 'action': {
          const value = this.pipeline(node.pipeline, dot, scope);
          if (!node.pipeline.declare) out += printValue(value);
          break;
        }
        case 'if': {
          const inner = new Map(scope);
          const value = this.pipeline(node.pipeline, dot, inner);
          out += this.run(isTruthy(value) ? node.then : node.otherwise, dot, inner);
          this.copyAssignments(scope, inner);
          break;
        }
        case 'with': {
          const inner = new Map(scope);
          const value = this.pipeline(node.pipeline, dot, inner);
          out += isTruthy(value) ? this.run(node.then, value, inner) : this.run(node.otherwise, dot, inner);
          this.copyAssignments(scope, inner);
          break;
        }
        case 'range':
          out += this.range(node, dot, scope);
          break;
        case 'template':
          out += this.include(node.name, node.pipeline ? this.pipeline(node.pipeline, dot, scope) : null);
          break;
      }
    }
    return out;
  }

  // Assignments (`$x = …`) inside a block change the variable outside it; declarations do not.
  private copyAssignments(outer: Scope, inner: Scope): void {
    for (const name of outer.keys()) outer.set(name, inner.get(name));
  }

  private range(node: Extract<Node, { kind: 'range' }>, dot: unknown, scope: Scope): string {
    const inner = new Map(scope);
    const collection = this.pipeline({ ...node.pipeline, declare: undefined }, dot, inner);
    const names = node.pipeline.declare?.names ?? [];
    let entries: [unknown, unknown][];
    if (Array.isArray(collection)) entries = collection.map((v, i) => [i, v]);
    else if (collection && typeof collection === 'object')
      entries = Object.keys(collection)
        .sort()
        .map((k) => [k, (collection as Record<string, unknown>)[k]]);
    else if (typeof collection === 'number') entries = Array.from({ length: collection }, (_, i) => [i, i]);
    else if (collection === null || collection === undefined) entries = [];
    else throw new Error(`range can't iterate over ${printValue(collection)}`);
    if (entries.length === 0) return this.run(node.otherwise, dot, inner);
    let out = '';
    for (const [key, value] of entries) {
      const iteration = new Map(inner);
      if (names.length === 1) iteration.set(names[0], value);
      if (names.length === 2) {
        iteration.set(names[0], key);
        iteration.set(names[1], value);
      }
      out += this.run(node.body, value, iteration);
      this.copyAssignments(inner, iteration);
    }
    this.copyAssignments(scope, inner);
    return out;
  }

  private pipeline(pipeline: Pipeline, dot: unknown, scope: Scope): unknown {
    let value: unknown;
    pipeline.commands.forEach((command, index) => {
      value = this.command(command.args, dot, scope, index === 0 ? [] : [value]);
    });
    const declare = pipeline.declare;
    if (declare) {
      const [name] = declare.names;
      if (declare.assign && !scope.has(name)) throw new Error(`undefined variable: ${name}`);
      scope.set(name, value);
    }
    return value;
  }

  private command(args: Arg[], dot: unknown, scope: Scope, piped: unknown[]): unknown {
    const [head, ...rest] = args;
    if (head.kind === 'identifier') {
      const fn = this.set.functions[head.name];
      if (!fn) throw new Error(`function "${head.name}" not defined`);
      return fn(...rest.map((arg) => this.arg(arg, dot, scope)), ...piped);
    }
    if (rest.length > 0 || piped.length > 0) throw new Error(`can't give arguments to a non-function`);
    return this.arg(head, dot, scope);
  }

  private arg(arg: Arg, dot: unknown, scope: Scope): unknown {
    switch (arg.kind) {
      case 'literal':
        return arg.value;
      case 'field':
        return walkPath(dot, arg.path);
      case 'variable': {
        if (!scope.has(arg.name)) throw new Error(`undefined variable: ${arg.name}`);
        return walkPath(scope.get(arg.name), arg.path);
      }
      case 'pipeline':
        return walkPath(this.pipeline(arg.pipeline, dot, scope), arg.path);
      case 'identifier': {
        const fn = this.set.functions[arg.name];
        if (!fn) throw new Error(`function "${arg.name}" not defined`);
        return fn();
      }
    }
  }
}
