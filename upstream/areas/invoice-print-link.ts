import { z } from '@hono/zod-openapi';
import { invoiceArea, type Invoice } from '@/lib/areas/invoices';
import { okEnvelope } from '@/lib/contract/envelope';
import { printLinkSchema, printableInvoiceSchema, type PrintLink } from '@/lib/contract/invoice-print';
import { invoiceFileName, invoiceLayout } from '@/lib/finance/invoice-layout';
import { PRINT_LINK_DAYS, printLinkPath } from '@/lib/finance/print-link';
import type { UpstreamApp } from '../platform/app-type';
import type { UpstreamDeps } from '../platform/deps';
import { errorResponses, jsonResponse } from '../platform/envelope';
import { guardedRoute, publicRoute } from '../platform/guarded-route';
import { HttpError, notFound } from '../platform/http-error';
import { linkSigningSecret, signLink, validLink } from '../platform/signed-links';
import { mountRoute, readId, type AreaHandle, type ResourceContext } from '../resources';
import { invoicePdf } from './invoice-pdf';

/*
 * Signed, expiring links to an invoice's printable page, for sending to a customer: staff with the
 * invoice rights make one (`POST invoices/{id}/print-link`, also put in "Email invoice"'s mail), and
 * the link opens the invoice as printed and its PDF without a session until it expires
 * (`GET public/invoices/{id}`, `…/pdf`). A link to one invoice opens no other; an unknown id, a
 * changed expiry, a forged or an expired signature all answer the same 404.
 */

const PURPOSE = 'invoice-print';
const DAY_SECONDS = 86_400;
const NO_INVOICE = 'No invoice opens at this link';

const params = z.object({ invoiceId: z.string().meta({ description: "The invoice's id" }) });
const linkQuery = z.object({
  expires: z.string().meta({ description: 'When the link stops working, in seconds since 1970 (UTC)' }),
  signature: z.string().meta({ description: 'HMAC-SHA256 of the invoice and the expiry, base64url' }),
});

/** A link to an issued invoice's printable page, valid for PRINT_LINK_DAYS from `deps.now()`. */
export function printLinkFor(deps: UpstreamDeps, invoiceId: number): PrintLink {
  const expires = Math.floor(deps.now().getTime() / 1000) + PRINT_LINK_DAYS * DAY_SECONDS;
  const signature = signLink(linkSigningSecret(deps.config), { purpose: PURPOSE, id: invoiceId, expires });
  const path = printLinkPath(invoiceId, { expires: String(expires), signature });
  return { url: `${deps.config.APP_URL}${path}`, path, expiresAt: new Date(expires * 1000).toISOString() };
}

const makeRoute = guardedRoute(invoiceArea.rights.update, {
  method: 'post',
  path: '/invoices/{invoiceId}/print-link',
  tags: ['invoices'],
  summary: 'A signed link to an issued invoice’s printable page, for the customer',
  description: `The link opens the invoice and its PDF without a session for ${PRINT_LINK_DAYS} days.`,
  request: { params },
  responses: {
    200: jsonResponse(okEnvelope(printLinkSchema.meta({ id: 'InvoicePrintLink' })), 'The link'),
    ...errorResponses(400, 404, 422),
  },
});

const printableRoute = publicRoute({
  method: 'get',
  path: '/public/invoices/{invoiceId}',
  tags: ['invoices'],
  summary: 'An invoice as printed, by a signed link (no session needed)',
  description: 'An unknown invoice, another invoice’s link, a forged or an expired signature answer 404.',
  request: { params, query: linkQuery },
  responses: {
    200: jsonResponse(okEnvelope(printableInvoiceSchema.meta({ id: 'PrintableInvoice' })), 'The invoice'),
    ...errorResponses(404),
  },
});

const pdfRoute = publicRoute({
  method: 'get',
  path: '/public/invoices/{invoiceId}/pdf',
  tags: ['invoices'],
  summary: 'An invoice’s PDF, by a signed link (no session needed)',
  description: 'Refused with 404 as the invoice itself is.',
  request: { params, query: linkQuery },
  responses: {
    200: {
      description: 'A PDF, as an attachment named invoice-<number>.pdf',
      content: { 'application/pdf': { schema: z.string().meta({ format: 'binary' }) } },
    },
    ...errorResponses(404),
  },
});

const DIGITS = /^\d{1,10}$/;

/** The issued invoice a signed link names, or 404 for anything else. */
async function linkedInvoice(
  c: ResourceContext,
  resource: AreaHandle<typeof invoiceArea>,
): Promise<{ invoice: Invoice; expires: number }> {
  const { deps } = c.var;
  const text = c.req.param('invoiceId') ?? '';
  const id = DIGITS.test(text) ? Number(text) : 0;
  const expiresText = c.req.query('expires') ?? '';
  const expires = /^\d{1,12}$/.test(expiresText) ? Number(expiresText) : 0;
  const signature = c.req.query('signature') ?? '';
  const target = { purpose: PURPOSE, id, expires };
  if (
    id < 1 ||
    id > 2_147_483_647 ||
    !validLink(linkSigningSecret(deps.config), target, signature, deps.now())
  )
    throw notFound(NO_INVOICE);
  const invoice = await resource.load(deps.database.db, id).catch((error: unknown) => {
    if (error instanceof HttpError && error.status === 404) throw notFound(NO_INVOICE);
    throw error;
  });
  if (invoice.status === 'draft') throw notFound(NO_INVOICE);
  return { invoice, expires };
}

export function registerInvoicePrintLink(app: UpstreamApp, resource: AreaHandle<typeof invoiceArea>): void {
  mountRoute(app, makeRoute, async (c) => {
    const invoice = await resource.load(c.var.deps.database.db, readId(c, 'invoiceId'));
    if (invoice.status === 'draft')
      throw new HttpError(422, 'Issue the invoice before sharing it', [
        { path: 'status', message: 'A draft is not sent to anyone' },
      ]);
    return c.json({ success: true, data: printLinkFor(c.var.deps, invoice.invoiceId) }, 200);
  });

  mountRoute(app, printableRoute, async (c) => {
    const { invoice, expires } = await linkedInvoice(c, resource);
    const data = {
      invoiceId: invoice.invoiceId,
      layout: invoiceLayout(invoice),
      fileName: invoiceFileName(invoice),
      expiresAt: new Date(expires * 1000).toISOString(),
    };
    c.header('cache-control', 'private, no-store');
    return c.json({ success: true, data }, 200);
  });

  mountRoute(app, pdfRoute, async (c) => {
    const { invoice } = await linkedInvoice(c, resource);
    return c.body(new Uint8Array(await invoicePdf(invoice)), 200, {
      'content-type': 'application/pdf',
      'content-disposition': `attachment; filename="${invoiceFileName(invoice)}"`,
      'cache-control': 'private, no-store',
    });
  });
}
