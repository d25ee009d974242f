import type { Metadata } from 'next';
import { notFound } from 'next/navigation';

import { getCurrentUser, getUpstreamToken, requestId } from '@/lib/auth/dal';
import { invoiceArea } from '@/lib/areas/invoices';
import { INVOICE_COLUMNS, invoiceLayout } from '@/lib/finance/invoice-layout';
import { orNotFound, recordId } from '@/lib/pages/context';
import { meetsGuard } from '@/lib/rights';
import { getAreaRecord } from '@/lib/upstream/area';
import { PrintActions } from './print-actions';

export const metadata: Metadata = { title: 'Invoice' };

/**
 * The printable invoice (a public route of the spec): it shows an invoice only to a signed-in member
 * of staff with the invoice rights; anyone else, and any id that is not an invoice, sees nothing.
 * The same rows make the PDF (`lib/finance/invoice-layout.ts`).
 */
export default async function PrintableInvoice({ params }: { params: Promise<{ invoiceId: string }> }) {
  const id = recordId((await params).invoiceId);
  const session = await getUpstreamToken();
  if (!session) notFound();
  const user = await getCurrentUser();
  if (!meetsGuard(user, invoiceArea.rights.view)) notFound();
  const invoice = await orNotFound(
    getAreaRecord({ token: session.upstreamToken, requestId: await requestId() }, invoiceArea, id),
  );
  const layout = invoiceLayout(invoice);
  return (
    <main className="mx-auto max-w-4xl space-y-8 bg-background p-8 text-sm print:max-w-none print:p-0">
      <PrintActions
        invoiceId={invoice.invoiceId}
        canEmail={invoice.status !== 'draft' && meetsGuard(user, invoiceArea.rights.update)}
      />
      <header className="flex flex-wrap justify-between gap-6">
        <div>
          <p className="text-xl font-semibold">{layout.firm[0]}</p>
          {layout.firm.slice(1).map((line) => (
            <p key={line} className="text-muted-foreground">
              {line}
            </p>
          ))}
        </div>
        <h1 className="text-2xl font-semibold">{layout.title}</h1>
      </header>
      <section className="flex flex-wrap justify-between gap-6">
        <address className="not-italic" aria-label="Customer">
          {layout.customer.map((line, index) => (
            <p key={`${line}-${index}`} className={index === 0 ? 'font-semibold' : undefined}>
              {line}
            </p>
          ))}
        </address>
        <dl className="grid grid-cols-[auto_auto] gap-x-4 gap-y-1 text-right">
          {layout.facts.map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="text-muted-foreground">{label}</dt>
              <dd className="font-medium">{value}</dd>
            </div>
          ))}
        </dl>
      </section>
      <table className="w-full border-collapse">
        <caption className="sr-only">Lines of {layout.title}</caption>
        <thead>
          <tr className="border-b">
            {INVOICE_COLUMNS.map((column, index) => (
              <th key={column} scope="col" className={index === 0 ? 'py-2 text-left' : 'py-2 text-right'}>
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {layout.rows.map((cells, row) => (
            <tr key={row} className="border-b last:border-0">
              {cells.map((cell, index) => (
                <td key={index} className={index === 0 ? 'py-1.5' : 'py-1.5 text-right tabular-nums'}>
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      <dl className="ml-auto grid w-72 grid-cols-2 gap-y-1">
        {layout.totals.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className={label === 'Amount due' ? 'font-semibold' : 'text-muted-foreground'}>{label}</dt>
            <dd
              className={
                label === 'Amount due' ? 'text-right font-semibold tabular-nums' : 'text-right tabular-nums'
              }
            >
              {value}
            </dd>
          </div>
        ))}
      </dl>
      {layout.notes.map((note) => (
        <p key={note} className="text-muted-foreground">
          {note}
        </p>
      ))}
    </main>
  );
}
