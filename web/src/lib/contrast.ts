// WCAG 2.2's contrast ratio (1.4.3), for the map's markers and the browser test that measures them
// (#39, point 5). Pure: colours as CSS writes them, '#rgb', '#rrggbb' or 'rgb(r, g, b)'.

/** A colour's red, green and blue, 0–255; throws on anything else (a colour the check cannot judge). */
export function parseColour(colour: string): [number, number, number] {
  const c = colour.trim().toLowerCase();
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/.exec(c);
  if (hex) {
    const h = hex[1].length === 3 ? [...hex[1]].map((d) => d + d).join('') : hex[1];
    return [0, 2, 4].map((i) => parseInt(h.slice(i, i + 2), 16)) as [number, number, number];
  }
  const rgb = /^rgba?\(\s*(\d+)[\s,]+(\d+)[\s,]+(\d+)\s*(?:[,/]\s*1(?:\.0*)?\s*)?\)$/.exec(c);
  if (rgb) return [Number(rgb[1]), Number(rgb[2]), Number(rgb[3])];
  throw new Error(`not an opaque colour: ${colour}`);
}

/** WCAG's relative luminance of an sRGB colour. */
export function luminance(colour: string): number {
  const [r, g, b] = parseColour(colour).map((v) => {
    const s = v / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The contrast ratio of two colours, 1 to 21, whichever is the text: AA asks 4.5 of text under 18.66 px bold. */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}
