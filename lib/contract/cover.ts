/*
 * What a publication's cover must be, as plain data the browser may read too: the retailers' feeds
 * take JPEG or PNG, at least this many pixels on the short side.
 */

export const COVER_MIN_SHORT_SIDE_PX = 1400;

export const COVER_TYPES = { 'image/jpeg': 'JPEG', 'image/png': 'PNG' } as const;

export const COVER_TYPE_MESSAGE = 'A cover must be a JPEG or PNG image';

export const coverTooSmallMessage = (width: number, height: number): string =>
  `The cover is ${width} × ${height} px; retailers need at least ${COVER_MIN_SHORT_SIDE_PX} px on the short side`;
