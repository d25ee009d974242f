import { crc32, deflateSync } from 'node:zlib';

/*
 * A plain PNG drawn in a few horizontal bands: the demo's covers and the tests' uploads. Every row is
 * stored with the PNG "Up" filter, so a row like the one above is all zeros and the image compresses
 * to a few kilobytes in a few milliseconds, whatever its size.
 */

export type Rgb = readonly [number, number, number];

function chunk(type: string, data: Uint8Array): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const sum = Buffer.alloc(4);
  sum.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, sum]);
}

/** A `width` × `height` RGB image, the bands' colours from top to bottom in equal heights. */
export function bandedPng(width: number, height: number, bands: readonly Rgb[]): Uint8Array {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8 bits per channel, RGB, deflate, adaptive filters, no interlace
  const stride = width * 3 + 1;
  const raw = Buffer.alloc(stride * height); // zeros: "Up" rows equal to the row above
  let previous: Rgb | null = null;
  for (let y = 0; y < height; y += 1) {
    const colour = bands[Math.min(bands.length - 1, Math.floor((y * bands.length) / height))]!;
    const start = y * stride;
    raw[start] = 2;
    if (colour !== previous) {
      const step = colour.map((value, channel) => (value - (previous?.[channel] ?? 0)) & 0xff);
      for (let x = 0; x < width; x += 1) raw.set(step, start + 1 + x * 3);
    }
    previous = colour;
  }
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return new Uint8Array(
    Buffer.concat([
      signature,
      chunk('IHDR', header),
      chunk('IDAT', deflateSync(raw)),
      chunk('IEND', new Uint8Array()),
    ]),
  );
}

/**
 * The same image with a text comment before its end, so that images drawn alike still differ in bytes
 * (and in hash, which the store keys content by).
 */
export function withPngText(png: Uint8Array, text: string): Uint8Array {
  const end = png.length - 12; // IEND: length, type and checksum, no data
  const comment = chunk('tEXt', new Uint8Array(Buffer.from(`Comment\0${text}`, 'latin1')));
  return new Uint8Array(Buffer.concat([png.subarray(0, end), comment, png.subarray(end)]));
}
