import { bandedPng, type Rgb } from '../../files/cover-png';

/*
 * The demo's covers and images: PNGs in a few palettes, drawn once per process (the demo's files tell
 * them apart by a text comment, files.ts). Most are 1600 × 2560, what e-book stores ask for; the last
 * palette is 1400 × 2100, retailers' least, so the e-book platform's pre-flight has covers to refuse.
 */

const PALETTES: readonly (readonly Rgb[])[] = [
  [
    [31, 60, 90],
    [240, 220, 180],
    [31, 60, 90],
  ],
  [
    [120, 30, 40],
    [250, 240, 230],
    [120, 30, 40],
  ],
  [
    [20, 80, 60],
    [230, 200, 80],
    [20, 80, 60],
  ],
  [
    [60, 40, 100],
    [200, 190, 230],
    [60, 40, 100],
    [240, 240, 240],
  ],
  [
    [200, 90, 40],
    [30, 30, 30],
    [200, 90, 40],
  ],
  [
    [15, 15, 20],
    [190, 160, 90],
    [15, 15, 20],
  ],
];

export const DEMO_COVER_COUNT = PALETTES.length;

const drawn = new Map<number, Uint8Array>();

/** The demo cover number `index` (from 0), drawn once per process. */
export function demoCover(index: number): Uint8Array {
  let bytes = drawn.get(index);
  if (!bytes) {
    const palette = index % PALETTES.length;
    const [width, height] = palette === PALETTES.length - 1 ? [1400, 2100] : [1600, 2560];
    bytes = bandedPng(width, height, PALETTES[palette]!);
    drawn.set(index, bytes);
  }
  return bytes;
}
