import { BUILT_IN_RESOURCES } from './built-in-resources';
import type { FakeResource } from './fake-resource';

/** Where a request points: a resource's collection, one object, or an object's subresource. */
export interface ResourceRoute {
  resource: FakeResource;
  /** '' for a cluster-wide list or a cluster-scoped resource. */
  namespace: string;
  name?: string;
  subresource?: string;
}

/** The resources one fake server serves, found by URL or by `plural[.group]`. */
export class ResourceRegistry {
  private readonly resources: FakeResource[];

  constructor(extra: readonly FakeResource[] = []) {
    const id = (r: FakeResource) => `${r.plural}.${r.group}`;
    const replaced = new Set(extra.map(id));
    this.resources = [...BUILT_IN_RESOURCES.filter((r) => !replaced.has(id(r))), ...extra];
  }

  /** A resource named `plural` or `plural.group`; throws when unknown or ambiguous (a test bug). */
  named(name: string): FakeResource {
    const matches = this.resources.filter((r) => r.plural === name || `${r.plural}.${r.group}` === name);
    if (matches.length !== 1) throw new Error(`fake kube API: ${matches.length} resources named ${name}`);
    return matches[0];
  }

  /**
   * Parses /api/v1/... and /apis/{group}/{version}/... paths:
   * [namespaces/{ns}/]{plural}[/{name}[/{subresource}]]. Undefined when nothing is served there.
   */
  route(pathname: string): ResourceRoute | undefined {
    const segments = pathname.split('/').filter(Boolean).map(decodeURIComponent);
    let group: string;
    let rest: string[];
    if (segments[0] === 'api' && segments[1] === 'v1') [group, rest] = ['', segments.slice(1)];
    else if (segments[0] === 'apis' && segments.length >= 3) [group, rest] = [segments[1], segments.slice(2)];
    else return undefined;
    const [version, ...path] = rest;
    let namespace = '';
    if (path[0] === 'namespaces' && path.length >= 3) {
      namespace = path[1];
      path.splice(0, 2);
    }
    const [plural, name, subresource, ...extra] = path;
    const resource = this.resources.find(
      (r) => r.group === group && r.version === version && r.plural === plural,
    );
    if (!resource || extra.length > 0) return undefined;
    // A namespaced resource has no objects outside namespaces; a cluster-scoped one none inside.
    if (name !== undefined && resource.namespaced !== (namespace !== '')) return undefined;
    if (subresource !== undefined && !(subresource === 'status' && resource.statusSubresource))
      return undefined;
    return { resource, namespace, name, subresource };
  }
}
