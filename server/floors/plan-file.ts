import { FLOOR_MSG, FLOOR_REASON } from '../../domain/floors/rules.js';
import { PLAN_TYPES } from '../../domain/schemas/floors.js';
import { badRequest } from '../errors.js';
import { sanitiseSvg } from './svg-sanitiser.js';

// What an uploaded plan is, told by its content and never by its name or declared type alone
// (decisions §18): a PNG or a JPEG by its signature, an SVG by parsing it, cleaned before it is stored.

export type PlanType = (typeof PLAN_TYPES)[number];

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

/** Text that could be XML: valid UTF-8 whose first character (after a byte-order mark and blanks) is '<'. */
function xmlText(b: Buffer): string | null {
  try {
    const text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(b);
    return /^\s*</.test(text) ? text : null;
  } catch {
    return null;
  }
}

/**
 * The plan to store: its bytes (an SVG cleaned) and its type. A file that is none of the three is
 * refused (planType), and so is one that claims a type of the three its content is not, or an SVG
 * that does not parse (planUnreadable); nothing is stored then.
 */
export async function planContent(data: Buffer, declared: string): Promise<{ bytes: Buffer; type: PlanType; removed: number }> {
  const claimed = (PLAN_TYPES as readonly string[]).includes(declared);
  const refuse = (typed: boolean) =>
    typed ? badRequest(FLOOR_MSG.planUnreadable, FLOOR_REASON.planUnreadable) : badRequest(FLOOR_MSG.planType, FLOOR_REASON.planType);
  const found: PlanType | null = isPng(data) ? 'image/png' : isJpeg(data) ? 'image/jpeg' : null;
  if (found) {
    if (claimed && declared !== found) throw refuse(true);
    return { bytes: data, type: found, removed: 0 };
  }
  const text = xmlText(data);
  if (text === null) throw refuse(claimed);
  if (claimed && declared !== 'image/svg+xml') throw refuse(true);
  const clean = await sanitiseSvg(text);
  if (!clean) throw refuse(claimed);
  return { bytes: Buffer.from(clean.svg, 'utf8'), type: 'image/svg+xml', removed: clean.removed };
}
