// CEL keywords and the words Kubernetes reserves (k8s.io/apiserver/pkg/cel escaping): a property with
// one of these names is reached as __<name>__.
const RESERVED = new Set([
  'true',
  'false',
  'null',
  'in',
  'as',
  'break',
  'const',
  'continue',
  'else',
  'for',
  'function',
  'if',
  'import',
  'let',
  'loop',
  'package',
  'namespace',
  'return',
  'var',
  'void',
  'while',
]);

/**
 * The name a schema property has in CEL, as the API server escapes it (`x-y` is `x__dash__y`,
 * `namespace` is `__namespace__`), or undefined when it cannot be named (then rules cannot see it).
 */
export function escapeCelProperty(name: string): string | undefined {
  if (name.length === 0 || /^[0-9]/.test(name)) return undefined;
  if (RESERVED.has(name)) return `__${name}__`;
  let escapable = true;
  const escaped = name.replace(/__|[-./]|[^a-zA-Z0-9_]/g, (match) => {
    const replacement = { __: '__underscores__', '.': '__dot__', '-': '__dash__', '/': '__slash__' }[match];
    if (replacement === undefined) escapable = false;
    return replacement ?? '';
  });
  return escapable ? escaped : undefined;
}
