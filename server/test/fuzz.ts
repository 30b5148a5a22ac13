import ExcelJS from 'exceljs';

// A small schema-driven fuzzer for the API: a valid-looking baseline for each request
// body (from its OpenAPI JSON schema and a table of known field values), and mutations
// that put one garbage value at a time into one field, the others staying at baseline.

export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  enum?: unknown[];
  format?: string;
  nullable?: boolean;
  minLength?: number;
  minimum?: number;
  maximum?: number;
  default?: unknown;
}

/** A JSON text sent as is (numbers JSON.stringify cannot write, such as 1e999, which JSON.parse reads as Infinity). */
export class RawJson {
  constructor(readonly text: string) {}
}

export type GarbageKind = 'type' | 'number' | 'date' | 'string';
export interface Garbage {
  kind: GarbageKind;
  value: unknown;
}

const g = (kind: GarbageKind, values: unknown[]): Garbage[] => values.map((value) => ({ kind, value }));

/** Every category of malformed value the brief asks for; each one goes into every field. */
export const GARBAGE: Garbage[] = [
  ...g('type', [null, true, 0, -1, 1.5, '', 'x', [], {}, [null], { $gt: '' }]),
  ...g('number', [
    1e308,
    -1e308,
    2 ** 53 + 1,
    Number.MAX_SAFE_INTEGER,
    '1.2e29',
    'NaN',
    'Infinity',
    new RawJson('1e999'),
    new RawJson('-0'),
  ]),
  ...g('date', [
    '2027-3-10',
    '1',
    ' 2027-03-10',
    '2027-03-10T00:00:00Z',
    '2027-02-30',
    '0000-00-00',
    '9999-12-31',
    '+275760-09-13',
    '2027-03-10\n',
  ]),
  ...g('string', ['x'.repeat(10_000), '\u0000', '🙂', 's\u0327\u0327', '__proto__', 'constructor']),
];

/** A short printable name of a garbage value, for failure messages and the coverage log. */
export function label(v: unknown): string {
  if (v instanceof RawJson) return v.text;
  if (typeof v === 'number' && !Number.isFinite(v)) return String(v);
  const s = JSON.stringify(v) ?? String(v);
  return s.length > 40 ? `${s.slice(0, 20)}…(${s.length})` : s;
}

/** JSON.stringify, with RawJson values written verbatim. */
export function toJson(value: unknown): string {
  const raws: string[] = [];
  const text = JSON.stringify(value, (_k, v: unknown) => {
    if (v instanceof RawJson) {
      raws.push(v.text);
      return `@@raw${raws.length - 1}@@`;
    }
    return v;
  });
  return text.replace(/"@@raw(\d+)@@"/g, (_m, i: string) => raws[Number(i)]);
}

/** Answers a known value for a field, by its dotted path with '[]' for array items ('accounts[].userInfo.name') or its name. */
export type Known = (path: string, name: string) => unknown;

/** The alternatives of a body: one per branch of a top-level anyOf/oneOf, else the schema itself. */
export function variants(schema: JsonSchema): JsonSchema[] {
  return schema.anyOf ?? schema.oneOf ?? [schema];
}

/** A valid-looking value for a schema: the known table first, then the type, format, enum and bounds. */
export function baseline(schema: JsonSchema, known: Known, path = '', name = ''): unknown {
  const k = known(path, name);
  if (k !== undefined) return k;
  const alts = (schema.anyOf ?? schema.oneOf)?.filter((s) => s.type !== 'null');
  if (alts?.length) return baseline(alts[0], known, path, name);
  if (schema.enum?.length) return schema.enum[0];
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'object':
      return Object.fromEntries(
        Object.entries(schema.properties ?? {}).map(([p, s]) => [p, baseline(s, known, path ? `${path}.${p}` : p, p)]),
      );
    case 'array':
      return schema.items ? [baseline(schema.items, known, `${path}[]`, `${name}[]`)] : [];
    case 'boolean':
      return false;
    case 'integer':
    case 'number':
      return Math.min(Math.max(schema.minimum ?? 1, 1), schema.maximum ?? 1);
    default:
      if (schema.format === 'uuid') return '00000000-0000-4000-8000-000000000000';
      if (schema.format === 'date-time') return '2026-03-05T15:30:00Z';
      if (schema.format === 'email') return 'fuzz@example.com';
      return 'a'.repeat(Math.max(schema.minLength ?? 1, 1));
  }
}

export type PathKey = (string | number)[];

/** Every node below the root: each object property and, in arrays, the first element, recursively. */
export function fieldPaths(value: unknown, at: PathKey = []): PathKey[] {
  const out: PathKey[] = [];
  if (Array.isArray(value)) {
    if (value.length) out.push([...at, 0], ...fieldPaths(value[0], [...at, 0]));
  } else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) out.push([...at, k], ...fieldPaths(v, [...at, k]));
  }
  return out;
}

export const MISSING = Symbol('missing');

/** A copy of `base` with `v` at `path` (or the key removed, for MISSING). */
export function setAt(base: unknown, path: PathKey, v: unknown): unknown {
  const copy = JSON.parse(JSON.stringify(base)) as Record<string | number, unknown>;
  let node = copy;
  for (const k of path.slice(0, -1)) node = node[k] as Record<string | number, unknown>;
  const last = path[path.length - 1];
  if (v === MISSING) {
    if (Array.isArray(node)) node.splice(Number(last), 1);
    else delete node[last];
  } else {
    node[last] = v;
  }
  return copy;
}

export interface Mutation {
  field: string;
  value: unknown;
  kind: GarbageKind | 'missing' | 'root';
  body: unknown;
}

/** One garbage value in one field at a time (each field also once missing), then the whole body replaced. */
export function* mutations(base: unknown, garbage: Garbage[] = GARBAGE): Generator<Mutation> {
  for (const path of fieldPaths(base)) {
    const field = path.join('.');
    yield { field, value: MISSING, kind: 'missing', body: setAt(base, path, MISSING) };
    for (const { kind, value } of garbage) yield { field, value, kind, body: setAt(base, path, value) };
  }
  for (const { value } of garbage) yield { field: '(body)', value, kind: 'root', body: value };
}

/** The garbage as text, for query strings and path segments (objects and arrays have no text form there). */
export function garbageStrings(garbage: Garbage[] = GARBAGE): { kind: GarbageKind; text: string }[] {
  return garbage.flatMap(({ kind, value }) => {
    if (value instanceof RawJson) return [{ kind, text: value.text }];
    if (value === null || typeof value !== 'object') return [{ kind, text: String(value) }];
    return [];
  });
}

export type Answer = { status: number; body: { err: number; payload: unknown; message?: string; code?: string; reason?: string } };

/**
 * Errors the router raises before any route runs (a bad %-escape, a path parameter over the router's
 * limit) never reach the error handler while server/app.ts sets no `frameworkErrors`: they answer
 * Fastify's own body, a 400 or a 414 without the envelope. Tally counts them apart.
 */
export const ROUTER_ERRORS = new Set(['FST_ERR_BAD_URL', 'FST_ERR_MAX_PARAM_LENGTH']);

/** The checks of the envelope (no 5xx; err = status; a failure has payload null and a message), collected, not thrown. */
export class Tally {
  readonly failures: string[] = [];
  readonly sent = new Map<string, number>();
  routerErrors = 0;

  check(r: Answer, route: string, what: string): void {
    this.sent.set(route, (this.sent.get(route) ?? 0) + 1);
    const b = r.body;
    if (r.status < 500 && ROUTER_ERRORS.has(b?.code ?? '')) {
      this.routerErrors++;
      return;
    }
    const good =
      r.status < 500 &&
      b?.err === (r.status === 200 ? 0 : r.status) &&
      (r.status === 200 || (b.payload === null && /\S/.test(b.message ?? '')));
    if (!good && this.failures.length < 200) this.failures.push(`${route} ${what} → ${r.status} ${JSON.stringify(b).slice(0, 200)}`);
  }

  get total(): number {
    return [...this.sent.values()].reduce((a, b) => a + b, 0);
  }
}

/** Odd spreadsheet cells: numbers, far dates, formulas, errors, rich text, links, and the garbage strings. */
const ODD_CELLS: ExcelJS.CellValue[] = [
  45_000,
  -1,
  1e308,
  1.5,
  true,
  new Date(8.64e15),
  new Date(-8.64e15),
  new Date(0),
  '',
  { formula: '1/0', result: { error: '#DIV/0!' } },
  { error: '#N/A' },
  { richText: [{ text: '2026-03-05' }] },
  { text: 'B123TUR', hyperlink: 'javascript:alert(1)' },
  { formula: 'A1', result: undefined as unknown as string },
  ...garbageStrings().map((x) => x.text.slice(0, 200)),
];

async function xlsx(rows: ExcelJS.CellValue[][]): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const sheet = wb.addWorksheet('Foaie');
  for (const r of rows) sheet.addRow(r);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

/** Malformed multipart uploads of the field `file`; `ok` marks those that may succeed (rows reported one by one). */
export async function multipartCases(): Promise<{ what: string; type: string; body: Buffer; ok?: boolean }[]> {
  const B = 'fuzzgranita';
  const multi = `multipart/form-data; boundary=${B}`;
  const part = (filename: string | null, data: string | Buffer, type: string | null = 'application/octet-stream') =>
    Buffer.concat([
      Buffer.from(
        `--${B}\r\nContent-Disposition: form-data; name="file"${filename ? `; filename="${filename}"` : ''}\r\n${type ? `Content-Type: ${type}\r\n` : ''}\r\n`,
      ),
      Buffer.from(data),
      Buffer.from('\r\n'),
    ]);
  const body = (...parts: Buffer[]) => Buffer.concat([...parts, Buffer.from(`--${B}--\r\n`)]);
  const random = Buffer.from(Array.from({ length: 4096 }, (_, i) => (i * 7919 + 13) % 256));
  // The columns of every list: presence and exit, permanent cars, the tower's users.
  const header = 'date,licensePlate,nrInmatriculare,marca,nume,email,username,telefon,grading\n';
  const row = '2026-03-05,B123TUR,B123TUR,Dacia\n';
  const cases: { what: string; type: string; body: Buffer; ok?: boolean }[] = [
    { what: 'no boundary', type: 'multipart/form-data', body: body(part('a.csv', header + row)) },
    {
      what: 'a truncated body',
      type: multi,
      body: Buffer.from(`--${B}\r\nContent-Disposition: form-data; name="file"; filename="a.csv"\r\n\r\ndate,licen`),
    },
    { what: 'an empty body', type: multi, body: Buffer.alloc(0) },
    { what: 'only the closing boundary', type: multi, body: Buffer.from(`--${B}--\r\n`) },
    { what: 'a part with no filename', type: multi, body: body(part(null, header + row)) },
    { what: 'a plain field, no file', type: multi, body: body(part(null, header + row, null)) },
    { what: 'two files', type: multi, body: body(part('a.csv', header + row), part('b.csv', header + row)) },
    { what: 'three files', type: multi, body: body(part('a.csv', 'x'), part('b.csv', 'y'), part('c.csv', 'z')) },
    { what: 'a .txt file', type: multi, body: body(part('a.txt', header + row)) },
    { what: 'a .csv with only a header', type: multi, body: body(part('a.csv', header)) },
    { what: 'a .csv of NUL bytes', type: multi, body: body(part('a.csv', Buffer.alloc(64))) },
    { what: 'an .xlsx of random bytes', type: multi, body: body(part('a.xlsx', random)) },
    {
      what: 'an .xlsx that starts like a zip',
      type: multi,
      body: body(part('a.xlsx', Buffer.concat([Buffer.from('PK\u0003\u0004'), random]))),
    },
  ];
  // One file per odd value, under the right headers, once in the date, brand, name and user name columns and
  // once in the plate, phone and grading columns (a file stops at its first bad row): refused, or taken, but never a 500.
  for (const text of garbageStrings().map((x) => x.text.replace(/[\r\n,;"]/g, ' ').slice(0, 200))) {
    for (const r of [
      `${text},B123TUR,B77FUZ,${text},${text},fuzz.lista@example.com,${text},0712345678,Da`,
      `2026-03-05,${text},${text},Dacia,Fuzz Lista,fuzz.lista@example.com,fuzz.lista,${text},${text}`,
    ]) {
      cases.push({ what: `the row ${r.slice(0, 60)}`, type: multi, body: body(part('a.csv', `${header}${r}\n`)), ok: true });
    }
  }
  for (const [i, v] of ODD_CELLS.entries()) {
    for (const r of [
      [v, 'B123TUR', 'B77FUZ', v, v, 'fuzz.foaie@example.com', v, '0712345678', 'Da'],
      ['2026-03-05', v, v, 'Dacia', 'Fuzz Foaie', 'fuzz.foaie@example.com', 'fuzz.foaie', v, v],
    ]) {
      cases.push({
        what: `an .xlsx with odd cell ${i}`,
        type: multi,
        body: body(part('a.xlsx', await xlsx([header.trim().split(','), r]))),
        ok: true,
      });
    }
  }
  return cases;
}
