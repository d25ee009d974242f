import { z } from '@hono/zod-openapi';
import { invoiceArea, type Invoice } from '@/lib/areas/invoices';
import { okEnvelope } from '@/lib/contract/envelope';
import { printLinkSchema } from '@/lib/contract/invoice-print';
import { formatDay, formatMoney } from '@/lib/format';
import { invoiceFileName } from '@/lib/finance/invoice-layout';
import { FIRM } from '@/lib/royalties/statement-layout';
import { invoiceEmails } from '../db/schema';
import type { UpstreamApp } from '../platform/app-type';
import { sendEmail } from '../mail/templates';
import { recordAudit } from '../platform/audit';
import { errorResponses } from '../platform/envelope';
import { guardedRoute } from '../platform/guarded-route';
import { HttpError } from '../platform/http-error';
import { signedIn } from '../platform/context';
import { mountRoute, readId, type AreaHandle } from '../resources';
import { invoicePdf } from './invoice-pdf';
import { printLinkFor } from './invoice-print-link';

/*
 * An invoice's PDF, and "Email invoice": the PDF sent to the customer through the mailer (kept in the
 * outbox with its attachment) and recorded against the invoice.
 */

const params = z.object({ invoiceId: z.string().meta({ description: "The invoice's id" }) });

const pdfRoute = guardedRoute(invoiceArea.rights.view, {
  method: 'get',
  path: '/invoices/{invoiceId}/pdf',
  tags: ['invoices'],
  summary: 'The invoice as a PDF, with the content of its printable page',
  request: { params },
  responses: {
    200: {
      description: 'A PDF, as an attachment named invoice-<number>.pdf',
      content: { 'application/pdf': { schema: z.string().meta({ format: 'binary' }) } },
    },
    ...errorResponses(400, 404),
  },
});

const sentSchema = z.object({
  outboxId: z.number().int(),
  to: z.string(),
  fileName: z.string(),
  /** The signed link to the printable invoice that the mail carries. */
  link: printLinkSchema,
});
const mailRoute = guardedRoute(invoiceArea.rights.update, {
  method: 'post',
  path: '/invoices/{invoiceId}/email',
  tags: ['invoices'],
  summary: 'Email an issued invoice’s PDF to the customer, and record it',
  request: { params },
  responses: {
    200: { description: 'Queued', content: { 'application/json': { schema: okEnvelope(sentSchema) } } },
    ...errorResponses(400, 404, 422),
  },
});

export function registerInvoiceMail(app: UpstreamApp, resource: AreaHandle<typeof invoiceArea>): void {
  mountRoute(app, pdfRoute, async (c) => {
    const invoice = await resource.load(c.var.deps.database.db, readId(c, 'invoiceId'));
    const pdf = await invoicePdf(invoice);
    return c.body(new Uint8Array(pdf), 200, {
      'content-type': 'application/pdf',
      'content-disposition': `attachment; filename="${invoiceFileName(invoice)}"`,
      'cache-control': 'no-store',
    });
  });

  mountRoute(app, mailRoute, async (c) => {
    const { deps } = c.var;
    const { user } = signedIn(c);
    const invoice: Invoice = await resource.load(deps.database.db, readId(c, 'invoiceId'));
    if (invoice.status === 'draft') throw new HttpError(422, 'Issue the invoice before sending it');
    const to = invoice.customerEmail?.trim();
    if (!to)
      throw new HttpError(422, `${invoice.customerName} has no email address on the invoice`, [
        { path: 'customerEmail', message: 'No email address' },
      ]);
    const fileName = invoiceFileName(invoice);
    const link = printLinkFor(deps, invoice.invoiceId);
    const values = {
      customerName: invoice.customerName,
      number: invoice.title,
      total: formatMoney(invoice.totalAmount, invoice.currency),
      dueDate: formatDay(invoice.dueDate),
      link: link.url,
      linkExpires: formatDay(link.expiresAt.slice(0, 10)),
      firm: FIRM.name,
    };
    const outboxId = await sendEmail(deps, 'invoice', values, {
      to,
      toName: invoice.customerName,
      attachments: [{ fileName, mimeType: 'application/pdf', content: await invoicePdf(invoice) }],
    });
    const now = deps.now();
    await deps.database.db.transaction(async (tx) => {
      await tx.insert(invoiceEmails).values({
        invoiceId: invoice.invoiceId,
        outboxId,
        recipient: to,
        sentById: user.userId,
        createdAt: now,
        updatedAt: now,
      });
      await recordAudit(tx, {
        userId: user.userId,
        action: 'insert',
        entity: 'email_outbox',
        entityId: outboxId,
        after: { to, fileName, invoiceId: invoice.invoiceId, linkExpiresAt: link.expiresAt },
        requestId: c.var.requestId,
        at: now,
      });
    });
    return c.json({ success: true, data: { outboxId, to, fileName, link } }, 200);
  });
}
