/** Small files of each kind the store keeps, told apart by a marker so their hashes differ. */

export const pngBytes = (marker = 'a'): Uint8Array =>
  new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...Buffer.from(`IHDR-${marker}`)]);

export const pdfBytes = (marker = 'a'): Uint8Array =>
  new Uint8Array(Buffer.from(`%PDF-1.7\n% ${marker}\n%%EOF\n`));

export const jpegBytes = (marker = 'a'): Uint8Array =>
  new Uint8Array([0xff, 0xd8, 0xff, 0xe0, ...Buffer.from(`JFIF-${marker}`)]);
