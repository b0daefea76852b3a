/** The `details` of a Kubernetes Status: which object failed and, for 422, which fields. */
export interface StatusDetails {
  name?: string;
  group?: string;
  kind?: string;
  uid?: string;
  causes?: { reason: string; message: string; field: string }[];
}

/** The body the API server sends with every non-2xx answer (metav1.Status). */
export interface StatusBody {
  kind: 'Status';
  apiVersion: 'v1';
  metadata: Record<string, never>;
  status: 'Failure' | 'Success';
  message?: string;
  reason?: string;
  details?: StatusDetails;
  code: number;
}

/** An API failure carrying the HTTP code and the reason the real server would give. */
export class KubeStatusError extends Error {
  constructor(
    readonly code: number,
    readonly reason: string,
    message: string,
    readonly details?: StatusDetails,
  ) {
    super(message);
  }

  /** `<plural>.<group>` (or bare plural for the core group), as the server names resources in messages. */
  static qualified(plural: string, group: string): string {
    return group ? `${plural}.${group}` : plural;
  }

  static notFound(plural: string, group: string, name: string): KubeStatusError {
    return new KubeStatusError(404, 'NotFound', `${this.qualified(plural, group)} "${name}" not found`, {
      name,
      group,
      kind: plural,
    });
  }

  static alreadyExists(plural: string, group: string, name: string): KubeStatusError {
    const message = `${this.qualified(plural, group)} "${name}" already exists`;
    return new KubeStatusError(409, 'AlreadyExists', message, { name, group, kind: plural });
  }

  static conflict(plural: string, group: string, name: string, why: string): KubeStatusError {
    const message = `Operation cannot be fulfilled on ${this.qualified(plural, group)} "${name}": ${why}`;
    return new KubeStatusError(409, 'Conflict', message, { name, group, kind: plural });
  }

  static badRequest(message: string): KubeStatusError {
    return new KubeStatusError(400, 'BadRequest', message);
  }

  toBody(): StatusBody {
    return {
      kind: 'Status',
      apiVersion: 'v1',
      metadata: {},
      status: 'Failure',
      message: this.message,
      reason: this.reason,
      ...(this.details ? { details: this.details } : {}),
      code: this.code,
    };
  }
}

/** The message the server gives when a resource path is not served at all. */
export const RESOURCE_NOT_FOUND = 'the server could not find the requested resource';

/** The Conflict explanation for a stale metadata.resourceVersion. */
export const OBJECT_MODIFIED =
  'the object has been modified; please apply your changes to the latest version and try again';
