/*
 * How invoices and credit notes are numbered: a gapless counter per year in `number_sequences`, under
 * these keys, printed with the year (2026-000123, CN-2026-000012).
 */

export const invoiceSequence = (year: number) => `invoice-${year}`;
export const creditNoteSequence = (year: number) => `credit-note-${year}`;

export const invoiceNumber = (year: number, number: number) => `${year}-${String(number).padStart(6, '0')}`;
export const creditNoteNumber = (year: number, number: number) => `CN-${invoiceNumber(year, number)}`;
