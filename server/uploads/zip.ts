import type { Readable } from 'node:stream';
import { StringDecoder } from 'node:string_decoder';
import { setImmediate as nextTurn } from 'node:timers/promises';
import yauzl, { type Entry, type ZipFile } from 'yauzl';

// The zip layer of an .xlsx, read from the uploaded buffer (at most 5 MB) by yauzl 3.4.0 (package.json
// pins it) without trusting it: every size the central directory declares is checked before anything
// is inflated, and the bytes inflated are counted, since a declared size can lie (yauzl's
// validateEntrySizes refuses a part once it passes its declared size; our count refuses it at the
// limit whatever yauzl does). Inflating runs on zlib's thread pool, and every chunk gives the event
// loop a turn: the parsers fed by it work synchronously on each chunk.

export type ZipPart = Entry;

/** Not a zip this reader accepts (truncated, encrypted, multi-disk, an unknown method, inconsistent sizes). */
export class NotAZip extends Error {}
/** A part that inflates beyond the limit, declared so or found while inflating (also past the size it declared). */
export class PartTooLarge extends Error {}

export interface Zip {
  /** The parts by name, as the central directory lists them. */
  readonly parts: ReadonlyMap<string, ZipPart>;
  /** A part's text: UTF-8 decoded across chunk boundaries (a letter split between two chunks stays whole). */
  text(part: ZipPart): AsyncGenerator<string>;
  close(): void;
}

const OPTIONS: yauzl.Options = { lazyEntries: true, validateEntrySizes: true, decodeStrings: true, strictFileNames: false };

/** Opens the zip and lists its parts; refuses it whole if any part declares more than `limit` bytes. */
export async function openZip(buffer: Buffer, limit: number): Promise<Zip> {
  const zipfile = await new Promise<ZipFile>((resolve, reject) =>
    yauzl.fromBuffer(buffer, OPTIONS, (err, z) => (err ? reject(new NotAZip(err.message)) : resolve(z))),
  );
  const parts = new Map<string, ZipPart>();
  try {
    for await (const entry of zipfile.eachEntry()) {
      // A zip64 size is read from its extra field; 0xFFFFFFFF without one is over any limit here too.
      if (entry.uncompressedSize > limit) throw new PartTooLarge(entry.fileName);
      parts.set(entry.fileName, entry);
    }
  } catch (e) {
    zipfile.close();
    throw refusal(e);
  }
  return { parts, text: (part) => partText(zipfile, part, limit), close: () => zipfile.close() };
}

async function* partText(zipfile: ZipFile, part: ZipPart, limit: number): AsyncGenerator<string> {
  // Encrypted parts and methods other than stored and deflated: yauzl refuses to open them.
  let stream: Readable;
  try {
    stream = await zipfile.openReadStreamPromise(part);
  } catch (e) {
    throw refusal(e);
  }
  const decoder = new StringDecoder('utf8');
  let total = 0;
  try {
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      total += chunk.length;
      if (total > limit) throw new PartTooLarge(part.fileName);
      yield decoder.write(chunk);
      await nextTurn();
    }
  } catch (e) {
    throw refusal(e);
  } finally {
    stream.destroy();
  }
  const rest = decoder.end();
  if (rest) yield rest;
}

/**
 * What an error of yauzl (or of zlib under it) means for the upload. A part inflating past the size it
 * declared is what a bomb does (yauzl's validateEntrySizes: "too many bytes in the stream"), so it is
 * refused as too large, as it would be at the limit; anything else the zip is not one we read.
 */
function refusal(e: unknown): PartTooLarge | NotAZip {
  if (e instanceof PartTooLarge || e instanceof NotAZip) return e;
  const message = e instanceof Error ? e.message : String(e);
  return /^too many bytes in the stream\b/.test(message) ? new PartTooLarge(message) : new NotAZip(message);
}
