import type { KubeObject } from './fake-resource';
import { KubeStatusError } from './kube-status';

type Requirement = (fields: Record<string, string | undefined>) => boolean;

// Equality-based selectors only (k=v, k==v, k!=v, k, !k); set-based ones are refused rather than ignored.
function parse(selector: string): Requirement[] {
  return selector
    .split(',')
    .map((term) => term.trim())
    .filter(Boolean)
    .map((term): Requirement => {
      const match = /^(!?)([\w./-]+)\s*(?:(==|=|!=)\s*([\w./-]*))?$/.exec(term);
      if (!match) throw KubeStatusError.badRequest(`unable to parse requirement: ${JSON.stringify(term)}`);
      const [, not, key, operator, value] = match;
      if (!operator) return (fields) => (fields[key] !== undefined) !== (not === '!');
      if (not) throw KubeStatusError.badRequest(`unable to parse requirement: ${JSON.stringify(term)}`);
      return operator === '!=' ? (fields) => fields[key] !== value : (fields) => fields[key] === value;
    });
}

/** A predicate for the labelSelector and fieldSelector (metadata.name, metadata.namespace) of a request. */
export function selectorPredicate(query: URLSearchParams): (object: KubeObject) => boolean {
  const labels = parse(query.get('labelSelector') ?? '');
  const fields = parse(query.get('fieldSelector') ?? '');
  return (object) => {
    const metadata = object.metadata ?? {};
    const objectFields = { 'metadata.name': metadata.name, 'metadata.namespace': metadata.namespace };
    return labels.every((r) => r(metadata.labels ?? {})) && fields.every((r) => r(objectFields));
  };
}
