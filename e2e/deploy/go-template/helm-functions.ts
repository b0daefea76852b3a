import { createHash } from 'node:crypto';
import { parse, stringify } from 'yaml';
import { type TemplateFunction, formatNumber, isTruthy, printValue } from './template-executor';

/** A value as sprig's strval gives it: strings as they are, everything else as Go's %v prints it. */
function text(value: unknown): string {
  return typeof value === 'string' ? value : printValue(value);
}

/** Go's %q for a string: double-quoted with Go escapes (JSON's are the same for what charts print). */
function goQuote(value: string): string {
  return JSON.stringify(value);
}

/** Go's fmt.Sprintf for the verbs charts use: %s, %v, %d, %q and %%. */
export function sprintf(format: string, ...args: unknown[]): string {
  let next = 0;
  return format.replace(/%([%svdq])/g, (_match, verb: string) => {
    if (verb === '%') return '%';
    if (next >= args.length) return `%!${verb}(MISSING)`;
    const value = args[next++];
    if (verb === 'q') return goQuote(text(value));
    if (verb === 'd')
      return typeof value === 'number' ? formatNumber(Math.trunc(value)) : `%!d(${text(value)})`;
    return text(value);
  });
}

function indent(spaces: number, value: unknown): string {
  const pad = ' '.repeat(spaces);
  return pad + text(value).replace(/\n/g, `\n${pad}`);
}

/** Helm's toYaml: sigs.k8s.io/yaml (keys sorted), without the trailing newline. */
function toYaml(value: unknown): string {
  if (value === null || value === undefined) return 'null';
  return stringify(value, { sortMapEntries: true, lineWidth: 0 }).replace(/\n$/, '');
}

/**
 * The sprig and Helm functions the chart uses, with their Go semantics (argument order included:
 * a piped value is the last argument). `include` renders a define through the given callback.
 */
export function helmFunctions(
  include: (name: string, data: unknown) => string,
): Record<string, TemplateFunction> {
  return {
    include: (name, data) => include(String(name), data),
    printf: (format, ...args) => sprintf(String(format), ...args),
    quote: (...values) =>
      values
        .filter((v) => v !== null && v !== undefined)
        .map((v) => goQuote(text(v)))
        .join(' '),
    toString: (value: unknown) => text(value),
    // Sprig's int64: YAML numbers arrive as floats, and a large one would print as 2.1e+09.
    int64: (value: unknown) => BigInt(Math.trunc(Number(value))),
    toYaml: (value: unknown) => toYaml(value),
    fromYaml: (value: unknown) => {
      try {
        return (parse(text(value)) as unknown) ?? {};
      } catch (error) {
        return { Error: error instanceof Error ? error.message : String(error) };
      }
    },
    indent: (spaces, value) => indent(Number(spaces), value),
    nindent: (spaces, value) => `\n${indent(Number(spaces), value)}`,
    dict: (...pairs) => {
      const result: Record<string, unknown> = {};
      for (let i = 0; i < pairs.length; i += 2) result[text(pairs[i])] = pairs[i + 1] ?? '';
      return result;
    },
    default: (fallback, given) => (isTruthy(given) ? given : fallback),
    required: (message, value) => {
      if (value === null || value === undefined || value === '') throw new Error(String(message));
      return value;
    },
    not: (value) => !isTruthy(value),
    and: (...values) => values.find((v) => !isTruthy(v)) ?? values.at(-1),
    or: (...values) => values.find((v) => isTruthy(v)) ?? values.at(-1),
    eq: (first, ...others) => others.some((other) => other === first),
    ne: (a, b) => a !== b,
    empty: (value) => !isTruthy(value),
    ternary: (whenTrue, whenFalse, condition) => (isTruthy(condition) ? whenTrue : whenFalse),
    trunc: (length, value) => {
      const s = text(value);
      const n = Number(length);
      return n >= 0 ? s.slice(0, n) : s.slice(Math.max(0, s.length + n));
    },
    trimSuffix: (suffix, value) => {
      const s = text(value);
      return s.endsWith(text(suffix)) ? s.slice(0, s.length - text(suffix).length) : s;
    },
    hasPrefix: (prefix, value) => text(value).startsWith(text(prefix)),
    contains: (part, value) => text(value).includes(text(part)),
    replace: (from, to, value) => text(value).split(text(from)).join(text(to)),
    join: (separator, list) => (Array.isArray(list) ? list.map(text).join(text(separator)) : text(list)),
    splitList: (separator, value) => text(value).split(text(separator)),
    sha256sum: (value) => createHash('sha256').update(text(value)).digest('hex'),
    b64enc: (value) => Buffer.from(text(value)).toString('base64'),
  };
}
