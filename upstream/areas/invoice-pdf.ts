import type { Invoice } from '@/lib/areas/invoices';
import { INVOICE_COLUMNS, invoiceLayout } from '@/lib/finance/invoice-layout';
import { PDF_FONT, startPdf, type PdfDoc } from '../platform/pdf-document';

/*
 * An invoice's PDF: the rows of `invoice-layout.ts`, which the printable page shows too, as real text
 * (searched, copied, read by pdftotext) in the firm's embedded font.
 */

const MARGIN = 50;
const PAGE_WIDTH = 595.28; // A4 in points
const CONTENT = PAGE_WIDTH - 2 * MARGIN;
const COLUMNS = [0.34, 0.07, 0.13, 0.08, 0.13, 0.1, 0.15].map((share) => share * CONTENT);

function row(doc: PdfDoc, cells: readonly string[], bold = false) {
  doc.font(bold ? PDF_FONT.bold : PDF_FONT.regular).fontSize(8.5);
  const height = Math.max(
    ...cells.map((cell, index) => doc.heightOfString(cell, { width: (COLUMNS[index] ?? 0) - 4 })),
    10,
  );
  if (doc.y + height > doc.page.height - MARGIN) doc.addPage();
  const top = doc.y;
  let x = MARGIN;
  cells.forEach((cell, index) => {
    const width = COLUMNS[index] ?? 0;
    doc.text(cell, x, top, { width: width - 4, align: index === 0 ? 'left' : 'right' });
    x += width;
  });
  doc.x = MARGIN;
  doc.y = top + height + 4;
}

export function invoicePdf(invoice: Invoice): Promise<Buffer> {
  const layout = invoiceLayout(invoice);
  const { doc, done } = startPdf({ margin: MARGIN, info: { Title: layout.title } });

  const [firmName, ...firmLines] = layout.firm;
  doc
    .font(PDF_FONT.bold)
    .fontSize(16)
    .text(firmName ?? '', MARGIN, MARGIN);
  doc.font(PDF_FONT.regular).fontSize(9).text(firmLines.join(', '));
  doc.moveDown(0.5).font(PDF_FONT.bold).fontSize(13).text(layout.title);
  doc.moveDown(1);
  const top = doc.y;
  doc
    .font(PDF_FONT.regular)
    .fontSize(10)
    .text(layout.customer.join('\n'), MARGIN, top, { width: CONTENT / 2 });
  const left = doc.y;
  doc.text(layout.facts.map(([label, value]) => `${label}: ${value}`).join('\n'), MARGIN + CONTENT / 2, top, {
    width: CONTENT / 2,
    align: 'right',
  });
  doc.x = MARGIN;
  doc.y = Math.max(left, doc.y) + 18;

  row(doc, INVOICE_COLUMNS, true);
  for (const cells of layout.rows) row(doc, cells);
  doc.moveDown(0.5);
  for (const [label, value] of layout.totals)
    row(doc, [label, '', '', '', '', '', value], label === 'Amount due');
  doc.moveDown(1).font(PDF_FONT.regular).fontSize(8.5);
  for (const note of layout.notes) doc.text(note, MARGIN, doc.y, { width: CONTENT });
  doc.end();
  return done;
}
