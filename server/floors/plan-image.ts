import { imageSize } from 'image-size';

// A parse child's job (server/uploads/parse-in-child.ts, #38 point 9): the width and height a PNG or
// a JPEG declares, read from its header by image-size, never decoded (a JPEG's markers are walked
// to its frame header, which in a hostile file could be most of its 5 MB).

/** The declared size, or null when it cannot be read (or is zero). */
export async function parse(data: Uint8Array): Promise<{ width: number; height: number } | null> {
  try {
    const { width, height } = imageSize(data);
    return width > 0 && height > 0 ? { width, height } : null;
  } catch {
    return null;
  }
}
