import { imageSize } from 'image-size';
import {
  COVER_MIN_SHORT_SIDE_PX,
  COVER_TYPE_MESSAGE,
  COVER_TYPES,
  coverTooSmallMessage,
} from '@/lib/contract/cover';
import { HttpError } from '../platform/http-error';
import { sniffFileType } from './sniff';

/**
 * Refuses bytes that are no usable cover: the type is read from the first bytes and the size in pixels
 * from the image's own header, never from what the browser claims.
 */
export function checkCover(bytes: Uint8Array): void {
  const type = sniffFileType(bytes);
  if (!type || !(type in COVER_TYPES)) throw new HttpError(415, COVER_TYPE_MESSAGE);
  let size: { width: number; height: number };
  try {
    size = imageSize(bytes);
  } catch {
    throw new HttpError(422, 'The cover image cannot be read; it may be damaged');
  }
  if (Math.min(size.width, size.height) < COVER_MIN_SHORT_SIDE_PX)
    throw new HttpError(422, coverTooSmallMessage(size.width, size.height));
}
