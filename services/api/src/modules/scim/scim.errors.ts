/** RFC 7644 §3.12 error body schema. */
export const SCIM_ERROR_SCHEMA = 'urn:ietf:params:scim:api:messages:2.0:Error';

/** The `scimType` values of RFC 7644 §3.12 this server answers with. */
export type ScimType =
  | 'invalidFilter'
  | 'tooMany'
  | 'uniqueness'
  | 'mutability'
  | 'invalidSyntax'
  | 'invalidPath'
  | 'noTarget'
  | 'invalidValue'
  | 'invalidVers';

/** The body every SCIM refusal answers with (never HTML, never a GraphQL error). */
export interface ScimErrorBody {
  schemas: [typeof SCIM_ERROR_SCHEMA];
  status: string;
  scimType?: ScimType;
  detail: string;
}

/** A refusal of a SCIM request: HTTP status, the RFC's scimType and a readable detail. */
export class ScimError extends Error {
  constructor(
    readonly status: number,
    readonly detail: string,
    readonly scimType?: ScimType,
  ) {
    super(detail);
  }

  body(): ScimErrorBody {
    return {
      schemas: [SCIM_ERROR_SCHEMA],
      status: String(this.status),
      ...(this.scimType ? { scimType: this.scimType } : {}),
      detail: this.detail,
    };
  }
}

/** The refusals of the SCIM endpoints, worded for the administrator reading the IdP's log. */
export const scimErrors = {
  unauthenticated: (): ScimError =>
    new ScimError(401, 'Send a valid SCIM token of this workspace as "Authorization: Bearer …".'),
  notFound: (what: string): ScimError => new ScimError(404, `${what} was not found.`),
  invalidFilter: (detail: string): ScimError => new ScimError(400, detail, 'invalidFilter'),
  invalidSyntax: (detail: string): ScimError => new ScimError(400, detail, 'invalidSyntax'),
  invalidValue: (detail: string): ScimError => new ScimError(400, detail, 'invalidValue'),
  invalidPath: (detail: string): ScimError => new ScimError(400, detail, 'invalidPath'),
  noTarget: (detail: string): ScimError => new ScimError(400, detail, 'noTarget'),
  mutability: (detail: string): ScimError => new ScimError(400, detail, 'mutability'),
  uniqueness: (detail: string): ScimError => new ScimError(409, detail, 'uniqueness'),
  tooMany: (detail: string): ScimError => new ScimError(400, detail, 'tooMany'),
  /** RFC 7644 §3.12: 403, "operation is not permitted based on the supplied authorization" (no scimType). */
  noSeat: (seats: number, role: string): ScimError =>
    new ScimError(
      403,
      `All ${seats} paid seats of this workspace's plan are in use (managers, contributors and their pending invites): this person cannot be a ${role.toLowerCase()} here. Buy more seats on the billing page, or make them a viewer in Fieldnote first.`,
    ),
  preconditionFailed: (): ScimError =>
    new ScimError(412, 'The resource changed since it was read (If-Match did not match its ETag).'),
  methodNotAllowed: (): ScimError => new ScimError(405, 'This endpoint does not support that method.'),
} as const;
