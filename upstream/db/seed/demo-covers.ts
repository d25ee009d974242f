import { bandedPng, type Rgb } from '../../files/cover-png';
import type { FileStore } from '../../files/store';
import { contentKey } from '../../files/store';
import { createHash } from 'node:crypto';

/*
 * The demo's first few covers have real images, so a cover's preview works on first start; the other
 * demo covers are rows only, as for the other demo files. Each is a 1400 × 2100 PNG in its own colours.
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
    bytes = bandedPng(1400, 2100, PALETTES[index % PALETTES.length]!);
    drawn.set(index, bytes);
  }
  return bytes;
}

const keyOf = (bytes: Uint8Array) => contentKey(createHash('sha256').update(bytes).digest('hex'));

/** Writes the demo covers' content to the file store, under the keys their rows name. */
export async function writeDemoCovers(store: FileStore): Promise<void> {
  for (let index = 0; index < DEMO_COVER_COUNT; index += 1) {
    const bytes = demoCover(index);
    await store.put(keyOf(bytes), bytes, 'image/png');
  }
}
