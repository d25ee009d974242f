import { imageSize } from 'image-size';

export interface Pixels {
  widthPx: number | null;
  heightPx: number | null;
}

const NONE: Pixels = { widthPx: null, heightPx: null };

/**
 * An image's width and height in pixels, from its own header (what retailers' cover rules are judged
 * by); nothing for another kind of file or an image whose header cannot be read.
 */
export function imagePixels(mimeType: string, bytes: Uint8Array): Pixels {
  if (!mimeType.startsWith('image/')) return NONE;
  try {
    const { width, height } = imageSize(bytes);
    return width > 0 && height > 0 ? { widthPx: width, heightPx: height } : NONE;
  } catch {
    return NONE;
  }
}
