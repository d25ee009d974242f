import { z } from 'zod';

/*
 * The answers about an invoice's signed print link: the link made for staff to send, and what the link
 * opens without a session — the invoice as printed (`lib/finance/invoice-layout.ts`), nothing more.
 */

export const printLinkSchema = z.object({
  /** The link as the customer opens it, at the firm's address (APP_URL). */
  url: z.string(),
  /** The same link from the site's root, for a page to copy on the address it is served at. */
  path: z.string(),
  /** When it stops opening the invoice (ISO 8601). */
  expiresAt: z.string(),
});
export type PrintLink = z.infer<typeof printLinkSchema>;

const pair = z.tuple([z.string(), z.string()]);

export const invoiceLayoutSchema = z.object({
  title: z.string(),
  firm: z.array(z.string()),
  customer: z.array(z.string()),
  facts: z.array(pair),
  rows: z.array(z.array(z.string())),
  totals: z.array(pair),
  notes: z.array(z.string()),
});

export const printableInvoiceSchema = z.object({
  invoiceId: z.number().int(),
  layout: invoiceLayoutSchema,
  fileName: z.string(),
  expiresAt: z.string(),
});
export type PrintableInvoice = z.infer<typeof printableInvoiceSchema>;
