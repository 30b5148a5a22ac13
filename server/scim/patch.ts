import { scimPatch, ScimError as PatchLibraryError, type ScimPatchOperation, type ScimResource } from 'scim-patch';
import { PATCH_SCHEMA } from './discovery.js';
import { invalidPath, invalidSyntax, invalidValue, ScimError, type ScimType } from './errors.js';
import { mustBeObject } from './input.js';

// A PATCH request (RFC 7644 §3.5.2) applied by scim-patch to the resource as SCIM sees it; the
// services then read the columns back from the patched resource. What is normalised first, as
// Entra ID sends it: "Replace" capitalised, a path-less value whose keys are paths
// ({"name.familyName": …}), and members with "$ref": null (matched by their value alone).

const MAX_OPERATIONS = 1000;
const CORE_PREFIX = /^urn:ietf:params:scim:schemas:core:2\.0:(User|Group):/i;
/** Paths that would reach an object's prototype through scim-patch's navigation. */
const UNSAFE = /(^|[.[:\s])(__proto__|constructor|prototype)\b/;

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

export interface PatchOperation {
  op: 'add' | 'replace' | 'remove';
  path?: string;
  value?: unknown;
}

function normalPath(path: unknown): string | undefined {
  if (path === undefined) return undefined;
  if (typeof path !== 'string' || !path.trim() || path.length > 500) throw invalidPath('path must be a non-empty string');
  const p = path.trim().replace(CORE_PREFIX, '');
  if (UNSAFE.test(p)) throw invalidPath(`path ${p} is not supported`);
  return p;
}

/** A members value: each member by its value only. */
const membersOnly = (path: string | undefined, value: unknown) =>
  path !== undefined && /^members$/i.test(path) && Array.isArray(value)
    ? value.map((m) => (isObject(m) && 'value' in m ? { value: m.value } : m))
    : value;

/** The operations of a PatchOp body, checked and normalised; any fault is a SCIM 400. */
export function patchOperations(body: unknown): PatchOperation[] {
  const b = mustBeObject(body);
  if (!Array.isArray(b.schemas) || !b.schemas.includes(PATCH_SCHEMA)) throw invalidSyntax(`schemas must contain ${PATCH_SCHEMA}`);
  const ops = b.Operations;
  if (!Array.isArray(ops) || ops.length === 0) throw invalidSyntax('Operations must be a non-empty array');
  if (ops.length > MAX_OPERATIONS) throw new ScimError(413, `At most ${MAX_OPERATIONS} operations`);
  return ops.flatMap((o): PatchOperation[] => {
    if (!isObject(o) || typeof o.op !== 'string') throw invalidSyntax('Each operation must be an object with op');
    const op = o.op.toLowerCase();
    if (op !== 'add' && op !== 'replace' && op !== 'remove') throw invalidSyntax(`Unknown op ${o.op}`);
    const path = normalPath(o.path);
    if (op === 'remove' && path === undefined) throw new ScimError(400, 'remove needs a path', 'noTarget');
    if (op !== 'remove' && o.value === undefined) throw invalidValue(`${op} needs a value`);
    if (path === undefined) {
      // A path-less add or replace: its value's keys are the paths (RFC 7644 §3.5.2.1, and Entra's dotted keys).
      if (!isObject(o.value)) throw invalidValue(`${op} without a path needs an object value`);
      return Object.entries(o.value).map(([k, v]) => ({ op, path: normalPath(k), value: membersOnly(normalPath(k), v) }));
    }
    return [{ op, path, value: membersOnly(path, o.value) }];
  });
}

/** The resource once the operations are applied (a copy); scim-patch's refusals become SCIM 400s. */
export function applyPatch<T extends object>(resource: T, ops: PatchOperation[]): T {
  const doc = { ...structuredClone(resource), meta: { created: new Date(0), lastModified: new Date(0) } } as unknown as ScimResource;
  try {
    return scimPatch(doc, ops as ScimPatchOperation[], { mutateDocument: true, treatMissingAsAdd: true }) as unknown as T;
  } catch (e) {
    if (e instanceof PatchLibraryError) throw new ScimError(400, e.message, (e.scimCode as ScimType | undefined) ?? 'invalidValue');
    // A value of a shape the library did not expect (a string where it walks an array): the request's fault.
    throw invalidValue(e instanceof Error ? e.message : 'The operation could not be applied');
  }
}
