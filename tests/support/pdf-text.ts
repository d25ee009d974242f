import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** The text of a PDF as pdftotext reads it (poppler-utils, which `.ci/run` installs). */
export function pdfText(bytes: Uint8Array): string {
  const folder = mkdtempSync(path.join(tmpdir(), 'pdf-text-'));
  try {
    const file = path.join(folder, 'document.pdf');
    writeFileSync(file, bytes);
    return execFileSync('/usr/bin/pdftotext', [file, '-'], { encoding: 'utf8' });
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}
