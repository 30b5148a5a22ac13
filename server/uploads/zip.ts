import { StringDecoder } from 'node:string_decoder';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { createInflateRaw } from 'node:zlib';

// The zip layer of an .xlsx, read from the uploaded buffer (at most 5 MB) without trusting it:
// the sizes the central directory declares are checked before anything is inflated, and the
// bytes actually inflated are counted, since a declared size can lie. Inflating runs on zlib's
// thread pool chunk by chunk, and every chunk gives the event loop a turn.

export interface ZipPart {
  name: string;
  flags: number;
  method: number;
  packedSize: number;
  size: number;
  offset: number;
}

/** Not a zip this reader accepts (truncated, encrypted, zip64, an unknown method). */
export class NotAZip extends Error {}
/** A part that inflates beyond the limit, whether declared or found while inflating. */
export class PartTooLarge extends Error {}

const END = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;
const SLICE = 64 * 1024;

/** The parts listed by the central directory; refuses any whose declared size is over `limit`. */
export function zipParts(zip: Buffer, limit: number): Map<string, ZipPart> {
  let end = -1;
  for (let i = zip.length - 22; i >= Math.max(0, zip.length - 22 - 0xffff); i--) {
    if (zip.readUInt32LE(i) === END) {
      end = i;
      break;
    }
  }
  if (end < 0) throw new NotAZip();
  const count = zip.readUInt16LE(end + 10);
  let p = zip.readUInt32LE(end + 16);
  const parts = new Map<string, ZipPart>();
  for (let i = 0; i < count; i++) {
    if (p + 46 > end || zip.readUInt32LE(p) !== CENTRAL) throw new NotAZip();
    const nameLength = zip.readUInt16LE(p + 28);
    const part: ZipPart = {
      name: zip.toString('utf8', p + 46, p + 46 + nameLength),
      flags: zip.readUInt16LE(p + 8),
      method: zip.readUInt16LE(p + 10),
      packedSize: zip.readUInt32LE(p + 20),
      size: zip.readUInt32LE(p + 24),
      offset: zip.readUInt32LE(p + 42),
    };
    // 0xFFFFFFFF (zip64) is over any limit here too.
    if (part.size > limit) throw new PartTooLarge();
    parts.set(part.name, part);
    p += 46 + nameLength + zip.readUInt16LE(p + 30) + zip.readUInt16LE(p + 32);
  }
  return parts;
}

/** A part's bytes, inflated chunk by chunk and refused as soon as they pass `limit`. */
async function* inflated(zip: Buffer, part: ZipPart, limit: number): AsyncGenerator<Buffer> {
  const p = part.offset;
  if (part.flags & 1 || p + 30 > zip.length || zip.readUInt32LE(p) !== LOCAL) throw new NotAZip();
  const start = p + 30 + zip.readUInt16LE(p + 26) + zip.readUInt16LE(p + 28);
  const packed = zip.subarray(start, start + part.packedSize);
  if (packed.length < part.packedSize) throw new NotAZip();
  if (part.method === 0) {
    if (packed.length > limit) throw new PartTooLarge();
    for (let i = 0; i < packed.length; i += SLICE) {
      yield packed.subarray(i, i + SLICE);
      await nextTurn();
    }
    return;
  }
  if (part.method !== 8) throw new NotAZip();
  const inflater = createInflateRaw();
  inflater.end(packed);
  let total = 0;
  try {
    for await (const chunk of inflater as AsyncIterable<Buffer>) {
      total += chunk.length;
      if (total > limit) throw new PartTooLarge();
      yield chunk;
      await nextTurn();
    }
  } catch (e) {
    throw e instanceof PartTooLarge ? e : new NotAZip();
  } finally {
    inflater.destroy();
  }
}

/** A part's text: UTF-8 decoded across chunk boundaries (a letter split between two chunks stays whole). */
export async function* partText(zip: Buffer, part: ZipPart, limit: number): AsyncGenerator<string> {
  const decoder = new StringDecoder('utf8');
  for await (const chunk of inflated(zip, part, limit)) yield decoder.write(chunk);
  const rest = decoder.end();
  if (rest) yield rest;
}
