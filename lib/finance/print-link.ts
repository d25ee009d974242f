/*
 * The signed link to an invoice's printable page, as plain constants and paths (no zod), so the
 * printable page and the invoice's actions share them with the API.
 */

/** How long a link to an invoice's printable page opens it. */
export const PRINT_LINK_DAYS = 30;

/** The query of a signed link: its expiry in seconds since 1970 (UTC) and its signature. */
export interface PrintLinkQuery {
  expires: string;
  signature: string;
}

export const printLinkPath = (invoiceId: number, { expires, signature }: PrintLinkQuery) =>
  `/invoices/print/${invoiceId}?${new URLSearchParams({ expires, signature }).toString()}`;

/** The API's address of what a signed link opens: the invoice's printable rows, or its PDF. */
export const publicInvoicePath = (invoiceId: number, query: PrintLinkQuery, pdf = false) =>
  `public/invoices/${invoiceId}${pdf ? '/pdf' : ''}?${new URLSearchParams({ ...query }).toString()}`;
