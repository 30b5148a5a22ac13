import { FLOOR_MSG, FLOOR_REASON, PLAN_LIMIT } from '../../domain/floors/rules.js';
import { PLAN_TYPES } from '../../domain/schemas/floors.js';
import { badRequest } from '../errors.js';
import { ParseLimit, parseInChild, type ChildLimits } from '../uploads/parse-in-child.js';
import type * as PlanImage from './plan-image.js';
import type * as SvgSanitiser from './svg-sanitiser.js';
import type * as SvgShape from './svg-shape.js';

// What an uploaded plan is, told by its content and never by its name or declared type alone
// (decisions §18): a PNG or a JPEG by its signature, then the size it declares; an SVG by parsing
// it, cleaned before it is stored. The signatures are read here; the image's header and the SVG
// are read in a parse child (#38): jsdom and DOMPurify never load on the request's thread.

export type PlanType = (typeof PLAN_TYPES)[number];

const IMAGE_JOB = new URL('./plan-image.ts', import.meta.url);
const SHAPE_JOB = new URL('./svg-shape.ts', import.meta.url);
const SVG_JOB = new URL('./svg-sanitiser.ts', import.meta.url);
/** Below this an SVG is counted in jsdom's child alone: one child instead of two for a plan of a few thousand elements at most. */
const COUNT_APART_BYTES = 64 * 1024;
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** A PNG: its signature, then its header chunk (IHDR, 13 bytes) with a size that is not zero. */
function isPng(b: Buffer): boolean {
  return (
    b.length > 33 &&
    b.subarray(0, 8).equals(PNG_SIGNATURE) &&
    b.readUInt32BE(8) === 13 &&
    b.toString('latin1', 12, 16) === 'IHDR' &&
    b.readUInt32BE(16) > 0 &&
    b.readUInt32BE(20) > 0
  );
}

/** A JPEG: the start-of-image marker followed by another marker. */
const isJpeg = (b: Buffer) => b.length > 4 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff;

/**
 * Whether the file could be XML by its first bytes: '<' after a UTF-8 byte-order mark and blanks. The
 * whole text is decoded in the child (5 MB: some 20 ms of the request's thread on a busy machine);
 * a list, an image of another type or random bytes are refused here without one.
 */
function startsLikeXml(b: Buffer): boolean {
  let i = b[0] === 0xef && b[1] === 0xbb && b[2] === 0xbf ? 3 : 0;
  while (i < b.length && i < 4096 && (b[i] === 0x20 || b[i] === 0x09 || b[i] === 0x0a || b[i] === 0x0d)) i++;
  return b[i] === 0x3c;
}

/** A job in a parse child within the plan's limits; past its time or heap, the plan is refused as too complex. */
async function inChild<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (e) {
    if (e instanceof ParseLimit) throw badRequest(FLOOR_MSG.planTooComplex, FLOOR_REASON.planTooComplex);
    throw e;
  }
}

/**
 * The plan to store: its bytes (an SVG cleaned) and its type. A file that is none of the three is
 * refused (planType), and so is one that claims a type of the three its content is not, an image
 * whose size cannot be read or an SVG that does not parse (planUnreadable), an image declaring more
 * than PLAN_LIMIT.pixels a side (planTooManyPixels), an SVG of too many elements or nested too deep
 * (planTooManyElements, planTooDeep: counted before it is parsed), one whose cleaning goes past the
 * child's time or heap (planTooComplex); nothing is stored then.
 */
export async function planContent(
  data: Buffer,
  declared: string,
  limits: ChildLimits = PLAN_LIMIT,
): Promise<{ bytes: Buffer; type: PlanType; removed: number }> {
  const claimed = (PLAN_TYPES as readonly string[]).includes(declared);
  const refuse = (typed: boolean) =>
    typed ? badRequest(FLOOR_MSG.planUnreadable, FLOOR_REASON.planUnreadable) : badRequest(FLOOR_MSG.planType, FLOOR_REASON.planType);
  const found: PlanType | null = isPng(data) ? 'image/png' : isJpeg(data) ? 'image/jpeg' : null;
  if (found) {
    if (claimed && declared !== found) throw refuse(true);
    // A header read allocates next to nothing: its child may read the next image too.
    const size = await inChild(() => parseInChild<typeof PlanImage>(IMAGE_JOB, data, { ...limits, reuse: true }));
    if (!size) throw refuse(true);
    if (size.width > PLAN_LIMIT.pixels || size.height > PLAN_LIMIT.pixels)
      throw badRequest(FLOOR_MSG.planTooManyPixels, FLOOR_REASON.planTooManyPixels);
    return { bytes: data, type: found, removed: 0 };
  }
  if (claimed && declared !== 'image/svg+xml') throw refuse(true);
  if (!startsLikeXml(data)) throw refuse(claimed);
  // Decoded and counted first in a light child of its own (saxes), so that a large file past the
  // limits never waits for jsdom to load; a small one is counted by jsdom's child before it parses it.
  // Both children take the next plan while they stay small (parse-in-child.ts): a large plan's
  // parse grows its child past the bound, and the child ends with it.
  if (data.length > COUNT_APART_BYTES) {
    const shape = await inChild(() => parseInChild<typeof SvgShape>(SHAPE_JOB, data, { ...limits, reuse: true }));
    if (shape === 'tooManyElements') throw badRequest(FLOOR_MSG.planTooManyElements, FLOOR_REASON.planTooManyElements);
    if (shape === 'tooDeep') throw badRequest(FLOOR_MSG.planTooDeep, FLOOR_REASON.planTooDeep);
    if (shape !== 'ok') throw refuse(claimed);
  }
  const clean = await inChild(() => parseInChild<typeof SvgSanitiser>(SVG_JOB, data, { ...limits, reuse: true }));
  if (!clean) throw refuse(claimed);
  return { bytes: Buffer.from(clean.svg, 'utf8'), type: 'image/svg+xml', removed: clean.removed };
}
