import { apiVersionOf, type FakeResource, type KubeObject } from './fake-resource';
import { KubeStatusError } from './kube-status';

const DNS_SUBDOMAIN = /^[a-z0-9]([-a-z0-9]*[a-z0-9])?(\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*$/;

/** Timestamps as the server writes metav1.Time: RFC 3339 in whole seconds. */
export function serverTimestamp(): string {
  return new Date().toISOString().replace(/\.\d{3}Z$/, 'Z');
}

/** A 422 for one field of one object, worded as the server words it. */
export function invalidField(
  resource: FakeResource,
  name: string,
  field: string,
  message: string,
): KubeStatusError {
  const kind = resource.group ? `${resource.kind}.${resource.group}` : resource.kind;
  return new KubeStatusError(422, 'Invalid', `${kind} "${name}" is invalid: ${field}: ${message}`, {
    name,
    group: resource.group,
    kind: resource.kind,
    causes: [{ reason: 'FieldValueInvalid', message: `${field}: ${message}`, field }],
  });
}

/** The request body must be an object with metadata whose type meta matches the URL's resource. */
export function checkBody(resource: FakeResource, body: unknown): KubeObject {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) {
    throw KubeStatusError.badRequest(`the body of the request was not a ${resource.kind} object`);
  }
  const object = body as KubeObject;
  const expectedVersion = apiVersionOf(resource);
  if (resource.custom && !object.kind) {
    throw KubeStatusError.badRequest(`Object 'Kind' is missing in '${JSON.stringify(object)}'`);
  }
  if (resource.custom && !object.apiVersion) {
    throw KubeStatusError.badRequest(`Object 'apiVersion' is missing in '${JSON.stringify(object)}'`);
  }
  if (object.apiVersion && object.apiVersion !== expectedVersion) {
    throw KubeStatusError.badRequest(
      `the API version in the data (${object.apiVersion}) does not match the expected API version (${expectedVersion})`,
    );
  }
  if (object.kind && object.kind !== resource.kind) {
    throw KubeStatusError.badRequest(
      `the kind in the data (${object.kind}) does not match the expected kind (${resource.kind})`,
    );
  }
  object.apiVersion = expectedVersion;
  object.kind = resource.kind;
  object.metadata = object.metadata ?? {};
  return object;
}

/** The object's namespace and name must agree with the request's URL. */
export function checkIdentity(object: KubeObject, namespace: string, name?: string): void {
  const metadata = object.metadata ?? {};
  if (metadata.namespace && metadata.namespace !== namespace) {
    throw KubeStatusError.badRequest(
      'the namespace of the provided object does not match the namespace sent on the request',
    );
  }
  if (name !== undefined && metadata.name !== name) {
    throw KubeStatusError.badRequest(
      `the name of the object (${metadata.name ?? ''}) does not match the name on the URL (${name})`,
    );
  }
}

/** metadata.name must be a DNS-1123 subdomain, as for every resource the operator writes. */
export function checkName(resource: FakeResource, name: string | undefined): string {
  if (!name)
    throw invalidField(resource, '', 'metadata.name', 'Required value: name or generateName is required');
  if (name.length > 253 || !DNS_SUBDOMAIN.test(name)) {
    throw invalidField(
      resource,
      name,
      'metadata.name',
      `Invalid value: ${JSON.stringify(name)}: a lowercase RFC 1123 subdomain must consist of lower case ` +
        `alphanumeric characters, '-' or '.', and must start and end with an alphanumeric character`,
    );
  }
  return name;
}
