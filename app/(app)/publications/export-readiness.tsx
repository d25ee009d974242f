import { RelatedTable } from '@/components/detail-page/related-table';
import { exportTargetName } from '@/lib/exports/recipients';
import { upstreamCaller } from '@/lib/pages/context';
import { failureMessage } from '@/lib/upstream/errors';
import { getReadiness } from '@/lib/upstream/exports';
import { ReadinessCell } from './exports/readiness-cell';
import { GiveDoi } from './give-doi';

const DOI_STATE = {
  none: 'None',
  generated: 'Generated, not yet deposited',
  deposited: 'Deposited with Crossref',
};

/**
 * The record's Export readiness tab: the product against every recipient, what blocks it with a link
 * to the tab that fixes it, and its DOI with its registration state.
 */
export async function ExportReadiness({
  publicationId,
  canGiveDoi,
}: {
  publicationId: number;
  canGiveDoi: boolean;
}) {
  const row = await getReadiness(await upstreamCaller(), publicationId).catch((error: unknown) =>
    failureMessage(error, 'The export readiness could not be read.'),
  );
  if (typeof row === 'string') return <p className="text-sm text-destructive">{row}</p>;
  return (
    <div className="grid gap-4">
      <RelatedTable
        caption="This publication against each recipient of the feeds"
        rows={row.cells}
        rowKey={(cell) => cell.target}
        empty="No recipients are declared."
        columns={[
          { header: 'Recipient', cell: (cell) => exportTargetName(cell.target) },
          { header: 'Readiness', cell: (cell) => <ReadinessCell cell={cell} /> },
        ]}
      />
      <div className="flex flex-wrap items-center gap-3 text-sm">
        <span>
          DOI: {row.doi ? <span className="font-mono">{row.doi}</span> : 'none'} · {DOI_STATE[row.doiState]}
        </span>
        {row.doiState === 'none' && canGiveDoi ? (
          <GiveDoi url={`/api/publications/${publicationId}/doi`} />
        ) : null}
      </div>
    </div>
  );
}
