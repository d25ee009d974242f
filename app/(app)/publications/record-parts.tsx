import { cache } from 'react';
import { Link } from '@/components/ui/link';

import { RelatedContracts, RelatedPublications } from '@/components/area/related-records';
import type { DetailTab } from '@/components/detail-page/detail-tabs';
import { LazyPanel, PanelLoading } from '@/components/detail-page/lazy-panel';
import { RelatedTable } from '@/components/detail-page/related-table';
import type { Row } from '@/lib/area/view';
import { publicationArea, type Publication } from '@/lib/areas/publications';
import type { CurrentUser } from '@/lib/contract/auth';
import { PRODUCT_FORM_DETAIL, PUBLICATION_FORMAT, choiceLabel } from '@/lib/contract/choices';
import { hyphenatedIsbn } from '@/lib/contract/isbn';
import { formatDay, formatMoney, formatNumber } from '@/lib/format';
import { AREA_RIGHTS, meetsGuard } from '@/lib/rights';
import { AddFormat } from './add-format';
import { CoverPanel } from './cover-panel';
import { CoverThumbnail } from './cover-thumbnail';
import { loadChapters, loadExportReadiness, loadFiles } from './panel-actions';

/*
 * What a publication's record page adds to the shared one: the tabs its form spreads over (formats
 * and prices, contributors), the work's other formats, its sales by format and its contracts, the
 * hyphenated ISBN under its title, its cover and Add format beside it, and the Chapters and Cover tabs.
 */

export const readPublication = cache((row: Row): Publication => publicationArea.detailSchema.parse(row));

const PRODUCT_FIELDS = [
  'format',
  'formDetail',
  'isbn',
  'availability',
  'pages',
  'durationMinutes',
  'heightMm',
  'widthMm',
  'thicknessMm',
  'weightGrams',
  'prices',
  'printRuns',
];

export function publicationFieldTabs(row: Row | undefined) {
  const publication = row ? readPublication(row) : undefined;
  return [
    { value: 'details', label: 'Metadata', fields: [] },
    {
      value: 'product',
      label: 'Format and prices',
      count: publication?.prices.length,
      fields: PRODUCT_FIELDS,
      content: publication ? <OtherFormats publication={publication} /> : null,
    },
    {
      value: 'contributors',
      label: 'Contributors',
      count: publication?.contributors.length,
      fields: ['contributors'],
    },
    {
      value: 'subjects',
      label: 'Subjects',
      count: publication?.subjects.length,
      fields: ['subjects'],
    },
  ];
}

/** The work's formats, this one among them, each a link to its record. */
function OtherFormats({ publication }: { publication: Publication }) {
  return (
    <section aria-labelledby="formats-heading" className="grid gap-2">
      <h3 id="formats-heading" className="text-sm font-medium">
        Formats of this work
      </h3>
      <RelatedPublications
        caption="Formats of this work"
        rows={publication.formats}
        empty="No other formats."
      />
      <Link href="/publications/manage/isbn-register" className="text-sm hover:underline">
        The firm’s ISBN register
      </Link>
    </section>
  );
}

export function publicationTabs(row: Row, user: CurrentUser): DetailTab[] {
  const publication = readPublication(row);
  return [
    {
      value: 'chapters',
      label: 'Chapters',
      content: (
        <LazyPanel
          load={loadChapters.bind(null, publication.publicationId)}
          fallback={<PanelLoading label="Loading the chapters" />}
          failure="The chapters could not be read. Reload the page to try again."
        />
      ),
    },
    {
      value: 'cover',
      label: 'Cover',
      content: <CoverPanel publicationId={publication.publicationId} coverFileId={publication.coverFileId} />,
    },
    {
      value: 'files',
      label: 'Files',
      content: (
        <LazyPanel
          load={loadFiles.bind(null, publication.publicationId)}
          fallback={<PanelLoading label="Loading the files" />}
          failure="The files could not be read. Reload the page to try again."
        />
      ),
    },
    {
      value: 'sales',
      label: 'Sales',
      count: publication.sales.length,
      content: (
        <RelatedTable
          caption="Sales of the work by format, from the orders"
          rows={publication.sales}
          rowKey={(line) => `${line.format}-${line.currency}`}
          empty="No orders of this work yet."
          columns={[
            { header: 'Format', cell: (line) => choiceLabel(PUBLICATION_FORMAT, line.format) },
            { header: 'Currency', cell: (line) => line.currency },
            { header: 'Copies sold', align: 'end', cell: (line) => formatNumber(line.copiesSold) },
            { header: 'Returned', align: 'end', cell: (line) => formatNumber(line.copiesReturned) },
            { header: 'Revenue', align: 'end', cell: (line) => formatMoney(line.revenue, line.currency) },
          ]}
        />
      ),
    },
    {
      value: 'praises',
      label: 'Praises',
      count: publication.praises.length,
      content: <PublicationPraises publication={publication} />,
    },
    {
      value: 'contracts',
      label: 'Contracts',
      count: publication.contracts.length,
      content: (
        <RelatedContracts
          caption="Contracts covering this publication"
          rows={publication.contracts}
          empty="No contract covers this publication yet."
        />
      ),
    },
    {
      value: 'export-readiness',
      label: 'Export readiness',
      content: meetsGuard(user, AREA_RIGHTS.exports.view) ? (
        <LazyPanel
          load={loadExportReadiness.bind(null, publication.publicationId)}
          fallback={<PanelLoading label="Loading the export readiness" />}
          failure="The export readiness could not be read. Reload the page to try again."
        />
      ) : (
        <p className="text-sm text-muted-foreground">
          Export readiness is shown to those who run the exports (Exports, section 11 at Approve).
        </p>
      ),
    },
  ];
}

/** The praises of this publication in their order of use, each a link to its record. */
function PublicationPraises({ publication }: { publication: Publication }) {
  return (
    <div className="grid gap-3">
      <RelatedTable
        caption="Praises of this publication"
        rows={publication.praises}
        rowKey={(praise) => praise.praiseId}
        empty="No praises yet."
        columns={[
          { header: 'Order', align: 'end', cell: (praise) => praise.position },
          {
            header: 'Who',
            cell: (praise) => (
              <Link href={`/publications/praises/${praise.praiseId}`} className="font-medium hover:underline">
                {praise.outlet && praise.outlet !== praise.source
                  ? `${praise.source}, ${praise.outlet}`
                  : praise.source}
              </Link>
            ),
          },
          { header: 'About', cell: (praise) => praise.about ?? 'The book' },
          { header: 'Quote', cell: (praise) => `“${praise.quote}”` },
          { header: 'Rights', cell: (praise) => (praise.rightsCleared ? 'Cleared' : 'Not cleared') },
        ]}
      />
      <Link href="/publications/praises/new" className="text-sm hover:underline">
        Add a praise
      </Link>
    </div>
  );
}

export function publicationFacts(row: Row) {
  const publication = readPublication(row);
  return [
    <span key="isbn" className="font-mono">
      ISBN {hyphenatedIsbn(publication.isbn ?? '')}
    </span>,
    publication.formDetail
      ? `${choiceLabel(PUBLICATION_FORMAT, publication.format)} (${choiceLabel(PRODUCT_FORM_DETAIL, publication.formDetail)})`
      : choiceLabel(PUBLICATION_FORMAT, publication.format),
    <Link
      key="work"
      href={`/commissionings/manage/${publication.commissioningId}`}
      className="hover:underline"
    >
      {publication.commissioningTitle}
    </Link>,
    publication.doi ? (
      <span key="doi" className="font-mono">
        DOI {publication.doi}
      </span>
    ) : null,
    publication.imprintName ? `Imprint ${publication.imprintName}` : null,
    publication.publicationDate ? `Published ${formatDay(publication.publicationDate)}` : null,
  ].filter(Boolean);
}

export function publicationActions(row: Row, user: CurrentUser) {
  const publication = readPublication(row);
  return (
    <>
      {publication.coverFileId ? <CoverThumbnail fileId={publication.coverFileId} /> : null}
      {meetsGuard(user, publicationArea.rights.create) ? (
        <AddFormat
          publicationId={publication.publicationId}
          taken={publication.formats.map((format) => format.format)}
        />
      ) : null}
    </>
  );
}
