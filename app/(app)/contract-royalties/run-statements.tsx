import { PageLinks } from '@/components/data-table/page-links';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import type { ListPage } from '@/lib/contract/list-query';
import type { RoyaltyStatementSummary } from '@/lib/contract/royalty-runs';
import type { RunStatementQuery } from '@/lib/upstream/royalties';
import { RunStatements } from './statements-table';

/** The orders a run's statements can be read in. */
const SORTS: readonly [RunStatementQuery['sort'], string][] = [
  ['reference', 'Contract reference'],
  ['payee', 'Payee'],
  ['-payable', 'Payable, largest first'],
  ['payable', 'Payable, smallest first'],
];

/**
 * A run's statements a page at a time, searched and sorted by the API: a plain form that loads the
 * page's address again, so the section needs no script of its own.
 */
export function RunStatementsSection({
  page,
  query,
  href,
  contractHref,
}: {
  page: ListPage<RoyaltyStatementSummary>;
  query: RunStatementQuery;
  /** The run page's address for a page of this search and order. */
  href: (page: number) => string;
  contractHref: ((contractId: number) => string) | null;
}) {
  return (
    <div className="space-y-3">
      <form method="get" role="search" className="flex flex-wrap items-end gap-2">
        <Input
          name="q"
          type="search"
          defaultValue={query.q}
          placeholder="Search contract references and payees"
          aria-label="Search the statements"
          className="w-72"
        />
        <NativeSelect name="sort" defaultValue={query.sort} aria-label="Order">
          {SORTS.map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </NativeSelect>
        <Button type="submit" variant="outline">
          Show
        </Button>
      </form>
      <RunStatements statements={page.items} contractHref={contractHref} />
      {page.meta.total > page.meta.pageSize ? (
        <PageLinks meta={page.meta} noun="statements" href={href} />
      ) : null}
    </div>
  );
}
