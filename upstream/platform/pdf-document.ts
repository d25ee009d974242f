import { readFileSync } from 'node:fs';
import path from 'node:path';
import PDFDocument from 'pdfkit';

/*
 * The firm's PDF documents (invoices, royalty statements) in Inter, embedded. pdfkit's built-in
 * Helvetica knows only the Windows Latin-1 characters, so a customer in Łódź, a payee called
 * Dvořák or a Greek address came out as stray symbols. Inter covers Latin with its accents, Greek
 * and Cyrillic; pdfkit embeds only the glyphs a document uses, so the files stay small.
 */

export type PdfDoc = InstanceType<typeof PDFDocument>;

export const PDF_FONT = { regular: 'Inter', bold: 'Inter-Bold' } as const;

// turbopackIgnore keeps the fonts out of the build's tracing guesswork; next.config includes them
// explicitly, so the standalone server finds them under the same relative path.
const FONT_DIR = path.join(
  /* turbopackIgnore: true */ process.cwd(),
  'node_modules/@expo-google-fonts/inter',
);
const FONT_FILES = {
  [PDF_FONT.regular]: '400Regular/Inter_400Regular.ttf',
  [PDF_FONT.bold]: '700Bold/Inter_700Bold.ttf',
};

let fonts: ReadonlyMap<string, Buffer> | undefined;

/** Read on the first document, not at start-up: most requests never draw a PDF. */
function fontBytes(): ReadonlyMap<string, Buffer> {
  fonts ??= new Map(
    Object.entries(FONT_FILES).map(([name, file]) => [name, readFileSync(path.join(FONT_DIR, file))]),
  );
  return fonts;
}

/** A new A4 document with the fonts registered and set, and the promise of its bytes once `doc.end()` is called. */
export function startPdf(options: { margin: number; info: PDFKit.DocumentInfo }): {
  doc: PdfDoc;
  done: Promise<Buffer>;
} {
  const doc = new PDFDocument({ size: 'A4', margin: options.margin, info: options.info });
  for (const [name, bytes] of fontBytes()) doc.registerFont(name, bytes);
  doc.font(PDF_FONT.regular);
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  return { doc, done };
}
