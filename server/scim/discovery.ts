// What the service says of itself (RFC 7644 §4, RFC 7643 §5–7): ServiceProviderConfig, ResourceTypes
// and Schemas, describing only what server/scim/ implements. Fixed texts; `base` is PUBLIC_URL/scim/v2.

export const USER_SCHEMA = 'urn:ietf:params:scim:schemas:core:2.0:User';
export const GROUP_SCHEMA = 'urn:ietf:params:scim:schemas:core:2.0:Group';
export const LIST_SCHEMA = 'urn:ietf:params:scim:api:messages:2.0:ListResponse';
export const PATCH_SCHEMA = 'urn:ietf:params:scim:api:messages:2.0:PatchOp';
const SPC_SCHEMA = 'urn:ietf:params:scim:schemas:core:2.0:ServiceProviderConfig';
const RESOURCE_TYPE_SCHEMA = 'urn:ietf:params:scim:schemas:core:2.0:ResourceType';
const SCHEMA_SCHEMA = 'urn:ietf:params:scim:schemas:core:2.0:Schema';

/** A page's size when the provider asks none, and the most one page holds. */
export const DEFAULT_COUNT = 100;
export const MAX_COUNT = 1000;

export function serviceProviderConfig(base: string) {
  return {
    schemas: [SPC_SCHEMA],
    documentationUri: 'https://datatracker.ietf.org/doc/html/rfc7644',
    patch: { supported: true },
    bulk: { supported: false, maxOperations: 0, maxPayloadSize: 0 },
    filter: { supported: true, maxResults: MAX_COUNT },
    changePassword: { supported: false },
    sort: { supported: false },
    etag: { supported: false },
    authenticationSchemes: [
      {
        type: 'oauthbearertoken',
        name: 'OAuth Bearer Token',
        description: 'Authorization: Bearer SCIM_TOKEN',
        specUri: 'https://www.rfc-editor.org/info/rfc6750',
        primary: true,
      },
    ],
    meta: { resourceType: 'ServiceProviderConfig', location: `${base}/ServiceProviderConfig` },
  };
}

export function resourceTypes(base: string) {
  const type = (name: 'User' | 'Group', endpoint: string, schema: string) => ({
    schemas: [RESOURCE_TYPE_SCHEMA],
    id: name,
    name,
    endpoint,
    description: name,
    schema,
    meta: { resourceType: 'ResourceType', location: `${base}/ResourceTypes/${name}` },
  });
  return [type('User', '/Users', USER_SCHEMA), type('Group', '/Groups', GROUP_SCHEMA)];
}

interface Attr {
  name: string;
  type: 'string' | 'boolean' | 'complex' | 'reference';
  multiValued?: boolean;
  required?: boolean;
  mutability?: 'readOnly' | 'readWrite' | 'immutable';
  uniqueness?: 'none' | 'server';
  caseExact?: boolean;
  subAttributes?: Attr[];
  referenceTypes?: string[];
}

const attr = (a: Attr): Record<string, unknown> => ({
  name: a.name,
  type: a.type,
  multiValued: a.multiValued ?? false,
  description: a.name,
  required: a.required ?? false,
  ...(a.type === 'string' || a.type === 'reference' ? { caseExact: a.caseExact ?? false } : {}),
  mutability: a.mutability ?? 'readWrite',
  returned: 'default',
  uniqueness: a.uniqueness ?? 'none',
  ...(a.referenceTypes ? { referenceTypes: a.referenceTypes } : {}),
  ...(a.subAttributes ? { subAttributes: a.subAttributes.map(attr) } : {}),
});

const USER_ATTRS: Attr[] = [
  { name: 'userName', type: 'string', required: true, uniqueness: 'server' },
  {
    name: 'name',
    type: 'complex',
    subAttributes: [
      { name: 'formatted', type: 'string' },
      { name: 'givenName', type: 'string' },
      { name: 'familyName', type: 'string' },
    ],
  },
  { name: 'displayName', type: 'string' },
  {
    name: 'emails',
    type: 'complex',
    multiValued: true,
    subAttributes: [
      { name: 'value', type: 'string' },
      { name: 'type', type: 'string' },
      { name: 'primary', type: 'boolean' },
    ],
  },
  { name: 'active', type: 'boolean' },
  { name: 'externalId', type: 'string', caseExact: true },
  {
    name: 'groups',
    type: 'complex',
    multiValued: true,
    mutability: 'readOnly',
    subAttributes: [
      { name: 'value', type: 'string', mutability: 'readOnly' },
      { name: 'display', type: 'string', mutability: 'readOnly' },
    ],
  },
];

const GROUP_ATTRS: Attr[] = [
  { name: 'displayName', type: 'string', required: true, uniqueness: 'server' },
  { name: 'externalId', type: 'string', caseExact: true },
  {
    name: 'members',
    type: 'complex',
    multiValued: true,
    subAttributes: [
      { name: 'value', type: 'string', mutability: 'immutable' },
      { name: 'display', type: 'string', mutability: 'readOnly' },
      { name: '$ref', type: 'reference', mutability: 'immutable', referenceTypes: ['User'] },
    ],
  },
];

export function schemas(base: string) {
  const schema = (id: string, name: string, attrs: Attr[]) => ({
    schemas: [SCHEMA_SCHEMA],
    id,
    name,
    description: name,
    attributes: attrs.map(attr),
    meta: { resourceType: 'Schema', location: `${base}/Schemas/${id}` },
  });
  return [schema(USER_SCHEMA, 'User', USER_ATTRS), schema(GROUP_SCHEMA, 'Group', GROUP_ATTRS)];
}

/** A list answer (RFC 7644 §3.4.2). */
export function listResponse<T>(resources: T[], totalResults: number, startIndex: number) {
  return { schemas: [LIST_SCHEMA], totalResults, startIndex, itemsPerPage: resources.length, Resources: resources };
}
