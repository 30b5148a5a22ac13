import createDOMPurify, { type DOMPurify } from 'dompurify';
import { JSDOM } from 'jsdom';
import { FLOOR_MSG, FLOOR_REASON } from '../../domain/floors/rules.js';
import { badRequest } from '../errors.js';
import { svgShape, xmlText } from './svg-shape.js';

// An uploaded SVG plan, cleaned before it is stored (decisions §18): its size as a document checked
// first (svg-shape.ts: plan-file.ts has its own child count it before this one starts; counted again
// here, which costs a few ms, so that jsdom never sees a file past the limits), then parsed as XML
// (jsdom), then DOMPurify's SVG profile removes scripts,
// event attributes (onload…), foreignObject and whatever else it does not know, and the hooks below
// remove every reference to anything outside the file (href, xlink:href, src, CSS url(), @import),
// keeping only #fragments and data:image/… images. A parse child's job (plan-file.ts sends it the
// text through server/uploads/parse-in-child.ts, #38): the server's own thread never loads jsdom.

const SVG_NS = 'http://www.w3.org/2000/svg';

/** A reference that stays inside the file: a fragment of it, or an image carried in it. */
const internal = (ref: string) => /^\s*(#|data:image\/)/i.test(ref);

/**
 * CSS (a style attribute or element, a presentation attribute such as fill) without references out
 * of the file: each outside url(…) becomes `none`, @import rules go; null when the text cannot be
 * read safely (CSS escapes, which could spell url, image-set's and src()'s bare strings, a url( not closed).
 */
export function withoutOutsideUrls(css: string): string | null {
  if (/\\|image-set\s*\(|\bsrc\s*\(/i.test(css)) return null;
  const text = css.replace(/@import[^;]*;?/gi, '');
  const lower = text.toLowerCase();
  let out = '';
  let from = 0;
  for (let at = lower.indexOf('url(', from); at >= 0; at = lower.indexOf('url(', from)) {
    let i = at + 4;
    while (/\s/.test(text[i] ?? '')) i++;
    const quote = text[i] === '"' || text[i] === "'" ? text[i] : '';
    const refEnd = quote ? text.indexOf(quote, i + 1) : text.indexOf(')', i);
    const close = refEnd < 0 ? -1 : text.indexOf(')', refEnd);
    if (close < 0) return null;
    const ref = text.slice(quote ? i + 1 : i, refEnd);
    out += text.slice(from, at) + (internal(ref) ? text.slice(at, close + 1) : 'none');
    from = close + 1;
  }
  return out + text.slice(from);
}

function cleanAttributes(node: Element): void {
  for (const attr of [...node.attributes]) {
    const name = attr.localName.toLowerCase();
    if (name === 'href' || name === 'src') {
      if (!internal(attr.value)) node.removeAttributeNode(attr);
    } else if (name === 'style' || /url\s*\(/i.test(attr.value)) {
      const css = withoutOutsideUrls(attr.value);
      if (css === null) node.removeAttributeNode(attr);
      else if (css !== attr.value) attr.value = css;
    }
  }
}

function configured(purify: DOMPurify): DOMPurify {
  purify.addHook('uponSanitizeElement', (node, data) => {
    if (data.tagName === 'style' && node.textContent) node.textContent = withoutOutsideUrls(node.textContent) ?? '';
  });
  purify.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeType === 1) cleanAttributes(node as Element);
  });
  return purify;
}

/**
 * What the parse child runs: the cleaned SVG, or null when the file is not an SVG document; refused
 * before it is parsed when it has more elements or nests deeper than PLAN_LIMIT (decisions §18).
 */
export async function parse(data: Uint8Array): Promise<{ svg: string; removed: number } | null> {
  const text = xmlText(data);
  if (text === null) return null;
  const shape = svgShape(text);
  if (shape === 'tooManyElements') throw badRequest(FLOOR_MSG.planTooManyElements, FLOOR_REASON.planTooManyElements);
  if (shape === 'tooDeep') throw badRequest(FLOOR_MSG.planTooDeep, FLOOR_REASON.planTooDeep);
  return shape === 'notXml' ? null : sanitiseSvg(text);
}

/** The cleaned SVG as text and how many elements and attributes were taken out, or null when the file is not an SVG document. */
export async function sanitiseSvg(text: string): Promise<{ svg: string; removed: number } | null> {
  let dom: JSDOM;
  try {
    dom = new JSDOM(text, { contentType: 'image/svg+xml' });
  } catch {
    return null; // not well-formed XML
  }
  try {
    const root = dom.window.document.documentElement;
    if (!root || root.localName !== 'svg' || root.namespaceURI !== SVG_NS) return null;
    const purify = configured(createDOMPurify(dom.window as unknown as Parameters<typeof createDOMPurify>[0]));
    purify.sanitize(root, {
      IN_PLACE: true,
      USE_PROFILES: { svg: true, svgFilters: true },
      // <use> repeats a symbol of the plan (a desk drawn once): kept, its href held to #fragments above.
      ADD_TAGS: ['use'],
      FORBID_TAGS: ['foreignObject', 'script'],
    });
    const svg = new dom.window.XMLSerializer().serializeToString(root);
    return { svg: `<?xml version="1.0" encoding="UTF-8"?>\n${svg}`, removed: purify.removed.length };
  } finally {
    dom.window.close();
  }
}
