import type { AcceptedFileType } from '@/lib/contract/file-slots';

/*
 * A file's type from its first bytes, never from its name or the type the browser claims: a script
 * renamed cover.jpg is refused. Only the kinds the firm keeps are known (covers, receipts, samples,
 * images); anything else is not stored.
 */

const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0): boolean =>
  bytes.length >= at + signature.length && signature.every((byte, index) => bytes[at + index] === byte);

const ascii = (text: string): number[] => [...text].map((character) => character.charCodeAt(0));

/** A .docx is a zip whose parts include word/; the name of the first part is not fixed, so look further. */
function isWordDocument(bytes: Uint8Array): boolean {
  if (!startsWith(bytes, [0x50, 0x4b, 0x03, 0x04])) return false;
  const head = Buffer.from(bytes.subarray(0, Math.min(bytes.length, 64 * 1024))).toString('latin1');
  return head.includes('[Content_Types].xml') && head.includes('word/');
}

export function sniffFileType(bytes: Uint8Array): AcceptedFileType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'image/webp';
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return 'image/gif';
  if (startsWith(bytes, ascii('%PDF-'))) return 'application/pdf';
  if (isWordDocument(bytes)) return 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
  return null;
}
