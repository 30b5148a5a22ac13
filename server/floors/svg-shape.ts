import { SaxesParser } from 'saxes';
import { PLAN_LIMIT } from '../../domain/floors/rules.js';

// How big an uploaded SVG is as a document, found by a streaming tokenizer before it is parsed into
// one (#38, point 1): saxes, the XML parser jsdom itself uses, counts the elements and how deep they
// nest and stops at the first past a limit. 20,000 nested <g> held jsdom 36.9 s; here they stop at
// the 65th, and a plan of 90,000 flat rects at its 50,001st, without a node being made. A parse
// child's job of its own (plan-file.ts), so that a file refused here never waits for jsdom to load.

export type SvgShape = 'ok' | 'tooManyElements' | 'tooDeep' | 'notXml';

/** Text that could be XML: valid UTF-8 whose first character (after a byte-order mark and blanks) is '<'; else null. */
export function xmlText(data: Uint8Array): string | null {
  try {
    const text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(data);
    return /^\s*</.test(text) ? text : null;
  } catch {
    return null;
  }
}

class Stop extends Error {
  constructor(readonly shape: SvgShape) {
    super(shape);
  }
}

/** Whether the text is well-formed XML within PLAN_LIMIT's elements and depth; the first limit met when not. */
export function svgShape(text: string, limit: { elements: number; depth: number } = PLAN_LIMIT): SvgShape {
  const parser = new SaxesParser();
  let elements = 0;
  let depth = 0;
  parser.on('opentag', () => {
    if (++elements > limit.elements) throw new Stop('tooManyElements');
    if (++depth > limit.depth) throw new Stop('tooDeep');
  });
  parser.on('closetag', () => void depth--);
  try {
    parser.write(text).close();
  } catch (e) {
    if (e instanceof Stop) return e.shape;
    return 'notXml'; // saxes throws its own error on what is not well-formed
  }
  return 'ok';
}

/** What the parse child runs: the file's shape as a document, or 'notText' when it is not UTF-8 text that could be XML. */
export async function parse(data: Uint8Array): Promise<SvgShape | 'notText'> {
  const text = xmlText(data);
  return text === null ? 'notText' : svgShape(text);
}
