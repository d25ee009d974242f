import type { RoyaltyStatement } from '@/lib/contract/royalty-runs';
import { periodSlug } from '@/lib/royalties/periods';
import {
  FIGURE_COLUMNS,
  FIRM,
  statementFacts,
  statementOutcome,
  statementRows,
} from '@/lib/royalties/statement-layout';
import { PDF_FONT, startPdf, type PdfDoc } from '../platform/pdf-document';

/*
 * A statement as the firm sends it: letterhead, the payee's address block, the contract and period,
 * the table of figures from the opening balance to the amount payable (`statement-layout.ts`, which
 * the statement's page shows too). Drawn with pdfkit in the firm's embedded font, so the text is real
 * text (copied, searched, read by pdftotext).
 */

const MARGIN = 50;
const PAGE_WIDTH = 595.28; // A4 in points
const CONTENT = PAGE_WIDTH - 2 * MARGIN;
/** Description, copies, basis, rate, amount: the table's columns as fractions of the page's width. */
const COLUMNS = [0.42, 0.1, 0.2, 0.1, 0.18].map((share) => share * CONTENT);
const ROW_GAP = 4;

export function statementFileName(statement: RoyaltyStatement): string {
  const reference = statement.contract.reference.replace(/[^A-Za-z0-9-]+/g, '-');
  return `royalty-statement-${reference}-${periodSlug(statement)}.pdf`;
}

/** One row of the table; an empty cell is left blank. */
function row(doc: PdfDoc, cells: readonly string[], options: { bold?: boolean; rule?: boolean } = {}) {
  doc.font(options.bold ? PDF_FONT.bold : PDF_FONT.regular).fontSize(9);
  const heights = cells.map((cell, index) => doc.heightOfString(cell, { width: (COLUMNS[index] ?? 0) - 6 }));
  const height = Math.max(...heights, 10);
  if (doc.y + height > doc.page.height - MARGIN) doc.addPage();
  const top = doc.y;
  if (options.rule)
    doc
      .moveTo(MARGIN, top - 2)
      .lineTo(MARGIN + CONTENT, top - 2)
      .lineWidth(0.5)
      .stroke();
  let x = MARGIN;
  cells.forEach((cell, index) => {
    const width = COLUMNS[index] ?? 0;
    doc.text(cell, x, top, { width: width - 6, align: index === 0 ? 'left' : 'right' });
    x += width;
  });
  doc.x = MARGIN;
  doc.y = top + height + ROW_GAP;
}

function header(doc: PdfDoc, statement: RoyaltyStatement) {
  doc.font(PDF_FONT.bold).fontSize(16).text(FIRM.name, MARGIN, MARGIN);
  doc.font(PDF_FONT.regular).fontSize(9).text(FIRM.address.join(', '));
  doc.moveDown(0.5);
  doc.font(PDF_FONT.bold).fontSize(13).text('Royalty statement');
  doc.moveDown(1);

  const top = doc.y;
  const { payee } = statement;
  doc
    .font(PDF_FONT.bold)
    .fontSize(10)
    .text(payee.name, MARGIN, top, { width: CONTENT / 2 });
  doc.font(PDF_FONT.regular).fontSize(10);
  for (const line of [payee.organisation, ...payee.address]) if (line) doc.text(line, { width: CONTENT / 2 });
  const left = doc.y;

  const facts = statementFacts(statement);
  doc.text(facts.join('\n'), MARGIN + CONTENT / 2, top, { width: CONTENT / 2, align: 'right' });
  doc.x = MARGIN;
  doc.y = Math.max(left, doc.y) + 18;
}

function figures(doc: PdfDoc, statement: RoyaltyStatement) {
  row(doc, ['', ...FIGURE_COLUMNS], { bold: true });
  for (const figure of statementRows(statement))
    row(doc, [figure.label, figure.copies, figure.basis, figure.rate, figure.amount], {
      bold: figure.total === 'bold',
      rule: figure.total !== undefined,
    });
}

function totals(doc: PdfDoc, statement: RoyaltyStatement) {
  const outcome = statementOutcome(statement);
  doc.moveDown(1);
  doc.font(PDF_FONT.bold).fontSize(13);
  doc.text(outcome.payable, MARGIN, doc.y, { width: CONTENT });
  doc.font(PDF_FONT.regular).fontSize(9);
  if (outcome.carried) doc.text(outcome.carried);
  doc.moveDown(1);
  doc.text(`${FIRM.name} · statement ${statement.statementId} · run ${statement.runId}`, { width: CONTENT });
}

/** The statement as a PDF document. */
export function statementPdf(statement: RoyaltyStatement): Promise<Buffer> {
  const { doc, done } = startPdf({
    margin: MARGIN,
    info: {
      Title: `Royalty statement ${statement.contract.reference} ${periodSlug(statement)}`,
      Author: FIRM.name,
    },
  });
  header(doc, statement);
  figures(doc, statement);
  totals(doc, statement);
  doc.end();
  return done;
}
