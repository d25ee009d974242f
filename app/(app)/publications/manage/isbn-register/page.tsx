import type { Metadata } from 'next';

import { RelatedTable } from '@/components/detail-page/related-table';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { PageHeader } from '@/components/ui/page-header';
import { publicationArea } from '@/lib/areas/publications';
import type { IsbnBlock, IsbnReservation } from '@/lib/contract/isbn-register';
import { hyphenatedIsbn } from '@/lib/contract/isbn';
import { formatDay, formatNumber } from '@/lib/format';
import { openPage } from '@/lib/pages/context';
import { meetsGuard } from '@/lib/rights';
import { failureMessage } from '@/lib/upstream/errors';
import { listIsbnBlocks, listIsbnReservations } from '@/lib/upstream/taxonomies';
import { AddBlockForm, ReleaseButton, ReserveForm } from './register-forms';

export const metadata: Metadata = { title: 'ISBN register' };

/**
 * The firm's ISBN blocks and how their numbers stand (assigned, reserved, free, the next one out), the
 * numbers reserved for forthcoming titles, and the forms that add a block, reserve and release.
 */
export default async function IsbnRegisterPage() {
  const { user, caller } = await openPage('/publications/manage/isbn-register');
  const register = await Promise.all([listIsbnBlocks(caller), listIsbnReservations(caller)]).then(
    ([blocks, reservations]): {
      blocks: IsbnBlock[];
      reservations: IsbnReservation[];
      failure?: undefined;
    } => ({
      blocks,
      reservations,
    }),
    (error: unknown) => ({
      blocks: [],
      reservations: [],
      failure: failureMessage(error, 'The register could not be read.'),
    }),
  );
  const canReserve = meetsGuard(user, publicationArea.rights.update);
  const canAddBlock = meetsGuard(user, publicationArea.rights.delete);
  const prefixOf = new Map(register.blocks.map((block) => [block.blockId, block.prefix]));
  return (
    <div className="flex flex-1 flex-col gap-6">
      <PageHeader
        title="ISBN register"
        description="The blocks of ISBNs the agency gave the firm. A publication saved without an ISBN takes the next free number, passing reserved ones by; a number handed out is never handed out again."
      />
      {register.failure ? (
        <Alert variant="destructive">
          <AlertTitle>Could not load the register</AlertTitle>
          <AlertDescription>{register.failure}</AlertDescription>
        </Alert>
      ) : (
        <>
          <RelatedTable
            caption="ISBN blocks"
            rows={register.blocks}
            rowKey={(block) => block.blockId}
            empty="No ISBN blocks yet: every ISBN is typed by hand."
            columns={[
              {
                header: 'Prefix',
                cell: (block) => <span className="font-mono text-xs">{block.prefix}</span>,
              },
              { header: 'Numbers', align: 'end', cell: (block) => formatNumber(block.capacity) },
              { header: 'Assigned', align: 'end', cell: (block) => formatNumber(block.assigned) },
              { header: 'Reserved', align: 'end', cell: (block) => formatNumber(block.reserved) },
              { header: 'Free', align: 'end', cell: (block) => formatNumber(block.free) },
              {
                header: 'Next number',
                cell: (block) =>
                  block.nextIsbn ? (
                    <span className="font-mono text-xs">{hyphenatedIsbn(block.nextIsbn)}</span>
                  ) : (
                    'Full'
                  ),
              },
            ]}
          />
          {canAddBlock ? (
            <section aria-labelledby="add-block-heading" className="grid gap-2">
              <h2 id="add-block-heading" className="text-base font-medium">
                Add a block
              </h2>
              <AddBlockForm />
            </section>
          ) : null}
          <section aria-labelledby="reserved-heading" className="grid gap-3">
            <h2 id="reserved-heading" className="text-base font-medium">
              Reserved numbers
            </h2>
            {canReserve && register.blocks.length > 0 ? (
              <ReserveForm
                blocks={register.blocks.map((block) => ({ blockId: block.blockId, prefix: block.prefix }))}
              />
            ) : null}
            <RelatedTable
              caption="Reserved numbers"
              rows={register.reservations}
              rowKey={(reservation) => reservation.isbn}
              empty="No number is reserved."
              columns={[
                {
                  header: 'ISBN',
                  cell: (reservation) => (
                    <span className="font-mono text-xs">{hyphenatedIsbn(reservation.isbn)}</span>
                  ),
                },
                {
                  header: 'Block',
                  cell: (reservation) => (
                    <span className="font-mono text-xs">{prefixOf.get(reservation.blockId) ?? ''}</span>
                  ),
                },
                { header: 'For', cell: (reservation) => reservation.note ?? '' },
                { header: 'Reserved', cell: (reservation) => formatDay(reservation.reservedAt.slice(0, 10)) },
                ...(canReserve
                  ? [
                      {
                        header: 'Actions',
                        align: 'end' as const,
                        cell: (reservation: IsbnReservation) => (
                          <ReleaseButton isbn={reservation.isbn} shown={hyphenatedIsbn(reservation.isbn)} />
                        ),
                      },
                    ]
                  : []),
              ]}
            />
          </section>
        </>
      )}
    </div>
  );
}
