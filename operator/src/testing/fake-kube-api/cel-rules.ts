import { Environment } from '@marcbachmann/cel-js';
import { CelSchemaTypes } from './cel-values';
import type { JsonSchema } from './fake-resource';

/** One entry of a schema node's x-kubernetes-validations (apiextensions.k8s.io/v1 ValidationRule). */
export interface ValidationRule {
  rule: string;
  message?: string;
  messageExpression?: string;
  reason?: 'FieldValueInvalid' | 'FieldValueForbidden' | 'FieldValueRequired' | 'FieldValueDuplicate';
  fieldPath?: string;
  optionalOldSelf?: boolean;
}

type Program = (context: Record<string, unknown>) => unknown;

/** A rule ready to run: its program, whether it is a transition rule, or why it does not compile. */
export interface CompiledRule {
  rule: ValidationRule;
  program?: Program;
  messageProgram?: Program;
  /** A transition rule: it reads oldSelf, so it runs only on update (unless optionalOldSelf). */
  usesOldSelf: boolean;
  compileError?: string;
}

/** The rules of one schema node, compiled against the node's type. */
export interface CompiledNode {
  rules: CompiledRule[];
  types: CelSchemaTypes;
}

/** Whether a parsed expression names the variable oldSelf anywhere. */
function mentionsOldSelf(ast: unknown): boolean {
  if (Array.isArray(ast)) return ast.some(mentionsOldSelf);
  if (ast === null || typeof ast !== 'object') return false;
  const node = ast as { op?: unknown; args?: unknown };
  if (node.op === 'id' && node.args === 'oldSelf') return true;
  return mentionsOldSelf(node.args);
}

function firstLine(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).split('\n')[0];
}

/**
 * Compiles an expression in an environment and checks its result type, as the API server does
 * when the CRD is written: a rule must give a bool, a messageExpression a string.
 */
function compile(env: Environment, source: string, resultType: string): Program | string {
  try {
    const checked = env.check(source);
    if (!checked.valid) return firstLine(checked.error);
    if (checked.type !== resultType && checked.type !== 'dyn')
      return `must evaluate to ${resultType}, not ${checked.type}`;
    return env.parse(source) as Program;
  } catch (error) {
    return firstLine(error);
  }
}

/**
 * Compiles the x-kubernetes-validations of one schema node with `self` typed as the node (and, at
 * the resource root, apiVersion, kind and metadata.name/generateName), `oldSelf` of the same type,
 * or `optional<type>` for rules with optionalOldSelf. The Kubernetes CEL environment enables
 * optional types and allows mixed list literals; its extension libraries beyond the strings and
 * regex functions cel-js provides (quantity, url, ip, cidr, format) fail to compile here.
 */
export function compileNodeRules(node: JsonSchema, name: string, resourceRoot: boolean): CompiledNode {
  const base = new Environment({ enableOptionalTypes: true, homogeneousAggregateLiterals: false });
  const types = new CelSchemaTypes(base);
  const selfType = types.declare(node, name, resourceRoot);
  base.registerVariable('self', selfType);
  const plain = base.clone().registerVariable('oldSelf', selfType);
  const optional = base.clone().registerVariable('oldSelf', `optional<${selfType}>`);
  const rules = ((node['x-kubernetes-validations'] ?? []) as ValidationRule[]).map((rule) => {
    const env = rule.optionalOldSelf ? optional : plain;
    const program = compile(env, rule.rule, 'bool');
    if (typeof program === 'string')
      return { rule, usesOldSelf: false, compileError: program } satisfies CompiledRule;
    const compiled: CompiledRule = {
      rule,
      program,
      usesOldSelf: mentionsOldSelf((program as Program & { ast: unknown }).ast),
    };
    if (rule.messageExpression) {
      // messageExpression always sees oldSelf as a plain value, even for optionalOldSelf rules.
      const message = compile(plain, rule.messageExpression, 'string');
      if (typeof message === 'string') compiled.compileError = `messageExpression: ${message}`;
      else compiled.messageProgram = message;
    }
    return compiled;
  });
  return { rules, types };
}
