import 'server-only';
import { okEnvelope } from '@/lib/contract/envelope';
import { printableInvoiceSchema, type PrintableInvoice } from '@/lib/contract/invoice-print';
import { publicInvoicePath, type PrintLinkQuery } from '@/lib/finance/print-link';
import { upstreamCall } from './call';

/** The invoice a signed link opens, as printed, without a session; the API answers 404 for any bad link. */
export async function getLinkedInvoice(
  invoiceId: number,
  query: PrintLinkQuery,
  requestId?: string,
): Promise<PrintableInvoice> {
  const answer = await upstreamCall(okEnvelope(printableInvoiceSchema), publicInvoicePath(invoiceId, query), {
    requestId,
    fallbackError: 'Failed to fetch the invoice',
  });
  return answer.data;
}
