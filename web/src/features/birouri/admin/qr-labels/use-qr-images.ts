import QRCode from 'qrcode';
import { useEffect, useState } from 'react';

// The QR codes of the labels, drawn in the browser as SVG (vector: sharp on paper at any size).

/** An SVG image of `text`'s QR code, as a data URL; the quiet zone of two modules keeps it readable beside the label's text. */
export async function qrImage(text: string): Promise<string> {
  const svg = await QRCode.toString(text, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

/** The QR image of each text (by text), or null until all are drawn. */
export function useQrImages(texts: readonly string[]): ReadonlyMap<string, string> | null {
  const key = texts.join('\n');
  const [drawn, setDrawn] = useState<{ key: string; images: ReadonlyMap<string, string> } | null>(null);
  useEffect(() => {
    let current = true;
    const list = key === '' ? [] : key.split('\n');
    void Promise.all(list.map(async (t) => [t, await qrImage(t)] as const)).then((pairs) => {
      if (current) setDrawn({ key, images: new Map(pairs) });
    });
    return () => {
      current = false;
    };
  }, [key]);
  return drawn?.key === key ? drawn.images : null;
}
