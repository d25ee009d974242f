import type { Metadata } from 'next';

import { RelatedTable } from '@/components/detail-page/related-table';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { PageHeader } from '@/components/ui/page-header';
import type { IsbnBlock } from '@/lib/contract/isbn-register';
import { hyphenatedIsbn } from '@/lib/contract/isbn';
import { formatNumber } from '@/lib/format';
import { openPage } from '@/lib/pages/context';
import { failureMessage } from '@/lib/upstream/errors';
import { listIsbnBlocks } from '@/lib/upstream/taxonomies';

export const metadata: Metadata = { title: 'ISBN register' };

/** The firm's ISBN blocks and how their numbers stand: assigned, reserved, free, and the next one out. */
export default async function IsbnRegisterPage() {
  const { caller } = await openPage('/publications/manage/isbn-register');
  const blocks = await listIsbnBlocks(caller).then(
    (found): { found: IsbnBlock[]; failure?: undefined } => ({ found }),
    (error: unknown) => ({ found: [], failure: failureMessage(error, 'The register could not be read.') }),
  );
  return (
    <div className="flex flex-1 flex-col gap-6">
      <PageHeader
        title="ISBN register"
        description="The blocks of ISBNs the agency gave the firm. A publication saved without an ISBN takes the next free number; a number handed out is never handed out again."
      />
      {blocks.failure ? (
        <Alert variant="destructive">
          <AlertTitle>Could not load the register</AlertTitle>
          <AlertDescription>{blocks.failure}</AlertDescription>
        </Alert>
      ) : (
        <RelatedTable
          caption="ISBN blocks"
          rows={blocks.found}
          rowKey={(block) => block.blockId}
          empty="No ISBN blocks yet: every ISBN is typed by hand."
          columns={[
            { header: 'Prefix', cell: (block) => <span className="font-mono text-xs">{block.prefix}</span> },
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
      )}
    </div>
  );
}
