import PDFDocument from 'pdfkit';
import {
  ORDER_CHANNEL,
  PUBLICATION_FORMAT,
  ROYALTY_BASIS,
  SUBSIDIARY_RIGHT,
  choiceLabel,
} from '@/lib/contract/choices';
import type { RoyaltyStatement } from '@/lib/contract/royalty-runs';
import { formatDay, formatMoney, formatNumber, formatPercent } from '@/lib/format';
import { periodSlug } from '@/lib/royalties/periods';

/*
 * A statement as the firm sends it: letterhead, the payee's address block, the contract and period,
 * the table of figures from the opening balance to the amount payable. Drawn with pdfkit in its
 * built-in Helvetica, so the text is real text (copied, searched, read by pdftotext).
 */

/** The firm's letterhead. */
export const FIRM = {
  name: 'Colophon Press',
  address: ['12 Wharf Street', 'London SE1 2AB', 'United Kingdom'],
} as const;

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

type Doc = InstanceType<typeof PDFDocument>;

/** One row of the table; an empty cell is left blank. */
function row(doc: Doc, cells: readonly string[], options: { bold?: boolean; rule?: boolean } = {}) {
  doc.font(options.bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(9);
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

function header(doc: Doc, statement: RoyaltyStatement) {
  doc.font('Helvetica-Bold').fontSize(16).text(FIRM.name, MARGIN, MARGIN);
  doc.font('Helvetica').fontSize(9).text(FIRM.address.join(', '));
  doc.moveDown(0.5);
  doc.font('Helvetica-Bold').fontSize(13).text('Royalty statement');
  doc.moveDown(1);

  const top = doc.y;
  const { payee } = statement;
  doc
    .font('Helvetica-Bold')
    .fontSize(10)
    .text(payee.name, MARGIN, top, { width: CONTENT / 2 });
  doc.font('Helvetica').fontSize(10);
  for (const line of [payee.organisation, ...payee.address]) if (line) doc.text(line, { width: CONTENT / 2 });
  const left = doc.y;

  const facts = [
    `Contract ${statement.contract.reference}`,
    statement.contract.title,
    `Period ${formatDay(statement.periodStart)} – ${formatDay(statement.periodEnd)}`,
    `Share ${formatPercent(statement.sharePercent, 2, false)} · currency ${statement.currency}`,
    ...statement.exchangeRates.map((rate) => `1 ${rate.currency} = ${rate.rate} ${statement.currency}`),
  ];
  doc.text(facts.join('\n'), MARGIN + CONTENT / 2, top, { width: CONTENT / 2, align: 'right' });
  doc.x = MARGIN;
  doc.y = Math.max(left, doc.y) + 18;
}

const money = (statement: RoyaltyStatement, amount: number) => formatMoney(amount, statement.currency);

function figures(doc: Doc, statement: RoyaltyStatement) {
  const total = (label: string, amount: number, bold = false) =>
    row(doc, [label, '', '', '', money(statement, amount)], { bold, rule: true });
  row(doc, ['', 'Copies', 'Basis', 'Rate', 'Amount'], { bold: true });
  row(doc, ['Opening balance', '', '', '', money(statement, statement.openingBalance)], { rule: true });

  for (const line of statement.sales) {
    const tier = line.tier
      ? ` · tier ${line.tier.index + 1} from ${formatNumber(line.tier.fromUnits)}`
      : ' · high discount';
    row(doc, [
      `${choiceLabel(PUBLICATION_FORMAT, line.format)} · ${choiceLabel(ORDER_CHANNEL, line.channel)}${tier}`,
      formatNumber(line.units),
      `${choiceLabel(ROYALTY_BASIS, line.basis)} ${formatMoney(line.unitBaseAmount, line.currency)}`,
      formatPercent(line.ratePercent, 2, false),
      money(statement, line.royalty),
    ]);
  }
  total('Sales', statement.salesTotal);
  for (const line of statement.returns) {
    row(doc, [
      `Returns · ${choiceLabel(PUBLICATION_FORMAT, line.format)} · ${choiceLabel(ORDER_CHANNEL, line.channel)}`,
      formatNumber(-line.units),
      `${choiceLabel(ROYALTY_BASIS, line.basis)} ${formatMoney(line.unitBaseAmount, line.currency)}`,
      formatPercent(line.ratePercent, 2, false),
      money(statement, line.royalty),
    ]);
  }
  total('Returns', statement.returnsTotal);
  total('Net earnings', statement.netEarnings, true);
  for (const line of statement.subsidiary) {
    row(doc, [
      `${choiceLabel(SUBSIDIARY_RIGHT, line.right)}${line.description ? ` · ${line.description}` : ''}`,
      '',
      formatMoney(line.amountReceived, line.currency),
      formatPercent(line.sharePercent, 2, false),
      money(statement, line.royalty),
    ]);
  }
  total('Subsidiary rights income', statement.subsidiaryTotal);
  row(doc, [
    `Reserve against returns held (${formatPercent(statement.reservePercent, 2, false)})`,
    '',
    '',
    '',
    money(statement, -statement.reserveHeld),
  ]);
  row(doc, ['Reserve released', '', '', '', money(statement, statement.reserveReleased)]);
  if (statement.advancePaid !== 0)
    row(doc, ['Advance paid in the period', '', '', '', money(statement, -statement.advancePaid)]);
  total('Credit for the period', statement.credit);
  row(doc, [
    'Of which recouped against the advance',
    '',
    '',
    '',
    money(statement, statement.advanceRecouped),
  ]);
  total('Closing balance', statement.closingBalance, true);
}

function totals(doc: Doc, statement: RoyaltyStatement) {
  doc.moveDown(1);
  doc.font('Helvetica-Bold').fontSize(13);
  doc.text(`Amount payable: ${money(statement, statement.payable)}`, MARGIN, doc.y, { width: CONTENT });
  doc.font('Helvetica').fontSize(9);
  const carried = statement.carriedForward;
  if (carried !== 0) {
    const why =
      carried > 0
        ? ` (below the minimum payment of ${money(statement, statement.minimumPayment)})`
        : ' (advance still to be earned)';
    doc.text(`Carried forward to the next statement: ${money(statement, carried)}${why}`);
  }
  doc.moveDown(1);
  doc.text(`${FIRM.name} · statement ${statement.statementId} · run ${statement.runId}`, { width: CONTENT });
}

/** The statement as a PDF document. */
export function statementPdf(statement: RoyaltyStatement): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    info: {
      Title: `Royalty statement ${statement.contract.reference} ${periodSlug(statement)}`,
      Author: FIRM.name,
    },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  header(doc, statement);
  figures(doc, statement);
  totals(doc, statement);
  doc.end();
  return done;
}
