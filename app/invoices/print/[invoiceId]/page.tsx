import type * as React from 'react';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';

import { getCurrentUser, getUpstreamToken, requestId } from '@/lib/auth/dal';
import { invoiceArea } from '@/lib/areas/invoices';
import { INVOICE_COLUMNS, invoiceLayout, type InvoiceLayout } from '@/lib/finance/invoice-layout';
import { publicInvoicePath, type PrintLinkQuery } from '@/lib/finance/print-link';
import { formatDay } from '@/lib/format';
import { orNotFound, recordId } from '@/lib/pages/context';
import { meetsGuard } from '@/lib/rights';
import { getAreaRecord } from '@/lib/upstream/area';
import { getLinkedInvoice } from '@/lib/upstream/invoice-print';
import { PrintActions } from './print-actions';

// A signed link is a key: the page is kept out of search engines and caches.
export const metadata: Metadata = { title: 'Invoice', robots: { index: false, follow: false } };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/** The expiry and signature of a signed link in the address, when it carries one. */
function signedLink(search: Awaited<SearchParams>): PrintLinkQuery | null {
  const { expires, signature } = search;
  return typeof expires === 'string' && typeof signature === 'string' ? { expires, signature } : null;
}

/**
 * The printable invoice (a public route of the spec). It opens with a signed link that has not expired,
 * whoever holds it (the publishing API checks the signature and answers 404 for any other), or for a
 * signed-in member of staff with the invoice rights. Anyone else, and any id that is not an invoice,
 * sees nothing. The same rows make the PDF (`lib/finance/invoice-layout.ts`).
 */
export default async function PrintableInvoice({
  params,
  searchParams,
}: {
  params: Promise<{ invoiceId: string }>;
  searchParams: SearchParams;
}) {
  const id = recordId((await params).invoiceId);
  const link = signedLink(await searchParams);
  if (link) {
    const printable = await orNotFound(getLinkedInvoice(id, link, await requestId()));
    return (
      <InvoiceSheet
        layout={printable.layout}
        actions={
          <>
            <PrintActions
              invoiceId={id}
              pdfHref={`/api/${publicInvoicePath(id, link, true)}`}
              canSend={false}
            />
            <p className="text-muted-foreground print:hidden">
              This link opens the invoice until {formatDay(printable.expiresAt)}.
            </p>
          </>
        }
      />
    );
  }
  const session = await getUpstreamToken();
  if (!session) notFound();
  const user = await getCurrentUser();
  if (!meetsGuard(user, invoiceArea.rights.view)) notFound();
  const invoice = await orNotFound(
    getAreaRecord({ token: session.upstreamToken, requestId: await requestId() }, invoiceArea, id),
  );
  return (
    <InvoiceSheet
      layout={invoiceLayout(invoice)}
      actions={
        <PrintActions
          invoiceId={invoice.invoiceId}
          pdfHref={`/api/invoices/${invoice.invoiceId}/pdf`}
          canSend={invoice.status !== 'draft' && meetsGuard(user, invoiceArea.rights.update)}
        />
      }
    />
  );
}

/** The invoice as printed, under its actions (which are not printed). */
function InvoiceSheet({ layout, actions }: { layout: InvoiceLayout; actions: React.ReactNode }) {
  return (
    <main className="mx-auto max-w-4xl space-y-8 bg-background p-8 text-sm print:max-w-none print:p-0">
      {actions}
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
