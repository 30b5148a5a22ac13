// SCIM's own error answer (RFC 7644 §3.12): the status as a string, a scimType for 400 and 409.
// Every refusal under /scim/v2 is one of these, never the /api envelope.

export const ERROR_SCHEMA = 'urn:ietf:params:scim:api:messages:2.0:Error';

/** RFC 7644 §3.12, table 9 (those this service answers). */
export type ScimType =
  'invalidFilter' | 'invalidSyntax' | 'invalidPath' | 'invalidValue' | 'noTarget' | 'uniqueness' | 'mutability' | 'tooMany';

export class ScimError extends Error {
  constructor(
    readonly status: 400 | 401 | 404 | 409 | 412 | 413 | 429 | 500 | 501 | 503,
    detail: string,
    readonly scimType?: ScimType,
  ) {
    super(detail);
  }
}

export const invalidValue = (detail: string) => new ScimError(400, detail, 'invalidValue');
export const invalidSyntax = (detail: string) => new ScimError(400, detail, 'invalidSyntax');
export const invalidFilter = (detail: string) => new ScimError(400, detail, 'invalidFilter');
export const invalidPath = (detail: string) => new ScimError(400, detail, 'invalidPath');
export const uniqueness = (detail: string) => new ScimError(409, detail, 'uniqueness');
export const mutability = (detail: string) => new ScimError(400, detail, 'mutability');
export const resourceNotFound = (kind: 'User' | 'Group', id: string) => new ScimError(404, `${kind} ${id} not found`);

/** The body of an error answer. */
export function errorBody(e: ScimError) {
  return { schemas: [ERROR_SCHEMA], status: String(e.status), ...(e.scimType ? { scimType: e.scimType } : {}), detail: e.message };
}
