import { deflateRawSync } from 'node:zlib';

// Hand-made zips for the upload tests: an .xlsx whose parts are written here, so that a test can
// make a sheet that inflates far beyond its size (a bomb) or declare a size smaller than the truth.

export interface ZipEntry {
  name: string;
  data: Buffer | string;
  /** The uncompressed size written in the headers, when a test wants it to lie. */
  declaredSize?: number;
  /** Kept as is (method 0) rather than deflated. */
  stored?: boolean;
  /** The general purpose bit flag (1: encrypted). */
  flags?: number;
  /** A zip64 uncompressed size: 0xFFFFFFFF in the headers, the size in a zip64 extra field. */
  zip64Size?: number;
}

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(b: Buffer): number {
  let c = 0xffffffff;
  for (const x of b) c = crcTable[(c ^ x) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

/** A zip of deflated or stored entries (CRC computed unless the entry is over 16 MB: nothing here checks it). */
export function zip(entries: ZipEntry[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const e of entries) {
    const raw = Buffer.isBuffer(e.data) ? e.data : Buffer.from(e.data);
    const packed = e.stored ? raw : deflateRawSync(raw, { level: 9 });
    const method = e.stored ? 0 : 8;
    const name = Buffer.from(e.name);
    const size = e.zip64Size !== undefined ? 0xffffffff : (e.declaredSize ?? raw.length);
    const extra = Buffer.alloc(e.zip64Size !== undefined ? 12 : 0);
    if (e.zip64Size !== undefined) {
      extra.writeUInt16LE(0x0001, 0);
      extra.writeUInt16LE(8, 2);
      extra.writeBigUInt64LE(BigInt(e.zip64Size), 4);
    }
    const crc = raw.length <= 16 * 1024 * 1024 ? crc32(raw) : 0;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(e.flags ?? 0, 6);
    local.writeUInt16LE(method, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(packed.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    local.writeUInt16LE(extra.length, 28);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(e.flags ?? 0, 8);
    central.writeUInt16LE(method, 10);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(packed.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt16LE(extra.length, 30);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, extra, packed);
    centrals.push(central, name, extra);
    offset += local.length + name.length + extra.length + packed.length;
  }
  const dir = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(dir.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, dir, end]);
}

const XML = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';

/** Row `n` of inline text cells, as a sheet's XML. */
export const inlineRow = (n: number, cells: string[]) =>
  `<row r="${n}">${cells.map((v, i) => `<c r="${String.fromCharCode(65 + i)}${n}" t="inlineStr"><is><t>${v}</t></is></c>`).join('')}</row>`;

/** Row `n` of cells that are shared strings, by their index in the workbook's table. */
export const sharedRow = (n: number, indices: number[]) =>
  `<row r="${n}">${indices.map((v, i) => `<c r="${String.fromCharCode(65 + i)}${n}" t="s"><v>${v}</v></c>`).join('')}</row>`;

/** A minimal .xlsx of one sheet whose rows are given as XML text, and its shared strings when given (xl/sharedStrings.xml). */
export function xlsxOf(
  sheetRows: string | Buffer,
  opts: { declaredSheetSize?: number; storedSheet?: boolean; sheet?: Pick<ZipEntry, 'flags' | 'zip64Size'>; sharedStrings?: string[] } = {},
): Buffer {
  const sheet = Buffer.isBuffer(sheetRows) ? sheetRows : Buffer.from(sheetRows);
  const shared: ZipEntry[] = opts.sharedStrings
    ? [
        {
          name: 'xl/sharedStrings.xml',
          data: `${XML}<sst xmlns="${MAIN}" count="${opts.sharedStrings.length}" uniqueCount="${opts.sharedStrings.length}">${opts.sharedStrings.map((v) => `<si><t>${v}</t></si>`).join('')}</sst>`,
        },
      ]
    : [];
  return zip([
    ...shared,
    {
      name: '[Content_Types].xml',
      data: `${XML}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>`,
    },
    {
      name: '_rels/.rels',
      data: `${XML}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${REL}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    },
    {
      name: 'xl/workbook.xml',
      data: `${XML}<workbook xmlns="${MAIN}" xmlns:r="${REL}"><sheets><sheet name="Foaie" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    },
    {
      name: 'xl/_rels/workbook.xml.rels',
      data: `${XML}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${REL}/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`,
    },
    {
      name: 'xl/worksheets/sheet1.xml',
      data: Buffer.concat([Buffer.from(`${XML}<worksheet xmlns="${MAIN}"><sheetData>`), sheet, Buffer.from('</sheetData></worksheet>')]),
      declaredSize: opts.declaredSheetSize,
      stored: opts.storedSheet,
      ...opts.sheet,
    },
  ]);
}
